// Builds what production runs: the Vite client and the worker bundle wrangler would upload.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT, runNode } from './util.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** A package's CLI file, called with our Node rather than through its shebang. */
function cliPath(pkg, bin) {
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

/** The client as `npm run build:client` builds it: the app, then the service worker it registers. */
export async function buildClient() {
  const vite = cliPath('vite', 'bin/vite.js');
  await runNode([vite, 'build', '--logLevel', 'warn'], { label: 'vite build' });
  await runNode([vite, 'build', '--config', 'vite.sw.config.ts', '--logLevel', 'warn'], {
    label: 'vite build (service worker)',
  });
  const manifest = join(ROOT, 'dist/client/.vite/manifest.json');
  if (!existsSync(manifest)) throw new Error(`vite build wrote no manifest at ${manifest}`);
  return { distDir: join(ROOT, 'dist/client'), manifest };
}

/**
 * `wrangler deploy --dry-run --outdir` bundles worker/index.ts exactly as a deploy would (esbuild,
 * nodejs_compat, the Vite manifest inlined) without touching the network. `--env ""` picks the
 * top-level environment and silences the multi-environment warning.
 */
export async function bundleWorker(outDir) {
  await runNode([cliPath('wrangler', 'bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', outDir, '--env', ''], {
    label: 'wrangler deploy --dry-run',
  });
  const main = readdirSync(outDir).find((f) => /\.(m?js)$/.test(f));
  if (!main) throw new Error(`wrangler wrote no worker module to ${outDir}`);
  return join(outDir, main);
}
