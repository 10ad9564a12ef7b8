// Turns the measurements into a plain-text table (stdout) and bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './util.mjs';
import { SEARCH_P95_TARGET_MS } from './search.mjs';

const kB = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value == null ? '–' : `${value} ms`);
const verdict = (ok) => (ok == null ? '' : ok ? 'OK' : 'MISSED');

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => String(c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function throughputSection(results) {
  const { load } = results;
  if (!load.length) return 'Requests/s: not measured';
  const rows = load.map((t) => [
    t.label,
    t.path,
    kB(t.bytes),
    t.requestsPerSecond ?? `HTTP ${t.status}, not load-tested`,
    t.referenceRequestsPerSecond ?? '',
    t.ratio == null ? '–' : `${t.ratio.toFixed(2)}×`,
    ms(t.latencyP50Ms),
    ms(t.latencyP99Ms),
    t.requestsPerSecond == null ? '' : t.non2xx || t.errors ? `${t.non2xx} non-2xx, ${t.errors} errors` : 'all 2xx',
    t.target ? `${t.target.text}: ${verdict(t.target.ok)}` : '',
  ]);
  return [
    `Throughput (autocannon, ${results.settings.connections} connections, ${results.settings.durationS} s after ${results.settings.warmupS} s warm-up; ratio vs the static reference runs just before and after)`,
    table(['what', 'path', 'body', 'req/s', 'reference', 'ratio', 'p50', 'p99', 'answers', 'target'], rows),
  ].join('\n');
}

function bundleSection(bundles) {
  const rows = Object.entries(bundles.pages).map(([page, b]) =>
    b.missing
      ? [page, b.missing, '', '', '', '']
      : [
          page,
          kB(b.jsGzipBytes),
          String(b.jsFiles.length),
          kB(b.cssGzipBytes),
          b.withinBudget ? 'OK' : 'OVER',
          b.firstIslandGzipBytes == null ? 'whole app' : kB(b.firstIslandGzipBytes),
        ],
  );
  return [
    `Initial JS per page type (gzip -9, loaded before the shopper does anything, static imports included; budget ${kB(bundles.budgetBytes)})`,
    table(['page', 'JS gzip', 'files', 'CSS gzip', 'budget', 'with first island (React)'], rows),
  ].join('\n');
}

function renderSection(render) {
  if (!render) return 'SSR renders: not measured';
  const rows = render.map((r) => {
    const cpu = r.workerdCpuMsPerRequest;
    return [r.label, r.path, ms(r.p50Ms), ms(r.p95Ms), ms(cpu), `≤ 10 ms: ${verdict(cpu == null ? null : cpu <= 10)}`];
  });
  return [
    'Per SSR render (sequential single requests; wall time includes D1; CPU = whole workerd process incl. SQLite, an upper bound)',
    table(['page', 'path', 'wall p50', 'wall p95', 'workerd CPU/req', 'target'], rows),
  ].join('\n');
}

function d1Section(d1Rounds) {
  if (!d1Rounds) return 'D1 queries per cold render: not measured';
  const rows = d1Rounds.map((r) => [
    r.label,
    r.path,
    r.queries ?? 'not reported',
    r.rounds ?? 'not reported',
    r.target ? `${r.target.text}: ${verdict(r.target.ok)}` : '',
  ]);
  return [
    'D1 queries of one cold render (HTML cache bypassed, isolate warm; rounds = queries that ran one after another)',
    table(['page', 'path', 'queries', 'rounds', 'target'], rows),
  ].join('\n');
}

function coldRatioLine(results) {
  const row = results.load.find((t) => t.key === 'category');
  if (!row || row.ratio == null) return null;
  return `Cold SSR of the category: ${row.requestsPerSecond} req/s = ${row.ratio.toFixed(2)}× the static asset (${row.referenceRequestsPerSecond} req/s around it)${row.target ? `, ${row.target.text}: ${verdict(row.target.ok)}` : ''}`;
}

function searchSection(search) {
  if (!search) return 'Catalog search: not measured';
  const row = (label, s) =>
    s.available
      ? [
          label,
          String(s.count),
          String(s.hitsTotal ?? '–'),
          ms(s.p50Ms),
          ms(s.p95Ms),
          ms(s.serverTookP95Ms),
          `took p95 ≤ ${SEARCH_P95_TARGET_MS} ms: ${verdict(s.withinTarget)}`,
        ]
      : [label, 'not available', `HTTP ${s.status}`, '', '', '', s.message ?? ''];
  return [
    `Catalog search (${search.catalog.products} visible products in a separate D1; ${search.catalog.description}; sequential POSTs via dispatchFetch)`,
    table(
      ['query', 'n', 'hits', 'p50', 'p95', 'server took p95', 'target'],
      [
        ...(search.listingUncached ? [row('category listing + 3 facets, uncached', search.listingUncached)] : []),
        row('category listing + 3 facets', search.listing),
        ...(search.fullTextUncached ? [row('full text, uncached', search.fullTextUncached)] : []),
        row('full text', search.fullText),
      ],
    ),
  ].join('\n');
}

const LIGHTHOUSE_COLUMNS = [
  ['performance', (v) => String(v)],
  ['accessibility', (v) => String(v)],
  ['tbtMs', (v) => `${v} ms`],
  ['lcpMs', (v) => `${(v / 1000).toFixed(2)} s`],
  ['cls', (v) => v.toFixed(3)],
  ['jsBytes', kB],
];

function lighthouseSection(lighthouse, targets) {
  if (!lighthouse) return ['Lighthouse: not measured'];
  const cell = (page, key, format) => {
    const value = page.medians[key];
    if (value == null) return '–';
    return `${format(value)} ${page.targets[key] ? 'OK' : 'MISSED'}`;
  };
  const rows = lighthouse.pages.map((page) => [
    page.label,
    page.path,
    `${page.runs.filter((r) => !r.error).length}/${page.runs.length}`,
    ...LIGHTHOUSE_COLUMNS.map(([key, format]) => cell(page, key, format)),
  ]);
  const load = lighthouse.loadAverage;
  const notes = [
    `  targets: ${targets.map((t) => `${t.label} ${t.text}`).join(', ')}`,
    `  note: load average ${load.before.map((n) => n.toFixed(2)).join(' ')} before, ${load.after.map((n) => n.toFixed(2)).join(' ')} after the audits; Lighthouse benchmarkIndex (median) ${lighthouse.pages.map((p) => p.medians.benchmarkIndex ?? '–').join(' / ')}`,
    `  note: JS until idle = transfer size of every script the page fetched before the network went quiet (the worker gzips; ${lighthouse.pages.map((p) => p.medians.jsFiles ?? '–').join(' / ')} files); the service worker's precache is not seen by Lighthouse`,
  ];
  const busy = lighthouse.pages.flatMap((p) =>
    p.runs.filter((r) => r.retriedAfter?.startsWith('benchmarkIndex')).map((r) => `${p.key} (${r.retriedAfter})`),
  );
  if (busy.length)
    notes.push(
      `  note: audited once more because the machine was busy (benchmarkIndex under 75 % of the run's median): ${busy.join(', ')}`,
    );
  notes.push(
    `  note: blocking time by source (long tasks after the first paint, median ms: the shop's scripts / the document's parsing and layout / the browser's own): ${lighthouse.pages.map((p) => `${p.key} ${['scriptBlockingMs', 'documentBlockingMs', 'otherBlockingMs'].map((k) => p.medians[k] ?? '–').join(' / ')}`).join(', ')}`,
  );
  if (lighthouse.cartShown === false)
    notes.push('  WARNING: the checkout showed no cart line; its audits measure an empty cart');
  for (const page of lighthouse.pages) {
    for (const run of page.runs.filter((r) => r.error)) notes.push(`  ${page.label}: a run failed: ${run.error}`);
    if (page.targets.cls === false && page.shifted.length)
      notes.push(`  ${page.label}: shifted: ${page.shifted.join(', ')}`);
    if (page.failedAccessibilityAudits.length)
      notes.push(`  ${page.label}: failed accessibility audits: ${page.failedAccessibilityAudits.join(', ')}`);
  }
  return [
    `Lighthouse ${lighthouse.version ?? ''} mobile, simulated throttling: median of ${lighthouse.runs} runs per page`,
    table(['page', 'path', 'runs', 'performance', 'accessibility', 'TBT', 'LCP', 'CLS', 'JS until idle'], rows),
    ...notes,
  ];
}

/** Errors the worker logged during the page runs: a failing loader would otherwise look fast. */
function workerLogSection(logs) {
  const errors = (logs?.counts.error ?? 0) + (logs?.counts.warn ?? 0);
  if (!errors) return [];
  return [
    `Worker logged ${logs.counts.error ?? 0} errors and ${logs.counts.warn ?? 0} warnings during the page runs, e.g.:`,
    ...logs.samples.map((s) => `  ${s}`),
    '',
  ];
}

export function formatReport(results) {
  const env = results.environment;
  return [
    `Zaunshop benchmark — ${results.finishedAt}`,
    `node ${env.node}, miniflare ${env.miniflare} (${env.miniflareVia}), ${env.cpus} CPUs, built worker bundle ${kB(env.workerBundleBytes)}`,
    `pages: ${env.seed}`,
    '',
    throughputSection(results),
    ...results.notes.map((n) => `  note: ${n}`),
    ...[coldRatioLine(results)].filter(Boolean),
    '',
    bundleSection(results.bundles),
    '',
    renderSection(results.render),
    '',
    d1Section(results.d1Rounds),
    '',
    searchSection(results.search),
    '',
    ...lighthouseSection(results.lighthouse, results.lighthouseTargets ?? []),
    '',
    ...workerLogSection(results.workerLogs),
    `JSON: ${results.jsonPath}`,
  ].join('\n');
}

export function writeJson(results) {
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
