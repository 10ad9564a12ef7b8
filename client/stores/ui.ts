import { proxy } from 'valtio';

/** UI state: which panels are open. One instance per shopper (per request on the server). */
export interface UiState {
  sidebar: boolean;
  microcart: boolean;
  wishlist: boolean;
  searchpanel: boolean;
  overlay: boolean;
  loader: boolean;
  authElem: 'login' | 'register' | 'forgot-pass' | null;
  /** Id of the element that gets the focus when the login dialog closes (else the header's account button). */
  authReturn: string | null;
  /** Category id of the open submenu, or null. */
  submenu: number | null;
  /** Whether a client navigation is loading. */
  navigating: boolean;
}

export function createUiStore(initial: Partial<UiState> = {}): UiState {
  return proxy<UiState>({
    sidebar: false,
    microcart: false,
    wishlist: false,
    searchpanel: false,
    overlay: false,
    loader: false,
    authElem: null,
    authReturn: null,
    submenu: null,
    navigating: false,
    ...initial,
  });
}

export function toggleSidebar(ui: UiState, open = !ui.sidebar): void {
  ui.sidebar = open;
  ui.overlay = open;
}

export function openSubmenu(ui: UiState, categoryId: number | null): void {
  ui.submenu = categoryId;
}

export function closeAll(ui: UiState): void {
  ui.sidebar = ui.microcart = ui.wishlist = ui.searchpanel = ui.overlay = false;
  ui.authElem = null;
  ui.submenu = null;
}
