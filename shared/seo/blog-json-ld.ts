/**
 * schema.org BlogPosting for a blog post page, named in the page's
 * @graph beside the Organization that publishes it (shared/seo/page-json-ld.ts).
 */
import type { BlogPost } from '../loaders/blog-queries.ts';
import { plainText } from '../loaders/blog-queries.ts';
import { absoluteUrl } from './canonical.ts';

type JsonLdNode = Record<string, unknown>;

/** An ISO date with its zone: the embedded blog writes UTC without an offset. */
function isoWithZone(date: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(date) ? date : `${date}Z`;
}

export function blogPostingJsonLd(post: BlogPost, url: string, origin: string, organizationId: string): JsonLdNode {
  const node: JsonLdNode = {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    datePublished: isoWithZone(post.date),
    dateModified: isoWithZone(post.modified || post.date),
    author: { '@id': organizationId },
    publisher: { '@id': organizationId },
    inLanguage: 'de-DE',
  };
  const description = plainText(post.excerpt);
  if (description) node.description = description;
  const image = post.featuredImage?.node;
  if (image?.sourceUrl) node.image = absoluteUrl(origin, image.sourceUrl);
  const sections = post.categories.nodes.map((c) => c.name);
  if (sections.length) node.articleSection = sections;
  return node;
}
