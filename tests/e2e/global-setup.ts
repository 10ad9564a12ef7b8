import type { TestProject } from 'vitest/node';
import { startShop } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    /** The shop's local D1 state directory (see server.ts `ShopServer.state`). */
    state: string;
  }
}

/** One shop server for all e2e files; its address reaches tests through inject('origin'). */
export default async function setup(project: TestProject) {
  const shop = await startShop();
  project.provide('origin', shop.origin);
  project.provide('state', shop.state);
  return () => shop.stop();
}
