import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  allows,
  CONSENT_STORAGE_KEY,
  dialogLayer,
  ONLY_NECESSARY,
  readChoice,
  saveChoice,
} from './choice.ts';
import { matchRoute } from '../../shared/routes.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const now = new Date('2026-11-22T10:00:00Z');

/** The layer a shopper sees first on a store-local path (no layer opened by hand). */
const firstSeen = (path: string, choice: ReturnType<typeof readChoice>, required = true) =>
  dialogLayer({ required, closesConsent: matchRoute(path).route.closesConsent === true, choice, opened: 'closed' });

describe('consent dialog per route and choice', () => {
  it('shows the first layer on shop pages while the shopper has not decided', () => {
    for (const path of [
      '/',
      '/c/tore',
      '/p/GT1-BASIC/gartentor-einfluegelig-basic',
      '/i/agb',
      '/checkout',
      '/unknown-page',
    ]) {
      expect(firstSeen(path, null), path).toBe('first');
    }
  });

  it('stays closed on the legal notice and the privacy policy', () => {
    expect(firstSeen('/impressum', null)).toBe('closed');
    expect(firstSeen('/datenschutzerklaerung', null)).toBe('closed');
  });

  it('stays closed once decided, and in a store that needs no consent', () => {
    const choice = saveChoice(memoryStorage(), ONLY_NECESSARY, now);
    expect(firstSeen('/', choice)).toBe('closed');
    expect(firstSeen('/', null, false)).toBe('closed');
  });

  it('shows a layer the shopper opened on every route, the legal pages included', () => {
    const choice = saveChoice(memoryStorage(), ACCEPT_ALL, now);
    expect(dialogLayer({ required: true, closesConsent: true, choice, opened: 'settings' })).toBe('settings');
    expect(dialogLayer({ required: true, closesConsent: false, choice: null, opened: 'settings' })).toBe('settings');
  });
});

describe('remembered choice', () => {
  it('reads back what was saved, with the version and the time of the decision', () => {
    const storage = memoryStorage();
    saveChoice(storage, { analytics: true, marketing: false }, now);
    expect(readChoice(storage)).toEqual({
      version: 1,
      analytics: true,
      marketing: false,
      decidedAt: now.toISOString(),
    });
  });

  it('asks again for a choice of another version, a tampered one, or none', () => {
    expect(readChoice(memoryStorage())).toBeNull();
    expect(
      readChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"version":0,"analytics":true,"marketing":true}' })),
    ).toBeNull();
    expect(
      readChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"version":1,"analytics":"yes","marketing":true}' })),
    ).toBeNull();
    expect(readChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: 'not json' }))).toBeNull();
    expect(readChoice(null)).toBeNull();
  });

  it('keeps the decision for the page when the storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(saveChoice(refusing, ACCEPT_ALL, now)).toMatchObject({ analytics: true, marketing: true });
  });

  it('allows an optional category only with a decision that allows it', () => {
    expect(allows(null, 'analytics')).toBe(false);
    const some = saveChoice(memoryStorage(), { analytics: true, marketing: false }, now);
    expect(allows(some, 'analytics')).toBe(true);
    expect(allows(some, 'marketing')).toBe(false);
  });
});
