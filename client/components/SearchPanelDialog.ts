import { type RefObject, useEffect } from 'react';

/** Selector of what Tab may reach inside the panel (results are reached with the arrow keys). */
const FOCUSABLE = 'input, button:not([disabled]), a[href]:not([tabindex="-1"])';

/**
 * The search panel behaves as a modal dialog while it is mounted: focus moves into the field on
 * open; Escape closes; Tab stays inside the dialog; the page behind does not scroll.
 */
export function useSearchPanelDialog(
  panel: RefObject<HTMLDivElement | null>,
  input: RefObject<HTMLInputElement | null>,
  close: () => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once when the panel opens
  useEffect(() => {
    input.current?.focus();
    const root = document.documentElement;
    root.classList.add('search-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove('search-open');
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}
