import type { FormEvent } from 'react';
import { type Column, DataTable } from './DataTable.tsx';
import { ActionStatus, useAction } from './action.tsx';
import { adminCall } from './api.ts';
import { statusLabel, when } from './format.ts';
import type { StatusHistoryEntry } from '../../shared/api/admin-orders.ts';
import { type OrderView, useOrderView } from './order-view.ts';

/**
 * The order view's islands: its status, the changes that status allows, and the history of
 * changes. They share the order's state, so a change shows in all three without reloading.
 */

/** The status among the order's facts (a dt/dd pair inside the facts list). */
export function OrderStatusFact({ order }: { order: OrderView }) {
  const { snap } = useOrderView(order);
  return (
    <>
      <dt>Status</dt>
      <dd className="order-status">{statusLabel(snap.status)}</dd>
    </>
  );
}

interface ActionsProps {
  order: OrderView;
  /** The carriers to ship with: [code, name]. */
  carriers: Array<[string, string]>;
}

/** The next steps: paid, shipped with carrier and tracking number, complete, or canceled. */
export function OrderActions({ order, carriers }: ActionsProps) {
  const { view, snap } = useOrderView(order);
  const { snap: action, run } = useAction();
  const change = (to: string, shipment: Record<string, string> = {}) =>
    run(
      () =>
        adminCall<{ order: { status: string }; history: StatusHistoryEntry[] }>(`orders/${view.id}/status`, {
          method: 'POST',
          body: { from: view.status, to, ...shipment },
        }),
      (answer) => {
        view.status = answer.order.status;
        view.history = answer.history;
      },
    );
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    void change('shipped', {
      carrier: (form.namedItem('carrier') as HTMLSelectElement).value,
      tracking_number: (form.namedItem('tracking_number') as HTMLInputElement).value.trim(),
    });
  };
  const button = (to: string, label: string, danger = false) => (
    <button
      type="button"
      className={danger ? 'danger' : undefined}
      disabled={action.busy}
      onClick={() => void change(to)}
    >
      {label}
    </button>
  );
  const from = snap.status;
  return (
    <div className="box no-print">
      <h2>Status ändern</h2>
      {from === 'processing' && (
        <form className="card" onSubmit={ship}>
          <label>
            Versanddienstleister
            <select name="carrier" defaultValue="dhl">
              {carriers.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sendungsnummer
            <input name="tracking_number" required pattern="[A-Za-z0-9 \-]{4,40}" />
          </label>
          <button type="submit" disabled={action.busy}>
            Als versendet markieren
          </button>
        </form>
      )}
      <div className="actions">
        {from === 'pending' && button('processing', 'Als bezahlt markieren')}
        {from === 'shipped' && button('complete', 'Abschließen')}
        {(from === 'pending' || from === 'processing') && button('canceled', 'Stornieren', true)}
      </div>
      {(from === 'complete' || from === 'canceled') && <p>Keine weiteren Statusänderungen möglich.</p>}
      <ActionStatus snap={action} />
    </div>
  );
}

const HISTORY_COLUMNS: Column[] = [{ label: 'Wann' }, { label: 'Wer' }, { label: 'Änderung' }, { label: 'Sendung' }];

/** Who changed the status when, with the shipment where there was one. */
export function OrderHistory({ order }: { order: OrderView }) {
  const { snap } = useOrderView(order);
  return (
    <DataTable className="history" columns={HISTORY_COLUMNS}>
      {snap.history.map((h) => (
        <tr key={h.created_at + h.to_status}>
          <td>{when(h.created_at)}</td>
          <td>{h.staff_email}</td>
          <td>
            {statusLabel(h.from_status)} → {statusLabel(h.to_status)}
          </td>
          <td>{h.tracking_number ? `${h.carrier} ${h.tracking_number}` : ''}</td>
        </tr>
      ))}
    </DataTable>
  );
}
