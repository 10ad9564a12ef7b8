import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import '../../shared/i18n/areas/consent.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import { matchRoute } from '../../shared/routes.ts';
import { resolveStore, storeHref, type StoreView } from '../../shared/stores.ts';
import { useDialog } from '../components/use-dialog.ts';
import type { SessionState } from '../stores/session.ts';
import { ACCEPT_ALL, dialogLayer, ONLY_NECESSARY, type OptionalCategory } from './choice.ts';
import type { ConsentState } from './runtime.ts';
import { CONSENT_REQUIRED } from './settings.ts';

type Decide = (allowed: Record<OptionalCategory, boolean>) => void;

interface Props {
  state: ConsentState;
  session: SessionState;
  store: StoreView;
  decide: Decide;
}

/** The consent dialog: first layer, settings layer, or nothing, per route and choice. */
export function ConsentDialog({ state, session, store, decide }: Props) {
  const snap = useSnapshot(state);
  const { locale } = useSnapshot(session);
  const t = runtimeTranslator(locale);
  const route = matchRoute(resolveStore(snap.path).path).route;
  const layer = dialogLayer({
    required: CONSENT_REQUIRED[store.code],
    closesConsent: route.closesConsent === true,
    choice: snap.choice,
    opened: snap.opened,
  });
  if (layer === 'closed') return null;
  // Once decided, the shopper may leave the dialog without changing anything.
  const close = snap.choice
    ? () => {
        state.opened = 'closed';
      }
    : null;
  return (
    <>
      <div className="consent__backdrop" />
      {layer === 'first' ? (
        <FirstLayer
          t={t}
          store={store}
          decide={decide}
          settings={() => {
            state.opened = 'settings';
          }}
          close={close}
        />
      ) : (
        <SettingsLayer t={t} store={store} decide={decide} initial={snap.choice ?? ONLY_NECESSARY} close={close} />
      )}
    </>
  );
}

function LegalLinks({ t, store }: { t: Translate; store: StoreView }) {
  return (
    <p className="consent__links">
      <a href={storeHref(store, '/datenschutzerklaerung')}>{t('Privacy policy')}</a>
      <a href={storeHref(store, '/impressum')}>{t('Legal notice')}</a>
    </p>
  );
}

function FirstLayer({
  t,
  store,
  decide,
  settings,
  close,
}: {
  t: Translate;
  store: StoreView;
  decide: Decide;
  settings: () => void;
  close: (() => void) | null;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useDialog(panel, first, () => close?.());
  return (
    <div
      ref={panel}
      className="consent"
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
    >
      <h2 id="consent-title" className="consent__title">
        {t('We use cookies')}
      </h2>
      {/* Short lines in a compact sheet: the dialog comes after the consent wait and must not cover
          the page a phone shows (nor count as its largest paint). */}
      <div id="consent-text" className="consent__text">
        <p>{t('We use cookies and similar technologies:')}</p>
        <ul>
          <li>{t('to run this shop,')}</li>
          <li>{t('to analyse its use,')}</li>
          <li>{t('to show you relevant offers.')}</li>
        </ul>
        <p>{t('You can choose which categories you allow.')}</p>
      </div>
      <LegalLinks t={t} store={store} />
      <div className="consent__actions">
        <button ref={first} type="button" className="button" onClick={() => decide(ACCEPT_ALL)}>
          {t('Accept all')}
        </button>
        <button type="button" className="button consent__secondary" onClick={() => decide(ONLY_NECESSARY)}>
          {t('Only necessary')}
        </button>
        <button type="button" className="button consent__secondary" onClick={settings}>
          {t('Settings')}
        </button>
      </div>
    </div>
  );
}

const CATEGORIES: Array<{ id: OptionalCategory; label: string; text: string }> = [
  { id: 'analytics', label: 'Statistics', text: 'Statistics cookies help us understand how visitors use the shop.' },
  { id: 'marketing', label: 'Marketing', text: 'Marketing cookies are used to show you relevant advertising.' },
];

function SettingsLayer({
  t,
  store,
  decide,
  initial,
  close,
}: {
  t: Translate;
  store: StoreView;
  decide: Decide;
  initial: Record<OptionalCategory, boolean>;
  close: (() => void) | null;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [allowed, setAllowed] = useState({ analytics: initial.analytics, marketing: initial.marketing });
  useDialog(panel, heading, () => close?.());
  return (
    <div
      ref={panel}
      className="consent consent--settings"
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-settings-title"
    >
      <div className="consent__head">
        <h2 id="consent-settings-title" className="consent__title" ref={heading} tabIndex={-1}>
          {t('Privacy settings')}
        </h2>
        {close && (
          <button type="button" className="consent__close" aria-label={t('Close')} onClick={close}>
            ×
          </button>
        )}
      </div>
      <p>
        {t(
          'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.',
        )}
      </p>
      <ul className="consent__categories">
        <li>
          <label>
            <input type="checkbox" checked disabled /> {t('Necessary')}
          </label>
          <p>{t('Necessary cookies are required for the shop to work and cannot be disabled.')}</p>
        </li>
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            <label>
              <input
                type="checkbox"
                name={c.id}
                checked={allowed[c.id]}
                aria-label={t('Allow {category}', { category: t(c.label) })}
                onChange={(event) => setAllowed({ ...allowed, [c.id]: event.target.checked })}
              />{' '}
              {t(c.label)}
            </label>
            <p>{t(c.text)}</p>
          </li>
        ))}
      </ul>
      <LegalLinks t={t} store={store} />
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => decide(allowed)}>
          {t('Save selection')}
        </button>
        <button type="button" className="button consent__secondary" onClick={() => decide(ACCEPT_ALL)}>
          {t('Accept all')}
        </button>
      </div>
    </div>
  );
}
