import { serializeJsonLd, type JsonLdNode } from '../../shared/seo/json-ld.ts';

/**
 * A schema.org JSON-LD data block. It is data, never executed, so the CSP script nonce is not
 * needed; '<' is escaped in the JSON so page text cannot close the element.
 */
export function JsonLd({ data }: { data: JsonLdNode | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
