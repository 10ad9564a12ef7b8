import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandRoot } from './IslandRoot.tsx';

/**
 * Hydrates one island marker with its root component and the props the server rendered it with,
 * under the marker's own id prefix (the server rendered it as a tree of its own). `wrap` puts the
 * page's providers around it, the same ones the server used. `mounted` settles once it is hydrated.
 */
export function mountIsland(
  marker: HTMLElement,
  // biome-ignore lint/suspicious/noExplicitAny: each island root has props of its own, checked where it is placed
  Component: ComponentType<any>,
  wrap: (island: ReactNode) => ReactNode = (island) => island,
): { root: Root; mounted: Promise<void> } {
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  let onMount = () => {};
  const mounted = new Promise<void>((resolve) => {
    onMount = () => {
      marker.dataset.hydrated = 'true';
      resolve();
    };
  });
  const root = hydrateRoot(
    marker,
    wrap(
      <IslandRoot onMount={onMount}>
        <Component {...props} />
      </IslandRoot>,
    ),
    { identifierPrefix: marker.dataset.id ?? '' },
  );
  return { root, mounted };
}
