import '../../shared/i18n/areas/consent.ts';
import { subscribe } from 'valtio';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { matchRoute } from '../../shared/routes.ts';
import { resolveStore, storeHref, type StoreView } from '../../shared/stores.ts';
import { trapDialogKeys } from '../components/dialog-keys.ts';
import type { SessionState } from '../stores/session.ts';
import { ACCEPT_ALL, dialogLayer, ONLY_NECESSARY, type DialogLayer, type OptionalCategory } from './choice.ts';
import type { ConsentState } from './runtime.ts';
import { CONSENT_REQUIRED } from './settings.ts';

/**
 * The consent dialog, written with the DOM rather than React: it shows to every first visitor,
 * so it must not make a phone load and start React for a page that needs none. First layer,
 * settings layer, or nothing, per route and choice; rebuilt when the layer or language changes.
 */

type Decide = (allowed: Record<OptionalCategory, boolean>) => void;

interface DialogProps {
  state: ConsentState;
  session: SessionState;
  store: StoreView;
  decide: Decide;
}

type Child = Node | string | null | false;

/** An element with attributes (`on…` functions become listeners) and children. */
function h(tag: string, attributes: Record<string, unknown>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value != null) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

const button = (text: string, onClick: () => void, secondary = false) =>
  h('button', { type: 'button', class: secondary ? 'button consent__secondary' : 'button', onClick }, text);

function legalLinks(t: Translate, store: StoreView): HTMLElement {
  return h(
    'p',
    { class: 'consent__links' },
    h('a', { href: storeHref(store, '/datenschutzerklaerung') }, t('Privacy policy')),
    h('a', { href: storeHref(store, '/impressum') }, t('Legal notice')),
  );
}

function firstLayer(t: Translate, { state, store, decide }: DialogProps): HTMLElement {
  // Short lines in a compact sheet: the dialog comes after the consent wait and must not cover
  // the page a phone shows (nor count as its largest paint).
  return h(
    'div',
    {
      class: 'consent',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'consent-title',
      'aria-describedby': 'consent-text',
    },
    h('h2', { id: 'consent-title', class: 'consent__title' }, t('We use cookies')),
    h(
      'div',
      { id: 'consent-text', class: 'consent__text' },
      h('p', {}, t('We use cookies and similar technologies:')),
      h(
        'ul',
        {},
        h('li', {}, t('to run this shop,')),
        h('li', {}, t('to analyse its use,')),
        h('li', {}, t('to show you relevant offers.')),
      ),
      h('p', {}, t('You can choose which categories you allow.')),
    ),
    legalLinks(t, store),
    h(
      'div',
      { class: 'consent__actions' },
      button(t('Accept all'), () => decide(ACCEPT_ALL)),
      button(t('Only necessary'), () => decide(ONLY_NECESSARY), true),
      button(
        t('Settings'),
        () => {
          state.opened = 'settings';
        },
        true,
      ),
    ),
  );
}

const CATEGORIES: Array<{ id: OptionalCategory; label: string; text: string }> = [
  { id: 'analytics', label: 'Statistics', text: 'Statistics cookies help us understand how visitors use the shop.' },
  { id: 'marketing', label: 'Marketing', text: 'Marketing cookies are used to show you relevant advertising.' },
];

function settingsLayer(t: Translate, { state, store, decide }: DialogProps, close: (() => void) | null): HTMLElement {
  const initial = state.choice ?? ONLY_NECESSARY;
  const allowed = { analytics: initial.analytics, marketing: initial.marketing };
  return h(
    'div',
    {
      class: 'consent consent--settings',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'consent-settings-title',
    },
    h(
      'div',
      { class: 'consent__head' },
      h('h2', { id: 'consent-settings-title', class: 'consent__title', tabindex: '-1' }, t('Privacy settings')),
      close && h('button', { type: 'button', class: 'consent__close', 'aria-label': t('Close'), onClick: close }, '×'),
    ),
    h(
      'p',
      {},
      t(
        'Choose which categories you allow. You can change your choice at any time under "Privacy settings" at the bottom of every page.',
      ),
    ),
    h(
      'ul',
      { class: 'consent__categories' },
      h(
        'li',
        {},
        h('label', {}, h('input', { type: 'checkbox', checked: true, disabled: true }), ` ${t('Necessary')}`),
        h('p', {}, t('Necessary cookies are required for the shop to work and cannot be disabled.')),
      ),
      ...CATEGORIES.map((c) =>
        h(
          'li',
          {},
          h(
            'label',
            {},
            h('input', {
              type: 'checkbox',
              name: c.id,
              checked: allowed[c.id],
              'aria-label': t('Allow {category}', { category: t(c.label) }),
              onChange: (event: Event) => {
                allowed[c.id] = (event.target as HTMLInputElement).checked;
              },
            }),
            ` ${t(c.label)}`,
          ),
          h('p', {}, t(c.text)),
        ),
      ),
    ),
    legalLinks(t, store),
    h(
      'div',
      { class: 'consent__actions' },
      button(t('Save selection'), () => decide({ ...allowed })),
      button(t('Accept all'), () => decide(ACCEPT_ALL), true),
    ),
  );
}

/** Shows the dialog in `host` as the state says, and follows the state and the language. */
export function mountConsentDialog(host: HTMLElement, props: DialogProps): void {
  const { state, session, store } = props;
  let shown: { layer: DialogLayer; locale: string } = { layer: 'closed', locale: '' };
  let stopKeys: (() => void) | null = null;
  const render = () => {
    const route = matchRoute(resolveStore(state.path).path).route;
    const layer = dialogLayer({
      required: CONSENT_REQUIRED[store.code],
      closesConsent: route.closesConsent === true,
      choice: state.choice,
      opened: state.opened,
    });
    if (layer === shown.layer && session.locale === shown.locale) return;
    shown = { layer, locale: session.locale };
    stopKeys?.();
    stopKeys = null;
    host.replaceChildren();
    if (layer === 'closed') return;
    const t = runtimeTranslator(session.locale);
    // Once decided, the shopper may leave the dialog without changing anything.
    const close = state.choice
      ? () => {
          state.opened = 'closed';
        }
      : null;
    const panel = layer === 'first' ? firstLayer(t, props) : settingsLayer(t, props, close);
    host.append(h('div', { class: 'consent__backdrop' }), panel);
    // Focus moves in the frame that lays the dialog out anyway: focusing now would lay out the
    // page once more, in the same long task that built the dialog.
    requestAnimationFrame(() => {
      if (panel.isConnected) (panel.querySelector<HTMLElement>(layer === 'first' ? 'button' : 'h2') ?? panel).focus();
    });
    stopKeys = trapDialogKeys(
      () => panel,
      () => close?.(),
    );
  };
  subscribe(state, render);
  subscribe(session, render);
  render();
}
