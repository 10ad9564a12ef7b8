import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/catalog.ts';
import type { MenuItem } from '../loaders/layout.ts';
import { breadcrumbJsonLd, categoryCrumbs, productCrumbs } from './breadcrumb-json-ld.ts';
import { jsonLdGraph, serializeJsonLd } from './json-ld-graph.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import { pageJsonLd } from './page-json-ld.ts';
import { availabilityOf, productJsonLd, ratingOf, shownChild } from './product-json-ld.ts';

const origin = 'https://zaun.example';
const url = (path: string) => origin + path;
const home = { name: 'Startseite', url: url('/') };

const simple = {
  id: 1,
  sku: 'PK-60',
  name: 'Pfostenkappe 60 × 40',
  type_id: 'simple',
  price: 2.1,
  url_key: 'pfostenkappe-60',
  slug: 'pfostenkappe-60',
  finalPriceInclTax: 2.5,
  priceInclTax: 2.5,
  image: '/img/pk-500x450.svg',
  media_gallery: [{ image: '/img/pk-1380x900.svg' }, { image: 'https://cdn.example/pk-2.svg' }],
  stock: { is_in_stock: true, qty: 10 },
  category: [
    { category_id: 28, name: 'Pfostenkappen' },
    { category_id: 25, name: 'Zubehör' },
  ],
} as unknown as Product;

const child = (sku: string, gross: number, stock: object, extra: object = {}) => ({
  id: 0,
  sku,
  name: sku,
  type_id: 'simple',
  price: gross / 1.19,
  url_key: sku,
  finalPriceInclTax: gross,
  stock,
  ...extra,
});

const configurable = {
  id: 2,
  sku: 'DSMZ-656',
  name: 'Doppelstabmattenzaun 6/5/6',
  type_id: 'configurable',
  price: 41,
  url_key: 'dsmz-656',
  finalPriceInclTax: 48.79,
  configurable_options: [{ attribute_code: 'hoehe', attribute_id: 1, label: 'Höhe', values: [] }],
  configurable_children: [
    child('DSMZ-656-0830', 60, { is_in_stock: true, qty: 5 }, { hoehe: 830 }),
    child('DSMZ-656-1030', 45.5, { is_in_stock: true, qty: 3 }, { hoehe: 1030 }),
    child('DSMZ-656-1230', 40, { is_in_stock: false, qty: 0 }, { hoehe: 1230 }),
    child('DSMZ-656-2030', 10, { is_in_stock: true, qty: 1 }, { status: 2 }),
  ],
  stock: { is_in_stock: true, qty: 100 },
} as unknown as Product;

const menu: MenuItem[] = [
  {
    id: 3,
    name: 'Doppelstabmattenzäune',
    slug: 'doppelstabmattenzaeune',
    children: [{ id: 4, name: 'Doppelstabmatten 6/5/6', slug: 'doppelstabmatten-6-5-6', children: [] }],
  },
  {
    id: 25,
    name: 'Zubehör',
    slug: 'zubehoer',
    children: [{ id: 28, name: 'Pfostenkappen', slug: 'pfostenkappen', children: [] }],
  },
];

describe('Organization', () => {
  it('names the shop with absolute url and logo', () => {
    expect(organizationJsonLd(origin)).toEqual({
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Zaunshop',
      url: `${origin}/`,
      logo: `${origin}/icons/icon.svg`,
    });
  });
});

describe('BreadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute item URLs', () => {
    const crumbs = categoryCrumbs(
      {
        category: { id: 4, name: 'Doppelstabmatten 6/5/6', slug: 'doppelstabmatten-6-5-6' } as never,
        breadcrumbs: [{ name: 'Doppelstabmattenzäune', slug: 'doppelstabmattenzaeune' }],
      },
      home,
      url,
    );
    expect(breadcrumbJsonLd(crumbs)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Doppelstabmattenzäune', item: `${origin}/c/doppelstabmattenzaeune` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Doppelstabmatten 6/5/6',
          item: `${origin}/c/doppelstabmatten-6-5-6`,
        },
      ],
    });
  });

  it('is left out for a trail of one', () => {
    expect(breadcrumbJsonLd([home])).toBeNull();
  });

  it("follows the product's deepest category through the menu", () => {
    const crumbs = productCrumbs(simple, menu, home, url('/p/PK-60/pfostenkappe-60'), url);
    expect(crumbs.map((c) => c.name)).toEqual(['Startseite', 'Zubehör', 'Pfostenkappen', 'Pfostenkappe 60 × 40']);
    expect(crumbs[2]!.url).toBe(`${origin}/c/pfostenkappen`);
  });

  it('has no product trail without categories in the menu', () => {
    expect(productCrumbs({ ...simple, category: [{ category_id: 999, name: 'x' }] }, menu, home, '', url)).toEqual([]);
    expect(productCrumbs({ ...simple, category: undefined }, menu, home, '', url)).toEqual([]);
  });
});

