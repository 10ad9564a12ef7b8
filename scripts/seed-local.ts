// Seeds the local D1 with the demo shop when it has no products yet (idempotent: the seed
// replaces the rows of its stores, so SEED_FORCE=1 re-seeds without duplicating anything).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const wrangler = (...args: string[]) =>
  execFileSync('wrangler', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

if (!existsSync('seed/out/seed.sql')) execFileSync('npm', ['run', '--silent', 'seed:gen'], { stdio: 'inherit', env });

const out = wrangler(
  'd1',
  'execute',
  'DB',
  '--local',
  '--json',
  '--command',
  "SELECT COUNT(*) AS n FROM products WHERE store = 'default'",
);
const count = Number(JSON.parse(out)[0]?.results?.[0]?.n ?? 0);
if (count > 0 && !process.env.SEED_FORCE) {
  console.log(`Local D1 already holds ${count} products; set SEED_FORCE=1 to re-seed.`);
} else {
  wrangler('d1', 'execute', 'DB', '--local', '--file', 'seed/out/seed.sql');
  console.log('Seeded the local D1 with the demo fence shop.');
}
