import type { StoreView } from '../../shared/stores.ts';
import { canonicalUrl, hreflangAlternates } from '../../shared/seo/canonical.ts';
import { documentTitle } from '../components/Document.tsx';
import type { View } from '../router/load-view.ts';

type PageMeta = View['page']['meta'];

/** Sets a `<meta name>` to `content`, or removes it when the page has none. */
function setMeta(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Replaces the `<link rel>` elements of the head with links to `hrefs` (with their hreflang). */
function setLinks(rel: string, links: Array<{ href: string; hreflang?: string }>): void {
  for (const old of document.head.querySelectorAll(`link[rel="${rel}"]`)) old.remove();
  for (const { href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    document.head.append(link);
  }
}

/**
 * After an in-place navigation from an island page the app renders only the body, so the head
 * follows the page shown here: title, description, robots (a search page stays noindex),
 * canonical and language alternates, the same rules as the server's document.
 */
export function syncHead(meta: PageMeta, store: StoreView, t: (text: string) => string): void {
  const origin = window.location.origin;
  document.title = documentTitle(meta.title, t);
  setMeta('description', meta.description ? t(meta.description) : undefined);
  setMeta('robots', meta.robots);
  setLinks('canonical', meta.canonical ? [{ href: canonicalUrl(origin, store, meta.canonical) }] : []);
  setLinks('alternate', meta.canonical && !meta.robots ? hreflangAlternates(origin, meta.canonical) : []);
}
