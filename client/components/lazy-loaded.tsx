import { lazy, type ComponentType, type JSX } from 'react';

/**
 * A component whose code is a chunk of its own, like React's `lazy`, that renders at once once its
 * chunk has loaded. React hydrates a part waiting for its code only when that code arrives, and a
 * tap reaching such a part is dropped: an island that shows the part in its server HTML loads the
 * chunk with its own code (`load`), and the part then hydrates with the rest of the island.
 */
export function lazyLoaded<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): { Component: (props: P) => JSX.Element; load: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React's own lazy is
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component, load };
}
