// Throughput and latency under load (autocannon) and single-request timings, 127.0.0.1 only.
import autocannon from 'autocannon';
import { BENCH_BYPASS_SECRET, percentile, round } from './util.mjs';

/**
 * What a browser sends for a page; asset requests send the same so both sides pay equal header costs.
 * `identity`: in production Cloudflare's edge compresses outside the worker, while locally workerd
 * would gzip in-process and bill it to the worker, so every measurement asks for plain bodies.
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9',
  'accept-encoding': 'identity',
};

function assertLoopback(url) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load-test ${url}: 127.0.0.1 only`);
}

/** Pages measured cold ask the worker to skip its edge HTML cache (worker/edge/html-cache.ts). */
export const COLD_SSR_HEADERS = { 'x-ssr-cache': 'bypass', 'x-cache-bypass-secret': BENCH_BYPASS_SECRET };

function cannon(url, { connections, durationS, headers = {} }) {
  return autocannon({
    url,
    connections,
    duration: durationS,
    headers: { ...BROWSER_HEADERS, ...headers },
    timeout: 10,
  });
}

/**
 * Requests/s and latency for one URL: a short warm-up first (JIT, isolate start, SQLite page cache),
 * discarded, then the measured run. Non-2xx answers are counted: a page that errors is fast and
 * would flatter the numbers, so the report flags them.
 */
export async function measureLoad(url, { connections = 10, durationS = 5, warmupS = 1, headers = {} } = {}) {
  assertLoopback(url);
  if (warmupS > 0) await cannon(url, { connections, durationS: warmupS, headers });
  const r = await cannon(url, { connections, durationS, headers });
  return {
    requestsPerSecond: round(r.requests.average, 0),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
  };
}

/**
 * Wall time of `count` single sequential requests (body fully read), p50/p95 in ms. With nothing else
 * in flight this is the closest a local run gets to the time one render takes, D1 queries included.
 */
export async function timeSequential(url, { count = 50, headers = {} } = {}) {
  assertLoopback(url);
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { ...BROWSER_HEADERS, ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { count, p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2) };
}
