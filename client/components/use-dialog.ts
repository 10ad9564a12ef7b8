import { useEffect, type RefObject } from 'react';
import { trapDialogKeys } from './dialog-keys.ts';

/**
 * Modal dialog keyboard behaviour (WAI-ARIA dialog pattern): focus goes to `initial` when the
 * dialog opens, Escape calls `close`, and Tab / Shift+Tab stay inside `panel` (microcart, wishlist).
 */
export function useDialog(
  panel: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once when the dialog opens; refs and close are stable for its life
  useEffect(() => {
    initial.current?.focus();
    return trapDialogKeys(() => panel.current, close);
    // Bound once per opening: `close` only changes identity, not meaning.
  }, []);
}
