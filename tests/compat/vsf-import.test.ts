// The public vue-storefront-api fixtures (the Magento "Luma" demo dumps in ../shared/fixtures/vsf-api)
// imported with `npm run import:vsf` into a scratch local D1, then served by the real worker under
// `wrangler dev`: every active category and CMS page must resolve through /api/url/map and render,
// and the example product must be searchable and render. Skips when the fixtures are absent.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedState, serveState, wranglerEnv, type ShopServer } from '../e2e/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// VSF_FIXTURES names another copy (a git worktree sits one level deeper than the checkout).
const FIXTURES = process.env.VSF_FIXTURES ?? resolve(ROOT, '../shared/fixtures/vsf-api');
const available = existsSync(join(FIXTURES, 'catalog_category.json'));
if (!available) console.warn(`compat: skipping the vue-storefront-api import tests, ${FIXTURES} is not there`);

type Doc = Record<string, any>;
const dumpLines = (file: string): Doc[] =>
  readFileSync(join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l)._source as Doc);

/** Runs the importer exactly as a shop owner would; returns what it printed. */
function importVsf(args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'import:vsf', '--', ...args], {
    cwd: ROOT,
    env: wranglerEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`import:vsf ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Text of server-rendered HTML with React's entity escapes undone, to look for names like "What's New". */
const decode = (html: string): string =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Runs checks a few at a time and collects the failures, so one report names every broken entity. */
async function failures<T>(items: T[], check: (item: T) => Promise<string | null>): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < items.length; i += 6) {
    for (const failure of await Promise.all(items.slice(i, i + 6).map(check))) if (failure) out.push(failure);
  }
  return out;
}

describe.skipIf(!available)('vue-storefront-api fixtures imported and served (../shared/fixtures/vsf-api)', () => {
  const categories = available ? dumpLines('catalog_category.json') : [];
  const pages = available ? dumpLines('catalog_cms_page.json') : [];
  const active = categories.filter((c) => c.is_active);
  const product = {
    sku: '24-UG05',
    urlKey: 'go-get-r-pushup-grips',
    name: "Go-Get'r Pushup Grips",
    categoryIds: [2, 3, 5, 7, 8],
  };
  let shop: ShopServer | undefined;
  let report = '';
  let brokenReport = '';
  let scratch = '';

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/client')))
      throw new Error('dist/client is missing: run `npm run build` first (npm run test:compat does)');
    scratch = mkdtempSync(join(tmpdir(), 'zaunshop-compat-dump-'));
    const state = migratedState('zaunshop-compat-');
    report = importVsf([FIXTURES, '--persist-to', state]);
    // A copy of the category dump with a broken line 5, imported into the Austrian store.
    const lines = readFileSync(join(FIXTURES, 'catalog_category.json'), 'utf8').split('\n');
    lines.splice(4, 0, '{"_index":"vue_storefront_catalog_category","_id":"999","_source":{"id":999,"name":');
    writeFileSync(join(scratch, 'catalog_category.json'), lines.join('\n'));
    brokenReport = importVsf([scratch, '--store', 'at', '--persist-to', state]);
    // The German store: the whole dump, then replaced by the category dump alone.
    importVsf([FIXTURES, '--store', 'de', '--persist-to', state]);
    importVsf([scratch, '--store', 'de', '--replace', '--persist-to', state]);
    shop = await serveState(state, { removeState: true });
    // Four imports through wrangler and a server start: minutes on a busy machine.
  }, 480_000);
  afterAll(async () => {
    await shop?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown): Promise<Doc> => {
    const res = await fetch(shop!.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Doc;
  };

  it('prints the rows imported per entity type, with no issue', () => {
    for (const [entity, n] of Object.entries({
      categories: 48,
      products: 16,
      'products (configurable children)': 15,
      attributes: 80,
      tax_rules: 1,
      cms_pages: 6,
      cms_blocks: 20,
    })) {
      expect(report, entity).toMatch(new RegExp(`^ +${entity.replace(/[()]/g, '\\$&')} +${n}$`, 'm'));
    }
    expect(report).not.toMatch(/^\S+:\d+: /m);
  });

  it('reports a malformed line by file and line number and imports the rest', async () => {
    expect(brokenReport).toMatch(/^catalog_category\.json:5: malformed JSON/m);
    expect(brokenReport).toMatch(/^ +categories +48$/m);
    const found = await post('/api/catalog/vue_storefront_catalog_at/category/_search?size=4000', {});
    expect(found.hits.total).toBe(active.length);
    const next = categories.slice(4).find((c) => c.is_active)!; // the first active entry after the broken line
    expect((await post('/api/url/map', { url: next.url_path, storeCode: 'at' }))?._source?.id).toBe(next.id);
  });

  it('resolves every active category by its url_path to _type category', async () => {
    expect(active.length).toBeGreaterThan(40);
    expect(
      await failures(active, async (c) => {
        const result = await post('/api/url/map', { url: c.url_path });
        return result?._type === 'category' && result._source.id === c.id
          ? null
          : `${c.url_path} → ${JSON.stringify(result)?.slice(0, 80)}`;
      }),
    ).toEqual([]);
  });

  it('resolves every CMS page by its identifier to _type cms_page', async () => {
    expect(
      await failures(pages, async (p) => {
        const result = await post('/api/url/map', { url: p.identifier });
        return result?._type === 'cms_page' && result._source.id === p.id
          ? null
          : `${p.identifier} → ${JSON.stringify(result)?.slice(0, 80)}`;
      }),
    ).toEqual([]);
  });

  it('renders every active category at /c/{slug}, or sends a category holding only the product to it (301)', async () => {
    // A category with exactly one product redirects to that product; the one imported
    // product sits in these categories and, through the active subtree, in their ancestors.
    const holdsProduct = (c: Doc): boolean =>
      product.categoryIds.includes(c.id) ||
      (c.children_data ?? []).some(
        (child: Doc) => child.is_active !== false && holdsProduct(categories.find((x) => x.id === child.id) ?? child),
      );
    expect(
      await failures(active, async (c) => {
        const res = await fetch(`${shop!.origin}/c/${c.slug}`, { redirect: 'manual' });
        if (holdsProduct(c)) {
          const location = res.headers.get('location') ?? '';
          return res.status === 301 && location.endsWith(`/p/${product.sku}/${product.urlKey}`)
            ? null
            : `/c/${c.slug}: ${res.status} ${location}`;
        }
        const html = decode(await res.text());
        return res.status === 200 && html.includes(c.name)
          ? null
          : `/c/${c.slug}: ${res.status}, name ${html.includes(c.name) ? 'present' : 'missing'}`;
      }),
    ).toEqual([]);
  });

  it('renders every CMS page at /i/{identifier} with its title', async () => {
    expect(
      await failures(pages, async (p) => {
        const res = await fetch(`${shop!.origin}/i/${p.identifier}`, { redirect: 'manual' });
        const html = decode(await res.text());
        return res.status === 200 && html.includes(p.title)
          ? null
          : `/i/${p.identifier}: ${res.status}, title ${html.includes(p.title) ? 'present' : 'missing'}`;
      }),
    ).toEqual([]);
  });

  it('finds the product by sku through the catalog search API', async () => {
    const result = await post('/api/catalog/vue_storefront_catalog/product/_search', {
      _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku } }],
    });
    expect(result.hits.total).toBe(1);
    expect(result.hits.hits[0]._source).toMatchObject({
      sku: product.sku,
      name: product.name,
      url_key: product.urlKey,
    });
    expect(result.hits.hits[0]._source.configurable_children).toHaveLength(15);
  });

  it('finds the product by text: the API, and the search page', async () => {
    for (const text of ['pushup', 'Grips', product.sku]) {
      const result = await post('/api/catalog/vue_storefront_catalog/product/_search', { _searchText: text });
      expect(
        result.hits.hits.map((h: Doc) => h._source.sku),
        text,
      ).toEqual([product.sku]);
    }
    const res = await fetch(`${shop!.origin}/search?q=pushup`);
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain(product.name);
  });

  it('renders the product page /p/{sku}/{url_key} with its name', async () => {
    const res = await fetch(`${shop!.origin}/p/${product.sku}/${product.urlKey}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain(product.name);
    const result = await post('/api/url/map', { url: product.urlKey });
    expect(result?._type).toBe('product');
    expect(result?._source?.sku).toBe(product.sku);
  });

  it('--replace makes the dump the whole catalog of the store', async () => {
    const products = await post('/api/catalog/vue_storefront_catalog_de/product/_search', {});
    expect(products.hits.total).toBe(0);
    const found = await post('/api/catalog/vue_storefront_catalog_de/category/_search?size=4000', {});
    expect(found.hits.total).toBe(active.length);
    expect(await post('/api/url/map', { url: product.urlKey, storeCode: 'de' })).toBeNull();
  });
});
