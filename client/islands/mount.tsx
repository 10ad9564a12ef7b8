import { startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandRoot } from './IslandRoot.tsx';
import { parseProps, type SharedState } from './shared-props.ts';

/**
 * Hydrates one island marker with its root component and the props the server rendered it with,
 * under the marker's own id prefix (the server rendered it as a tree of its own). `wrap` puts the
 * page's providers around it, the same ones the server used. `shared` is the page's state that props
 * may refer to. `mounted` settles once it is hydrated.
 */
export function mountIsland(
  marker: HTMLElement,
  // biome-ignore lint/suspicious/noExplicitAny: each island root has props of its own, checked where it is placed
  Component: ComponentType<any>,
  wrap: (island: ReactNode) => ReactNode = (island) => island,
  shared: SharedState = {},
): { root: Root; mounted: Promise<void> } {
  const props = parseProps(marker.dataset.props ?? '{}', shared);
  let onMount = () => {};
  const mounted = new Promise<void>((resolve) => {
    onMount = () => {
      marker.dataset.hydrated = 'true';
      resolve();
    };
  });
  // Hydrated as a transition, React hydrates in slices and lets the browser paint and answer input
  // between them; a plain hydration runs as one long task, which a phone feels as a frozen page.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      marker,
      wrap(
        <IslandRoot onMount={onMount}>
          <Component {...props} />
        </IslandRoot>,
      ),
      { identifierPrefix: marker.dataset.id ?? '' },
    );
  });
  return { root: root as Root, mounted };
}
