/** Store-local product page path: /p/{parentSku}/{slug}[/{childSku}]. */
export function productPath(
  product: { sku: string; slug?: string | undefined; url_key: string },
  childSku?: string | null,
): string {
  const base = `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug ?? product.url_key)}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

export function categoryPath(category: { slug: string }): string {
  return `/c/${encodeURIComponent(category.slug)}`;
}
