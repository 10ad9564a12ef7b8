// Imports vue-storefront-api index dumps (elasticdump JSON lines, JSON arrays or pretty-printed
// hits) into the catalog tables of D1 for one store:
//
//   npm run import:vsf -- <dir> [--store default|de|at] [--persist-to <wrangler state dir>]
//   npm run import:vsf -- <dir> --remote          (the deployed database; asks wrangler to log in)
//   npm run import:vsf -- <dir> --sql-out x.sql   (write the SQL only, execute nothing)
//   npm run import:vsf -- <dir> --replace         (empty the store's catalog first)
//
// <dir> holds catalog_category.json, catalog_cms_page.json, catalog_cms_block.json,
// catalog_attribute.json, catalog_taxrule.json, catalog_product.json and/or product-data-format.json.
// Safe to repeat: rows are upserted and what was derived from a re-imported product is rebuilt.
// An import adds and updates; entities missing from the dumps stay as they are. With --replace the
// store's catalog (products, categories, CMS, attributes, tax rules, banners, URLs) is emptied
// first, so the dump becomes the store's whole catalog (a Vue Storefront shop moving over).
// A malformed entry is reported as file:line and skipped; the exit code stays 0 unless nothing
// could be imported or wrangler failed. The conversion itself lives in scripts/import/.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStoreCode, type StoreCode } from '../shared/stores.ts';
import { entityOfFile, planImport, type ImportPlan } from './import/plan.ts';
import { FACET_ATTRIBUTES } from '../worker/catalog/product-search.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface CliOptions {
  dir: string;
  store: StoreCode;
  persistTo?: string;
  remote: boolean;
  sqlOut?: string;
  replace: boolean;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  let dir: string | undefined;
  const options: Omit<CliOptions, 'dir'> = { store: 'default', remote: false, replace: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--store') {
      const store = value();
      if (!isStoreCode(store)) throw new Error(`unknown store "${store}" (default, de or at)`);
      options.store = store;
    } else if (arg === '--persist-to') options.persistTo = resolve(value());
    else if (arg === '--remote') options.remote = true;
    else if (arg === '--replace') options.replace = true;
    else if (arg === '--sql-out') options.sqlOut = resolve(value());
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (dir === undefined) dir = resolve(arg);
    else throw new Error(`only one dump directory, got ${dir} and ${arg}`);
  }
  if (dir === undefined)
    throw new Error('which directory? npm run import:vsf -- <dir> [--store at] [--persist-to <dir>]');
  if (options.remote && options.persistTo) throw new Error('--remote and --persist-to exclude each other');
  return { dir, ...options };
}

/** The dump files of a directory (or one file) in a stable order, and the names passed over. */
export function dumpFiles(path: string): { files: Array<{ name: string; text: string }>; ignored: string[] } {
  const paths = statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .map((n) => join(path, n))
    : [path];
  const files: Array<{ name: string; text: string }> = [];
  const ignored: string[] = [];
  for (const p of paths) {
    const name = basename(p);
    if (statSync(p).isFile() && entityOfFile(name)) files.push({ name, text: readFileSync(p, 'utf8') });
    else ignored.push(name);
  }
  return { files, ignored };
}

export function formatReport(plan: ImportPlan, store: string): string {
  const lines = plan.files.map(
    (f) => `read ${f.name}: ${f.entries} ${f.entity} ${f.entries === 1 ? 'entry' : 'entries'} (${f.format})`,
  );
  for (const issue of plan.issues) lines.push(`${issue.file}${issue.line ? `:${issue.line}` : ''}: ${issue.message}`);
  const width = Math.max(...Object.keys(plan.counts).map((k) => k.length));
  lines.push(
    `rows for store '${store}':`,
    ...Object.entries(plan.counts).map(([k, n]) => `  ${k.padEnd(width)}  ${n}`),
  );
  if (plan.issues.length)
    lines.push(`${plan.issues.length} issue(s) reported above; those entries were skipped or adjusted`);
  return lines.join('\n');
}

function wrangler(args: string[]): void {
  // node_modules/.bin first: wrangler needs the Node 22 installed there, not the system Node.
  const PATH = [join(REPO_ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);
  const env = {
    ...process.env,
    PATH,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: 'true',
  };
  const result = spawnSync('wrangler', args, { cwd: REPO_ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
}

function main(): number {
  const options = parseArgs(process.argv.slice(2));
  const { files, ignored } = dumpFiles(options.dir);
  if (!files.length)
    throw new Error(`no vue-storefront-api dumps in ${options.dir} (catalog_category.json, catalog_product.json, …)`);
  if (ignored.length) console.log(`not a catalog dump, ignored: ${ignored.join(', ')}`);
  const plan = planImport(files, {
    store: options.store,
    now: new Date(),
    codes: FACET_ATTRIBUTES,
    replace: options.replace,
  });
  const sql = `${plan.statements.join('\n')}\n`;
  if (options.sqlOut) {
    writeFileSync(options.sqlOut, sql);
    console.log(`${formatReport(plan, options.store)}\nwrote ${options.sqlOut}; nothing executed`);
    return 0;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'import-vsf-'));
  try {
    const file = join(tmp, 'import.sql');
    writeFileSync(file, sql);
    const target = options.remote
      ? ['--remote']
      : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
    wrangler(['d1', 'execute', 'DB', ...target, '--file', file]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `${formatReport(plan, options.store)}\nimported into ${options.remote ? 'the remote' : 'the local'} D1${options.persistTo ? ` at ${options.persistTo}` : ''}`,
  );
  return Object.values(plan.counts).some((n) => n > 0) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`import:vsf: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
