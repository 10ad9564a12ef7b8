import { formatPrice } from '../../shared/i18n/format.ts';
import type { Bom, BomLine } from '../../shared/planner/bom.ts';
import { useT } from '../app-context.tsx';
import { DeliveryTime } from '../components/DeliveryTime.tsx';

const STOCK_TEXT: Record<BomLine['stock'], string> = {
  ok: 'In stock',
  volatile: 'Availability on request',
  out_of_stock: 'Out of stock',
};

/** The bill of materials: what to buy, how many, for how much, whether it is in stock and when it arrives. */
export function BomTable({ bom }: { bom: Bom }) {
  const t = useT();
  return (
    // On a phone the table scrolls sideways inside its frame, not the page; the frame takes focus so
    // keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="planner__bom-frame" tabIndex={0} aria-labelledby="planner-bom-caption">
      <table className="planner__bom">
        <caption id="planner-bom-caption">{t('Bill of materials')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Product')}</th>
            <th scope="col" className="num">
              {t('Quantity')}
            </th>
            <th scope="col" className="num">
              {t('Unit price')}
            </th>
            <th scope="col" className="num">
              {t('Line total')}
            </th>
            <th scope="col">{t('Availability')}</th>
          </tr>
        </thead>
        <tbody>
          {bom.lines.map((line) => (
            <tr key={line.sku} data-sku={line.sku}>
              <th scope="row">
                {line.name}
                <span className="planner__sku">{line.sku}</span>
                {line.notes.map((note) => (
                  <span key={note.key + JSON.stringify(note.params)} className="planner__note">
                    {t(note.key, note.params)}
                  </span>
                ))}
              </th>
              <td className="num">{line.qty}</td>
              <td className="num">{formatPrice(line.price)}</td>
              <td className="num">{formatPrice(line.total)}</td>
              <td className={`planner__stock planner__stock--${line.available ? line.stock : 'out_of_stock'}`}>
                {t(STOCK_TEXT[line.stock])}
                {line.stock !== 'out_of_stock' && !line.available
                  ? ` (${t('only {qty} left', { qty: line.stockQty ?? 0 })})`
                  : ''}
                <DeliveryTime of={line} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('Total incl. VAT')}
            </th>
            <td className="num planner__total">{formatPrice(bom.total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
