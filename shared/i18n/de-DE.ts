/**
 * The de-DE catalogue (the default language): German texts in the "Sie" form, merged from the
 * screen areas in de-DE/*.ts. Each area is typed `Record<AreaKey, string>` against en-US/*.ts.
 */
import type { I18nKey } from './en-US.ts';
import { account } from './de-DE/account.ts';
import { catalog } from './de-DE/catalog.ts';
import { checkout } from './de-DE/checkout.ts';
import { layout } from './de-DE/layout.ts';
import { messages } from './de-DE/messages.ts';
import { search } from './de-DE/search.ts';
import { lists } from './de-DE/lists.ts';
import { productExtras } from './de-DE/product-extras.ts';
import { consent } from './de-DE/consent.ts';
import { supplies } from './de-DE/supplies.ts';
import { newsletter } from './de-DE/newsletter.ts';
import { service } from './de-DE/service.ts';
import { offline } from './de-DE/offline.ts';
import { blog } from './de-DE/blog.ts';
import { planner } from './de-DE/planner.ts';

/** The German areas, named as in en-US.ts `keyAreas`. */
export const deDEAreas = {
  messages,
  layout,
  catalog: { ...catalog, ...search, ...lists, ...productExtras },
  checkout,
  account,
  consent,
  supplies,
  newsletter,
  service,
  offline,
  blog,
  planner,
} as const;

const merged: Record<I18nKey, string> = {
  ...messages,
  ...layout,
  ...catalog,
  ...search,
  ...lists,
  ...productExtras,
  ...checkout,
  ...account,
  ...consent,
  ...supplies,
  ...newsletter,
  ...service,
  ...offline,
  ...blog,
  ...planner,
};

export const deDE: Readonly<Record<string, string>> = Object.freeze(merged);
