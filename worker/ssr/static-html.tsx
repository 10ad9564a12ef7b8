import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AppContext, type AppContextValue } from '../../client/app-context.tsx';
import type { StaticHtmlRenderer } from '../../client/components/static-html.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';

/** React's mark of a Suspense boundary: such a part is not static, it renders with its page. */
const SUSPENSE_MARK = '<!--$';

/**
 * Rendered static parts by key, up to 2 MB of HTML. A key names all the part shows (no catalog
 * version needed: the same values give the same HTML), so an entry is never stale, only unused.
 */
const parts = new IsolateMemo<string>(4000, 2_000_000, (html) => html.length);

/** The HTML kept under `key`, else `render`'s, kept unless it is null (a part that cannot be kept). */
export function rememberedHtml(key: string, render: () => string | null): string | null {
  const known = parts.get(key);
  if (known !== undefined) return known;
  const html = render();
  return html === null ? null : parts.set(key, html, html.length);
}

/** A static part rendered on its own with the page's context (outside any island), then kept. */
export const renderStaticHtml: StaticHtmlRenderer = (key, element, app) =>
  rememberedHtml(key, () => {
    const html = renderToString(withContext(element(), app));
    return html.includes(SUSPENSE_MARK) ? null : html;
  });

function withContext(element: ReactElement, app: AppContextValue): ReactElement {
  return <AppContext.Provider value={{ ...app, islands: null }}>{element}</AppContext.Provider>;
}
