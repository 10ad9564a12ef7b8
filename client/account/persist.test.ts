import { describe, expect, it } from 'vitest';
import { proxy, subscribe } from 'valtio';
import { createStores } from '../stores/index.ts';
import { clearUser, setSession, USER_STORAGE_KEY, type UserState } from './state.ts';
import { clearCheckoutDetails, parseStoredUser, persistUser, storedUserOf } from './persist.ts';

/** An in-memory Web Storage (with key/length for the checkout clean-up). */
class FakeStorage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const newUser = () => createStores({ locale: 'de-DE', storeCode: 'default' }).user;

describe('stored session (contracts.md: zaunshop:user:v1 = { token, refreshToken? })', () => {
  it('reads only a well-formed token and keeps nothing but the tokens', () => {
    expect(parseStoredUser(JSON.stringify({ token: 'a.b.c', refreshToken: 'r.s.t' }))).toEqual({
      token: 'a.b.c',
      refreshToken: 'r.s.t',
    });
    expect(parseStoredUser(JSON.stringify({ token: 'a.b.c' }))).toEqual({ token: 'a.b.c', refreshToken: null });
    for (const bad of [
      null,
      '',
      'not json',
      '[]',
      '{"token":""}',
      '{"token":42}',
      JSON.stringify({ token: 'x'.repeat(5000) }),
    ]) {
      expect(parseStoredUser(bad)).toBeNull();
    }
    const user = proxy<UserState>({
      loaded: true,
      token: 't',
      refreshToken: 'r',
      profile: { email: 'a@b.de' } as never,
      orders: null,
    });
    expect(JSON.parse(storedUserOf(user)!)).toEqual({ token: 't', refreshToken: 'r' });
    expect(storedUserOf({ token: null, refreshToken: null })).toBeNull();
  });

  it('loads the stored tokens, writes logins and logouts back, and mirrors the token', async () => {
    const storage = new FakeStorage();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ token: 'old' }));
    const user = newUser();
    const tokens: Array<string | null> = [];
    const stop = persistUser(user, subscribe, storage, null, (t) => tokens.push(t));
    expect(user).toMatchObject({ loaded: true, token: 'old', refreshToken: null, profile: null });

    setSession(user, 'new', 'refresh');
    await tick();
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!)).toEqual({ token: 'new', refreshToken: 'refresh' });
    clearUser(user);
    await tick();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(tokens).toEqual(['old', 'new', null]);
    stop();
  });

  it("follows another tab's login and logout", () => {
    const storage = new FakeStorage();
    const events = new EventTarget();
    const user = newUser();
    persistUser(user, subscribe, storage, events, () => undefined);
    // Another tab writes the entry, then this tab hears of it (the event comes after the write).
    const storageEvent = (newValue: string | null) => {
      if (newValue === null) storage.removeItem(USER_STORAGE_KEY);
      else storage.setItem(USER_STORAGE_KEY, newValue);
      return Object.assign(new Event('storage'), { key: USER_STORAGE_KEY, newValue });
    };
    events.dispatchEvent(storageEvent(JSON.stringify({ token: 'other-tab' })));
    expect(user.token).toBe('other-tab');
    user.profile = { email: 'a@b.de' } as never;
    events.dispatchEvent(storageEvent(null));
    expect(user).toMatchObject({ token: null, profile: null });
  });
});

describe('logout clears the checkout details of every store', () => {
  it('removes zaunshop:*:checkout* keys and nothing else', () => {
    const storage = new FakeStorage();
    for (const key of [
      'zaunshop:default:checkout:v1',
      'zaunshop:at:checkout-details',
      'zaunshop:default:cart:v1',
      'zaunshop:user:v1',
      'other:checkout',
    ]) {
      storage.setItem(key, '{}');
    }
    clearCheckoutDetails(storage);
    expect([...storage.data.keys()]).toEqual(['zaunshop:default:cart:v1', 'zaunshop:user:v1', 'other:checkout']);
  });
});
