/**
 * Query parameters that only tell analytics where a visitor came from. The page is the same with or
 * without them, so the HTML cache leaves them out of its key (the browser still sees them: consent
 * and conversion code read the address bar, not the HTML).
 */
const MARKETING_PARAMS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
]);

function isMarketing(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || MARKETING_PARAMS.has(lower);
}

/**
 * The part of a page address that decides its HTML: the path and the remaining query parameters in
 * a fixed order, so `?b=2&a=1&utm_source=x` and `?a=1&b=2` share one cached page.
 */
export function pageCacheAddress(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !isMarketing(name));
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
