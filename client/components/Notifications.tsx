import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp, useT } from '../app-context.tsx';
import { dismiss } from '../stores/notifications.ts';
import { Link } from './Link.tsx';

/** Live region of notifications; each dismisses itself after its lifetime unless it has no timeout. */
export function Notifications() {
  const t = useT();
  const { stores } = useApp();
  const { items } = useSnapshot(stores.notifications);
  useEffect(() => {
    const timers = items
      .filter((n) => !n.hasNoTimeout)
      .map((n) => setTimeout(() => dismiss(stores.notifications, n.id), n.timeToLive));
    return () => timers.forEach(clearTimeout);
  }, [items, stores.notifications]);
  return (
    <div className="notifications" role="status" aria-live="polite">
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