describe('Product', () => {
  it('a simple product has one Offer at its gross price, with absolute images', () => {
    const node = productJsonLd({ product: simple, url: url('/p/PK-60/pfostenkappe-60'), origin, description: 'Kappe' });
    expect(node).toMatchObject({
      '@type': 'Product',
      name: 'Pfostenkappe 60 × 40',
      sku: 'PK-60',
      description: 'Kappe',
      url: `${origin}/p/PK-60/pfostenkappe-60`,
      image: [`${origin}/img/pk-1380x900.svg`, 'https://cdn.example/pk-2.svg'],
      offers: {
        '@type': 'Offer',
        price: 2.5,
        priceCurrency: 'EUR',
        sku: 'PK-60',
        url: `${origin}/p/PK-60/pfostenkappe-60`,
        availability: 'https://schema.org/InStock',
        seller: { '@id': `${origin}/#organization` },
      },
    });
    expect(node).not.toHaveProperty('aggregateRating');
  });

  it('a configurable product has an AggregateOffer over its purchasable children and the shown child inside', () => {
    const shown = shownChild(configurable, null);
    expect(shown?.sku).toBe('DSMZ-656-1030'); // cheapest available child, as the page shows it
    const node = productJsonLd({ product: configurable, child: shown, url: url('/p/DSMZ-656/dsmz-656'), origin });
    expect(node.sku).toBe('DSMZ-656-1030');
    expect(node.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: 40,
      highPrice: 60,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
      offers: [{ '@type': 'Offer', sku: 'DSMZ-656-1030', price: 45.5, availability: 'https://schema.org/InStock' }],
    });
  });

  it('the child named in the URL is the inner offer', () => {
    const node = productJsonLd({
      product: configurable,
      child: shownChild(configurable, 'DSMZ-656-1230'),
      url: '',
      origin,
    });
    expect((node.offers as any).offers[0]).toMatchObject({
      sku: 'DSMZ-656-1230',
      price: 40,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('includes AggregateRating only with review data', () => {
    const node = productJsonLd({ product: simple, url: '', origin, rating: { ratingValue: 4.5, reviewCount: 12 } });
    expect(node.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      productJsonLd({ product: simple, url: '', origin, rating: { ratingValue: 0, reviewCount: 0 } }),
    ).not.toHaveProperty('aggregateRating');
  });

  it('reads a Magento review summary when a product has one', () => {
    expect(ratingOf({ rating_summary: 90, reviews_count: 4 })).toEqual({ ratingValue: 4.5, reviewCount: 4 });
    expect(ratingOf({})).toBeUndefined();
    expect(ratingOf({ rating_summary: 80, reviews_count: 0 })).toBeUndefined();
  });

  it('says until when an active special price holds', () => {
    const sale = { ...simple, specialPrice: 2, special_to_date: '2026-12-31 00:00:00' } as unknown as Product;
    expect((productJsonLd({ product: sale, url: '', origin }).offers as any).priceValidUntil).toBe('2026-12-31');
    const ended = { ...simple, specialPrice: null, special_to_date: '2026-01-31' } as unknown as Product;
    expect(productJsonLd({ product: ended, url: '', origin }).offers).not.toHaveProperty('priceValidUntil');
  });
});

describe('availability', () => {
  it('maps the stock states: ok, out of stock, volatile; unmanaged stock is in stock', () => {
    expect(availabilityOf({ is_in_stock: true, qty: 3 })).toBe('InStock');
    expect(availabilityOf({ is_in_stock: false, qty: 0 })).toBe('OutOfStock');
    expect(availabilityOf({ is_in_stock: true, qty: null })).toBe('LimitedAvailability');
    expect(availabilityOf(undefined)).toBe('LimitedAvailability');
    expect(availabilityOf({ is_in_stock: true, qty: null, manage_stock: false })).toBe('InStock');
  });
});

describe('serialisation', () => {
  it('escapes < so text cannot close the script element, and parses back unchanged', () => {
    const graph = jsonLdGraph([{ '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' }]);
    const text = serializeJsonLd(graph);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(graph);
  });
});

describe('pageJsonLd', () => {
  const base = { origin, url, menu, homeName: 'Startseite' };

  it('every page has the Organization, and nothing else when it is no catalog page', () => {
    const graph = pageJsonLd({ ...base, page: 'home', data: {} });
    expect(graph['@context']).toBe('https://schema.org');
    expect((graph['@graph'] as any[]).map((n) => n['@type'])).toEqual(['Organization']);
  });

  it('a category page adds its BreadcrumbList', () => {
    const data = {
      category: { id: 28, name: 'Pfostenkappen', slug: 'pfostenkappen' },
      breadcrumbs: [{ name: 'Zubehör', slug: 'zubehoer' }],
      products: [],
      total: 0,
      page: 1,
    };
    const graph = pageJsonLd({ ...base, page: 'category', data });
    expect((graph['@graph'] as any[]).map((n) => n['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('a product page adds BreadcrumbList and Product, with the canonical as url', () => {
    const canonical = `${origin}/p/PK-60/pfostenkappe-60`;
    const graph = pageJsonLd({
      ...base,
      page: 'product',
      data: { product: simple, childSku: null },
      canonical,
      description: 'Kappe',
    });
    const nodes = graph['@graph'] as any[];
    expect(nodes.map((n) => n['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Product']);
    expect(nodes[2].url).toBe(canonical);
    expect(nodes[2].offers.url).toBe(canonical);
    expect(nodes[1].itemListElement.at(-1).item).toBe(canonical);
  });

  it('an error status keeps only the Organization', () => {
    const graph = pageJsonLd({ ...base, page: 'product', status: 404, data: { product: simple, childSku: null } });
    expect((graph['@graph'] as any[]).length).toBe(1);
  });
});
