import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formSecret, issueFormToken, FORM_TOKEN_TTL_MS } from '../../worker/mail/form-token.ts';
import { ORIGIN } from './helpers.ts';

// The contact forms' mail service:
// anti-forgery tokens, validation with texts, rate limits, and the mail outbox.

interface Answer {
  status: number;
  body: any;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await SELF.fetch(ORIGIN + path, init);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  const answer = { status: res.status, body: await res.json() };
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

const send = (body: unknown, query = '') =>
  call(`/api/ext/mail-service/send-email${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function token(nonce = ''): Promise<string> {
  const { status, body } = await call(`/api/ext/mail-service/get-token${nonce ? `?nonce=${nonce}` : ''}`);
  expect(status).toBe(200);
  return body.result.token;
}

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++serial}@example.de`;

function message(email: string, extra: Record<string, unknown> = {}) {
  return {
    form: 'contact',
    name: 'Jana Krüger',
    email,
    phone: '+49 40 1234567',
    message: 'Guten Tag, liefern Sie auch nach Sylt? Ich brauche 30 m Sichtschutz.',
    consent: true,
    website: '',
    ...extra,
  };
}

const outboxFor = (address: string) =>
  env.DB.prepare(
    'SELECT kind, to_address, reply_to, subject, body, sent_at FROM mail_outbox WHERE reply_to = ? OR to_address = ? ORDER BY id',
  )
    .bind(address, address)
    .all<{
      kind: string;
      to_address: string;
      reply_to: string | null;
      subject: string;
      body: string;
      sent_at: string | null;
    }>()
    .then((r) => r.results);

describe('GET /api/ext/mail-service/get-token', () => {
  it('answers a fresh signed token that expires in two hours', async () => {
    const { status, body } = await call('/api/ext/mail-service/get-token');
    expect(status).toBe(200);
    expect(body.result.token).toMatch(/^f1\./);
    const lifetime = Date.parse(body.result.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(FORM_TOKEN_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(FORM_TOKEN_TTL_MS);
    expect(await token()).not.toBe(body.result.token);
  });

  it('refuses a malformed client nonce', async () => {
    const { status, body } = await call('/api/ext/mail-service/get-token?nonce=%3Cscript%3E');
    expect(status).toBe(400);
    expect(body.result).toContain('nonce');
  });
});

describe('POST /api/ext/mail-service/send-email', () => {
  it('puts a good contact message into the outbox, addressed to the shop and answerable to the sender', async () => {
    const email = uniqueEmail('jana');
    const { status, body } = await send({ ...message(email), token: await token() });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, result: { sent: true } });
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({
      kind: 'contact',
      to_address: 'service@zaunshop.example',
      reply_to: email,
      subject: 'Kontaktanfrage von Jana Krüger',
      sent_at: null,
    });
    expect(mail!.body).toContain('liefern Sie auch nach Sylt?');
    expect(mail!.body).toContain('Telefon: +49 40 1234567');
  });

  it('sends a business customer request with company and tax ID', async () => {
    const email = uniqueEmail('einkauf');
    const { status } = await send({
      ...message(email),
      form: 'business',
      company: 'Gartenbau Lindner GmbH',
      taxId: 'DE812345678',
      token: await token(),
    });
    expect(status).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({
      kind: 'business_contact',
      subject: 'Anfrage Geschäftskunde: Gartenbau Lindner GmbH (Jana Krüger)',
    });
    expect(mail!.body).toContain('USt-IdNr.: DE812345678');
  });

  it("answers bad input with 400 and every field's problem, and queues nothing", async () => {
    const email = 'not-an-address';
    const { status, body } = await send({
      form: 'business',
      name: 'Jo',
      email,
      message: 'kurz',
      consent: false,
      taxId: 'D',
      token: await token(),
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.result).toBe('Name must have at least 3 letters.');
    expect(body.meta.errors).toEqual({
      name: { key: 'Name must have at least {min} letters.', params: { min: 3 } },
      email: { key: 'Please provide valid e-mail address.' },
      taxId: { key: 'Tax ID must have at least 3 characters.' },
      message: { key: 'Must have at least {min} characters.', params: { min: 10 } },
      consent: { key: 'Please agree to the processing of your data according to the privacy policy.' },
      company: { key: 'Field is required' },
    });
    expect(await outboxFor(email)).toEqual([]);
  });

  it('names the e-mail problem with the text on its own', async () => {
    const { status, body } = await send({ ...message('jana@'), token: await token() });
    expect(status).toBe(400);
    expect(body.result).toBe('Please provide valid e-mail address.');
  });

  it('refuses bodies that are not a JSON object', async () => {
    expect((await send('{"form":')).status).toBe(400);
    expect((await send('[1,2]')).body.result).toBe('The request body must be a JSON object.');
  });

  it('refuses a missing or forged token with 403', async () => {
    const email = uniqueEmail('forged');
    const missing = await send(message(email));
    expect(missing.status).toBe(403);
    expect(missing.body.result).toBe('The form could not be verified. Please reload the page and try again.');
    const real = await token();
    const forged = real.slice(0, -4) + (real.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await send({ ...message(email), token: forged })).status).toBe(403);
    const foreign = (await issueFormToken('someone-elses-secret', new Date())).token;
    expect((await send({ ...message(email), token: foreign })).status).toBe(403);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('refuses an expired token with 403 and its own message', async () => {
    const old = await issueFormToken(formSecret(env), new Date(Date.now() - FORM_TOKEN_TTL_MS - 60_000));
    const { status, body } = await send({ ...message(uniqueEmail('late')), token: old.token });
    expect(status).toBe(403);
    expect(body.result).toBe('The form has expired. Please reload the page and send your message again.');
  });

  it("uses a token once, and binds it to the page's nonce when one was given", async () => {
    const email = uniqueEmail('twice');
    const once = await token();
    expect((await send({ ...message(email), token: once })).status).toBe(200);
    const again = await send({ ...message(email), token: once });
    expect(again.status).toBe(403);
    expect(again.body.result).toBe('This form has already been sent. Please reload the page to send another message.');

    const bound = await token('page-nonce-123');
    expect((await send({ ...message(email), token: bound })).status).toBe(403);
    expect((await send({ ...message(email), token: bound, nonce: 'page-nonce-123' })).status).toBe(200);
    expect(await outboxFor(email)).toHaveLength(2);
  });

  it('answers a filled honeypot like a success but sends nothing', async () => {
    const email = uniqueEmail('bot');
    const { status, body } = await send({ ...message(email), website: 'http://spam.example', token: await token() });
    expect(status).toBe(200);
    expect(body.result).toEqual({ sent: true });
    expect(await outboxFor(email)).toEqual([]);
  });

  it('limits messages per sender address with 429', async () => {
    const email = uniqueEmail('eager');
    for (let i = 0; i < 5; i++) expect((await send({ ...message(email), token: await token() })).status).toBe(200);
    const { status, body } = await send({ ...message(email), token: await token() });
    expect(status).toBe(429);
    expect(body.result).toMatch(/^Too many messages\. Please try again in \d+ minutes\.$/);
    expect(body.meta.message.key).toBe('Too many messages. Please try again in {minutes} minutes.');
    expect(await outboxFor(email)).toHaveLength(5);
  });
});

describe('sharing a cart by e-mail', () => {
  async function sharedCartCode(): Promise<string> {
    const created = await call('/api/cart/create', { method: 'POST' });
    const cartId = created.body.result;
    const product = await env.DB.prepare(
      "SELECT sku FROM products WHERE store = 'default' AND type_id = 'simple' AND status < 2 AND visibility <> 1 ORDER BY id LIMIT 1",
    ).first<{ sku: string }>();
    const added = await call(`/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: product!.sku, qty: 2, quoteId: cartId } }),
    });
    expect(added.status).toBe(200);
    const shared = await call(`/api/cart/share?cartId=${cartId}`, { method: 'POST' });
    expect(shared.status).toBe(200);
    return shared.body.result.code;
  }

  it('mails the share link of a saved cart', async () => {
    const email = uniqueEmail('friend');
    const code = await sharedCartCode();
    const { status } = await send({ form: 'share-cart', email, code, token: await token() });
    expect(status).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ kind: 'share_cart', to_address: email, reply_to: null });
    expect(mail!.body).toContain(`${ORIGIN}/sharecart/cart/index/crypt/${code}`);
  });

  it('answers the text for an unknown cart and the e-mail text for a bad address', async () => {
    const unknown = await send({
      form: 'share-cart',
      email: uniqueEmail('nobody'),
      code: 'A'.repeat(22),
      token: await token(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('Cart could not be shared to the e-mail');
    const bad = await send({ form: 'share-cart', email: 'friend@', code: 'A'.repeat(22), token: await token() });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBe('Please provide valid e-mail address.');
  });
});

describe('the contact pages', () => {
  it.each([
    ['/contacts', 'Schreiben Sie uns', []],
    ['/gewerbliche-kunden', 'Ihre Anfrage als gewerblicher Kunde', ['Firma', 'USt-IdNr. (optional)']],
  ])('%s keeps its CMS text and renders the form below it', async (path, heading, businessLabels) => {
    const res = await SELF.fetch(ORIGIN + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const cmsText = html.indexOf('cms__content');
    const form = html.indexOf(heading);
    expect(cmsText).toBeGreaterThan(-1);
    expect(form).toBeGreaterThan(cmsText);
    for (const label of ['E-Mail-Adresse', 'Ihre Nachricht', ...businessLabels]) expect(html).toContain(label);
  });

  it('shows no form on other CMS pages', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/impressum`)).text();
    expect(html).not.toContain('Schreiben Sie uns');
  });
});
