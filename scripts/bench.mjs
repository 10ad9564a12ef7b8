// `npm run bench`: the performance report against the shop's speed and size targets.
//
// Builds the client (vite) and the worker bundle (wrangler deploy --dry-run), runs the BUILT worker in
// workerd under Miniflare's programmatic API (local D1 + KV, assets served by the same instance, no
// `wrangler dev` proxy) and measures, on 127.0.0.1 only:
//   - requests/s and p50/p99 latency (autocannon) of a static asset, home, a category and a product
//     page, with each page's ratio to the static asset;
//   - initial JS (and CSS) per page type, gzip, against the 90 kB budget;
//   - wall time and workerd CPU of single sequential SSR renders, and the D1 queries of one cold
//     render (how many, and how many of them one after another);
//   - catalog search p50/p95 on a generated 10,000-product catalog in a separate D1;
//   - Lighthouse (mobile, simulated throttling) medians on home, a category, a product, search
//     results and the checkout with one cart line: performance, accessibility, TBT, LCP, CLS and the
//     JS fetched until the network is idle.
// Prints a table and writes bench-results/latest.json. A missed target is reported, never an error:
// the exit code is non-zero only when something crashed.
//
// Knobs (environment): BENCH_DURATION seconds per load run (5), BENCH_CONNECTIONS (10),
// BENCH_SEARCH_PRODUCTS catalog size for the search run (10000), BENCH_SEARCH_COUNT searches (200),
// BENCH_LIGHTHOUSE_RUNS audits per page (3), BENCH_LIGHTHOUSE_REPORTS a folder that keeps every full
// Lighthouse report and its trace, BENCH_LIGHTHOUSE_PAGES=home,product the pages to audit, BENCH_ONLY=pages, search or lighthouse to run one phase.
import { cpus, loadavg } from 'node:os';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, bundleWorker } from './bench/build.mjs';
import { initialAssets } from './bench/bundle-size.mjs';
import { loadDatabase, queryOne } from './bench/d1-load.mjs';
import { checkTargets, measureD1Rounds, measureRenders, measureThroughput, pickPages } from './bench/pages.mjs';
import { formatReport, writeJson } from './bench/report.mjs';
import { NO_CACHE, categoryListingQuery, fullTextQuery, timeSearch } from './bench/search.mjs';
import { LIGHTHOUSE_TARGETS, measureLighthouse } from './bench/lighthouse.mjs';
import { lighthousePages } from './bench/lighthouse-pages.mjs';
import { generateImages, generateSeed } from './bench/seed.mjs';
import { cleanupProcessesAndDirs, log, makeTempDir } from './bench/util.mjs';
import { loadMiniflare, startWorker } from './bench/worker.mjs';

/** A knob from the environment; bounded so a typo cannot make the run endless or meaningless. */
function knob(name, fallback, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

const PHASES = ['pages', 'search', 'lighthouse'];

function onlyPhase() {
  const only = process.env.BENCH_ONLY || null;
  if (only !== null && !PHASES.includes(only)) throw new Error(`BENCH_ONLY must be one of ${PHASES.join(', ')}`);
  return only;
}

function readSettings() {
  return {
    durationS: knob('BENCH_DURATION', 5, 60),
    warmupS: 1,
    connections: knob('BENCH_CONNECTIONS', 10, 100),
    renderCount: 100,
    searchProducts: knob('BENCH_SEARCH_PRODUCTS', 10_000, 50_000),
    searchCount: knob('BENCH_SEARCH_COUNT', 200, 2_000),
    lighthouseRuns: knob('BENCH_LIGHTHOUSE_RUNS', 3, 9),
    only: onlyPhase(),
  };
}
const runs = (settings, phase) => settings.only === null || settings.only === phase;

// Every step is bounded; this catches anything that still hangs. A Lighthouse audit takes up to
// about 1.5 minutes on a busy machine (five pages per run).
const lighthouseMinutes = () =>
  [null, 'lighthouse'].includes(process.env.BENCH_ONLY || null)
    ? 5 * 1.5 * Math.min(9, Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3))
    : 0;
