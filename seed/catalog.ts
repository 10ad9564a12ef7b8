// generateCatalog: the whole demo shop in memory – categories, attributes, products with all
// derived rows, content, settings, URL rewrites and the SVG files. Pure and deterministic: the
// same options always give the same data (one seeded PRNG, fixed dates, no module state).

import { buildAttributeDocs } from './attributes.ts';
import { buildCategoryDocs } from './category-docs.ts';
import { buildCategoryRecords } from './categories.ts';
import { STORES, type StoreCode } from './constants.ts';
import { bannerDocs, cmsBlockDocs, cmsPageDocs } from './content/index.ts';
import { createImageRegistry } from './images/index.ts';
import { createRng } from './random.ts';
import { configEntries, matrixRateDocs, taxRuleDocs } from './shop-config.ts';
import { buildUrlRewrites, type UrlRewriteRow } from './url-rewrites.ts';
import { allDrafts } from './products/index.ts';
import { assembleProducts } from './products/assemble.ts';
import { buildProductTables, isListable, type ProductTables } from './products/rows.ts';

type Doc = Record<string, unknown>;

export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  url_key: string;
  url_path: string;
  slug: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  doc: Doc;
}

export interface StoreContent {
  cmsPages: Doc[];
  cmsBlocks: Doc[];
  matrixRates: Doc[];
  configEntries: Array<{ path: string; value: string }>;
}

export interface Catalog extends Omit<ProductTables, 'categoryCounts'> {
  categories: CategoryRow[];
  attributes: Doc[];
  taxRules: Doc[];
  banners: Doc[];
  urlRewrites: UrlRewriteRow[];
  storeContent: Record<StoreCode, StoreContent>;
  /** Image files to write into public/img/catalog: file name → SVG text. */
  images: Map<string, string>;
  stats: { visibleProducts: number; listableProducts: number; childProducts: number };
}

export interface GenerateOptions {
  /** Wanted number of visible products; the hand-made shop (~310) is topped up with generated ones. */
  productCount?: number;
  seed?: number;
}

export const DEFAULT_SEED = 20261122;

export function generateCatalog(options: GenerateOptions = {}): Catalog {
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const records = buildCategoryRecords();
  const byId = new Map(records.map((r) => [r.id, r]));
  const images = createImageRegistry();

  const drafts = allDrafts(rng.fork('drafts'), options.productCount ?? 0);
  const resolved = assembleProducts(drafts, { rng: rng.fork('assemble'), categories: byId, images });
  const tables = buildProductTables(resolved, {
    bySku: new Map(resolved.map((p) => [p.sku, p])),
    categories: byId,
    seq: { option: 0, optionType: 0, bundleOption: 0, configurable: 0 },
  });

  const categoryDocs = buildCategoryDocs(records, tables.categoryCounts);
  const categories: CategoryRow[] = records.map((r, i) => ({
    id: r.id,
    parent_id: r.parentId,
    name: r.name,
    url_key: r.urlKey,
    url_path: r.urlPath,
    slug: r.slug,
    level: r.level,
    position: r.position,
    is_active: r.isActive,
    include_in_menu: r.includeInMenu,
    product_count: tables.categoryCounts.get(r.id) ?? 0,
    doc: categoryDocs[i]!,
  }));

  const storeContent = Object.fromEntries(
    STORES.map((store) => [
      store.code,
      {
        cmsPages: cmsPageDocs(store),
        cmsBlocks: cmsBlockDocs(store),
        matrixRates: matrixRateDocs(store),
        configEntries: configEntries(store),
      },
    ]),
  ) as Record<StoreCode, StoreContent>;
  const pages = storeContent.default.cmsPages.map((d) => ({ id: d.id as number, identifier: d.identifier as string }));

  const { categoryCounts: _counts, ...productTables } = tables;
  return {
    ...productTables,
    categories,
    attributes: buildAttributeDocs(),
    taxRules: taxRuleDocs(),
    banners: bannerDocs(),
    urlRewrites: buildUrlRewrites(records, tables.products, pages),
    storeContent,
    images: images.files(),
    stats: {
      visibleProducts: resolved.filter((p) => p.visibility !== 1).length,
      listableProducts: resolved.filter(isListable).length,
      childProducts: resolved.filter((p) => p.visibility === 1).length,
    },
  };
}
