// The page benchmarks: which pages to load, their throughput against a static asset, and the time
// (wall and workerd CPU) of single sequential renders.
import { cpuMs, findWorkerdPids } from './cpu.mjs';
import { queryOne } from './d1-load.mjs';
import { BROWSER_HEADERS, COLD_SSR_HEADERS, measureLoad, timeSequential } from './load.mjs';
import { log, round } from './util.mjs';

const SSR_TARGET = 0.25; // cold SSR of a 50-product category vs a static asset
const D1_ROUNDS_TARGET = 2; // sequential D1 queries of a cold category render with a warm isolate
const CACHED_TARGET = 0.85; // cached anonymous HTML vs a static asset

/** Real entities from the seeded D1: the category with most products and a configurable product. */
export async function pickPages(db, bundles) {
  const category = await queryOne(
    db,
    "SELECT slug, name, product_count FROM categories WHERE store = 'default' AND is_active = 1 ORDER BY product_count DESC, id LIMIT 1",
  );
  const product = await queryOne(
    db,
    `SELECT sku, COALESCE(json_extract(doc, '$.slug'), url_key) AS slug FROM products
     WHERE store = 'default' AND type_id = 'configurable' AND parent_sku IS NULL AND visibility = 4 AND status = 1
     ORDER BY id LIMIT 1`,
  );
  if (!category || !product) throw new Error('the seeded D1 has no category or no configurable product');
  return [
    { key: 'static', label: 'static asset (reference)', path: '/manifest.webmanifest', reference: true },
    { key: 'static-js', label: 'static asset, entry JS', path: `/${bundles.entryFile}` },
    { key: 'home', label: 'home (cold SSR)', path: '/', headers: COLD_SSR_HEADERS },
    {
      key: 'category',
      label: `category (cold SSR, ${category.product_count} in category)`,
      path: `/c/${encodeURIComponent(category.slug)}`,
      headers: COLD_SSR_HEADERS,
    },
    {
      key: 'product',
      label: 'configurable product (cold SSR)',
      path: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}`,
      headers: COLD_SSR_HEADERS,
    },
    { key: 'category-cached', label: 'category (cached HTML)', path: `/c/${encodeURIComponent(category.slug)}` },
    { key: 'home-cached', label: 'home (cached HTML)', path: '/' },
  ];
}

/** Each target must answer 200 itself (no redirect), or its numbers would be meaningless. */
export async function checkTargets(base, targets) {
  for (const target of targets) {
    const response = await fetch(new URL(target.path, base), {
      headers: BROWSER_HEADERS,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    target.status = response.status;
    target.bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) log(`${target.path} answered ${response.status}; it is reported but not load-tested`);
  }
}

/**
 * Load-tests every target in turn, with the static reference measured before the first and again
 * after every target: this machine is shared, and outside load drifts over the minute the runs
 * take. Each target's ratio is against the mean of the two reference runs around it, so a ratio
 * compares runs seconds apart instead of against a reference taken a minute earlier or later.
 */
export async function measureThroughput(base, targets, settings) {
  const staticTarget = targets.find((t) => t.key === 'static');
  const measure = async (target) => {
    log(`load: ${target.path}`);
    return {
      ...target,
      ...(await measureLoad(new URL(target.path, base).href, { ...settings, headers: target.headers ?? {} })),
    };
  };
  const results = [];
  const references = [await measure(staticTarget)];
  for (const target of targets.filter((t) => t !== staticTarget)) {
    if (target.status !== 200) {
      results.push({ ...target, requestsPerSecond: null });
      continue;
    }
    const row = await measure(target);
    const after = await measure(staticTarget);
    const before = references.at(-1);
    references.push(after);
    row.referenceRequestsPerSecond = Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2);
    row.ratio = row.referenceRequestsPerSecond ? row.requestsPerSecond / row.referenceRequestsPerSecond : null;
    if (row.key === 'category' && row.ratio != null)
      row.target = { text: `cold SSR ≥ ${SSR_TARGET}×`, ok: row.ratio >= SSR_TARGET };
    if (row.key.endsWith('-cached') && row.ratio != null)
      row.target = { text: `cached HTML ≥ ${CACHED_TARGET}×`, ok: row.ratio >= CACHED_TARGET };
    results.push(row);
  }
  const rates = references.map((r) => r.requestsPerSecond);
  const [first, last] = [rates[0], rates.at(-1)];
  return {
    rows: [{ ...references[0], ratio: null }, ...results],
    referenceRequestsPerSecond: Math.round(rates.reduce((sum, n) => sum + n, 0) / rates.length),
    referenceRuns: rates,
    referenceDrift: first && last ? (last - first) / first : null,
  };
}

/**
 * Sequential renders of the category and product pages: wall time per request, and the workerd
 * process's CPU time across the measured requests divided by their number.
 */
export async function measureRenders(base, targets, settings) {
  const pids = findWorkerdPids();
  const out = [];
  for (const target of targets.filter((t) => (t.key === 'category' || t.key === 'product') && t.status === 200)) {
    const url = new URL(target.path, base).href;
    await timeSequential(url, { count: 5, headers: COLD_SSR_HEADERS }); // warm-up, outside the CPU window
    const cpuBefore = cpuMs(pids);
    const timing = await timeSequential(url, { count: settings.renderCount, headers: COLD_SSR_HEADERS });
    const cpuAfter = cpuMs(pids);
    const cpuPerRequest =
      cpuBefore == null || cpuAfter == null ? null : round((cpuAfter - cpuBefore) / settings.renderCount, 1);
    out.push({
      key: target.key,
      label: target.label,
      path: target.path,
      ...timing,
      workerdCpuMsPerRequest: cpuPerRequest,
    });
  }
  return out;
}

/**
 * D1 calls of one cold render per page (HTML cache bypassed, isolate warm from the load runs and a
 * few renders before): the worker counts them when asked with `x-d1-rounds: count` and the bypass
 * secret, and answers how many it made and how many of them ran one after another.
 */
export async function measureD1Rounds(base, targets) {
  const out = [];
  for (const target of targets.filter((t) => t.headers === COLD_SSR_HEADERS && t.status === 200)) {
    const url = new URL(target.path, base).href;
    await timeSequential(url, { count: 3, headers: COLD_SSR_HEADERS }); // the isolate's memo caches warm
    const response = await fetch(url, {
      headers: { ...BROWSER_HEADERS, ...COLD_SSR_HEADERS, 'x-d1-rounds': 'count' },
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    const figure = (name) => {
      const value = response.headers.get(name);
      return value === null ? null : Number(value);
    };
    const rounds = figure('x-d1-rounds');
    out.push({
      key: target.key,
      label: target.label,
      path: target.path,
      queries: figure('x-d1-queries'),
      rounds,
      ...(target.key === 'category' && rounds != null
        ? { target: { text: `≤ ${D1_ROUNDS_TARGET} in sequence`, ok: rounds <= D1_ROUNDS_TARGET } }
        : {}),
    });
  }
  return out;
}