const WATCHDOG_MS = (15 + lighthouseMinutes()) * 60_000;

const running = new Set(); // Miniflare instances to dispose on any exit path

/** Worker console output is collected, not printed: errors are counted and the first few kept. */
function workerLog() {
  const counts = {};
  const samples = [];
  const onLog = (level, message) => {
    counts[level] = (counts[level] ?? 0) + 1;
    if ((level === 'error' || level === 'warn') && samples.length < 5)
      samples.push(`${level}: ${message.slice(0, 200)}`);
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

/** The demo shop in one worker: throughput and renders (phase pages), then Lighthouse (phase lighthouse). */
async function shopPhase({ miniflare, scriptPath, tmp, seedFile, bundles, settings }) {
  const logs = workerLog();
  return withWorker(
    { miniflare, scriptPath, persistDir: join(tmp, 'shop'), d1Id: 'bench-shop', onLog: logs.onLog },
    async ({ url, db }) => {
      log('loading migrations and the demo seed into D1');
      await loadDatabase(db, seedFile);
      const visible = await queryOne(
        db,
        "SELECT COUNT(*) AS n FROM products WHERE store = 'default' AND visibility = 4",
      );
      let load = null;
      let render = null;
      let d1Rounds = null;
      if (runs(settings, 'pages')) {
        const targets = await pickPages(db, bundles);
        await checkTargets(url, targets);
        load = await measureThroughput(url, targets, settings);
        log('sequential renders');
        render = await measureRenders(url, targets, settings);
        log('D1 queries of one cold render per page');
        d1Rounds = await measureD1Rounds(url, targets);
      }
      let lighthouse = null;
      if (runs(settings, 'lighthouse')) {
        const loadBefore = loadavg();
        lighthouse = await measureLighthouse(url, db, await lighthousePages(db), settings.lighthouseRuns);
        lighthouse.loadAverage = { before: loadBefore, after: loadavg() };
      }
      return {
        visibleProducts: visible.n,
        load,
        render,
        d1Rounds,
        lighthouse,
        workerLogs: { counts: logs.counts, samples: logs.samples },
      };
    },
  );
}

async function searchPhase({ miniflare, scriptPath, tmp, seedFile, settings }) {
  return withWorker(
    { miniflare, scriptPath, persistDir: join(tmp, 'search'), d1Id: 'bench-search', onLog: () => {} },
    async ({ mf, db }) => {
      log(`loading the ${settings.searchProducts}-product catalog into a separate D1`);
      await loadDatabase(db, seedFile);
      const counted = await queryOne(
        db,
        "SELECT COUNT(*) AS n FROM products WHERE store = 'default' AND visibility = 4",
      );
      const category = await queryOne(
        db,
        "SELECT id, name, product_count FROM categories WHERE store = 'default' AND is_active = 1 ORDER BY product_count DESC, id LIMIT 1",
      );
      if (!category) throw new Error('the search catalog has no category');
      const count = settings.searchCount;
      // Uncached first (every answer computed afresh), then the same searches read through isolate memory and KV.
      log(`search: ${count} sequential category listings and full-text searches, uncached and cached`);
      const listingUncached = await timeSearch(mf, categoryListingQuery(category.id), { count, headers: NO_CACHE });
      const fullTextUncached = await timeSearch(mf, fullTextQuery('doppelstab'), { count, headers: NO_CACHE });
      const listing = await timeSearch(mf, categoryListingQuery(category.id), { count });
      const fullText = await timeSearch(mf, fullTextQuery('doppelstab'), { count });
      return {
        listingUncached,
        fullTextUncached,
        catalog: {
          products: counted.n,
          description: `category ${category.id} "${category.name}" (${category.product_count} products), facets hoehe/color/price`,
        },
        listing,
        fullText,
      };
    },
  );
}

const formatDrift = (drift) => (drift == null ? 'n/a' : `${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(0)} %`);

async function main() {
  const loadAtStart = loadavg();
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 22)
    throw new Error(
      `Node ${process.versions.node}: run through npm (npm run bench) so Node 22 from node_modules/.bin is used`,
    );
  const settings = readSettings();
  const tmp = makeTempDir('zaunshop-bench-');

  if (runs(settings, 'lighthouse')) {
    log('writing the catalog images and their raster copies (as npm run build does)');
    await generateImages(join(tmp, 'images.sql'));
  }
  log('building the client and its service worker (vite build)');
  const client = await buildClient();
  log('bundling the worker (wrangler deploy --dry-run)');
  const scriptPath = await bundleWorker(join(tmp, 'worker'));
  const bundles = initialAssets(client.distDir, client.manifest);

  log('generating the demo seed and the big search catalog');
  const [shopSeed, searchSeed] = await Promise.all([
    settings.only === 'search' ? null : generateSeed(join(tmp, 'shop.sql')),
    runs(settings, 'search')
      ? generateSeed(join(tmp, 'search.sql'), { products: settings.searchProducts, stores: ['default'] })
      : null,
  ]);

  const miniflare = await loadMiniflare();
  log(`miniflare ${miniflare.version} (${miniflare.via})`);
  const pages =
    settings.only === 'search'
      ? null
      : await shopPhase({ miniflare, scriptPath, tmp, seedFile: shopSeed, bundles, settings });
  const search = runs(settings, 'search')
    ? await searchPhase({ miniflare, scriptPath, tmp, seedFile: searchSeed, settings })
    : null;

  const results = {
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.versions.node,
      miniflare: miniflare.version,
      miniflareVia: miniflare.via,
      cpus: cpus().length,
      workerBundleBytes: statSync(scriptPath).size,
      seed: pages
        ? `the demo shop of seed/generate.ts (${pages.visibleProducts} visible products in store default)`
        : 'pages not measured',
    },
    settings,
    reference: '/manifest.webmanifest',
    load: pages?.load?.rows ?? [],
    referenceRequestsPerSecond: pages?.load?.referenceRequestsPerSecond ?? null,
    notes: [
      'cold SSR rows send x-ssr-cache: bypass; "cached HTML" rows are served by the edge HTML cache (isolate memory, then the Cache API)',
      ...(pages?.load
        ? [
            `each ratio is against the mean of the reference runs just before and after its row; the reference ran ` +
              `${pages.load.referenceRuns.join(' / ')} req/s (drift ${formatDrift(pages.load.referenceDrift)} first to last, a measure of outside load)`,
          ]
        : []),
      'uncached search rows send x-search-cache: bypass: every answer is computed (the listing index and the text corpus in isolate memory) and its 50 documents read from D1; the others read page ids, totals, facets and documents from isolate memory, then KV',
      `load average at start ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} on ${cpus().length} CPUs (a busy machine lowers absolute numbers)`,
    ],
    bundles,
    render: pages?.render ?? null,
    d1Rounds: pages?.d1Rounds ?? null,
    search,
    lighthouse: pages?.lighthouse ?? null,
    lighthouseTargets: LIGHTHOUSE_TARGETS.map(({ key, label, text }) => ({ key, label, text })),
    workerLogs: pages?.workerLogs ?? null,
  };
  results.jsonPath = writeJson(results);
  process.stdout.write(`${formatReport(results)}\n`);
}

async function shutdown() {
  await Promise.allSettled([...running].map((mf) => mf.dispose()));
  running.clear();
  cleanupProcessesAndDirs();
}

// Miniflare's own signal handler stops workerd and ends the process right after ours runs, so the
// synchronous part (temp dirs, our children) goes first.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanupProcessesAndDirs();
    shutdown().finally(() => process.exit(130));
  });
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
