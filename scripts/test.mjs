// The whole suite: lints, builds what the tests need, runs every vitest project, and ends with the
// closing line CI reads: "N passed, N failed". Extra arguments go to vitest (e.g. --project unit).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env });

for (const [cmd, args] of [
  ['npm', ['run', '--silent', 'lint']],
  ['npm', ['run', '--silent', 'build']],
  ['npm', ['run', '--silent', 'typecheck']],
]) {
  const step = run(cmd, args);
  if (step.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const vitest = run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests ?? 0;
  failed = result.numFailedTests ?? 0;
  // A test file that failed to load has no failed tests of its own: count the file instead.
  if (failed === 0 && vitest.status !== 0) failed = Math.max(1, result.numFailedTestSuites ?? 0);
} catch {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
