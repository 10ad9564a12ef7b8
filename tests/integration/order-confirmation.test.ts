import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_BANK_ACCOUNT } from '../../worker/config.ts';
import {
  address,
  count,
  docOf,
  one,
  type OrderOptions,
  orderBody,
  pickSeedProducts,
  placeOrder,
  seed,
  stockOf,
} from './order-helpers.ts';
import { newEmail, post, login, register } from './user-helpers.ts';

// Every order gets its confirmation mail, written in the order's own transaction (never an order
// without its mail, never a mail without its order), and the thank-you page reads the order back
// only for whoever placed it.

beforeAll(pickSeedProducts);

interface MailRow {
  kind: string;
  to_address: string;
  subject: string;
  body: string;
}

const mailsTo = async (email: string) =>
  (
    await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'order_confirmation' AND to_address = ?",
      email,
    )
  ).n;
const mailTo = (email: string) =>
  one<MailRow>(
    "SELECT kind, to_address, subject, body FROM mail_outbox WHERE kind = 'order_confirmation' AND to_address = ?",
    email,
  );

/** An order whose addresses carry `email`, shipped to Wardenburg and billed to Oldenburg. */
const orderFor = (email: string, products: unknown[], options: OrderOptions = {}) =>
  orderBody(products, {
    ...options,
    shippingAddress: { ...address, email },
    billingAddress: { ...address, email, street: ['Rechnungsweg 9'], city: 'Oldenburg' },
  });

describe('order confirmation mail', () => {
  it('a prepayment order writes one mail with number, lines, both addresses, totals and the bank details', async () => {
    const email = newEmail('vorkasse');
    const body = orderFor(email, [{ sku: seed.light, qty: 2 }], { payment: 'checkmo' });
    const { status, body: answer } = await placeOrder(body);
    expect(status).toBe(200);
    const { increment_id: number, totals } = answer.result;

    const mail = await mailTo(email);
    const name = (await docOf(seed.light)).name as string;
    expect(mail.subject).toBe(`Bestellbestätigung ${number}`);
    expect(mail.body).toContain('Hallo Erika Muster,');
    expect(mail.body).toContain(`Bestellnummer: ${number}`);
    expect(mail.body).toContain(`2 × ${name}`);
    expect(mail.body).toContain('Zaunweg 1');
    expect(mail.body).toContain('26203 Wardenburg');
    expect(mail.body).toContain('Rechnungsweg 9');
    expect(mail.body).toContain('Zahlungsart:\nVorkasse (Überweisung)');
    const grand = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(totals.grand_total);
    expect(mail.body).toContain(`Gesamtsumme: ${grand}`);
    expect(mail.body).toContain(`Kontoinhaber: ${DEVELOPMENT_BANK_ACCOUNT.holder}`);
    expect(mail.body).toContain(`IBAN: ${DEVELOPMENT_BANK_ACCOUNT.iban}`);
    expect(mail.body).toContain(`BIC: ${DEVELOPMENT_BANK_ACCOUNT.bic}`);
    expect(mail.body).toContain(`Zu überweisender Betrag: ${grand}`);
    expect(mail.body).toContain(`Verwendungszweck: ${number}`);
    expect(mail.body).not.toContain('ORDER_NUMBER');

    // A retry of the same order writes nothing more.
    expect((await placeOrder(body)).headers.get('idempotent-replayed')).toBe('true');
    expect(await mailsTo(email)).toBe(1);
  });

  it('cash on delivery has no bank details; the English shopper gets English', async () => {
    const email = newEmail('nachnahme');
    const body = orderFor(email, [{ sku: seed.light, qty: 1 }]);
    const res = await post('/api/order', body, { headers: { cookie: 'lang=en-US' } });
    expect(res.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Order confirmation ${res.body.result.increment_id}`);
    expect(mail.body).toContain('Payment method:\nCash on delivery');
    expect(mail.body).not.toContain('IBAN');
  });

  it('a refused order writes no mail: not for a reused order id, not for missing stock', async () => {
    const email = newEmail('refused');
    const first = orderFor(email, [{ sku: seed.light, qty: 1 }]);
    expect((await placeOrder(first)).status).toBe(200);
    const reused = { ...first, products: [{ sku: seed.light, qty: 2 }] };
    expect((await placeOrder(reused)).status).toBe(409);
    const tooMany = orderFor(email, [{ sku: seed.scarce, qty: (await stockOf(seed.scarce))! + 1 }]);
    expect((await placeOrder(tooMany)).status).toBe(400);
    expect(await mailsTo(email)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE customer_email = ?', email)).toBe(1);
  });
});

describe('POST /api/order/summary', () => {
  it("answers a guest's order with its lines, addresses and bank details for the e-mail it was placed with", async () => {
    const email = newEmail('gast');
    const body = orderFor(email, [{ sku: seed.light, qty: 2 }], { payment: 'checkmo' });
    const placed = (await placeOrder(body)).body.result;

    const read = await post('/api/order/summary', { order_id: body.order_id, email: email.toUpperCase() });
    expect(read.status).toBe(200);
    const summary = read.body.result;
    expect(summary).toMatchObject({
      order_id: body.order_id,
      increment_id: placed.increment_id,
      payment: { method: 'checkmo' },
      shipping_address: { street: ['Zaunweg 1'], city: 'Wardenburg' },
      billing_address: { street: ['Rechnungsweg 9'], city: 'Oldenburg' },
      bank_transfer: {
        account_holder: DEVELOPMENT_BANK_ACCOUNT.holder,
        iban: DEVELOPMENT_BANK_ACCOUNT.iban,
        bic: DEVELOPMENT_BANK_ACCOUNT.bic,
        amount: placed.totals.grand_total,
        reference: placed.increment_id,
      },
    });
    expect(summary.items).toHaveLength(1);
    expect(summary.items[0]).toMatchObject({ sku: seed.light, qty_ordered: 2 });

    // Another e-mail address, or none, finds nothing; neither does an unknown order id.
    for (const ask of [
      { order_id: body.order_id, email: 'someone.else@example.com' },
      { order_id: body.order_id },
      { order_id: `${body.order_id}-x`, email },
    ]) {
      const refused = await post('/api/order/summary', ask);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ code: 404, result: 'No such order' });
    }
    expect((await post('/api/order/summary', { email })).status).toBe(400);
  });

  it("answers a customer's order only with that customer's token, never for the e-mail alone", async () => {
    const email = newEmail('kundin');
    await register(email, 'Zaun-Summary-2026');
    const { token } = await login(email, 'Zaun-Summary-2026');
    const body = orderFor(email, [{ sku: seed.light, qty: 1 }]);
    expect((await post('/api/order', body, { token })).status).toBe(200);

    expect((await post('/api/order/summary', { order_id: body.order_id, email })).status).toBe(404);
    const other = newEmail('fremd');
    await register(other, 'Zaun-Fremd-2026');
    const foreign = await login(other, 'Zaun-Fremd-2026');
    expect(
      (await post('/api/order/summary', { order_id: body.order_id, email }, { token: foreign.token })).status,
    ).toBe(404);
    const own = await post('/api/order/summary', { order_id: body.order_id }, { token });
    expect(own.status).toBe(200);
    expect(own.body.result.bank_transfer).toBeNull();
  });
});
