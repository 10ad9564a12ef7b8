import type { FormEvent } from 'react';
import { ActionStatus, useAction } from './action.tsx';
import { adminCall } from './api.ts';

interface StockProps {
  store: string;
  sku: string;
  qty: number | null;
  inStock: boolean;
}

/**
 * One SKU's stock: the quantity (empty: not counted) and whether it can be ordered. Saving records
 * the change in the history and refreshes the shop's pages showing the product.
 */
export function StockEditor({ store, sku, qty, inStock }: StockProps) {
  const { state, snap, run } = useAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const amount = (form.namedItem('qty') as HTMLInputElement).value;
    const body = {
      qty: amount === '' ? null : Number(amount),
      is_in_stock: (form.namedItem('is_in_stock') as HTMLInputElement).checked,
    };
    void run(
      () => adminCall(`stock/${encodeURIComponent(store)}/${encodeURIComponent(sku)}`, { method: 'POST', body }),
      () => {
        state.notice = 'Gespeichert.';
      },
    );
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label>
        Menge
        <input name="qty" type="number" min={0} step={1} defaultValue={qty ?? ''} />
      </label>
      <label className="check">
        <input name="is_in_stock" type="checkbox" defaultChecked={inStock} /> lieferbar
      </label>
      <button type="submit" disabled={snap.busy}>
        Speichern
      </button>
      <ActionStatus snap={snap} />
    </form>
  );
}
