// Runs the built worker in workerd through Miniflare's programmatic API: real local D1 and KV,
// static assets served by the same instance through the assets router, no `wrangler dev` proxy.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_BYPASS_SECRET, ROOT } from './util.mjs';

const rootRequire = createRequire(join(ROOT, 'package.json'));
const wranglerDir = dirname(rootRequire.resolve('wrangler/package.json'));

/**
 * Prefers the Miniflare wrangler itself depends on (the one `wrangler dev` would run, possibly a
 * 5.x beta nested under wrangler), falling back to the project's top-level miniflare.
 */
export async function loadMiniflare() {
  for (const from of [join(wranglerDir, 'package.json'), join(ROOT, 'package.json')]) {
    try {
      const require = createRequire(from);
      const { version } = JSON.parse(readFileSync(require.resolve('miniflare/package.json'), 'utf8'));
      const module = await import(pathToFileURL(require.resolve('miniflare')).href);
      return { module, version, via: from.startsWith(wranglerDir) ? 'wrangler' : 'top-level' };
    } catch {
      // try the next location
    }
  }
  throw new Error('miniflare is not installed (neither under wrangler nor at the top level)');
}

let wrangler;
async function loadWrangler() {
  process.env.WRANGLER_LOG ??= 'error'; // keep wrangler's notices (e.g. ".dev.vars") out of the report
  wrangler ??= await import(pathToFileURL(rootRequire.resolve('wrangler')).href);
  return wrangler;
}

/** wrangler's own SQL splitter (the one `wrangler d1 execute` uses): strings, comments and triggers aware. */
export async function splitSql(sql) {
  return (await loadWrangler()).unstable_splitSqlQuery(sql);
}

/** A fresh random secret per bench run, standing in for the ones `wrangler secret put` sets. */
const benchSecret = () => randomBytes(32).toString('base64url');

/**
 * Worker options (compatibility date and flags, vars, KV, D1, assets config) read from wrangler.toml by
 * wrangler itself, so the bench follows the config instead of duplicating it. Production has no
 * .dev.vars, so DEBUG_ERRORS and ENVIRONMENT (development only) are dropped, and the secrets,
 * SHOP_URL and bank account a deployed shop must have are set (the worker refuses to serve without them). Module rules
 * are dropped too: the bundle is one self-contained module, and Miniflare 5 refuses to convert them.
 */
async function workerOptionsFromConfig() {
  const { workerOptions } = (await loadWrangler()).unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'), '');
  const { modulesRules, ...options } = workerOptions;
  const bindings = {
    ...options.bindings,
    AUTH_SECRET: benchSecret(),
    ADMIN_SECRET: benchSecret(),
    RENDER_LIST_SECRET: benchSecret(),
    SHOP_URL: 'https://bench.zaunshop.example',
    // The prepayment account a deployed shop must name (a valid documentation IBAN).
    BANK_ACCOUNT_HOLDER: 'Zaunshop Bench GmbH',
    BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_BIC: 'COBADEFFXXX',
  };
  delete bindings.DEBUG_ERRORS;
  delete bindings.ENVIRONMENT;
  // Only a request carrying this run's secret may skip the caches (the cold and uncached rows).
  bindings.CACHE_BYPASS_SECRET = BENCH_BYPASS_SECRET;
  return { ...options, bindings };
}

/**
 * Starts one workerd instance on 127.0.0.1 (random port) serving `scriptPath` with D1 database `d1Id`,
 * persisted under `persistDir`. Worker console output goes to `onLog` so it does not flood the report.
 */
export async function startWorker({ miniflare, scriptPath, persistDir, d1Id, onLog }) {
  const base = await workerOptionsFromConfig();
  const major = Number(miniflare.version.split('.')[0]);
  const options = {
    host: '127.0.0.1',
    port: 0,
    // Miniflare 5 persists every resource under one root; Miniflare 4 calls the same thing defaultPersistRoot.
    ...(major >= 5 ? { resourcePersistencePath: persistDir } : { defaultPersistRoot: persistDir }),
    handleStructuredLogs: (entry) => onLog?.(entry.level, entry.message),
    workers: [
      {
        ...base,
        name: 'zaunshop-bench',
        modules: true,
        scriptPath,
        // Module names are relative to modulesRoot; the bundle lives outside the project root.
        modulesRoot: dirname(scriptPath),
        d1Databases: { DB: { id: d1Id } },
      },
    ],
  };
  const { Miniflare, convertV4MiniflareOptions } = miniflare.module;
  // Miniflare 5 takes a new option shape; it ships a converter from the long-standing (v4) one.
  const mf = new Miniflare(convertV4MiniflareOptions ? convertV4MiniflareOptions(options) : options);
  const url = await mf.ready;
  return { mf, url, db: await mf.getD1Database('DB') };
}
