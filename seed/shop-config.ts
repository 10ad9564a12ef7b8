// Store-level settings: the tax rule (DE 19 %, AT 20 %, PL 23 % as the fallback country),
// weight-based matrix shipping rates per website, and config entries per store view.

import { CUSTOMER_TAX_CLASS_RETAIL, TAX_CLASS_GOODS, type StoreView } from './constants.ts';

type Doc = Record<string, unknown>;

export function taxRuleDocs(): Doc[] {
  const rates = [
    { id: 1, tax_country_id: 'DE', rate: 19, code: 'MwSt-DE-19' },
    { id: 2, tax_country_id: 'AT', rate: 20, code: 'USt-AT-20' },
    { id: 3, tax_country_id: 'PL', rate: 23, code: 'VAT-PL-23' },
  ];
  return [
    {
      id: 1,
      code: 'Umsatzsteuer',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [CUSTOMER_TAX_CLASS_RETAIL],
      product_tax_class_ids: [TAX_CLASS_GOODS],
      tax_rate_ids: rates.map((r) => r.id),
      calculate_subtotal: false,
      rates: rates.map((r) => ({
        id: r.id,
        tax_country_id: r.tax_country_id,
        tax_region_id: 0,
        region_name: '*',
        tax_postcode: '*',
        rate: r.rate,
        code: r.code,
        titles: [],
      })),
    },
  ];
}

/** Net prices by package weight (kg, lower bound). Parcel up to 31.5 kg, then pallet freight. */
const RATE_TABLE: Array<{ country: 'DE' | 'AT'; from: number; price: number; type: string }> = [
  { country: 'DE', from: 0, price: 4.12, type: 'Paket' },
  { country: 'DE', from: 31.5, price: 41.18, type: 'Spedition' },
  { country: 'DE', from: 500, price: 74.79, type: 'Spedition' },
  { country: 'DE', from: 1000, price: 116.81, type: 'Spedition' },
  { country: 'AT', from: 0, price: 8.32, type: 'Paket' },
  { country: 'AT', from: 31.5, price: 66.39, type: 'Spedition' },
  { country: 'AT', from: 500, price: 108.4, type: 'Spedition' },
  { country: 'AT', from: 1000, price: 158.82, type: 'Spedition' },
];

export function matrixRateDocs(store: StoreView): Doc[] {
  return RATE_TABLE.map((r, i) => ({
    id: (store.websiteId - 1) * 100 + i + 1,
    website_id: store.websiteId,
    dest_country_id: r.country,
    dest_region_id: 0,
    dest_zip: '*',
    condition_name: 'package_weight',
    condition_value: r.from,
    price: r.price,
    cost: Math.round(r.price * 70) / 100,
    delivery_type: r.type,
    shipping_method: r.type === 'Paket' ? 'Paketversand' : 'Speditionsversand',
  }));
}

export function configEntries(store: StoreView): Array<{ path: string; value: string }> {
  return [
    { path: 'general/locale/code', value: store.locale },
    { path: 'general/country/default', value: store.country },
    { path: 'general/store_information/name', value: store.name },
    { path: 'general/store_information/phone', value: '+49 4442 123 450' },
    { path: 'currency/options/base', value: 'EUR' },
    { path: 'currency/options/default', value: 'EUR' },
    { path: 'currency/options/allow', value: 'EUR' },
    { path: 'tax/defaults/country', value: store.country },
    { path: 'tax/calculation/price_includes_tax', value: '0' },
    { path: 'tax/display/type', value: '2' },
    { path: 'catalog/frontend/default_sort_by', value: 'updated_at' },
    { path: 'cataloginventory/options/show_out_of_stock', value: '1' },
    { path: 'carriers/flatrate/active', value: '1' },
    { path: 'carriers/flatrate/title', value: 'DPD Courier' },
    { path: 'carriers/flatrate/price', value: '4' },
    { path: 'carriers/freeshipping/free_shipping_subtotal', value: store.country === 'AT' ? '' : '500' },
    { path: 'newsletter/coupon/discount_percent', value: '10' },
  ];
}
