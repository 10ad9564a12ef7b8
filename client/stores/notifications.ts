import { proxy } from 'valtio';

/** A notification. Auto-dismissed after its lifetime unless it has no timeout. */
export interface Notification {
  id: number;
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  action1?: { label: string; href?: string };
  timeToLive: number;
  hasNoTimeout: boolean;
}

/** Notification lifetime. */
export const NOTIFICATION_TTL = 5000;

export interface NotificationsState {
  items: Notification[];
  nextId: number;
}

export function createNotificationsStore(): NotificationsState {
  return proxy<NotificationsState>({ items: [], nextId: 1 });
}

/**
 * Shows a notification unless its message equals the latest one, and returns its id.
 * Timers are the caller's concern (the UI schedules dismissal), so the store stays SSR-safe.
 */
export function notify(
  state: NotificationsState,
  n: Pick<Notification, 'type' | 'message'> & Partial<Pick<Notification, 'action1' | 'timeToLive' | 'hasNoTimeout'>>,
): number | null {
  const latest = state.items[state.items.length - 1];
  if (latest && latest.message === n.message) return null;
  const id = state.nextId++;
  state.items.push({ timeToLive: NOTIFICATION_TTL, hasNoTimeout: false, ...n, id });
  return id;
}

export function dismiss(state: NotificationsState, id: number): void {
  const index = state.items.findIndex((n) => n.id === id);
  if (index >= 0) state.items.splice(index, 1);
}

/** Removes every notification: the checkout starts without toasts over its buttons. */
export function dismissAll(state: NotificationsState): void {
  state.items.splice(0);
}
