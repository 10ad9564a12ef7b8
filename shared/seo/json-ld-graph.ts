import { scriptSafeJson } from '../script-json.ts';

/**
 * schema.org JSON-LD documents: a page renders one <script type="application/ld+json"> holding an
 * @graph of nodes (shared/seo/page-json-ld.ts collects them).
 */

export type JsonLdNode = Record<string, unknown>;

export const SCHEMA = 'https://schema.org';

/** One JSON-LD document of several nodes sharing the schema.org context. */
export function jsonLdGraph(nodes: (JsonLdNode | null | undefined)[]): JsonLdNode {
  return { '@context': SCHEMA, '@graph': nodes.filter((n): n is JsonLdNode => !!n) };
}

/**
 * JSON for a <script type="application/ld+json"> data block: '<' (and '>', '&', U+2028/2029) as
 * \u escapes, so no "</script>" in a product text can end the element. JSON.parse reads it back as is.
 */
export function serializeJsonLd(value: unknown): string {
  return scriptSafeJson(value);
}
