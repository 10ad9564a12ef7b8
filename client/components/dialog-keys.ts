/**
 * Modal dialog keyboard behaviour (WAI-ARIA dialog pattern), free of React: Escape calls `close`,
 * and Tab / Shift+Tab stay inside `panel`. Returns the function that stops it.
 */
export function trapDialogKeys(panel: () => HTMLElement | null, close: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    const element = panel();
    if (event.key !== 'Tab' || !element) return;
    const focusable = element.querySelectorAll<HTMLElement>(
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
}
