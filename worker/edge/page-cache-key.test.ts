import { describe, expect, it } from 'vitest';
import { pageCacheAddress } from './page-cache-key.ts';

const address = (href: string) => pageCacheAddress(new URL(href, 'https://shop.example'));

describe('page cache address', () => {
  it('leaves out marketing parameters of every common ad and mail platform', () => {
    expect(address('/c/tore?utm_source=news&utm_medium=mail&gclid=abc&fbclid=x&msclkid=y')).toBe('/c/tore');
    expect(address('/c/tore?UTM_Campaign=herbst&page=2')).toBe('/c/tore?page=2');
  });

  it('keeps the parameters that change the page, in one order', () => {
    expect(address('/c/tore?sort=price&page=2')).toBe(address('/c/tore?page=2&sort=price'));
    expect(address('/c/tore?page=2&sort=price')).not.toBe(address('/c/tore?page=3&sort=price'));
    expect(address('/search?q=tor&q=zaun')).not.toBe(address('/search?q=zaun'));
  });
});
