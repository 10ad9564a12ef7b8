import { useSnapshot } from 'valtio';
import { locales, type Locale } from '../../shared/i18n/locale.ts';
import { stores as storeViews, storeCodes } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { setLocale } from '../stores/session.ts';

/** Language switch (de-DE default, en-US): changes every text in place and is remembered in a cookie. */
export function LanguageSwitch() {
  const t = useT();
  const { stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  return (
    <label className="switch">
      <span className="sr-only">{t('Language')}</span>
      <select value={locale} onChange={(e) => setLocale(stores.session, e.target.value as Locale)}>
        {locales.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Links to the same shop in the other stores (a full page load: prices and tax change with the store). */
export function StoreSwitch() {
  const t = useT();
  const { store } = useApp();
  return (
    <nav className="store-switch" aria-label={t('Store')}>
      {storeCodes
        .filter((code) => code !== 'de')
        .map((code) => {
          const view = storeViews[code];
          return (
            <a
              key={code}
              href={`${view.prefix}/`}
              aria-current={view.code === store.code ? 'true' : undefined}
              hrefLang={view.hreflang}
            >
              {view.country}
            </a>
          );
        })}
    </nav>
  );
}
