// The demo catalog must be deterministic and cover every case the storefront has to handle.
import { describe, expect, it } from 'vitest';
import { generateCatalog, parseArgs, writeSql } from './generate.ts';
import { REFERENCE_DATE } from './constants.ts';
import { slugify } from './text.ts';

const catalog = generateCatalog();
const docs = catalog.products.map((p) => p.doc as Record<string, any>);
const bySku = new Map(docs.map((d) => [d.sku as string, d]));
const stockBySku = new Map(catalog.stockItems.map((s) => [s.sku, s]));
const parents = docs.filter((d) => d.visibility !== 1);
const listable = parents.filter((d) => d.status === 1);
const children = docs.filter((d) => d.visibility === 1);

describe('determinism', () => {
  it('produces identical SQL and images on every call', () => {
    const again = generateCatalog();
    expect(writeSql(again)).toBe(writeSql(catalog));
    expect([...again.images]).toEqual([...catalog.images]);
  });
  it('reads no clock: every timestamp lies in 2026', () => {
    for (const d of docs) {
      expect(d.created_at).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(d.updated_at >= d.created_at).toBe(true);
    }
  });
  it('gives listed products distinct updated_at values (stable default sort)', () => {
    expect(new Set(parents.map((d) => d.updated_at)).size).toBe(parents.length);
  });
});

describe('catalog size and categories', () => {
  it('has at least 300 listable products plus configurable children', () => {
    expect(listable.length).toBeGreaterThanOrEqual(300);
    expect(children.length).toBeGreaterThan(100);
  });
  it('assigns only existing categories', () => {
    const ids = new Set(catalog.categories.map((c) => c.id));
    for (const d of docs) for (const id of d.category_ids) expect(ids.has(id)).toBe(true);
    for (const r of catalog.productCategories) expect(ids.has(r.category_id)).toBe(true);
  });
  it('reports product_count as the listable products of each category', () => {
    const listableIds = new Set(listable.map((d) => d.id));
    for (const c of catalog.categories) {
      const count = catalog.productCategories.filter(
        (r) => r.category_id === c.id && listableIds.has(r.product_id),
      ).length;
      expect(c.product_count, c.name).toBe(count);
      expect((c.doc as any).product_count).toBe(count);
    }
  });
  it('has exactly one category with exactly one product', () => {
    const single = catalog.categories.filter((c) => c.product_count === 1);
    expect(single.map((c) => c.slug)).toEqual(['zaunfarbe-lack']);
  });
  it('has an inactive category and one hidden from the menu', () => {
    expect(catalog.categories.some((c) => !c.is_active)).toBe(true);
    expect(catalog.categories.some((c) => c.is_active && !c.include_in_menu && c.level > 1)).toBe(true);
  });
  it('uses unique ASCII slugs with transliterated umlauts', () => {
    const slugs = catalog.categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of [...slugs, ...docs.map((d) => d.url_key)]) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugify('Torbeschläge & Scharniere für Größe 8/6/8')).toBe('torbeschlaege-scharniere-fuer-groesse-8-6-8');
    expect(catalog.categories.find((c) => c.id === 19)!.url_path).toBe('tore/tore-einfluegelig');
  });
  it('nests children_data like the menu needs it', () => {
    const root = catalog.categories.find((c) => c.level === 1)!.doc as any;
    expect(root.children_data.map((c: any) => c.slug)).toContain('tore');
    const tore = root.children_data.find((c: any) => c.slug === 'tore');
    expect(tore.children_data.map((c: any) => c.url_path)).toContain('tore/tore-zweifluegelig');
  });
});

