import { orderBody } from './order-helpers.ts';

/**
 * Every endpoint of /api and /rest with a request that is nearly right: the fuzz suite
 * (api-fuzz.test.ts) breaks these in every way a client or an attacker might, and checks that the
 * list is complete against the routes the worker registers.
 */

export interface Fixtures {
  cartId: string;
  token: string;
  sku: string;
  email: string;
}

export interface FuzzRoute {
  method: string;
  /** The path as Hono registers it (with its `:params`). */
  route: string;
  /** A path that reaches the route; `{name}` parts are path parameters the fuzzer may replace. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Runs that are costly on the server (password hashing): fewer of them. */
  slow?: boolean;
}

const address = {
  firstname: 'Erika',
  lastname: 'Muster',
  street: ['Zaunweg 1'],
  city: 'Berlin',
  postcode: '10115',
  country_id: 'DE',
  telephone: '030 1234567',
  email: 'erika@example.com',
};

const search = {
  _appliedFilters: [{ attribute: 'price', value: { gte: 1 }, scope: 'default' }],
  _availableFilters: [{ field: 'color', scope: 'catalog' }],
  _appliedSort: [{ field: 'price', options: 'asc' }],
  _searchText: '',
};

const CATALOG = '/api/catalog/{index}/{entity}/_search';
const CMS = '/api/ext/cms-data';

