import type { ApiClient } from '../../shared/api/client.ts';
import type { OrderSummary } from '../../shared/schemas/order-summary.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { PlacedOrder } from './state.ts';

/**
 * The placed order as the server stored it, for the thank-you page (POST /api/order/summary). Read
 * on every visit of the page, so it shows the same after a reload; the server answers a customer's
 * order only with the customer's token and a guest's only with the e-mail address it was placed
 * with. Null while it is not there (an order still waiting offline) or cannot be read.
 */
export async function loadOrderSummary(
  ctx: { api: ApiClient; store: StoreView; token: string | null },
  order: Pick<PlacedOrder, 'orderId' | 'email'>,
): Promise<OrderSummary | null> {
  try {
    const answer = await ctx.api.call<OrderSummary>('api/order/summary', {
      method: 'POST',
      query: { token: ctx.token ?? undefined },
      body: { order_id: order.orderId, email: order.email, storeCode: ctx.store.code },
    });
    return answer.result;
  } catch {
    return null;
  }
}
