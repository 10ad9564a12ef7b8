import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from '../i18n/translate.ts';
import { lineOptionsText, paymentTitle } from './order-labels.ts';

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

describe('lineOptionsText', () => {
  it('reads the chosen options of an order line as one text, and nothing for none or odd entries', () => {
    expect(
      lineOptionsText([
        { label: 'Farbe', value: 'Grün' },
        { label: 'Höhe', value: '1230 mm' },
      ]),
    ).toBe('Farbe: Grün, Höhe: 1230 mm');
    expect(lineOptionsText(null)).toBe('');
    expect(lineOptionsText([{ label: 'Farbe' }, 'x'])).toBe('');
  });
});
