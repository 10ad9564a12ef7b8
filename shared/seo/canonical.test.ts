import { describe, expect, it } from 'vitest';
import { stores } from '../stores.ts';
import { absoluteUrl, canonicalStore, canonicalUrl, hreflangAlternates } from './canonical.ts';

const origin = 'https://zaun.example';

describe('canonical URLs', () => {
  it('the /de store-view points to the default store; default and /at to themselves', () => {
    expect(canonicalStore(stores.de)).toBe(stores.default);
    expect(canonicalStore(stores.default)).toBe(stores.default);
    expect(canonicalStore(stores.at)).toBe(stores.at);
    expect(canonicalUrl(origin, stores.de, '/c/tore')).toBe(`${origin}/c/tore`);
    expect(canonicalUrl(origin, stores.at, '/c/tore')).toBe(`${origin}/at/c/tore`);
    expect(canonicalUrl(origin, stores.at, '/')).toBe(`${origin}/at/`);
  });

  it('hreflang: de-DE default store, de-AT /at, x-default default store', () => {
    expect(hreflangAlternates(origin, '/p/A/b')).toEqual([
      { hreflang: 'de-DE', href: `${origin}/p/A/b` },
      { hreflang: 'de-AT', href: `${origin}/at/p/A/b` },
      { hreflang: 'x-default', href: `${origin}/p/A/b` },
    ]);
  });

  it('absolute URLs keep absolute input', () => {
    expect(absoluteUrl(origin, '/img/a.svg')).toBe(`${origin}/img/a.svg`);
    expect(absoluteUrl(origin, 'img/a.svg')).toBe(`${origin}/img/a.svg`);
    expect(absoluteUrl(origin, 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});
