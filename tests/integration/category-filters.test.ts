import { describe, expect, it } from 'vitest';
import { busyCategory, get, search } from './helpers.ts';

interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
interface Facet {
  group: string;
  kind: 'multi' | 'single' | 'system';
  label: string;
  values: FacetValue[];
}

function state(html: string): any {
  const m = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no state script');
  return JSON.parse(m[1]!);
}

async function page(path: string): Promise<{ status: number; html: string; data: any }> {
  const res = await get(path);
  const html = await res.text();
  return { status: res.status, html, data: res.status === 200 ? state(html).page.data : null };
}

/** A value of a facet that narrows the listing (fewer products than the whole category), if any. */
function narrowing(facet: Facet, total: number): FacetValue | undefined {
  return facet.values.find((v) => v.count > 0 && v.count < total) ?? facet.values.find((v) => v.count > 0);
}

describe('category filters (SSR)', () => {
  it('shows facets with counts and labels from the attribute entity', async () => {
    const category = await busyCategory();
    const { status, data, html } = await page(`/c/${category.slug}`);
    expect(status).toBe(200);
    const facets: Facet[] = data.facets;
    expect(facets.length).toBeGreaterThan(1);
    for (const facet of facets) {
      expect(facet.values.length).toBeGreaterThan(0);
      for (const v of facet.values) expect(v.count).toBeGreaterThan(0); // nothing selected: only values with products
    }
    const price = facets.find((f) => f.group === 'price');
    expect(price?.kind).toBe('single');
    expect(price!.values.reduce((n, v) => n + v.count, 0)).toBe(data.total); // ranges cover every product once
    const hoehe = facets.find((f) => f.group === 'hoehe');
    if (hoehe) {
      expect(hoehe.label).toBe('Höhe');
      expect(hoehe.values[0]!.label).toMatch(/^\d+ mm$/);
    }
    // Real controls with their counts in the HTML.
    expect(html).toMatch(/<input type="checkbox" id="filter-[a-z_]+-\d+"/);
    expect(html).toMatch(/<button type="button" id="filter-price-[\d-]+" class="facet__button" aria-pressed="false"/);
  });

  it('a filtered page lists exactly as many products as the facet count promised', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}`);
    const checked: string[] = [];
    for (const facet of data.facets as Facet[]) {
      const value = narrowing(facet, data.total);
      if (!value) continue;
      const filtered = await page(`/c/${category.slug}?${facet.group}=${encodeURIComponent(value.value)}`);
      expect(filtered.status, `${facet.group}=${value.value}`).toBe(200);
      expect(filtered.data.total, `${facet.group}=${value.value}`).toBe(value.count);
      expect(filtered.data.products.length).toBe(Math.min(50, value.count));
      const own = (filtered.data.facets as Facet[]).find((f) => f.group === facet.group)!;
      expect(own.values.find((v) => v.value === value.value)?.selected).toBe(true);
      expect(filtered.html).toContain(facet.kind === 'single' ? 'aria-pressed="true"' : 'checked=""');
      checked.push(facet.group);
    }
    expect(checked).toEqual(expect.arrayContaining(['price']));
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it('combined filters: every count shown on a filtered page is what the next click gives', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}`);
    const first = (data.facets as Facet[]).find((f) => f.kind === 'multi' && narrowing(f, data.total))!;
    const firstValue = narrowing(first, data.total)!;
    const base = `/c/${category.slug}?${first.group}=${firstValue.value}`;
    const filtered = await page(base);
    // A value of another group narrows the filtered listing to its count.
    const other = (filtered.data.facets as Facet[]).find(
      (f) => f.group !== first.group && f.kind !== 'system' && f.values.some((v) => v.count > 0),
    );
    if (other) {
      const v = other.values.find((x) => x.count > 0)!;
      const param = `${other.group}=${encodeURIComponent(v.value)}`;
      const both = await page(`${base}&${param}`);
      expect(both.data.total).toBe(v.count);
    }
    // The selected group keeps its other values, counted without its own filter (multi-select).
    const own = (filtered.data.facets as Facet[]).find((f) => f.group === first.group)!;
    expect(own.values.length).toBe(first.values.length);
  });

  it('price ranges count and filter the gross prices the cards show', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}?sort=price:asc`);
    const range = (data.facets as Facet[]).find((f) => f.group === 'price')!.values.find((v) => v.count > 0)!;
    const filtered = await page(`/c/${category.slug}?price=${range.value}&sort=price:asc`);
    expect(filtered.data.total).toBe(range.count);
    const [from, to] = range.value.split('-').map((s) => (s ? Number(s) : undefined));
    for (const p of filtered.data.products) {
      expect(p.finalPriceInclTax).toBeGreaterThanOrEqual(from!);
      if (to !== undefined) expect(p.finalPriceInclTax).toBeLessThan(to);
    }
    const prices = filtered.data.products.map((p: any) => p.finalPriceInclTax);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('sorts by price both ways and pages with rel prev/next links that keep the filters', async () => {
    const category = await busyCategory();
    const desc = await page(`/c/${category.slug}?sort=price:desc`);
    const prices = desc.data.products.map((p: any) => p.finalPriceInclTax);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    if (desc.data.total > 50) {
      expect(desc.html).toContain(`href="/c/${category.slug}?sort=price:desc&amp;page=2" rel="next"`);
      const second = await page(`/c/${category.slug}?sort=price:desc&page=2`);
      expect(second.data.page).toBe(2);
      expect(second.data.products.length).toBe(Math.min(50, desc.data.total - 50));
      expect(second.data.products[0].finalPriceInclTax).toBeLessThanOrEqual(prices.at(-1));
      expect(second.html).toContain(`href="/c/${category.slug}?sort=price:desc" rel="prev"`);
    }
  });

  it('bad query values are ignored: the page answers 200 with the unfiltered listing', async () => {
    const category = await busyCategory();
    const plain = await page(`/c/${category.slug}`);
    const queries = [
      'color=abc&hoehe=%3Cscript%3E&breite=-1&price=7-9&erin_recommends=yes&sort=name:asc&page=-3&foo=bar',
      'color=99999999&hoehe=1,2,3',
      'price=&color=&page=&sort=',
      `color=%00&size=%E2%80%A8&anzahl_torfluegel=${'x'.repeat(5000)}`,
      'page=abc&page=2',
    ];
    for (const q of queries) {
      const bad = await page(`/c/${category.slug}?${q}`);
      expect(bad.status, q).toBe(200);
      expect(bad.data.total, q).toBe(plain.data.total);
      expect(bad.data.filters.attributes, q).toEqual({});
    }
    const far = await page(`/c/${category.slug}?page=99999`);
    expect(far.status).toBe(200);
    expect(far.data.products).toEqual([]);
    expect(far.data.total).toBe(plain.data.total);
  });

  it('a filter that matches nothing renders the empty state with "Clear filters"', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}`);
    // A value the price-filtered page no longer lists has no product in that range: together, nothing.
    let empty: string | undefined;
    outer: for (const range of (data.facets as Facet[]).find((f) => f.group === 'price')!.values) {
      const inRange = await page(`/c/${category.slug}?price=${range.value}`);
      for (const facet of (data.facets as Facet[]).filter((f) => f.kind === 'multi')) {
        const listed = new Set(
          ((inRange.data.facets as Facet[]).find((f) => f.group === facet.group)?.values ?? []).map((v) => v.value),
        );
        const missing = facet.values.find((v) => !listed.has(v.value));
        if (missing) {
          empty = `price=${range.value}&${facet.group}=${missing.value}`;
          break outer;
        }
      }
    }
    expect(empty, 'the seed has a price range without some attribute value').toBeTruthy();
    const result = await page(`/c/${category.slug}?${empty}`);
    expect(result.status).toBe(200);
    expect(result.data.total).toBe(0);
    expect(result.html).toContain('Keine Produkte entsprechen den gewählten Filtern.');
    expect(result.html).toContain('Filter zurücksetzen');
    // The chosen values stay visible (and removable) even with no products.
    const selected = (result.data.facets as Facet[]).flatMap((f) => f.values.filter((v) => v.selected));
    expect(selected).toHaveLength(2);
  });

  it('the one-product redirect applies only without filters', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}`);
    let single: string | undefined;
    for (const facet of data.facets as Facet[]) {
      const v = facet.values.find((x) => x.count === 1);
      if (v) {
        single = `${facet.group}=${encodeURIComponent(v.value)}`;
        break;
      }
    }
    if (!single) {
      // Narrow further: a value of one group combined with a value of another.
      outer: for (const a of data.facets as Facet[]) {
        for (const av of a.values) {
          const filtered = await page(`/c/${category.slug}?${a.group}=${av.value}`);
          for (const b of filtered.data.facets as Facet[]) {
            if (b.group === a.group) continue;
            const bv = b.values.find((x) => x.count === 1);
            if (bv) {
              single = `${a.group}=${av.value}&${b.group}=${bv.value}`;
              break outer;
            }
          }
        }
      }
    }
    expect(single, 'the seed has a filter combination with exactly one product').toBeTruthy();
    const res = await get(`/c/${category.slug}?${single}`);
    expect(res.status).toBe(200);
    expect(state(await res.text()).page.data.total).toBe(1);
  });

  it('the API counts match a direct search for the same filter', async () => {
    const category = await busyCategory();
    const { data } = await page(`/c/${category.slug}`);
    const color = (data.facets as Facet[]).find((f) => f.group === 'color');
    if (!color) return;
    const v = color.values[0]!;
    const subtree = (c: any): number[] => [
      c.id,
      ...(c.children_data ?? []).filter((x: any) => x.is_active !== false).flatMap(subtree),
    ];
    const ids = subtree(data.category);
    const { json } = await search(
      'vue_storefront_catalog',
      'product',
      {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: ids } },
          { attribute: 'color', value: { in: [v.value] } },
        ],
      },
      '&size=0',
    );
    expect(json.hits.total).toBe(v.count);
  });
});