describe('storefront cases', () => {
  const ofType = (t: string) => parents.filter((d) => d.type_id === t);
  it('has bundles whose options point at real simple products', () => {
    expect(ofType('bundle').length).toBeGreaterThanOrEqual(3);
    for (const b of ofType('bundle'))
      for (const o of b.bundle_options)
        for (const l of o.product_links) {
          expect(bySku.get(l.sku)?.type_id).toBe('simple');
          expect(bySku.get(l.sku)?.id).toBe(l.id);
        }
    expect(new Set(ofType('bundle').flatMap((b) => b.bundle_options.map((o: any) => o.type)))).toEqual(
      new Set(['select', 'radio', 'checkbox', 'multi']),
    );
  });
  it('has grouped products with associated simple products', () => {
    expect(ofType('grouped').length).toBeGreaterThanOrEqual(2);
    for (const g of ofType('grouped')) {
      const links = g.product_links.filter((l: any) => l.link_type === 'associated');
      expect(links.length).toBeGreaterThan(1);
      for (const l of links) expect(bySku.get(l.linked_product_sku)?.type_id).toBe('simple');
    }
  });
  it('has virtual, downloadable and montage products', () => {
    expect(ofType('virtual').some((d) => d.sku === 'AUFMASS-GUTSCHEIN')).toBe(true);
    expect(ofType('downloadable')).toHaveLength(1);
    expect(ofType('downloadable')[0]!.price).toBe(0);
    const montage = parents.filter((d) => d.sku.startsWith('montage'));
    expect(montage.length).toBeGreaterThan(3);
    for (const m of montage) expect(m.category_ids).toContain(31);
    expect(bySku.has('montage-doppelstab-pro-meter')).toBe(true);
  });
  it('has configurables with out-of-stock and disabled children to skip', () => {
    const configurables = ofType('configurable');
    expect(configurables.length).toBeGreaterThanOrEqual(5);
    const embedded = configurables.flatMap((c) => c.configurable_children);
    expect(embedded.some((c: any) => !c.stock.is_in_stock)).toBe(true);
    expect(embedded.some((c: any) => c.status === 2)).toBe(true);
    for (const c of children) expect(bySku.get(c.parent_sku)?.type_id).toBe('configurable');
    const options = configurables.flatMap((c) => c.configurable_options.map((o: any) => o.attribute_code));
    for (const code of ['hoehe', 'breite', 'color', 'ausfuehrung_neu', 'anzahl_torfluegel'])
      expect(options).toContain(code);
  });
  it('keeps option values consistent between docs, filters and attributes', () => {
    const options = new Map(
      catalog.attributes.map((a: any) => [a.attribute_code, new Set(a.options.map((o: any) => o.value))]),
    );
    for (const r of catalog.productAttributes)
      expect(options.get(r.code)!.has(r.value), `${r.code}=${r.value}`).toBe(true);
    const parent = bySku.get('DSMZ-868')!;
    const values = catalog.productAttributes
      .filter((r) => r.product_id === parent.id && r.code === 'hoehe')
      .map((r) => r.value);
    expect(values.sort()).toEqual([...parent.hoehe_options].sort());
    for (const o of parent.configurable_options)
      for (const v of o.values) expect(options.get(o.attribute_code)!.has(String(v.value_index))).toBe(true);
  });
  it('represents volatile, out-of-stock and unmanaged stock distinctly', () => {
    const volatile = catalog.stockItems.filter((s) => s.manage_stock && s.qty === null);
    expect(volatile.length).toBeGreaterThan(0);
    for (const s of volatile) expect(s.is_in_stock).toBe(true);
    expect(catalog.stockItems.some((s) => !s.is_in_stock && s.qty === 0)).toBe(true);
    expect(stockBySku.get('montage-doppelstab-pro-meter')).toMatchObject({ manage_stock: false, is_in_stock: true });
    expect(catalog.stockItems).toHaveLength(catalog.products.length);
  });
  it('computes final_price from special price windows on the reference date', () => {
    const withSpecial = parents.filter((d) => d.special_price !== null && d.type_id === 'simple');
    const active = withSpecial.filter(
      (d) =>
        d.special_from_date <= REFERENCE_DATE && (d.special_to_date === null || REFERENCE_DATE <= d.special_to_date),
    );
    expect(active.length).toBeGreaterThan(0);
    for (const d of active) expect(d.final_price).toBe(d.special_price);
    const inactive = withSpecial.filter((d) => !active.includes(d));
    expect(inactive.some((d) => d.special_to_date < REFERENCE_DATE)).toBe(true);
    expect(inactive.some((d) => d.special_from_date > REFERENCE_DATE)).toBe(true);
    for (const d of inactive) expect(d.final_price).toBe(d.price);
  });
  it('has tier prices, custom options, base prices, related links and disabled products', () => {
    expect(parents.filter((d) => d.tier_prices.length > 0).length).toBeGreaterThan(5);
    const custom = parents.flatMap((d) => d.custom_options ?? []);
    expect(new Set(custom.map((o: any) => o.type))).toEqual(new Set(['drop_down', 'field']));
    expect(new Set(custom.flatMap((o: any) => o.values.map((v: any) => v.price_type)))).toEqual(
      new Set(['fixed', 'percent']),
    );
    expect(bySku.get('DSM-868-1230-ANT')).toMatchObject({
      baseprice_product_unit: '2.5 m',
      baseprice_reference_unit: '1 m',
    });
    expect(parents.some((d) => d.product_links.some((l: any) => l.link_type === 'related'))).toBe(true);
    expect(parents.filter((d) => d.status === 2).length).toBeGreaterThanOrEqual(2);
    expect(parents.some((d) => d.sale_label)).toBe(true);
  });
  it('keeps prices net, in cents and in plausible ranges', () => {
    for (const d of docs) expect(Math.round(d.price * 100) / 100).toBe(d.price);
    const mats = parents.filter((d) => d.sku.startsWith('DSM-'));
    for (const m of mats) {
      expect(m.price).toBeGreaterThanOrEqual(20);
      expect(m.price).toBeLessThanOrEqual(95);
    }
  });
});

describe('bigger catalogs and CLI', () => {
  it('tops the shop up to the requested product count without new images', () => {
    const big = generateCatalog({ productCount: 1200 });
    expect(big.products.filter((p) => p.visibility !== 1)).toHaveLength(1200);
    expect(big.categories.filter((c) => c.product_count === 1).map((c) => c.slug)).toEqual(['zaunfarbe-lack']);
    expect(big.images.size).toBe(catalog.images.size);
  });
  it('parses the CLI flags', () => {
    const o = parseArgs(['--products', '10000', '--out', 'x.sql', '--stores', 'default', '--no-images']);
    expect(o).toMatchObject({ products: 10000, stores: ['default'], images: false });
    expect(o.out.endsWith('x.sql')).toBe(true);
    expect(() => parseArgs(['--bogus'])).toThrow();
  });
});
