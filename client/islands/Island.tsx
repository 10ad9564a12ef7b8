import { use, useEffect, useId, type JSXElementConstructor, type ReactElement, type ReactNode } from 'react';
import { AppContext, useApp, type AppContextValue } from '../app-context.tsx';
import { ISLAND_ATTRIBUTE, type HydrateWhen } from './marker.ts';
import type { IslandName } from './roots.ts';

/**
 * Server side of an island page: renders one island root as a React tree of its own, so the ids
 * of useId carry the island's own prefix and match the browser's hydrateRoot of that island.
 */
export interface IslandRenderer {
  /**
   * The island's HTML, all of it (lazy parts and Suspense included), and its id prefix, unique in
   * the page and read back from the marker by the browser. `key` names the island in the page's
   * tree (its useId), so a render that suspends and resumes gets the same answer.
   */
  render(key: string, name: IslandName, root: (identifierPrefix: string) => ReactElement): Promise<RenderedIsland>;
}

export interface RenderedIsland {
  id: string;
  html: string;
}

/** Wraps an island's root on both sides alike; in the browser it reports when the island is hydrated. */
export function IslandRoot({ children, onMount }: { children: ReactNode; onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return children;
}

interface IslandProps<P extends object> {
  name: IslandName;
  /** The island's root: a component, or a lazy one (the server waits for it, the browser loads its chunk). */
  component: JSXElementConstructor<P>;
  /** Serialisable props: they travel in the marker to the browser. */
  props: P;
  when?: HydrateWhen;
  /** Classes of the marker element, which is what the layout around places (a grid cell, say). */
  className?: string;
}

/**
 * An interactive part of a page. On a page rendered as a whole app it is simply its component.
 * On an island page the server renders it inside a marker with its name and props, and the
 * browser hydrates only such markers (client/islands/runtime.ts); the HTML around stays static.
 * An island inside an island is part of the outer one.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'visible',
  className,
}: IslandProps<P>) {
  const app = useApp();
  const key = useId();
  if (!app.islands) return <Component {...props} />;
  const inner: AppContextValue = { ...app, islands: null };
  const { id, html } = use(
    app.islands.render(key, name, () => (
      <AppContext.Provider value={inner}>
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      </AppContext.Provider>
    )),
  );
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-id={id}
      data-when={when}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island root
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A per-request island renderer over a server render of one React tree to its complete HTML. */
export function createIslandRenderer(
  renderTree: (element: ReactElement, identifierPrefix: string) => Promise<string>,
): IslandRenderer {
  const rendered = new Map<string, Promise<RenderedIsland>>();
  return {
    render(key, name, root) {
      let island = rendered.get(key);
      if (!island) {
        const id = `${name}${rendered.size}-`;
        island = renderTree(root(id), id).then((html) => ({ id, html }));
        rendered.set(key, island);
      }
      return island;
    },
  };
}
