import { describe, expect, it } from 'vitest';
import { href, matchRoute, routes } from './routes.ts';
import { stores } from './stores.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', 'home', {}],
    ['/pwa.html', 'pwa', 'home', {}],
    ['/cart', 'cart', 'home', {}],
    ['/customer/account/forgotpassword', 'forgot-password', 'home', {}],
    ['/checkout', 'checkout', 'checkout', {}],
    ['/my-account', 'my-account', 'my-account', {}],
    ['/my-account/orders/100000042', 'my-order', 'my-account', { orderId: '100000042' }],
    ['/my-account/recently-viewed', 'my-recently-viewed', 'my-account', {}],
    ['/contacts', 'contacts', 'cms', {}],
    ['/gewerbliche-kunden', 'business-customers', 'cms', {}],
    ['/impressum', 'impressum', 'cms', {}],
    ['/error', 'error', 'error', {}],
    ['/c/tore', 'category', 'category', { slug: 'tore' }],
    ['/i/agb', 'cms-page', 'cms', { slug: 'agb' }],
    ['/p/DSM-868/doppelstabmatte', 'product', 'product', { parentSku: 'DSM-868', slug: 'doppelstabmatte' }],
    [
      '/p/DSM-868/doppelstabmatte/DSM-868-1230',
      'configurable-product',
      'product',
      { parentSku: 'DSM-868', slug: 'doppelstabmatte', childSku: 'DSM-868-1230' },
    ],
    ['/sharecart/cart/index/crypt/abc123', 'share-cart', 'home', { shareCartCrypt: 'abc123' }],
    ['/filialen', 'store-locator', 'store-locator', {}],
    ['/zaeune/irgendwas.html', 'page-not-found', 'not-found', {}],
  ])('%s → %s', (path, name, page, params) => {
    const match = matchRoute(path);
    expect(match.route.name).toBe(name);
    expect(match.route.page).toBe(page);
    expect(match.params).toEqual(params);
  });

  it('decodes parameters and tolerates a trailing slash', () => {
    expect(matchRoute('/c/t%C3%BCren/').params).toEqual({ slug: 'türen' });
  });

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchRoute('/c/%E0%A4%A').params.slug).toBe('%E0%A4%A');
  });

  it('uses the minimal layout for /error and /checkout, default for pages', () => {
    expect(matchRoute('/error').route.layout).toBe('minimal');
    expect(matchRoute('/c/tore').route.layout).toBe('default');
  });

  it('closes the consent dialog only on the legal pages', () => {
    expect(
      routes
        .filter((r) => r.closesConsent)
        .map((r) => r.pattern)
        .sort(),
    ).toEqual(['/datenschutzerklaerung', '/impressum']);
  });
});

describe('href', () => {
  it('builds store-prefixed links from route names', () => {
    expect(href(stores.default, 'category', { slug: 'tore' })).toBe('/c/tore');
    expect(href(stores.at, 'category', { slug: 'tore' })).toBe('/at/c/tore');
    expect(href(stores.de, 'home')).toBe('/de/');
    expect(href(stores.at, 'configurable-product', { parentSku: 'A B', slug: 's', childSku: 'c' })).toBe(
      '/at/p/A%20B/s/c',
    );
  });

  it('refuses unknown route names and missing parameters', () => {
    expect(() => href(stores.default, 'nope')).toThrow(/Unknown route/);
    expect(() => href(stores.default, 'category')).toThrow(/Missing route parameter/);
  });
});
