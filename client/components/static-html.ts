import type { ReactElement } from 'react';
import type { AppContextValue } from '../app-context.tsx';

/**
 * Static parts of an island page as HTML the server rendered once and reuses. A listing repeats
 * the same cards (picture, name, price) on every render of its pages, and having React write their
 * few dozen elements again each time was most of a category page's server time. The worker provides
 * the renderer; the browser has none, and there parts render as usual.
 */
export type StaticHtmlRenderer = (key: string, element: () => ReactElement, app: AppContextValue) => string | null;

let renderer: StaticHtmlRenderer | null = null;

/** Called once by the server: how to render a part to its HTML, remembered by key. */
export function provideStaticHtml(render: StaticHtmlRenderer): void {
  renderer = render;
}

/**
 * The HTML of `element` for a parent's `dangerouslySetInnerHTML`, or null when it renders as usual:
 * in the browser, and inside an island (it hydrates, and is rendered as a tree of its own anyway).
 * `key` must name everything the HTML depends on (the values shown, the language); the part may
 * use neither ids nor anything that suspends. `element` is only called when the HTML is not kept yet.
 */
export function staticHtml(app: AppContextValue, key: string, element: () => ReactElement): { __html: string } | null {
  if (!renderer || !app.islands) return null;
  const html = renderer(key, element, app);
  return html === null ? null : { __html: html };
}
