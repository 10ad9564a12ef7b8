import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newPage } from './browser.ts';

// The tab's icon and the icons the shop offers for a phone's home screen are plain PNG pictures of
// the sizes they announce: an SVG icon makes the browser build a document on the page's main
// thread while the page loads, and a home screen asks for 192 and 512 px.

const origin = inject('origin');
const browser = browserForFile();

describe('app icons', () => {
  it('the favicon and every manifest icon are PNGs of their stated size', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin}/`);
    const icons = await page.evaluate(async () => {
      const favicon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const manifestLink = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const manifest = (await (await fetch(manifestLink?.href ?? '')).json()) as {
        icons: Array<{ src: string; sizes: string; type: string }>;
      };
      const declared = [
        { src: favicon?.href ?? '', sizes: favicon?.getAttribute('sizes') ?? '', type: favicon?.type ?? '' },
        ...manifest.icons,
      ];
      return Promise.all(
        declared.map(async (icon) => {
          const answer = await fetch(new URL(icon.src, location.href));
          const picture = await createImageBitmap(await answer.blob());
          return {
            declared: `${icon.type} ${icon.sizes}`,
            served: `${answer.headers.get('content-type')} ${picture.width}x${picture.height}`,
          };
        }),
      );
    });
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) expect(icon.served).toBe(icon.declared);
    expect(icons.map((icon) => icon.declared)).toEqual(
      expect.arrayContaining(['image/png 192x192', 'image/png 512x512']),
    );
    await context.close();
  });
});
