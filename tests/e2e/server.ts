import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function wrangler(args: string[]): string {
  const result = spawnSync('wrangler', args, { env: wranglerEnv, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Rows a SELECT finds in the local D1 at `state` (tests read what the shop wrote, as the owner would). */
export function queryD1<T>(state: string, sql: string): T[] {
  const out = wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql]);
  return JSON.parse(out)[0].results as T[];
}

/** A text as an SQL string literal. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export interface ShopServer {
  origin: string;
  stop: () => Promise<void>;
  /** The local D1 state directory the server runs on (tests read rows with `wrangler d1 execute`). */
  state: string;
}

/** A fresh local D1 state directory with the migrations applied (and nothing else). */
export function migratedState(prefix = 'zaunshop-e2e-'): string {
  const state = mkdtempSync(join(tmpdir(), prefix));
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  return state;
}

/**
 * The built shop under `wrangler dev` on 127.0.0.1 over the local D1 in `state`. Ports (the
 * inspector's too) are picked free, so several servers can run side by side (e2e and compat).
 * `stop` ends the server and, with `removeState`, deletes the state directory.
 */
export async function serveState(
  state: string,
  options: { removeState?: boolean; vars?: Record<string, string> } = {},
): Promise<ShopServer> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const child: ChildProcess = spawn(
    'wrangler',
    [
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      // Local development: development keys stand in for the secrets; mail links name this server.
      '--var',
      'ENVIRONMENT:development',
      '--var',
      `SHOP_URL:http://127.0.0.1:${port}`,
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
    if (options.removeState) rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${origin}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { origin, stop, state };
}

/**
 * The built shop under `wrangler dev` on 127.0.0.1, with its own freshly migrated and seeded
 * local D1 so e2e runs never depend on (or disturb) the developer's `npm start` data.
 */
export async function startShop(): Promise<ShopServer> {
  const state = migratedState();
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'seed/out/seed.sql']);
  return serveState(state, { removeState: true });
}
