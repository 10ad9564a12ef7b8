import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { add, get, newCart } from './cart-helpers.ts';
import { search } from './helpers.ts';

// Each store sells at the gross prices its owner set (19 % VAT in Germany, 20 % in Austria): what the
// product page shows – the product's price and each option's surcharge – is what the cart charges,
// to the cent.

const STORES = [
  { code: 'default', index: 'vue_storefront_catalog', param: '' },
  { code: 'at', index: 'vue_storefront_catalog_at', param: '&storeCode=at' },
];

/** Simple products with a priced fixed choice (e.g. a gate's lock cylinder) and their options. */
async function productsWithPricedChoice(store: string) {
  const { results } = await env.DB.prepare(
    `SELECT sku, doc FROM products WHERE store = ? AND status = 1 AND type_id = 'simple' AND parent_sku IS NULL
     AND json_extract(doc, '$.custom_options') IS NOT NULL ORDER BY id`,
  )
    .bind(store)
    .all<{ sku: string; doc: string }>();
  return results
    .map((r) => ({ sku: r.sku, doc: JSON.parse(r.doc) }))
    .filter(({ doc }) =>
      doc.custom_options.some((o: any) => o.values?.some((v: any) => v.price_type === 'fixed' && v.price > 0)),
    );
}

describe.each(STORES)('gross prices in store $code', ({ code, index, param }) => {
  it('the cart charges the shown product price plus the shown surcharge, to the cent', async () => {
    const products = await productsWithPricedChoice(code);
    expect(products.length).toBeGreaterThan(0);
    for (const { sku, doc } of products.slice(0, 4)) {
      const shown = (await search(index, 'product', { _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] }))
        .json.hits.hits[0]._source;
      const priced = doc.custom_options.find((o: any) =>
        o.values?.some((v: any) => v.price_type === 'fixed' && v.price > 0),
      );
      const value = priced.values.find((v: any) => v.price_type === 'fixed' && v.price > 0);
      // Every other required option takes its first (free) choice.
      const custom_options = doc.custom_options
        .filter((o: any) => o === priced || (o.is_require && o.values?.length))
        .map((o: any) => ({
          option_id: o.option_id,
          option_value: String((o === priced ? value : o.values[0]).option_type_id),
        }));
      const others = doc.custom_options
        .filter((o: any) => o !== priced && o.is_require && o.values?.length)
        .reduce(
          (sum: number, o: any) => sum + (o.values[0].price_type === 'fixed' ? o.values[0].price_incl_tax_cents : 0),
          0,
        );
      expect(others).toBe(0);

      const cartId = await newCart(code === 'default' ? undefined : code);
      const added = await add(
        cartId,
        { sku, qty: 2, product_option: { extension_attributes: { custom_options } } },
        param,
      );
      expect(added.status, sku).toBe(200);
      const totals = (await get(`/api/cart/totals?cartId=${cartId}${param}`)).body.result;
      const unit = Math.round(shown.finalPriceInclTax * 100) + value.price_incl_tax_cents;
      expect(Math.round(totals.items[0].price_incl_tax * 100), sku).toBe(unit);
      expect(Math.round(totals.grand_total * 100), sku).toBe(unit * 2);
      // Net and tax are derived from the gross price and add up to it.
      expect(Math.round(totals.subtotal * 100) + Math.round(totals.tax_amount * 100)).toBe(unit * 2);
    }
  });

  it('the stored gross price is the source: the shown net price is derived from it', async () => {
    const { sku, doc } = (await productsWithPricedChoice(code))[0]!;
    const shown = (await search(index, 'product', { _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] })).json
      .hits.hits[0]._source;
    expect(Math.round(shown.priceInclTax * 100)).toBe(doc.price_incl_tax_cents);
    const rate = code === 'at' ? 20 : 19;
    const tax = Math.round((doc.price_incl_tax_cents * rate) / (100 + rate));
    expect(Math.round(shown.price * 100)).toBe(doc.price_incl_tax_cents - tax);
  });
});

describe('the Austrian store', () => {
  it('prices the German net amount plus 20 % VAT', async () => {
    const { results } = await env.DB.prepare(
      "SELECT d.price AS de_net, a.price_incl_tax_cents AS at_gross FROM products d JOIN products a ON a.store = 'at' AND a.sku = d.sku WHERE d.store = 'default' AND d.status = 1 LIMIT 200",
    ).all<{ de_net: number; at_gross: number }>();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.at_gross).toBe(Math.round(r.de_net * 120));
  });
});
