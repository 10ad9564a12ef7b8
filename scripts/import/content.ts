// CMS pages, CMS blocks, attributes and tax rules of a vue-storefront-api dump → rows. These
// tables keep the document whole and index only a key or two, so conversion means: find the key,
// report documents without one, and keep everything else as the export wrote it.

import type { DumpEntry, DumpIssue } from './dump-reader.ts';
import { flag, int, text } from './fields.ts';
import { insertStatements, type Value } from './sql.ts';

type Doc = Record<string, unknown>;

export interface CmsRow {
  id: number;
  identifier: string;
  is_active: boolean;
  doc: Doc;
}
export interface AttributeRow {
  attribute_id: number;
  attribute_code: string;
  doc: Doc;
}
export interface TaxRuleRow {
  id: number;
  doc: Doc;
}

interface Converted<T> {
  rows: T[];
  issues: DumpIssue[];
}

function convert<T>(
  entries: readonly DumpEntry[],
  kind: string,
  toRow: (source: Doc, hitId: number | undefined) => T | string,
): Converted<T> {
  const rows: T[] = [];
  const issues: DumpIssue[] = [];
  for (const { source, line, file, id } of entries) {
    const row = toRow(source, int(id));
    if (typeof row === 'string') issues.push({ file, line, message: `${kind} ${row}, skipped` });
    else rows.push(row);
  }
  return { rows, issues };
}

/** CMS pages and blocks: Magento writes `active`, some indexers `is_active`; a missing flag means active. */
export function convertCms(entries: readonly DumpEntry[], kind: 'cms page' | 'cms block'): Converted<CmsRow> {
  return convert(entries, kind, (source, hitId) => {
    const id = int(source.id) ?? hitId;
    const identifier = text(source.identifier);
    if (id === undefined) return 'without a numeric id';
    if (identifier === undefined) return `${id} without an identifier`;
    return { id, identifier, is_active: flag(source.active ?? source.is_active, true), doc: { ...source, id } };
  });
}

export function convertAttributes(entries: readonly DumpEntry[]): Converted<AttributeRow> {
  return convert(entries, 'attribute', (source, hitId) => {
    const id = int(source.attribute_id) ?? int(source.id) ?? hitId;
    const code = text(source.attribute_code);
    if (id === undefined) return 'without a numeric attribute_id';
    if (code === undefined) return `${id} without an attribute_code`;
    return { attribute_id: id, attribute_code: code, doc: { ...source, attribute_id: id } };
  });
}

export function convertTaxRules(entries: readonly DumpEntry[]): Converted<TaxRuleRow> {
  return convert(entries, 'tax rule', (source, hitId) => {
    const id = int(source.id) ?? hitId;
    return id === undefined ? 'without a numeric id' : { id, doc: { ...source, id } };
  });
}

/** Upserts for the document tables, one store. */
export function contentInserts(
  store: string,
  rows: { cmsPages: CmsRow[]; cmsBlocks: CmsRow[]; attributes: AttributeRow[]; taxRules: TaxRuleRow[] },
  verb: string,
): string[] {
  const cms = (r: CmsRow): Value[] => [store, r.id, r.identifier, r.is_active, r.doc];
  return [
    ...insertStatements('cms_pages', ['store', 'id', 'identifier', 'is_active', 'doc'], rows.cmsPages.map(cms), verb),
    ...insertStatements('cms_blocks', ['store', 'id', 'identifier', 'is_active', 'doc'], rows.cmsBlocks.map(cms), verb),
    ...insertStatements(
      'attributes',
      ['store', 'attribute_id', 'attribute_code', 'doc'],
      rows.attributes.map((r) => [store, r.attribute_id, r.attribute_code, r.doc]),
      verb,
    ),
    ...insertStatements(
      'tax_rules',
      ['store', 'id', 'doc'],
      rows.taxRules.map((r) => [store, r.id, r.doc]),
      verb,
    ),
  ];
}
