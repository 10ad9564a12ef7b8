import type { ReactNode } from 'react';
import { stores as storeViews, storeHref, type StoreView } from '../../shared/stores.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { STATE_ELEMENT_ID, type InitialState } from '../app-state.ts';
import type { View } from '../router/navigator.ts';

export interface DocumentAssets {
  css: string[];
  /** Module chunks of the page being rendered, preloaded so hydration does not wait on a waterfall. */
  modulePreload: string[];
}

interface DocumentProps {
  initial: InitialState;
  view: View;
  store: StoreView;
  origin: string;
  assets: DocumentAssets;
  /** The serialised initial state; the browser passes back the text it found, so hydration matches. */
  stateJson: string;
  children: ReactNode;
}

/** The whole HTML document, rendered by React on the server and hydrated as-is in the browser. */
export function Document({ initial, view, store, origin, assets, stateJson, children }: DocumentProps) {
  const t = runtimeTranslator(initial.locale);
  const { meta } = view.page;
  const canonical = meta.canonical ? origin + storeHref(store, meta.canonical) : undefined;
  const alternates = meta.canonical && !meta.robots
    ? [storeViews.default, storeViews.at].map((s) => ({ hreflang: s.hreflang, href: origin + storeHref(s, meta.canonical!) }))
    : [];
  return (
    <html lang={initial.locale.slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${t(meta.title)} | Zaunshop`}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        {alternates.length > 0 ? <link rel="alternate" hrefLang="x-default" href={alternates[0]!.href} /> : null}
        <meta name="theme-color" content="#2f4a3a" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <script
          id={STATE_ELEMENT_ID}
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
        <div id="app">{children}</div>
      </body>
    </html>
  );
}
