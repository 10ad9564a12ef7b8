import { use, type ComponentType, type JSX } from 'react';
import { loadOnce } from '../load-once.ts';

/**
 * A component whose code is a chunk of its own, like React's `lazy`, that renders at once once its
 * chunk has loaded. React hydrates a part waiting for its code only when that code arrives, and a
 * tap reaching such a part is dropped: an island that shows the part in its server HTML loads the
 * chunk with its own code (`load`), and the part then hydrates with the rest of the island.
 *
 * The loaded component is always rendered as itself, never through a lazy wrapper: a wrapper that
 * a quick render (the chunk already there, in a transition) had put on screen would be swapped for
 * the component at the next render, and React would replace the whole part, with the field the
 * shopper is typing in.
 */
export function lazyLoaded<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): { Component: (props: P) => JSX.Element; load: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  // A chunk that did not load (a dropped connection) is asked for again by the next render.
  const load = loadOnce(() =>
    importer().then((module) => {
      loaded = module.default;
      return loaded;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React's own lazy is
  function Component(props: P) {
    // `use` suspends this component itself while the chunk loads; one promise for all renders.
    const Loaded = loaded ?? use(load());
    return <Loaded {...props} />;
  }
  return { Component, load };
}
