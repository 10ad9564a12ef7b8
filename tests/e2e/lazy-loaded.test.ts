import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser.ts';

// client/components/lazy-loaded.tsx in Chromium: a part whose code is a chunk of its own (the
// checkout's later steps, the microcart, the search panel) stays the same element once shown, so
// a field the shopper is typing in is never replaced under their fingers.

const browser = browserForFile();
const entry = fileURLToPath(new URL('./harness/lazy-loaded.tsx', import.meta.url));

/** The harness page's script: the shop's module and React, bundled as the shop's build does. */
let script = '';
beforeAll(async () => {
  const output = await build({
    configFile: false,
    mode: 'production',
    // The test process runs with NODE_ENV=test, which would make the JSX of React's development build.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'lazyLoadedHarness', fileName: 'harness' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  script = (result as { output: Array<{ code?: string }> }).output[0]?.code ?? '';
}, 60_000);

interface Answer {
  shown: boolean;
  sameField: boolean;
  value: string | null;
  focused: boolean;
  label: string | null;
}

async function probe(chunk: 'ready' | 'slow', show: 'transition' | 'sync'): Promise<Answer> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><html lang="de"><body></body></html>');
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      (c) => (window as unknown as { lazyLoadedProbe: (c: object) => Promise<Answer> }).lazyLoadedProbe(c),
      { chunk, show },
    );
  } finally {
    await page.close();
  }
}

describe('a part loaded as a chunk of its own', () => {
  // The case that replaced the checkout's shipping form while a field was being filled: its code was
  // there already, and a deferred render showed it first.
  it('shown first in a transition once its code is there, keeps the field the shopper is typing in', async () => {
    const answer = await probe('ready', 'transition');
    expect(answer).toEqual({ shown: true, sameField: true, value: 'Gartenweg', focused: true, label: 'second' });
  });

  it.each([
    ['ready', 'sync'],
    ['slow', 'transition'],
    ['slow', 'sync'],
  ] as const)('with its code %s and shown %s, keeps the field too', async (chunk, show) => {
    const answer = await probe(chunk, show);
    expect(answer).toEqual({ shown: true, sameField: true, value: 'Gartenweg', focused: true, label: 'second' });
  });

  it('asks for a chunk again after a failed load', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="de"><body></body></html>');
    await page.addScriptTag({ content: script });
    const answer = await page.evaluate(() =>
      (window as unknown as { lazyLoadedRetry: () => Promise<unknown> }).lazyLoadedRetry(),
    );
    await page.close();
    expect(answer).toEqual({ first: 'failed', second: 'loaded', calls: 2 });
  });
});
