import sanitize, { type IOptions } from 'sanitize-html';
import { IsolateMemo } from '../cache/isolate-memo.ts';

/**
 * The one allow-list for HTML that the shop stores and the browser renders as HTML (CMS pages and
 * blocks, product and category descriptions). Everything not listed here is removed: scripts,
 * event handlers, style attributes, forms, embeds. Links keep only http(s), mailto and tel
 * addresses (sanitize-html decodes entities and strips whitespace and control characters before
 * it checks the scheme, so `jav&#x09;ascript:` is caught too); images only http(s) and paths.
 * Iframes stay only when they point at a video host below.
 */
export const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];

const OPTIONS: IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'h1',
    'h2',
    'img',
    'figure',
    'figcaption',
    'picture',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    '*': ['class', 'id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Style attributes are dropped whole (no CSS parser on the request path, no `expression`).
  parseStyleAttributes: false,
  // The content of dropped script-like elements goes with them instead of surfacing as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    // A page opened in a new tab must not reach back to the shop through window.opener.
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') return { tagName, attribs: withoutKey(attribs, 'target') };
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
    },
  },
};

function withoutKey(attribs: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _dropped, ...rest } = attribs;
  return rest;
}

/**
 * Sanitising costs a parse per call; the same stored HTML is asked for again and again (the same
 * CMS block on every page, the same product on every visit), so the results of this pure function
 * are remembered per isolate, the 500 most recently used.
 */
const memo = new IsolateMemo<string>(500);

export function sanitizeHtml(html: string): string {
  return memo.get(html) ?? memo.set(html, sanitize(html, OPTIONS));
}

/** Document fields the storefront renders as HTML (short_description is plain text, shown as text). */
export const HTML_FIELDS = ['content', 'description'] as const;

/** A copy of a stored document (CMS page or block, product, category) with its HTML fields sanitised. */
export function sanitizeDocHtml<T extends Record<string, unknown>>(doc: T): T {
  let out: Record<string, unknown> | undefined;
  for (const field of HTML_FIELDS) {
    const value = doc[field];
    if (typeof value !== 'string') continue;
    const clean = sanitizeHtml(value);
    if (clean === value) continue;
    out ??= { ...doc };
    out[field] = clean;
  }
  return (out ?? doc) as T;
}
