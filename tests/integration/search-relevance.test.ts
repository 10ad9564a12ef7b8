import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../shared/schemas/search.ts';
import { loadListingIndex, type ListingIndex } from '../../worker/catalog/listing-index.ts';
import { findProductsInIndex } from '../../worker/catalog/listing-query.ts';
import { findProducts } from '../../worker/catalog/product-search.ts';
import { loadTextCorpus, type TextCorpus } from '../../worker/catalog/text-corpus.ts';

// What a German buyer expects at the top of a search over the demo shop: the thing the word names
// before accessories that mention it, compounds and their parts finding each other, assembly
// services and downloads last. Each search runs through SQL and the listing index (with FTS5 and with
// the text corpus in memory), which must agree.
const GROSS = 1.19;

interface Product {
  name: string;
  sku: string;
  type: string;
}
const products = new Map<number, Product>();
let index: ListingIndex;
let corpus: TextCorpus | null;

beforeAll(async () => {
  const rows = await env.DB.prepare("SELECT id, name, sku, type_id FROM products WHERE store = 'default'").all<{
    id: number;
    name: string;
    sku: string;
    type_id: string;
  }>();
  for (const r of rows.results) products.set(r.id, { name: r.name, sku: r.sku, type: r.type_id });
  const loaded = await loadListingIndex(env.DB, 'default', GROSS);
  if (!loaded) throw new Error('no listing index');
  index = loaded;
  corpus = await loadTextCorpus(env.DB);
});

/** All hits of a search, best first, as the shop lists them (both ways of answering agree). */
async function searchFor(text: string): Promise<Product[]> {
  const query = searchQuerySchema.parse({ _searchText: text });
  const page = { from: 0, size: 500 };
  const fromSql = await findProducts(env.DB, 'default', query, page, GROSS);
  expect(await findProductsInIndex(env.DB, index, query, page), text).toEqual(fromSql);
  expect(await findProductsInIndex(env.DB, index, query, page, corpus), `${text} (text corpus)`).toEqual(fromSql);
  expect(fromSql.total, text).toBe(fromSql.hits.length);
  return fromSql.hits.map((h) => products.get(h.id)!);
}

const isService = (p: Product) => p.type === 'virtual' || p.type === 'downloadable';

/** Query → the name the first hit must have (a buyer's expectation, by product name or kind). */
const FIRST_HIT: [string, RegExp][] = [
  ['tor', /^(Gartentor|Doppelflügeltor|Einfahrtstor|Gartenpforte) /],
  ['Tore', /^(Gartentor|Doppelflügeltor|Einfahrtstor|Gartenpforte) /],
  ['Gartentor', /^Gartentor /],
  ['Gartentor anthrazit', /^Gartentor .*Anthrazit/],
  ['Einfahrtstor', /^Einfahrtstor /],
  ['Doppelflügeltor', /^Doppelflügeltor /],
  ['Gartenpforte', /^Gartenpforte /],
  ['pfosten', /^(Zaunpfosten|Eckpfosten|Torpfosten|Alu-Pfosten) /],
  ['Zaunpfosten', /^Zaunpfosten /],
  ['Torpfosten', /^Torpfosten /],
  ['Eckpfosten', /^Eckpfosten /],
  ['Pfostenkappe', /^Pfostenkappe /],
  ['Pfostenkappen', /^Pfostenkappe/],
  ['doppelstab', /^Doppelstabmatte/],
  ['Doppelstabmattenzaun', /^Doppelstabmatte/],
  ['Doppelstabmatte', /^Doppelstabmatte/],
  ['Doppelstabmatte anthrazit 1230', /^Doppelstabmatte .*Anthrazit 1230 mm$/],
  ['Zierzaun', /^Doppelstab-Zierzaun /],
  ['Gabionenzaun', /^Gabionenzaun /],
  ['Gabionensteine', /^Gabionensteine /],
  ['Sichtschutzstreifen', /^Sichtschutzstreifen /],
  ['Sichtschutzmatte', /^Sichtschutzmatte /],
  ['Sichtschutzzaun', /^Sichtschutzelement /],
  ['Holzzaun', /^(Jägerzaun|Lattenzaun|Sichtschutzelement) /],
  ['Jägerzaun', /^Jägerzaun /],
  ['Zäune', /zaun /i],
  ['WPC Zaun', /^WPC /],
  ['Scharnier', /^Torscharnier /],
  ['Beton', /^Schnellbeton /],
  ['Türöffner', /^Elektro-Türöffner /],
  ['Kabelbinder', /Kabelbinder/],
];

