import { useEffect, type RefObject } from 'react';

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
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>(
        'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), select:not([disabled])',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // Bound once per opening: `close` only changes identity, not meaning.
  }, []);
}
