// `npm run bench`: the performance report of DESIGN.md §6.
//
// Builds the client (vite) and the worker bundle (wrangler deploy --dry-run), runs the BUILT worker in
// workerd under Miniflare's programmatic API (local D1 + KV, assets served by the same instance, no
// `wrangler dev` proxy) and measures, on 127.0.0.1 only:
//   - requests/s and p50/p99 latency (autocannon) of a static asset, home, a category and a product
//     page, with each page's ratio to the static asset;
//   - initial JS (and CSS) per page type, gzip, against the 90 kB budget;
//   - wall time and workerd CPU of single sequential SSR renders;
//   - catalog search p50/p95 on a generated 10,000-product catalog in a separate D1.
// Prints a table and writes bench-results/latest.json. A missed target is reported, never an error:
// the exit code is non-zero only when something crashed.
//
// Knobs (environment): BENCH_DURATION seconds per load run (5), BENCH_CONNECTIONS (10),
// BENCH_SEARCH_PRODUCTS catalog size for the search run (10000), BENCH_SEARCH_COUNT searches (200).
import { cpus, loadavg } from 'node:os';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, bundleWorker } from './bench/build.mjs';
import { initialAssets } from './bench/bundle-size.mjs';
import { cpuMs, findWorkerdPids } from './bench/cpu.mjs';
import { loadDatabase, queryOne } from './bench/d1-load.mjs';
import { measureLoad, timeSequential } from './bench/load.mjs';
import { formatReport, writeJson } from './bench/report.mjs';
import { categoryListingQuery, fullTextQuery, timeSearch } from './bench/search.mjs';
import { generateSeed } from './bench/seed.mjs';
import { cleanupProcessesAndDirs, log, makeTempDir } from './bench/util.mjs';
import { loadMiniflare, startWorker } from './bench/worker.mjs';

const settings = {
  durationS: Number(process.env.BENCH_DURATION ?? 5),
  warmupS: 1,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  renderCount: 100,
  searchProducts: Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000),
  searchCount: Number(process.env.BENCH_SEARCH_COUNT ?? 200),
};
const WATCHDOG_MS = 15 * 60_000; // every step is bounded; this catches anything that still hangs
const SSR_TARGET = 0.25; // cold SSR of a 50-product category vs a static asset (DESIGN §6)

const running = new Set(); // Miniflare instances to dispose on any exit path

/** Worker console output is collected, not printed: errors are counted and the first few kept. */
function workerLog() {
  const counts = {};
  const samples = [];
  const onLog = (level, message) => {
    counts[level] = (counts[level] ?? 0) + 1;
    if ((level === 'error' || level === 'warn') && samples.length < 5) samples.push(`${level}: ${message.slice(0, 200)}`);
  };
  return { counts, samples, onLog };
}

async function withWorker(options, use) {
  const worker = await startWorker(options);
  running.add(worker.mf);
  try {
    return await use(worker);
  } finally {
    running.delete(worker.mf);
    await worker.mf.dispose();
  }
}

