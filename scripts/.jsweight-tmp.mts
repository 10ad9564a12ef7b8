import { chromium } from 'playwright-core';
const origin = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(3)) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>(); const types = new Map<string, string>();
  let loaded = false; const rows: string[] = [];
  cdp.on('Network.responseReceived', (e: any) => { types.set(e.requestId, e.type); urls.set(e.requestId, e.response.url); });
  cdp.on('Network.loadingFinished', (e: any) => { if (types.get(e.requestId) === 'Script') rows.push(`${loaded ? 'after ' : 'before'} ${(e.encodedDataLength/1024).toFixed(1)} ${urls.get(e.requestId)?.split('/').pop()}`); });
  page.on('load', () => (loaded = true));
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  console.log(path); for (const r of rows) console.log('  ', r);
  await context.close();
}
await browser.close();
