/**
 * The en-US catalogue. Keys are the English source texts (as in vue-storefront), so the English
 * catalogue is the identity over all keys; an unknown key also shows as itself (translate.ts).
 * The keys live per screen area in en-US/*.ts; de-DE/*.ts is typed against them, so a German
 * area that misses a key or adds an unknown one does not compile.
 */
import { accountKeys } from './en-US/account.ts';
import { blogKeys } from './en-US/blog.ts';
import { catalogKeys } from './en-US/catalog.ts';
import { checkoutKeys } from './en-US/checkout.ts';
import { layoutKeys } from './en-US/layout.ts';
import { messageKeys } from './en-US/messages.ts';
import { consentKeys } from './en-US/consent.ts';
import { suppliesKeys } from './en-US/supplies.ts';
import { newsletterKeys } from './en-US/newsletter.ts';
import { serviceKeys } from './en-US/service.ts';
import { offlineKeys } from './en-US/offline.ts';
import { plannerKeys } from './en-US/planner.ts';

/** The key lists per screen area (tests use them to check that no key is in two areas). */
export const keyAreas = {
  messages: messageKeys,
  layout: layoutKeys,
  catalog: catalogKeys,
  checkout: checkoutKeys,
  account: accountKeys,
  consent: consentKeys,
  supplies: suppliesKeys,
  newsletter: newsletterKeys,
  service: serviceKeys,
  offline: offlineKeys,
  blog: blogKeys,
  planner: plannerKeys,
} as const;

/** Every message key of the storefront. */
export type I18nKey = (typeof keyAreas)[keyof typeof keyAreas][number];

export const i18nKeys: readonly I18nKey[] = Object.freeze(Object.values(keyAreas).flat());

/** English texts that differ from their key (none so far: keys are written as shown). */
const overrides: Partial<Record<I18nKey, string>> = {};

export const enUS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(i18nKeys.map((key) => [key, overrides[key] ?? key])),
);