/** Real entities from the seeded D1: the category with most products and a configurable product. */
async function pickPages(db, bundles) {
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
    { key: 'static-js', label: 'static asset, entry JS', path: '/' + bundles.entryFile },
    { key: 'home', label: 'home (SSR)', path: '/' },
    { key: 'category', label: `category (SSR, ${category.product_count} in category)`, path: `/c/${encodeURIComponent(category.slug)}` },
    { key: 'product', label: 'configurable product (SSR)', path: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug)}` },
  ];
}

/** Each target must answer 200 itself (no redirect), or its numbers would be meaningless. */
async function checkTargets(base, targets) {
  for (const target of targets) {
    const response = await fetch(new URL(target.path, base), { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    target.status = response.status;
    target.bytes = body.length;
    if (response.status !== 200) log(`${target.path} answered ${response.status}; it is reported but not load-tested`);
  }
}

/**
 * Load-tests every target in turn. The reference is measured first and again last: this machine is
 * shared, and the spread between the two shows how much outside load moved the numbers. Ratios use
 * the mean of both.
 */
async function measureThroughput(base, targets) {
  const runs = [...targets, { ...targets.find((t) => t.key === 'static'), key: 'static-again', label: 'static asset (reference, again)' }];
  const results = [];
  for (const target of runs) {
    if (target.status !== 200) {
      results.push({ ...target, requestsPerSecond: null });
      continue;
    }
    log(`load: ${target.path}`);
    results.push({ ...target, ...(await measureLoad(new URL(target.path, base).href, settings)) });
  }
  const references = results.filter((r) => r.reference && r.requestsPerSecond);
  const reference = references.reduce((sum, r) => sum + r.requestsPerSecond, 0) / (references.length || 1);
  for (const r of results) {
    r.ratio = reference && r.requestsPerSecond != null ? r.requestsPerSecond / reference : null;
    if (r.key === 'category' && r.ratio != null) r.target = { text: `cold SSR ≥ ${SSR_TARGET}×`, ok: r.ratio >= SSR_TARGET };
  }
  const [first, last] = references.map((r) => r.requestsPerSecond);
  return { rows: results, referenceRequestsPerSecond: Math.round(reference), referenceDrift: first && last ? (last - first) / first : null };
}

/** Sequential renders: wall time per request and the workerd process's CPU across the run. */
async function measureRenders(base, targets) {
  const pids = findWorkerdPids();
  const out = [];
  for (const target of targets.filter((t) => (t.key === 'category' || t.key === 'product') && t.status === 200)) {
    const url = new URL(target.path, base).href;
    await timeSequential(url, { count: 5, warmup: 0 });
    const cpuBefore = cpuMs(pids);
    const timing = await timeSequential(url, { count: settings.renderCount, warmup: 0 });
    const cpuAfter = cpuMs(pids);
    const cpuPerRequest = cpuBefore == null || cpuAfter == null ? null : (cpuAfter - cpuBefore) / settings.renderCount;
    out.push({ label: target.label, path: target.path, ...timing, workerdCpuMsPerRequest: cpuPerRequest == null ? null : Number(cpuPerRequest.toFixed(1)) });
  }
  return out;
}

async function pagePhase({ miniflare, scriptPath, tmp, seedFile, bundles }) {
  const logs = workerLog();
  return withWorker({ miniflare, scriptPath, persistDir: join(tmp, 'shop'), d1Id: 'bench-shop', onLog: logs.onLog }, async ({ url, db }) => {
    log('loading migrations and the demo seed into D1');
    await loadDatabase(db, seedFile);
    const targets = await pickPages(db, bundles);
    await checkTargets(url, targets);
    const load = await measureThroughput(url, targets);
    log('sequential renders');
    const render = await measureRenders(url, targets);
    return { load, render, workerLogs: { counts: logs.counts, samples: logs.samples } };
  });
}

async function searchPhase({ miniflare, scriptPath, tmp, seedFile }) {
  return withWorker({ miniflare, scriptPath, persistDir: join(tmp, 'search'), d1Id: 'bench-search', onLog: () => {} }, async ({ mf, db }) => {
    log(`loading the ${settings.searchProducts}-product catalog into a separate D1`);
    await loadDatabase(db, seedFile);
    const counted = await queryOne(db, "SELECT COUNT(*) AS n FROM products WHERE store = 'default' AND visibility = 4");
    const category = await queryOne(
      db,
      "SELECT id, name, product_count FROM categories WHERE store = 'default' AND is_active = 1 ORDER BY product_count DESC, id LIMIT 1",
    );
    log(`search: ${settings.searchCount} sequential category listings`);
    const listing = await timeSearch(mf, categoryListingQuery(category.id), { count: settings.searchCount });
    const fullText = await timeSearch(mf, fullTextQuery('doppelstab'), { count: settings.searchCount });
    return {
      catalog: { products: counted.n, description: `category ${category.id} "${category.name}" (${category.product_count} products), facets hoehe/color/price` },
      listing,
      fullText,
    };
  });
}

const formatDrift = (drift) => (drift == null ? 'n/a' : `${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(0)} %`);

async function main() {
  const loadAtStart = loadavg();
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 22) throw new Error(`Node ${process.versions.node}: run through npm (npm run bench) so Node 22 from node_modules/.bin is used`);
  const tmp = makeTempDir('zaunshop-bench-');

  log('building the client (vite build)');
  const client = await buildClient();
  log('bundling the worker (wrangler deploy --dry-run)');
  const scriptPath = await bundleWorker(join(tmp, 'worker'));
  const bundles = initialAssets(client.distDir, client.manifest);

  log('generating the demo seed and the big search catalog');
  const [shopSeed, searchSeed] = await Promise.all([
    generateSeed(join(tmp, 'shop.sql')),
    generateSeed(join(tmp, 'search.sql'), { products: settings.searchProducts, stores: ['default'] }),
  ]);

  const miniflare = await loadMiniflare();
  log(`miniflare ${miniflare.version} (${miniflare.via})`);
  const pages = await pagePhase({ miniflare, scriptPath, tmp, seedFile: shopSeed, bundles });
  const search = await searchPhase({ miniflare, scriptPath, tmp, seedFile: searchSeed });

  const results = {
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.versions.node,
      miniflare: miniflare.version,
      miniflareVia: miniflare.via,
      cpus: cpus().length,
      workerBundleBytes: statSync(scriptPath).size,
      seed: 'seed/generate.ts (demo shop)',
    },
    settings,
    reference: '/manifest.webmanifest',
    load: pages.load.rows,
    referenceRequestsPerSecond: pages.load.referenceRequestsPerSecond,
    notes: [
      'no HTML cache exists yet: every page row is uncached SSR; "cached anonymous HTML ≥ 0.8×" cannot be measured yet',
      `ratios are against the mean of the two reference runs (${pages.load.referenceRequestsPerSecond} req/s); ` +
        `they drifted ${formatDrift(pages.load.referenceDrift)} between first and last, a measure of outside load`,
      `load average at start ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} on ${cpus().length} CPUs (a busy machine lowers absolute numbers)`,
    ],
    bundles,
    render: pages.render,
    search,
    workerLogs: pages.workerLogs,
  };
  results.jsonPath = writeJson(results);
  process.stdout.write(formatReport(results) + '\n');
}

async function shutdown() {
  await Promise.allSettled([...running].map((mf) => mf.dispose()));
  running.clear();
  cleanupProcessesAndDirs();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => shutdown().finally(() => process.exit(130)));
}
const watchdog = setTimeout(() => {
  log(`gave up after ${WATCHDOG_MS / 60_000} minutes`);
  shutdown().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();

main()
  .then(shutdown)
  .catch(async (error) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
    await shutdown();
    process.exitCode = 1;
  });
