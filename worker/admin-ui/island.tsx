import { type ComponentProps, createContext, type JSXElementConstructor, useContext } from 'react';
import { IslandMarker, type IslandRenderer } from '../../client/islands/Island.tsx';
import { IslandRoot } from '../../client/islands/IslandRoot.tsx';
import type { AdminIslandName } from '../../client/admin/roots.ts';

/** The island renderer of the back-office page being rendered. */
const Islands = createContext<IslandRenderer | null>(null);
export const AdminIslandsProvider = Islands.Provider;

/**
 * An interactive part of a back-office page: rendered by the server inside the same marker as the
 * storefront's islands, hydrated at load by the back office's script (client/admin/admin-islands.ts).
 * `component` is the root the browser registry names `name` (client/admin/roots.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the island's props are checked against its component
export function AdminIsland<C extends JSXElementConstructor<any>>({
  name,
  component: Component,
  props,
}: {
  name: AdminIslandName;
  component: C;
  props: ComponentProps<C>;
}) {
  const renderer = useContext(Islands);
  if (!renderer) throw new Error('AdminIsland outside a back-office page');
  return (
    <IslandMarker
      renderer={renderer}
      name={name}
      props={props as object}
      when="load"
      root={
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      }
    />
  );
}
