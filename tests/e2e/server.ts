import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function wrangler(args: string[]): void {
  const result = spawnSync('wrangler', args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

export interface ShopServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The built shop under `wrangler dev` on 127.0.0.1, with its own freshly migrated and seeded
 * local D1 so e2e runs never depend on (or disturb) the developer's `npm start` data.
 */
export async function startShop(): Promise<ShopServer> {
  const state = mkdtempSync(join(tmpdir(), 'zaunshop-e2e-'));
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', 'seed/out/seed.sql']);
  const port = await freePort();
  const child: ChildProcess = spawn(
    'wrangler',
    ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'error'],
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(origin + '/robots.txt');
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`wrangler dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
      rmSync(state, { recursive: true, force: true });
    },
  };
}
