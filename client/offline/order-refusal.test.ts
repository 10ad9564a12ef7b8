import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/i18n/format.ts';
import { offline } from '../../shared/i18n/de-DE/offline.ts';
import { interpolate, translatorFor } from '../../shared/i18n/translate.ts';
import { orderLines, refusalSentences } from './order-refusal.ts';
import type { TaskRecord } from './task-store.ts';

const german = translatorFor(offline);
const euros = (cents: number) => formatPrice(cents / 100);
const option = { extension_attributes: { configurable_item_options: [{ option_id: '141', option_value: '123' }] } };

function refused(refusal: Record<string, unknown> | undefined, reason = 'refused'): TaskRecord {
  return {
    id: 'o1',
    url: 'api/order',
    method: 'POST',
    kind: 'order',
    status: 'rejected',
    seq: 1,
    attempts: 1,
    createdAt: 0,
    updatedAt: 0,
    reason,
    ...(refusal ? { refusal } : {}),
    payload: {
      products: [
        { sku: 'TOR-1', qty: 2, name: 'Gartentor Basic', product_option: option },
        { sku: 'CLIPS', qty: 1, name: 'Befestigungsclips' },
      ],
    },
  };
}

const texts = (record: TaskRecord, t = german) =>
  refusalSentences(record, euros)?.map((s) => t(s.key, s.params)) ?? null;

describe('what the sync inbox says about a refused order', () => {
  it('names each changed price, from what to what, and what to do, in German and English', () => {
    const record = refused({
      reason: 'prices_changed',
      changes: [
        { kind: 'line', sku: 'TOR-1', name: 'Tor', seen: 49900, now: 52900 },
        { kind: 'grand_total', seen: 100300, now: 106300 },
      ],
    });
    expect(texts(record)).toEqual([
      `Der Preis von Gartentor Basic hat sich von ${euros(49900)} auf ${euros(52900)} geändert.`,
      `Die Gesamtsumme hat sich von ${euros(100300)} auf ${euros(106300)} geändert.`,
      'Bitte prüfen Sie den Warenkorb und bestellen Sie erneut.',
    ]);
    expect(texts(record, interpolate)?.[0]).toBe(
      `The price of Gartentor Basic has changed from ${euros(49900)} to ${euros(52900)}.`,
    );
  });

  it('names missing stock and products no longer sold', () => {
    const short = refused({
      reason: 'insufficient_stock',
      items: [
        { sku: 'TOR-1', requested: 2, available: 1 },
        { sku: 'CLIPS', requested: 1, available: 0 },
      ],
    });
    expect(texts(short)).toEqual([
      'Von Gartentor Basic sind nur noch 1 Stück verfügbar; bestellt hatten Sie 2.',
      'Befestigungsclips ist ausverkauft.',
      'Bitte prüfen Sie den Warenkorb und bestellen Sie erneut.',
    ]);
    const gone = refused({ reason: 'products_unavailable', items: [{ sku: 'CLIPS', message: 'x' }] });
    expect(texts(gone)?.[0]).toBe('Befestigungsclips ist nicht mehr erhältlich.');
  });

  it('keeps the server’s text when it gave no details, and says nothing for other records', () => {
    expect(refusalSentences(refused(undefined, 'Some of the ordered products are not available!'), euros)).toEqual([
      { key: 'Some of the ordered products are not available!' },
      { key: 'Please check the cart and order again.' },
    ]);
    expect(refusalSentences({ ...refused(undefined), status: 'transmitted' }, euros)).toBeNull();
    expect(refusalSentences({ ...refused(undefined), kind: 'task' }, euros)).toBeNull();
  });

  it('gives the order’s lines back as the cart takes them, options included', () => {
    expect(orderLines(refused(undefined))).toEqual([
      { sku: 'TOR-1', qty: 2, product_option: option },
      { sku: 'CLIPS', qty: 1 },
    ]);
  });
});
