import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each island root has props of its own, checked where it is placed
type IslandComponent = ComponentType<any>;

/**
 * The back office's island roots by name, each a chunk of the back office's own bundle loaded when
 * its page has one. The server renders the same components (worker/admin-ui/island.tsx).
 */
export const adminIslandRoots = {
  login: () => import('./LoginForm.tsx').then((m) => m.LoginForm),
  actions: () => import('./ActionButtons.tsx').then((m) => m.ActionButtons),
  filters: () => import('./Filters.tsx').then((m) => m.Filters),
  'stock-editor': () => import('./StockEditor.tsx').then((m) => m.StockEditor),
  'staff-create': () => import('./StaffCreate.tsx').then((m) => m.StaffCreate),
  totp: () => import('./TotpSettings.tsx').then((m) => m.TotpSettings),
  'order-status': () => import('./OrderStatus.tsx').then((m) => m.OrderStatusFact),
  'order-actions': () => import('./OrderStatus.tsx').then((m) => m.OrderActions),
  'order-history': () => import('./OrderStatus.tsx').then((m) => m.OrderHistory),
  print: () => import('./PrintButton.tsx').then((m) => m.PrintButton),
} satisfies Record<string, () => Promise<IslandComponent>>;

export type AdminIslandName = keyof typeof adminIslandRoots;
