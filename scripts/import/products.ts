// Product documents of a vue-storefront-api dump → products, product_categories,
// product_attributes and stock_items rows, with the same derivation as the demo seed (rows.ts).
// Each configurable child becomes a row of its own (parent_sku set, visibility 1) so stock checks,
// the cart and the child → parent redirect find it, whether the export embeds the child only in
// its parent's configurable_children or also ships it as a document of its own.

import type { DumpEntry, DumpIssue } from './dump-reader.ts';
import { idList, int, liftCustomAttributes, text } from './fields.ts';
import {
  completeDoc,
  embeddedChild,
  nameOptions,
  productCore,
  syntheticId,
  type AttributeIndex,
} from './product-docs.ts';
import {
  attributeRows,
  categoryMemberships,
  stockRow,
  type Membership,
  type ProductAttributeRow,
  type ProductCategoryRow,
  type ProductRow,
  type StockRow,
} from './rows.ts';

type Doc = Record<string, unknown>;

export interface ProductTables {
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
  productAttributes: ProductAttributeRow[];
  stockItems: StockRow[];
  /** Listable imported products per category id, for categories without a product_count. */
  categoryCounts: Map<number, number>;
  issues: DumpIssue[];
}

export interface ProductOptions {
  now: Date;
  attributes: AttributeIndex;
  /** Attribute codes kept in product_attributes (FACET_ATTRIBUTES of product-search.ts). */
  codes: readonly string[];
}

interface Parsed {
  line: number;
  file?: string;
  id: number;
  sku: string;
  doc: Doc;
}

const childrenOf = (doc: Doc): Doc[] =>
  (Array.isArray(doc.configurable_children) ? doc.configurable_children : []).filter(
    (c): c is Doc => typeof c === 'object' && c !== null,
  );

/** Category ids from category_ids and the `category` list, with the positions the latter may give. */
function categoriesOf(doc: Doc): { ids: number[]; positions: Map<number, number> } {
  const ids = new Set(idList(doc.category_ids));
  const positions = new Map<number, number>();
  for (const entry of Array.isArray(doc.category) ? (doc.category as Doc[]) : []) {
    const id = int(entry?.category_id);
    if (id === undefined) continue;
    ids.add(id);
    const position = int(entry.position);
    if (position !== undefined) positions.set(id, position);
  }
  return { ids: [...ids], positions };
}

function parse(entries: readonly DumpEntry[], issues: DumpIssue[]): Map<string, Parsed> {
  const bySku = new Map<string, Parsed>();
  for (const { source, line, file, id: hitId } of entries) {
    const doc = liftCustomAttributes(source);
    const sku = text(doc.sku);
    const id = int(doc.id) ?? int(hitId);
    if (sku === undefined) issues.push({ file, line, message: 'product without a sku, skipped' });
    else if (id === undefined) issues.push({ file, line, message: `product ${sku} without a numeric id, skipped` });
    else {
      const earlier = bySku.get(sku);
      if (earlier)
        issues.push({
          file,
          line,
          message: `sku ${sku} also in ${earlier.file ?? 'the dump'} line ${earlier.line}; this entry replaces it`,
        });
      bySku.set(sku, { line, file, id, sku, doc });
    }
  }
  return bySku;
}

export function convertProducts(entries: readonly DumpEntry[], options: ProductOptions): ProductTables {
  const { now, attributes, codes } = options;
  const issues: DumpIssue[] = [];
  const bySku = parse(entries, issues);
  const parentOf = new Map<string, string>();
  for (const p of bySku.values()) for (const c of childrenOf(p.doc)) if (text(c.sku)) parentOf.set(text(c.sku)!, p.sku);

  const products: ProductRow[] = [];
  const productAttributes: ProductAttributeRow[] = [];
  const stockItems: StockRow[] = [];
  const memberships: Membership[] = [];
  const add = (row: ProductRow, attributeSources: Doc[]): void => {
    products.push(row);
    productAttributes.push(...attributeRows(row.id, attributeSources, codes));
    stockItems.push(stockRow(row.sku, row.id, row.doc.stock as Doc));
  };

  for (const p of bySku.values()) {
    if (bySku.has(parentOf.get(p.sku) ?? '')) continue; // a child document: written with its parent
    const core = productCore(p.doc, p.id, p.sku, now, { visibility: 4 });
    const children = childrenOf(p.doc).flatMap((raw) => {
      const sku = text(raw.sku);
      if (sku === undefined) {
        issues.push({ file: p.file, line: p.line, message: `a configurable child of ${p.sku} has no sku, skipped` });
        return [];
      }
      const own = bySku.get(sku);
      const id = own?.id ?? int(raw.id) ?? syntheticId(sku);
      return [{ sku, id, own, embedded: embeddedChild(raw, id, now, core) }];
    });
    const doc = completeDoc(p.doc, core);
    if (children.length) doc.configurable_children = children.map((c) => c.embedded);
    if (doc.configurable_options !== undefined)
      doc.configurable_options = nameOptions(doc.configurable_options, attributes);
    const { ids, positions } = categoriesOf(doc);
    memberships.push({ id: core.id, categoryIds: ids, visibility: core.visibility, status: core.status, positions });
    add({ ...core, parent_sku: null, position: 0, doc }, [doc, ...children.map((c) => c.embedded)]);

    for (const child of children) {
      // A child shipped as its own document keeps that (fuller) document; else the embedded one.
      const source = child.own?.doc ?? child.embedded;
      const childCore = {
        ...productCore(source, child.id, child.sku, now, {
          visibility: 1,
          created_at: core.created_at,
          updated_at: core.updated_at,
        }),
        visibility: 1,
      };
      const childDoc = { ...completeDoc(source, childCore), parent_sku: p.sku, parent_id: p.id };
      add({ ...childCore, parent_sku: p.sku, position: 0, doc: childDoc }, [childDoc]);
    }
  }

  const m = categoryMemberships(memberships);
  for (const row of products) row.position = m.firstPosition.get(row.id) ?? 0;
  return { products, productCategories: m.rows, productAttributes, stockItems, categoryCounts: m.counts, issues };
}
