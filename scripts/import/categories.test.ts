import { describe, expect, it } from 'vitest';
import { convertCategories } from './categories.ts';
import type { DumpEntry } from './dump-reader.ts';

const entries = (...sources: Array<Record<string, unknown>>): DumpEntry[] =>
  sources.map((source, i) => ({ line: i + 1, source, file: 'catalog_category.json' }));

describe('convertCategories', () => {
  it('keeps what the export gives and the whole _source in the doc', () => {
    const { rows, issues } = convertCategories(
      entries({
        id: 4,
        parent_id: 3,
        name: 'Bags',
        url_key: 'bags-4',
        url_path: 'gear/bags/bags-4',
        slug: 'bags-4',
        level: 3,
        position: 1,
        is_active: true,
        include_in_menu: true,
        product_count: 14,
        display_mode: 'PRODUCTS',
      }),
    );
    expect(issues).toEqual([]);
    const { doc, ...row } = rows[0]!;
    expect(row).toEqual({
      id: 4,
      parent_id: 3,
      name: 'Bags',
      url_key: 'bags-4',
      url_path: 'gear/bags/bags-4',
      slug: 'bags-4',
      level: 3,
      position: 1,
      is_active: true,
      include_in_menu: true,
      product_count: 14,
    });
    expect(doc).toMatchObject({ display_mode: 'PRODUCTS', slug: 'bags-4', children_data: [] });
  });

  it('derives url_key and slug from the name, url_path and level from the parents', () => {
    const { rows } = convertCategories(
      entries(
        { id: 1, parent_id: 0, name: 'Root Catalog', level: 0 },
        { id: 2, parent_id: 1, name: 'Default Category', level: 1 },
        { id: 20, parent_id: 2, name: 'Zäune & Tore' },
        { id: 21, parent_id: 20, name: 'Tops', is_active: '0', include_in_menu: 0, position: '3' },
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(20)).toMatchObject({
      url_key: 'zaeune-tore',
      slug: 'zaeune-tore',
      url_path: 'zaeune-tore',
      level: 2,
    });
    expect(byId.get(21)).toMatchObject({
      url_key: 'tops',
      url_path: 'zaeune-tore/tops',
      level: 3,
      is_active: false,
      include_in_menu: false,
      position: 3,
    });
    expect(byId.get(2)).toMatchObject({ url_path: 'default-category', level: 1 });
  });

  it('takes the level from the path when the doc has none and trims slashes off url_path', () => {
    const { rows } = convertCategories(entries({ id: 7, parent_id: 2, name: 'X', path: '1/2/7', url_path: '/x/y/' }));
    expect(rows[0]).toMatchObject({ level: 2, url_path: 'x/y' });
  });

  it('makes a derived slug unique with the id and says so', () => {
    const { rows, issues } = convertCategories(
      entries({ id: 12, parent_id: 11, name: 'Tops' }, { id: 21, parent_id: 20, name: 'Tops' }),
    );
    expect(rows.map((r) => r.slug)).toEqual(['tops', 'tops-21']);
    expect(issues).toEqual([
      { file: 'catalog_category.json', line: 2, message: 'category 21: slug "tops" is taken, using "tops-21"' },
    ]);
  });

  it('counts imported products where the export has no product_count', () => {
    const { rows } = convertCategories(
      entries({ id: 3, name: 'Gear' }, { id: 4, name: 'Bags', product_count: 9 }),
      new Map([
        [3, 2],
        [4, 1],
      ]),
    );
    expect(rows.map((r) => r.product_count)).toEqual([2, 9]);
  });

  it('completes children_data nodes from the imported categories', () => {
    const { rows } = convertCategories(
      entries(
        {
          id: 22,
          parent_id: 20,
          name: 'Bottoms',
          level: 3,
          url_key: 'bottoms-22',
          url_path: 'women/bottoms-22',
          children_data: [
            { id: 27, parent_id: 22, name: 'Pants', is_active: true, children_data: [] },
            { id: 99, name: 'Elsewhere' },
          ],
        },
        { id: 27, parent_id: 22, name: 'Pants', url_key: 'pants-27', level: 4 },
      ),
    );
    const children = rows[0]!.doc.children_data as Array<Record<string, unknown>>;
    expect(children[0]).toMatchObject({
      id: 27,
      slug: 'pants-27',
      url_key: 'pants-27',
      url_path: 'women/bottoms-22/pants-27',
      level: 4,
      include_in_menu: true,
    });
    expect(children[1]).toMatchObject({
      id: 99,
      slug: 'elsewhere',
      url_path: 'elsewhere',
      level: 4,
      is_active: true,
      children_data: [],
    });
  });

  it('reports and skips documents without id or name', () => {
    const { rows, issues } = convertCategories(entries({ name: 'no id' }, { id: 5 }, { id: '6', name: 'ok' }));
    expect(rows.map((r) => r.id)).toEqual([6]);
    expect(issues.map((i) => [i.line, i.message])).toEqual([
      [1, 'category without a numeric id, skipped'],
      [2, 'category 5 has no name, skipped'],
    ]);
  });

  it('survives a parent cycle', () => {
    const { rows } = convertCategories(entries({ id: 1, parent_id: 2, name: 'A' }, { id: 2, parent_id: 1, name: 'B' }));
    expect(rows).toHaveLength(2);
  });
});
