import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env.ts';

// The bindings tests see through `env` from cloudflare:test: the worker's own plus the test-only ones.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED_SQL: string;
    }
  }
}
