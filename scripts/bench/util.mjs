// Small helpers shared by the benchmark modules: paths, child processes, statistics, temp dirs.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Wrangler and Miniflare must never phone home, also when we import them in-process. */
/** This run's cache-bypass secret: the worker under test honours `x-*-cache: bypass` only with it. */
export const BENCH_BYPASS_SECRET = randomUUID();

export const QUIET_ENV = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
Object.assign(process.env, QUIET_ENV);

const children = new Set();
const tempDirs = new Set();

/**
 * Runs Node with `nodeArgs` (a CLI's JS file and its arguments) with the same Node binary as the bench, so Node 22 from
 * node_modules/.bin is used even for tools whose shebang would pick the system Node 20.
 * Resolves with the combined output; rejects with its tail when the tool fails or overruns.
 */
export function runNode(nodeArgs, { timeoutMs = 180_000, label = nodeArgs[0] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${output.split('\n').slice(-25).join('\n')}`),
        );
    });
  });
}

/** A child started by a library (e.g. the browser Lighthouse drives), killed with ours on any exit path. */
export function trackChild(child) {
  if (!child) return;
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Kills children we started (by their handle, never by name) and removes our temp dirs. */
export function cleanupProcessesAndDirs() {
  for (const child of children) child.kill('SIGTERM');
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Nearest-rank percentile of numbers (ms); null for an empty list. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));

export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}
