import { use, useId, type JSXElementConstructor, type ReactElement } from 'react';
import { AppContext, useApp, type AppContextValue } from '../app-context.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { ISLAND_ATTRIBUTE, markerHtml, STORED_ATTRIBUTE, type HydrateWhen } from './marker.ts';
import type { IslandName } from './roots.ts';
import { propsSerializer, type SharedState } from './shared-props.ts';

export { IslandRoot } from './IslandRoot.tsx';

/**
 * Server side of an island page: renders one island root as a React tree of its own, so the ids
 * of useId carry the island's own prefix and match the browser's hydrateRoot of that island.
 */
export interface IslandRenderer {
  /**
   * The island's HTML, all of it (lazy parts and Suspense included), and its id prefix, unique in
   * the page and read back from the marker by the browser. `key` names the island in the page's
   * tree (its useId), so a render that suspends and resumes gets the same answer. `htmlKey`
   * (see IslandProps) lets the server reuse the island's HTML rendered for an earlier page.
   */
  render(
    key: string,
    name: string,
    root: (identifierPrefix: string) => ReactElement,
    htmlKey?: string,
  ): PromiseLike<RenderedIsland>;
  /** The props' JSON for the marker, objects of the page's state written as references to it. */
  serializeProps(props: object): string;
}

export interface RenderedIsland {
  id: string;
  html: string;
}

interface MarkerProps {
  renderer: IslandRenderer;
  /** The island's name in the browser's registry of island roots. */
  name: string;
  /** The island's root element, as the browser's hydration wraps it (providers, IslandRoot). */
  root: ReactElement;
  /** Serialisable props: they travel in the marker to the browser. */
  props: object;
  when: HydrateWhen;
  /** Storage keys that make an island waiting for interaction hydrate in view (marker.ts). */
  stored?: readonly string[] | undefined;
  /** Classes of the marker element beside `island` (what the layout around places). */
  className?: string | undefined;
  htmlKey?: string | undefined;
}

/**
 * The server's marker of one island, shared by the storefront's and the back office's islands:
 * the island's own HTML inside a div naming it, its id prefix, its props and when to hydrate it.
 */
export function IslandMarker({ renderer, name, root, props, when, stored, className, htmlKey }: MarkerProps) {
  const key = useId();
  const { id, html } = use(renderer.render(key, name, () => root, htmlKey));
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-id={id}
      data-when={when}
      {...(stored?.length ? { [STORED_ATTRIBUTE]: stored.join(' ') } : {})}
      data-props={renderer.serializeProps(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island root
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

interface IslandProps<P extends object> {
  name: IslandName;
  /** The island's root: a component, or a lazy one (the server waits for it, the browser loads its chunk). */
  component: JSXElementConstructor<P>;
  /** Serialisable props: they travel in the marker to the browser. */
  props: P;
  when?: HydrateWhen;
  /** With `when="interaction"`: the storage keys whose presence makes it hydrate in view instead. */
  stored?: readonly string[];
  /** Classes of the marker element, which is what the layout around places (a grid cell, say). */
  className?: string;
  /**
   * Names everything the island's server HTML shows (its values, the language). With it the server
   * renders that HTML once and reuses it: a listing's fifty hearts are the same few buttons on
   * every render. Such an island may use no ids (useId) and nothing that waits.
   */
  htmlKey?: string;
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
  stored,
  className,
  htmlKey,
}: IslandProps<P>) {
  const app = useApp();
  if (!app.islands) return <Component {...props} />;
  return (
    <IslandMarker
      renderer={app.islands}
      name={name}
      props={props}
      when={when}
      stored={stored}
      className={className}
      htmlKey={htmlKey}
      root={islandRoot(app, Component, props)}
    />
  );
}

/** An island's root as the browser's hydration wraps it: its own context (no islands inside), IslandRoot. */
function islandRoot<P extends object>(app: AppContextValue, Component: JSXElementConstructor<P>, props: P) {
  const inner: AppContextValue = { ...app, islands: null };
  return (
    <AppContext.Provider value={inner}>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </AppContext.Provider>
  );
}

/**
 * The server's HTML of an island, marker included, as text for a parent's `dangerouslySetInnerHTML`
 * (a static part that has an island inside writes itself as one string); null where the island
 * renders as usual (in the browser, on a page rendered as a whole app).
 */
export function useIslandHtml<P extends object>({
  name,
  component,
  props,
  when = 'visible',
  stored,
  className,
  htmlKey,
}: IslandProps<P>): string | null {
  const app = useApp();
  const key = useId();
  const renderer = app.islands;
  if (!renderer) return null;
  const { id, html } = use(renderer.render(key, name, () => islandRoot(app, component, props), htmlKey));
  return markerHtml({ name, id, when, stored, className, props: renderer.serializeProps(props), html });
}

/**
 * A per-request island renderer over a server render of one React tree to its complete HTML.
 * `shared` is the state the page sends anyway; props that hold its objects refer to them.
 */
export function createIslandRenderer(
  renderTree: (root: () => ReactElement, identifierPrefix: string, htmlKey?: string) => string | Promise<string>,
  shared: SharedState = {},
): IslandRenderer {
  const rendered = new Map<string, PromiseLike<RenderedIsland>>();
  return {
    serializeProps: propsSerializer(shared),
    render(key, name, root, htmlKey) {
      let island = rendered.get(key);
      if (!island) {
        const id = `${name}${rendered.size}-`;
        const html = renderTree(() => root(id), id, htmlKey);
        island = typeof html === 'string' ? fulfilled({ id, html }) : html.then((text) => ({ id, html: text }));
        rendered.set(key, island);
      }
      return island;
    },
  };
}

/**
 * A promise React's `use` reads at once: marked fulfilled as React marks the promises it has seen
 * settle, so an island rendered synchronously does not suspend its page's render for a turn.
 */
function fulfilled<T>(value: T): PromiseLike<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
