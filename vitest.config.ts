import { readFile } from 'node:fs/promises';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

/**
 * Test projects: `unit` (pure modules in Node), `worker` (the real worker inside workerd with D1
 * migrated and seeded), `e2e` (Debian Chromium against `wrangler dev`), `compat` (../shared fixtures).
 * `npm test` runs all four through scripts/test.mjs, which prints the closing `N passed, N failed`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'client/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The tests are local development: development keys stand in for the secrets, and mail
              // links go to the origin the tests request (tests/integration/helpers.ts ORIGIN).
              bindings: {
                ENVIRONMENT: 'development',
                SHOP_URL: 'http://shop.test',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_SEED_SQL: await readFile('./seed/out/seed.sql', 'utf8'),
                CACHE_BYPASS_SECRET: 'test-cache-bypass-secret',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/integration/**/*.test.ts', 'worker/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          setupFiles: ['./tests/integration/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A poll waits for what a shopper would see happen; on a loaded 2-core CI machine the
          // default second is too short for a debounce plus a service-worker round trip.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'compat',
          environment: 'node',
          include: ['tests/compat/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
