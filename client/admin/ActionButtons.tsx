import { ActionStatus, showChange, useAction } from './action.tsx';
import { adminCall } from './api.ts';

export interface AdminAction {
  label: string;
  /** The path below /api/admin/. */
  path: string;
  method?: 'POST' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  danger?: boolean;
}

/**
 * Buttons that each make one back-office call (approve a review, mark a message, retry a mail,
 * change an account, log out). After success the page shows the change as the server renders it,
 * or opens `next`; a refused call shows the API's message beside the buttons.
 */
export function ActionButtons({ actions, next }: { actions: AdminAction[]; next?: string }) {
  const { snap, run } = useAction();
  const act = ({ path, method = 'POST', body }: AdminAction) =>
    run(
      () => adminCall(path, { method, body: method === 'DELETE' ? undefined : (body ?? {}) }),
      () => (next ? window.location.assign(next) : showChange()),
    );
  return (
    <div className="actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.danger ? 'danger' : undefined}
          disabled={snap.busy}
          onClick={() => void act(action)}
        >
          {action.label}
        </button>
      ))}
      <ActionStatus snap={snap} />
    </div>
  );
}
