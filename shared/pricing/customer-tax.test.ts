import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_GROUPS, customerTaxClassFor, taxRateFor, type CustomerGroup, type TaxRule } from './tax.ts';

// "the tax group applies only when a numeric tax userGroupId is configured".
const groups: CustomerGroup[] = [
  { id: 0, tax_class_id: 3 },
  { id: 1, tax_class_id: 3 },
  { id: 2, tax_class_id: 5 }, // wholesale: a business tax class
];
const rules: TaxRule[] = [
  { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE' }] },
  { id: 2, product_tax_class_ids: [2], customer_tax_class_ids: [5], rates: [{ rate: 7, tax_country_id: 'DE' }] },
];

describe('customerTaxClassFor', () => {
  it('gives no class when no userGroupId is configured', () => {
    expect(customerTaxClassFor({}, groups)).toBeUndefined();
    expect(customerTaxClassFor({ userGroupId: undefined }, groups, 2)).toBeUndefined();
  });

  it('gives no class when the configured userGroupId is not a number', () => {
    expect(customerTaxClassFor({ userGroupId: '1' }, groups)).toBeUndefined();
    expect(customerTaxClassFor({ userGroupId: null }, groups, 2)).toBeUndefined();
    expect(customerTaxClassFor({ userGroupId: 1.5 }, groups)).toBeUndefined();
    expect(customerTaxClassFor({ userGroupId: Number.NaN }, groups)).toBeUndefined();
  });

  it("gives the configured group's class for a guest", () => {
    expect(customerTaxClassFor({ userGroupId: 0 }, groups)).toBe(3);
    expect(customerTaxClassFor({ userGroupId: 2 }, groups, null)).toBe(5);
  });

  it("prefers the shopper's own group over the configured one", () => {
    expect(customerTaxClassFor({ userGroupId: 0 }, groups, 2)).toBe(5);
  });

  it('gives no class for a group it does not know', () => {
    expect(customerTaxClassFor({ userGroupId: 0 }, groups, 42)).toBeUndefined();
  });

  it("uses Magento's default groups when none are given", () => {
    expect(DEFAULT_CUSTOMER_GROUPS.map((g) => g.id)).toEqual([0, 1, 2, 3]);
    expect(customerTaxClassFor({ userGroupId: 1 })).toBe(3);
  });

  it('feeds taxRateFor: narrowing only happens with a numeric userGroupId', () => {
    const rate = (config: { userGroupId?: unknown }, groupId?: number) =>
      taxRateFor(rules, 2, 'DE', customerTaxClassFor(config, groups, groupId));
    expect(rate({}, 2)).toBe(19); // not configured: the first rule for the product class
    expect(rate({ userGroupId: '0' }, 2)).toBe(19);
    expect(rate({ userGroupId: 0 }, 2)).toBe(7);
    expect(rate({ userGroupId: 0 })).toBe(19);
  });
});
