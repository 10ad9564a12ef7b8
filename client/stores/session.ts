import { proxy } from 'valtio';
import type { Locale } from '../../shared/i18n/locale.ts';
import type { StoreCode } from '../../shared/stores.ts';

/** The shopper's language and store: chosen per request from the path and the `lang` cookie. */
export interface SessionState {
  locale: Locale;
  storeCode: StoreCode;
}

export function createSessionStore(initial: SessionState): SessionState {
  return proxy<SessionState>({ ...initial });
}

export const LOCALE_COOKIE = 'lang';

export function setLocale(session: SessionState, locale: Locale): void {
  session.locale = locale;
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = locale.slice(0, 2);
  }
}
