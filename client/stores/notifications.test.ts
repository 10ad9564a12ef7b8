import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autoDismiss,
  createNotificationsStore,
  MAX_NOTIFICATIONS,
  NOTIFICATION_TTL,
  notify,
  type NotificationsState,
} from './notifications.ts';

const OFFLINE = 'You are offline. Some features may not be available.';
const ONLINE = 'You are back online.';
const shown = (state: NotificationsState) => state.items.map((n) => n.message);

describe('notifications', () => {
  it('keeps one connection notice through a flapping network: the newest replaces the older', () => {
    const state = createNotificationsStore();
    notify(state, { type: 'success', message: 'Product has been added to the cart!' });
    for (let flap = 0; flap < 20; flap++) {
      notify(state, { type: 'warning', message: OFFLINE, topic: 'connection' });
      notify(state, { type: 'info', message: ONLINE, topic: 'connection' });
    }
    expect(shown(state)).toEqual(['Product has been added to the cart!', ONLINE]);
  });

  it('still suppresses a notice equal to the latest one', () => {
    const state = createNotificationsStore();
    expect(notify(state, { type: 'warning', message: OFFLINE })).not.toBeNull();
    expect(notify(state, { type: 'warning', message: OFFLINE })).toBeNull();
    expect(shown(state)).toEqual([OFFLINE]);
  });

  it('shows at most a few notices, dropping the oldest that only informs and keeping one with an action', () => {
    const state = createNotificationsStore();
    notify(state, {
      type: 'success',
      message: 'Product has been added to the cart!',
      action1: { label: 'Proceed to checkout', href: '/checkout' },
    });
    for (let i = 1; i <= 5; i++) notify(state, { type: 'info', message: `notice ${i}` });
    expect(state.items).toHaveLength(MAX_NOTIFICATIONS);
    expect(shown(state)).toEqual(['Product has been added to the cart!', 'notice 4', 'notice 5']);
  });

  it('shows a new notice even when every older one waits for the shopper', () => {
    const state = createNotificationsStore();
    for (let i = 1; i <= MAX_NOTIFICATIONS; i++)
      notify(state, { type: 'error', message: `must confirm ${i}`, hasNoTimeout: true });
    notify(state, { type: 'info', message: 'newest' });
    expect(shown(state)).toEqual(['must confirm 2', 'must confirm 3', 'newest']);
  });

  describe('dismissal after the lifetime', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('counts each notice from its own appearance: a later notice does not restart the others', async () => {
      const state = createNotificationsStore();
      const stop = autoDismiss(state);
      notify(state, { type: 'info', message: 'first' });
      await vi.advanceTimersByTimeAsync(NOTIFICATION_TTL - 1000);
      notify(state, { type: 'info', message: 'second' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(shown(state)).toEqual(['second']);
      await vi.advanceTimersByTimeAsync(NOTIFICATION_TTL - 1000);
      expect(shown(state)).toEqual([]);
      stop();
    });

    it('keeps a notice without timeout until the shopper dismisses it', async () => {
      const state = createNotificationsStore();
      const stop = autoDismiss(state);
      notify(state, { type: 'error', message: 'confirm me', hasNoTimeout: true });
      notify(state, { type: 'info', message: 'passing' });
      await vi.advanceTimersByTimeAsync(NOTIFICATION_TTL * 2);
      expect(shown(state)).toEqual(['confirm me']);
      stop();
    });
  });
});
