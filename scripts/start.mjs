// Serves the built shop on http://127.0.0.1:8787 (PORT overrides) with the local D1 and KV.
// API_BASE=<origin> runs the storefront in front of that vue-storefront-api-compatible backend.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '8787';
const child = spawn(
  'wrangler',
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--local',
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG || 'warn',
    // Local development: development keys stand in for the secrets; mail links name this server.
    '--var',
    'ENVIRONMENT:development',
    '--var',
    `SHOP_URL:http://127.0.0.1:${port}`,
    ...(process.env.API_BASE ? ['--var', `API_BASE:${process.env.API_BASE}`] : []),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  },
);
console.log(`Zaunshop: http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
