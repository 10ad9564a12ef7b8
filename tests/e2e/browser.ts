import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../client/consent/choice.ts';

/** Debian's Chromium: playwright never downloads a browser here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * One Chromium for the whole test file: launched before its first test, closed after its last.
 * The returned object stands for that browser (calls are forwarded), so tests use it like any
 * Browser; touching it outside a test (before the launch) is an error.
 */
export function browserForFile(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('Chromium is launched in beforeAll; use the browser inside a test');
      const value = Reflect.get(launched, key, launched) as unknown;
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

/** The shopper has answered the consent dialog with "only necessary" (client/consent/choice.ts). */
export async function decideConsent(context: BrowserContext): Promise<void> {
  const choice = JSON.stringify({
    version: CONSENT_VERSION,
    analytics: false,
    marketing: false,
    decidedAt: '2026-01-01T00:00:00.000Z',
  });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [CONSENT_STORAGE_KEY, choice],
  );
}

/**
 * A fresh shopper. Unless `undecided`, they have already answered the consent dialog with "only
 * necessary" (client/consent/choice.ts), so it does not cover what a test clicks; the consent tests
 * start undecided. Tests that stub the network with page.route block the service worker: once it
 * controls the page, its own fetches pass by page.route.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 390, height: 844 },
  options: { undecided?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  if (!options.undecided) await decideConsent(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** Resolves once React has hydrated the document (client/entry.ts sets the marker). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
}