export function fuzzRoutes(f: Fixtures): FuzzRoute[] {
  const cart = { cartId: f.cartId };
  const auth = { token: f.token };
  const params = { index: 'vue_storefront_catalog', entity: 'product' };
  return [
    {
      method: 'GET',
      route: '/api/catalog/:index/:entityType/_search',
      path: fill(CATALOG, params),
      query: { request: JSON.stringify(search), size: '10' },
    },
    {
      method: 'POST',
      route: '/api/catalog/:index/:entityType/_search',
      path: fill(CATALOG, params),
      query: { request_format: 'search-query' },
      body: search,
    },
    {
      method: 'POST',
      route: '/api/url/:map{(map)?}',
      path: '/api/url/map',
      body: { url: '/zaunpfosten', includeFields: ['sku'] },
    },
    ...(['Page', 'Block'] as const).flatMap((kind) => [
      {
        method: 'GET',
        route: `${CMS}/cms${kind}Identifier/:identifier/storeId/:storeId`,
        path: `${CMS}/cms${kind}Identifier/{about}/storeId/{1}`,
      },
      {
        method: 'GET',
        route: `${CMS}/cms${kind}Identifier/:identifier`,
        path: `${CMS}/cms${kind}Identifier/{about}`,
        query: { storeId: '1' },
      },
      { method: 'GET', route: `${CMS}/cms${kind}/:id`, path: `${CMS}/cms${kind}/{1}`, query: { storeId: '1' } },
    ]),
    { method: 'GET', route: '/api/stock/check', path: '/api/stock/check', query: { sku: f.sku, storeCode: 'de' } },
    { method: 'GET', route: '/api/stock/check/:sku', path: `/api/stock/check/{${f.sku}}` },
    { method: 'GET', route: '/api/stock/list', path: '/api/stock/list', query: { skus: `${f.sku},x` } },
    {
      method: 'GET',
      route: '/api/product/render-list',
      path: '/api/product/render-list',
      query: { skus: f.sku, currencyCode: 'EUR', storeId: '1' },
    },
    { method: 'POST', route: '/api/cart/share', path: '/api/cart/share', query: cart },
    {
      method: 'POST',
      route: '/api/cart/create',
      path: '/api/cart/create',
      query: { storeCode: 'de' },
      body: { cartItems: [{ sku: f.sku, qty: 1 }] },
    },
    { method: 'GET', route: '/api/cart/pull', path: '/api/cart/pull', query: cart },
    {
      method: 'POST',
      route: '/api/cart/update',
      path: '/api/cart/update',
      query: cart,
      body: { cartItem: { sku: f.sku, qty: 1, quoteId: f.cartId } },
    },
    {
      method: 'POST',
      route: '/api/cart/delete',
      path: '/api/cart/delete',
      query: cart,
      body: { cartItem: { sku: f.sku, item_id: 1 } },
    },
    { method: 'GET', route: '/api/cart/totals', path: '/api/cart/totals', query: cart },
    {
      method: 'POST',
      route: '/api/cart/collect-totals',
      path: '/api/cart/collect-totals',
      query: cart,
      body: {
        methods: {
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
          paymentMethod: { method: 'cashondelivery' },
        },
      },
    },
    { method: 'GET', route: '/api/cart/payment-methods', path: '/api/cart/payment-methods', query: cart },
    {
      method: 'POST',
      route: '/api/cart/shipping-methods',
      path: '/api/cart/shipping-methods',
      query: cart,
      body: { address: { country_id: 'DE' } },
    },
    {
      method: 'POST',
      route: '/api/cart/shipping-information',
      path: '/api/cart/shipping-information',
      query: cart,
      body: {
        addressInformation: {
          shippingAddress: address,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'cashondelivery',
        },
      },
    },
    {
      method: 'POST',
      route: '/api/cart/apply-coupon',
      path: '/api/cart/apply-coupon',
      query: { ...cart, coupon: 'ZAUN10' },
    },
    { method: 'POST', route: '/api/cart/delete-coupon', path: '/api/cart/delete-coupon', query: cart },
    { method: 'POST', route: '/api/order', path: '/api/order', body: orderBody([{ sku: f.sku, qty: 1 }]) },
    {
      method: 'POST',
      route: '/api/order/summary',
      path: '/api/order/summary',
      body: { order_id: 'client-order-1', email: f.email },
    },
    {
      method: 'POST',
      route: '/api/user/login',
      path: '/api/user/login',
      body: { username: f.email, password: 'wrong-password' },
      slow: true,
    },
    {
      method: 'POST',
      route: '/api/user/create',
      path: '/api/user/create',
      body: {
        customer: { email: 'new@example.com', firstname: 'Erika', lastname: 'Muster', addresses: [] },
        password: 'Zaunpfosten-2025',
      },
      slow: true,
    },
    { method: 'POST', route: '/api/user/refresh', path: '/api/user/refresh', body: { refreshToken: f.token } },
    { method: 'POST', route: '/api/user/logout', path: '/api/user/logout', body: { refreshToken: 'x' } },
    { method: 'GET', route: '/api/user/me', path: '/api/user/me', query: auth },
    {
      method: 'POST',
      route: '/api/user/me',
      path: '/api/user/me',
      query: auth,
      body: { customer: { email: f.email, firstname: 'Erika', lastname: 'Muster' } },
    },
    {
      method: 'GET',
      route: '/api/user/order-history',
      path: '/api/user/order-history',
      query: { ...auth, pageSize: '20', currentPage: '1' },
    },
    { method: 'GET', route: '/api/user/plans', path: '/api/user/plans', query: auth },
    {
      method: 'POST',
      route: '/api/user/plans',
      path: '/api/user/plans',
      query: auth,
      body: { name: 'Garten', query: 'l=27' },
    },
    { method: 'DELETE', route: '/api/user/plans/:id', path: '/api/user/plans/{1}', query: auth },
    {
      method: 'GET',
      route: '/api/user/order/:incrementId',
      path: '/api/user/order/{000000001}',
      query: { ...auth, storeCode: 'de' },
    },
    {
      method: 'POST',
      route: '/api/user/reset-password',
      path: '/api/user/reset-password',
      body: { email: 'nobody@example.com' },
    },
    {
      method: 'POST',
      route: '/api/user/create-password',
      path: '/api/user/create-password',
      body: { email: f.email, newPassword: 'Zaunpfosten-2026', resetToken: 'abc' },
    },
    {
      method: 'POST',
      route: '/api/user/change-password',
      path: '/api/user/change-password',
      query: auth,
      body: { currentPassword: 'wrong-password', newPassword: 'Zaunpfosten-2026' },
      slow: true,
    },
    {
      method: 'POST',
      route: '/api/review/create',
      path: '/api/review/create',
      query: auth,
      body: { review: { product_id: 1, title: 'Gut', detail: 'Stabil', nickname: 'Erika', rating: 5 } },
    },
    { method: 'GET', route: '/api/review/mine', path: '/api/review/mine', query: auth },
    { method: 'GET', route: '/api/review/pending', path: '/api/review/pending' },
    { method: 'POST', route: '/api/review/approve', path: '/api/review/approve', body: { id: 1 } },
    {
      method: 'POST',
      route: '/api/ext/mailchimp-subscribe/subscribe',
      path: '/api/ext/mailchimp-subscribe/subscribe',
      body: { email: 'news@example.com' },
    },
    {
      method: 'GET',
      route: '/api/ext/mailchimp-subscribe/confirm',
      path: '/api/ext/mailchimp-subscribe/confirm',
      query: { token: 'a'.repeat(43) },
    },
    {
      method: 'POST',
      route: '/api/ext/mailchimp-subscribe/unsubscribe',
      path: '/api/ext/mailchimp-subscribe/unsubscribe',
      body: { email: 'not-an-address', unsubscribeToken: 'x' },
    },
    {
      method: 'DELETE',
      route: '/api/ext/mailchimp-subscribe/unsubscribe',
      path: '/api/ext/mailchimp-subscribe/unsubscribe',
      body: { email: 'news@example.com' },
    },
    {
      method: 'DELETE',
      route: '/api/ext/mailchimp-subscribe/subscribe',
      path: '/api/ext/mailchimp-subscribe/subscribe',
      body: { email: 'news@example.com' },
    },
    {
      method: 'POST',
      route: '/api/analytics/page-view',
      path: '/api/analytics/page-view',
      body: { path: '/', page: 'home', storeCode: 'de' },
    },
    {
      method: 'GET',
      route: '/api/ext/mail-service/get-token',
      path: '/api/ext/mail-service/get-token',
      query: { nonce: 'abcdefgh12' },
    },
    {
      method: 'POST',
      route: '/api/ext/mail-service/send-email',
      path: '/api/ext/mail-service/send-email',
      body: { token: 'x', form: 'contact', name: 'Erika', email: 'erika@example.com', message: 'Hallo', consent: true },
    },
    { method: 'GET', route: '/api/ext/store-locator', path: '/api/ext/store-locator', query: { q: '10115' } },
    { method: 'GET', route: '/api/blog/graphql', path: '/api/blog/graphql', query: { query: '{ posts { id } }' } },
    {
      method: 'POST',
      route: '/api/blog/graphql',
      path: '/api/blog/graphql',
      body: { query: 'query Q($n: Int) { posts(first: $n) { id } }', variables: { n: 2 } },
    },
    {
      method: 'GET',
      route: '/rest/:storeCode/V1/share-cart/:cartId/load/:code',
      path: `/rest/{de}/V1/share-cart/{${f.cartId}}/load/{abc}`,
    },
    {
      method: 'POST',
      route: '/api/cart/bulk-update',
      path: '/api/cart/bulk-update',
      query: cart,
      body: { cartItems: [{ sku: f.sku, qty: 2 }] },
    },
    ...adminRoutes(f),
  ];
}

