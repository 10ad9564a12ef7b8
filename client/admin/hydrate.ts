import { mountIsland } from '../islands/mount.tsx';
import { type AdminIslandName, adminIslandRoots } from './roots.ts';

/** Hydrates one back-office island: its root component with the props the server rendered it with. */
export async function hydrateAdminIsland(marker: HTMLElement): Promise<void> {
  const load = adminIslandRoots[marker.dataset.island as AdminIslandName];
  if (!load || !marker.isConnected) return;
  await mountIsland(marker, await load()).mounted;
}
