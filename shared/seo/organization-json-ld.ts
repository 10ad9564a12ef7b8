import { absoluteUrl } from './canonical.ts';
import type { JsonLdNode } from './json-ld-graph.ts';

export const SHOP_NAME = 'Zaunshop';
export const LOGO_PATH = '/icons/icon.svg';

export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The shop itself: on every page; offers name it as their seller by @id. */
export function organizationJsonLd(origin: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
  };
}
