import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { autoDismiss, dismiss } from '../stores/notifications.ts';
import { Link } from './Link.tsx';
import { useHydrated } from './use-list.ts';

const NONE: readonly never[] = [];

/**
 * Where toasts at the top start: below the header, which opens every page, so its cart button stays
 * reachable however far the page is scrolled when they appear and when the shopper scrolls back.
 */
function belowHeader(): number {
  return (document.querySelector('.header') as HTMLElement | null)?.offsetHeight ?? 0;
}

/** Live region of notifications; each dismisses itself after its lifetime unless it has no timeout. */
export function Notifications() {
  const t = useT();
  const { stores } = useApp();
  const snap = useSnapshot(stores.notifications);
  // The island hydrates with the first notice: its first render matches the server's empty region.
  const items = useHydrated() ? snap.items : NONE;
  // The edge is chosen when the first notice is raised and kept while they stay (no jumping).
  const edge = items.length > 0 ? snap.edge : 'bottom';
  const [top, setTop] = useState<number | undefined>(undefined);
  useEffect(() => setTop(edge === 'top' ? belowHeader() : undefined), [edge]);
  useEffect(() => autoDismiss(stores.notifications), [stores.notifications]);
  return (
    <div
      className={`notifications notifications--${edge}`}
      style={top === undefined ? undefined : { top: `calc(${top}px + 0.5rem)` }}
      role="status"
      aria-live="polite"
    >
      {items.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`}>
          <span>{t(n.message)}</span>
          {n.action1?.href && (
            <Link
              to={n.action1.href}
              className="notification__action"
              onClick={() => dismiss(stores.notifications, n.id)}
            >
              {t(n.action1.label)}
            </Link>
          )}
          <button type="button" onClick={() => dismiss(stores.notifications, n.id)}>
            {t('OK')}
          </button>
        </div>
      ))}
    </div>
  );
}
