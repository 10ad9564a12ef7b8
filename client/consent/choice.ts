import type { StorageLike } from '../stores/persisted.ts';

/**
 * The shopper's consent: which optional
 * categories they allow, remembered in this browser with a version, and whether the dialog shows.
 * Pure functions over a storage, so the rules are tested without a browser.
 */

/** Raised when the categories or their purpose change: every shopper is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = `zaunshop:consent:v${CONSENT_VERSION}`;

export type OptionalCategory = 'analytics' | 'marketing';

export interface ConsentChoice {
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601 time of the decision (what the shop can show if asked when consent was given). */
  decidedAt: string;
}

export const ACCEPT_ALL = { analytics: true, marketing: true } as const;
export const ONLY_NECESSARY = { analytics: false, marketing: false } as const;

/** The remembered choice, or null when the shopper has not decided under the current version. */
export function readChoice(storage: StorageLike | null): ConsentChoice | null {
  try {
    const value = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    if (
      !value ||
      value.version !== CONSENT_VERSION ||
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean'
    )
      return null;
    return {
      version: CONSENT_VERSION,
      analytics: value.analytics,
      marketing: value.marketing,
      decidedAt: String(value.decidedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/** Remembers a decision; a storage that refuses (private mode, quota) leaves it for this page only. */
export function saveChoice(
  storage: StorageLike | null,
  allowed: Record<OptionalCategory, boolean>,
  now: Date,
): ConsentChoice {
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    analytics: allowed.analytics,
    marketing: allowed.marketing,
    decidedAt: now.toISOString(),
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered: the dialog asks again on the next page load.
  }
  return choice;
}

/** Whether a category may run: only with a decision that allows it. Necessary always runs. */
export function allows(choice: ConsentChoice | null, category: OptionalCategory): boolean {
  return choice?.[category] === true;
}

export type DialogLayer = 'closed' | 'first' | 'settings';

/**
 * What the dialog shows on a route. A layer the shopper opened themselves (the footer's
 * "Privacy settings", or "Settings" in the first layer) shows anywhere. Otherwise: closed where the
 * route closes it (legal notice and privacy policy stay readable without deciding) or where the
 * store needs no consent; the first layer while the shopper has not decided; closed once they have.
 */
export function dialogLayer(input: {
  required: boolean;
  closesConsent: boolean;
  choice: ConsentChoice | null;
  opened: DialogLayer;
}): DialogLayer {
  if (input.opened !== 'closed') return input.opened;
  if (input.closesConsent) return 'closed';
  return input.required && !input.choice ? 'first' : 'closed';
}
