import { deliveryText } from '../../shared/rules/delivery-time.ts';
import { useT } from '../app-context.tsx';

/** The delivery time of a product or cart line ("Lieferzeit 2–4 Werktage"); nothing when it has none. */
export function DeliveryTime({ of }: { of: object | null | undefined }) {
  const t = useT();
  const text = deliveryText(t, of);
  return text ? <span className="delivery-time">{text}</span> : null;
}