describe('the first hit is what a buyer looks for', () => {
  it.each(FIRST_HIT)('%s', async (text, first) => {
    const hits = await searchFor(text);
    expect(hits.length, text).toBeGreaterThan(0);
    expect(hits[0]!.name, text).toMatch(first);
    expect(isService(hits[0]!), text).toBe(false);
  });

  it(`covers at least 25 queries`, () => {
    expect(FIRST_HIT.length).toBeGreaterThanOrEqual(25);
  });
});

describe('compounds and their parts find each other', () => {
  it('"Doppelstabmattenzaun" finds about as many products as "doppelstab"', async () => {
    const compound = await searchFor('Doppelstabmattenzaun');
    const part = await searchFor('doppelstab');
    expect(compound.length).toBeGreaterThan(part.length * 0.9);
    expect(compound.length).toBeLessThanOrEqual(part.length * 1.1);
    const mats = (hits: Product[]) => hits.filter((p) => p.name.startsWith('Doppelstabmatte ')).map((p) => p.sku);
    expect(mats(part).length).toBeGreaterThan(40);
    expect(mats(compound).sort()).toEqual(mats(part).sort());
  });

  it('"Gartentor" finds the garden gates of the category "Tore" that are called "Gartenpforte"', async () => {
    const names = (await searchFor('Gartentor')).map((p) => p.name);
    expect(names).toContain('Gartenpforte Kompakt Anthrazit 1000 x 1230 mm');
    expect(names.findIndex((n) => n.startsWith('Gartenpforte'))).toBeGreaterThan(
      names.findLastIndex((n) => n.startsWith('Gartentor ')),
    );
  });

  it('"tor" finds every Gartentor, and "Zaun" what the catalog files under "Zäune"', async () => {
    const tor = (await searchFor('tor')).map((p) => p.name);
    expect(tor.filter((n) => n.startsWith('Gartentor ')).length).toBe(8);
    const zaun = (await searchFor('Zaun')).map((p) => p.name);
    expect(zaun).toContain('Sichtschutzelement Nordkap Kiefer Natur 1800 x 1800 mm');
  });
});

describe('the thing itself before what merely mentions it, services last', () => {
  it('"tor": every gate before any fitting, post or stopper named after gates', async () => {
    const hits = await searchFor('tor');
    const lastGate = hits.findLastIndex((p) => /^(Gartentor|Doppelflügeltor|Einfahrtstor|Gartenpforte) /.test(p.name));
    const firstFitting = hits.findIndex((p) => /^Tor[a-z]/.test(p.name));
    expect(firstFitting).toBeGreaterThan(lastGate);
  });

  it('"pfosten": every post before the post anchor and the post caps', async () => {
    const hits = await searchFor('pfosten');
    const lastPost = hits.findLastIndex((p) => /^(Zaunpfosten|Eckpfosten|Torpfosten|Alu-Pfosten) /.test(p.name));
    expect(hits.findIndex((p) => p.name.startsWith('H-Pfostenanker'))).toBeGreaterThan(lastPost);
    expect(hits.findIndex((p) => p.name.startsWith('Pfostenkappe'))).toBeGreaterThan(lastPost);
  });

  it.each(['doppelstab', 'Doppelstabmattenzaun', 'Gartentor', 'Einfahrtstor', 'Gabionenzaun', 'Sichtschutzstreifen'])(
    '%s: assembly services and downloads after all goods',
    async (text) => {
      const hits = await searchFor(text);
      const services = hits.filter(isService);
      expect(services.length, text).toBeGreaterThan(0);
      expect(hits.slice(-services.length)).toEqual(services);
    },
  );

  it('"Montage" finds the services', async () => {
    const hits = await searchFor('Montage');
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.every(isService)).toBe(true);
  });
});
