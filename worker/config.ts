import type { MiddlewareHandler } from 'hono';
import { type AppEnv, type Env, isDevelopment } from './env.ts';
import { DEVELOPMENT_RENDER_LIST_SECRET } from './catalog/render-list.ts';
import { DEVELOPMENT_AUTH_SECRET } from './users/tokens.ts';

/**
 * The worker's configuration, checked before it serves anything. Outside local development the
 * secrets and the shop's public address must be set: without them customer tokens, price signatures
 * and mailed links would fall back to keys everyone can read in this repository or to whatever host
 * a request names. Local development is only what says so explicitly (`ENVIRONMENT=development`
 * from .dev.vars, `wrangler dev --var`, the tests' bindings) — never a guess from the request.
 */

/** What a deployed shop must have; each names why in the README's Deploy section. */
export const REQUIRED_CONFIGURATION = [
  'AUTH_SECRET',
  'ADMIN_SECRET',
  'RENDER_LIST_SECRET',
  'SHOP_URL',
  'BANK_ACCOUNT_HOLDER',
  'BANK_IBAN',
  'BANK_BIC',
] as const;

/** Mail links while developing without SHOP_URL: the address `npm start` serves. */
export const DEVELOPMENT_SHOP_URL = 'http://127.0.0.1:8787';

/** Keys published in this repository: set as a secret they protect nothing, so they count as unset. */
const DEVELOPMENT_KEYS: Partial<Record<(typeof REQUIRED_CONFIGURATION)[number], string>> = {
  AUTH_SECRET: DEVELOPMENT_AUTH_SECRET,
  RENDER_LIST_SECRET: DEVELOPMENT_RENDER_LIST_SECRET,
};

/** SHOP_URL as an origin without a trailing slash, or null when it is not an http(s) origin. */
function configuredShopUrl(value: string | undefined): string | null {
  const url = value?.trim().replace(/\/+$/, '');
  return url && /^https?:\/\/[^/\s?#]+$/i.test(url) ? url : null;
}

/** The names of required settings that are unset, blank, malformed or a published development key. */
export function missingConfiguration(env: Env): string[] {
  if (isDevelopment(env)) return [];
  return REQUIRED_CONFIGURATION.filter((name) => {
    if (name === 'SHOP_URL') return configuredShopUrl(env.SHOP_URL) === null;
    if (name === 'BANK_IBAN') return configuredIban(env.BANK_IBAN) === null;
    const value = env[name]?.trim();
    return !value || value === DEVELOPMENT_KEYS[name];
  });
}

/**
 * The shop's public origin for links that leave the request (mails): SHOP_URL, in development
 * DEVELOPMENT_SHOP_URL when unset. Never the request's Host or X-Forwarded-Host, which the sender of a
 * password-reset request chooses.
 */
export function shopUrl(env: Env): string {
  return configuredShopUrl(env.SHOP_URL) ?? DEVELOPMENT_SHOP_URL;
}

/**
 * The account prepayment customers transfer to, shown on the thank-you page and in the order mail.
 * A wrong IBAN would send customers' money astray, so one whose check digits do not add up counts
 * as unset.
 */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
}

/** The demo shop's account while developing (the IBAN is the usual documentation example). */
export const DEVELOPMENT_BANK_ACCOUNT: BankAccount = {
  holder: 'Zaunshop Demo GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

/** The IBAN in groups of four, or null when it is not one (ISO 13616: mod-97 of the rearranged digits is 1). */
function configuredIban(value: string | undefined): string | null {
  const iban = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? iban.replace(/(.{4})(?=.)/g, '$1 ') : null;
}

/** The configured bank account; in development the demo account stands in for what is unset (elsewhere unset means no service). */
export function bankAccount(env: Env): BankAccount {
  const holder = env.BANK_ACCOUNT_HOLDER?.trim();
  const iban = configuredIban(env.BANK_IBAN);
  const bic = env.BANK_BIC?.trim().toUpperCase();
  return {
    holder: holder || DEVELOPMENT_BANK_ACCOUNT.holder,
    iban: iban ?? DEVELOPMENT_BANK_ACCOUNT.iban,
    bic: bic || DEVELOPMENT_BANK_ACCOUNT.bic,
  };
}

/**
 * The platform hands every request of an isolate the same env object, so the check runs once per
 * isolate (and once per env a test passes to `app.request`).
 */
const checked = new WeakMap<Env, string[]>();

function missingOnce(env: Env): string[] {
  let missing = checked.get(env);
  if (!missing) {
    missing = missingConfiguration(env);
    checked.set(env, missing);
    if (missing.length) console.error(startupError(missing));
  }
  return missing;
}

export const startupError = (missing: readonly string[]): string =>
  `Zaunshop is not configured: ${missing.join(', ')} missing. Set the secrets with \`wrangler secret put NAME\` ` +
  'and SHOP_URL (the https origin customers use) and the bank account (BANK_ACCOUNT_HOLDER, BANK_IBAN, BANK_BIC) ' +
  'in wrangler.toml [vars]; only ENVIRONMENT=development runs without them.';

/** Refuses every request with 503 while the configuration is incomplete (JSON on the API paths). */
export const requireConfiguration: MiddlewareHandler<AppEnv> = async (c, next) => {
  const missing = missingOnce(c.env);
  if (!missing.length) return next();
  const message = startupError(missing);
  const path = new URL(c.req.url).pathname;
  c.header('cache-control', 'no-store');
  if (path.startsWith('/api/') || path.startsWith('/rest/')) return c.json({ code: 503, result: message }, 503);
  return c.text(message, 503);
};
