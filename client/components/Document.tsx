import type { ReactNode } from 'react';
import type { StoreView } from '../../shared/stores.ts';
import { canonicalUrl, hreflangAlternates } from '../../shared/seo/canonical.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { STATE_ELEMENT_ID, type InitialState } from '../app-state.ts';
import type { View } from '../router/load-view.ts';
import { IconSymbols } from './icons.tsx';

export interface DocumentAssets {
  css: string[];
}

interface DocumentProps {
  initial: InitialState;
  view: View;
  store: StoreView;
  origin: string;
  assets: DocumentAssets;
  /** The serialised initial state; the browser passes back the text it found, so hydration matches. */
  stateJson: string;
  /**
   * The text of stylesheets the page carries inline, by href; the others are linked. The browser
   * passes back what it found (`foundInlineStyles`), so hydration matches.
   */
  inlineStyles: Record<string, string>;
  /**
   * The page's JSON-LD text, built on the server (worker/ssr/json-ld.ts) and passed back by the
   * browser as found, so the builders stay out of the browser bundle. Absent after navigation.
   */
  jsonLd?: string | null | undefined;
  children: ReactNode;
}

/** The document title of a page: catalog meta titles often end in the shop name already ("… | Zaunshop"): named once. */
export function documentTitle(metaTitle: string, t: (text: string) => string): string {
  const title = t(metaTitle);
  return /\bZaunshop\b/.test(title) ? title : `${title} | Zaunshop`;
}

/** The whole HTML document, rendered by React on the server and hydrated as-is in the browser. */
export function Document({
  initial,
  view,
  store,
  origin,
  assets,
  stateJson,
  inlineStyles,
  jsonLd,
  children,
}: DocumentProps) {
  const t = runtimeTranslator(initial.locale);
  const { meta } = view.page;
  const fullTitle = documentTitle(meta.title, t);
  // The /de store-view repeats the default store's German pages: its canonical names the default
  // store's URL (shared/seo/canonical.ts). Pages kept out of the index get no alternates.
  const canonical = meta.canonical ? canonicalUrl(origin, store, meta.canonical) : undefined;
  const alternates = meta.canonical && !meta.robots ? hreflangAlternates(origin, meta.canonical) : [];
  return (
    <html lang={initial.locale.slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {/* The first paint waits until the page's main content is parsed: the browser then lays
            the page out once, before it paints, instead of painting the header alone and laying
            the page out again in long tasks as the rest arrives (which kept a phone's main
            thread blocked and let rows shift). Streamed parts fill their places afterwards. */}
        <link rel="expect" href="#main" blocking="render" />
        {meta.description ? <meta name="description" content={t(meta.description)} /> : null}
        {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        {jsonLd ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (<, >, &, U+2028/9)
          <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
        ) : null}
        <meta name="theme-color" content="#2f4a3a" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/icon-32.png" sizes="32x32" type="image/png" />
        {assets.css.map((href) =>
          inlineStyles[href] === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style
              key={href}
              data-href={href}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own built stylesheet
              dangerouslySetInnerHTML={{ __html: inlineStyles[href] }}
            />
          ),
        )}
      </head>
      <body>
        <script
          id={STATE_ELEMENT_ID}
          type="application/json"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (<, >, &, U+2028/9)
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
        <IconSymbols />
        <div id="app">{children}</div>
      </body>
    </html>
  );
}

/** The inline stylesheets the server put into this page, by href, for hydrating its head as it is. */
export function foundInlineStyles(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const style of document.querySelectorAll<HTMLStyleElement>('head style[data-href]'))
    found[style.dataset.href ?? ''] = style.textContent ?? '';
  return found;
}
