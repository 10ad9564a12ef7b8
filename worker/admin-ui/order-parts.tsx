import type { AdminOrder } from '../admin/order-list.ts';
import { type Column, DataTable } from '../../client/admin/DataTable.tsx';
import { money } from '../../client/admin/format.ts';

/** Parts of an order shared by the order view, the invoice and the packing slip. */

type Address = Partial<
  Record<'firstname' | 'lastname' | 'company' | 'city' | 'postcode' | 'country_id' | 'telephone', string>
> & {
  street?: string[];
};

export function AddressBlock({ address }: { address: unknown }) {
  const a = (address ?? {}) as Address;
  return (
    <address>
      {a.company && (
        <>
          {a.company}
          <br />
        </>
      )}
      {a.firstname} {a.lastname}
      <br />
      {(a.street ?? []).join(' ')}
      <br />
      {a.postcode} {a.city} ({a.country_id})
      {a.telephone && (
        <>
          <br />
          Tel. {a.telephone}
        </>
      )}
    </address>
  );
}

const LINE_COLUMNS: Column[] = [
  { label: 'Artikel' },
  { label: 'SKU' },
  { label: 'Menge', num: true },
  { label: 'Einzelpreis', num: true },
  { label: 'Summe', num: true },
];

export function LinesTable({ order, prices = true }: { order: AdminOrder; prices?: boolean }) {
  return (
    <DataTable columns={prices ? LINE_COLUMNS : LINE_COLUMNS.slice(0, 3)}>
      {order.items.map((item) => (
        <tr key={item.item_id}>
          <td>
            {item.name}
            {Array.isArray(item.options) &&
              (item.options as Array<{ label: string; value: string }>).map((o) => (
                <div key={o.label}>
                  <small>
                    {o.label}: {o.value}
                  </small>
                </div>
              ))}
          </td>
          <td>{item.sku}</td>
          <td className="num">{item.qty_ordered}</td>
          {prices && <td className="num">{money(item.price_incl_tax, order.order_currency_code)}</td>}
          {prices && <td className="num">{money(item.row_total_incl_tax, order.order_currency_code)}</td>}
        </tr>
      ))}
    </DataTable>
  );
}

export function TotalsFacts({ order }: { order: AdminOrder }) {
  const m = (n: number) => money(n, order.order_currency_code);
  return (
    <dl className="facts">
      <dt>Zwischensumme</dt>
      <dd>{m(order.subtotal_incl_tax)}</dd>
      {order.discount_amount !== 0 && (
        <>
          <dt>Rabatt{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
          <dd>{m(order.discount_amount)}</dd>
        </>
      )}
      <dt>Versand</dt>
      <dd>{m(order.shipping_incl_tax)}</dd>
      <dt>enthaltene MwSt.</dt>
      <dd>{m(order.tax_amount)}</dd>
      <dt>Gesamt</dt>
      <dd>
        <strong>{m(order.grand_total)}</strong>
      </dd>
    </dl>
  );
}