/**
 * The back office's endpoints, as a client without a staff session sends them (the fuzzer has
 * none): each must still answer a JSON 4xx whatever arrives.
 */
function adminRoutes(f: Fixtures): FuzzRoute[] {
  const A = '/api/admin';
  const route = (method: string, path: string, body?: unknown): FuzzRoute => ({
    method,
    route: `${A}${path}`,
    path: `${A}${path.replace(':id', '{1}').replace(':store', '{default}').replace(':sku', `{${f.sku}}`)}`,
    ...(body === undefined ? {} : { body }),
  });
  return [
    route('POST', '/session', { email: f.email, password: 'Zaunkoenig-2026' }),
    route('GET', '/session'),
    route('DELETE', '/session'),
    route('POST', '/session/totp', {}),
    route('POST', '/session/totp/enable', { code: '123456' }),
    route('POST', '/session/totp/disable', { code: '123456' }),
    route('GET', '/staff'),
    route('POST', '/staff', { email: f.email, role: 'staff' }),
    route('PATCH', '/staff/:id', { role: 'owner' }),
    route('GET', '/orders'),
    route('GET', '/orders/export.csv'),
    route('GET', '/orders/:id'),
    route('POST', '/orders/:id/status', { status: 'processing', expected: 'pending' }),
    route('GET', '/reviews'),
    route('POST', '/reviews/:id', { action: 'approve' }),
    route('GET', '/newsletter'),
    route('GET', '/newsletter/export.csv'),
    route('GET', '/messages'),
    route('POST', '/messages/:id', { read: true }),
    route('GET', '/outbox'),
    route('POST', '/outbox/:id/retry', {}),
    route('GET', '/stock'),
    route('GET', '/stock/:store/:sku/history'),
    route('POST', '/stock/:store/:sku', { qty: 5, is_in_stock: true }),
    route('GET', '/dashboard'),
  ];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => `{${values[name]}}`);
}
