import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from '../i18n/translate.ts';
import { paymentTitle } from './order-labels.ts';

describe('paymentTitle', () => {
  it('names the payment method of an order instead of its code, in German and English', () => {
    expect(paymentTitle('checkmo', createTranslator('de-DE'))).toBe('Vorkasse (Überweisung)');
    expect(paymentTitle('checkmo', interpolate)).toBe('Prepayment (bank transfer)');
    expect(paymentTitle('cashondelivery', createTranslator('de-DE'))).not.toBe('cashondelivery');
  });

  it('falls back to the title the shop sent, then to the code', () => {
    expect(paymentTitle('paypal_express', interpolate, 'PayPal')).toBe('PayPal');
    expect(paymentTitle('paypal_express', interpolate)).toBe('paypal_express');
  });
});
