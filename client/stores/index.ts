import { createUiStore, type UiState } from './ui.ts';
import { createNotificationsStore, type NotificationsState } from './notifications.ts';
import { createSessionStore, type SessionState } from './session.ts';

/** All client stores of one shopper. Created per request on the server, once in the browser. */
export interface Stores {
  ui: UiState;
  notifications: NotificationsState;
  session: SessionState;
}

export function createStores(session: SessionState): Stores {
  return {
    ui: createUiStore(),
    notifications: createNotificationsStore(),
    session: createSessionStore(session),
  };
}
