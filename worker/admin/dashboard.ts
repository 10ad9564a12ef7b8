import { ordersByIds } from '../orders/order-history-repo.ts';

/**
 * The back office's start page figures: orders and revenue per store today and this week (since
 * Monday, UTC; canceled orders left out), orders waiting for a prepayment (older than
 * PREPAYMENT_OVERDUE_DAYS highlighted), mails that failed, reviews waiting.
 */

/** Vorkasse / Überweisung (cart-totals.ts paymentMethodsFor). */
export const PREPAYMENT_METHOD = 'checkmo';
export const PREPAYMENT_OVERDUE_DAYS = 7;

export interface StoreFigures {
  store: string;
  today_orders: number;
  today_revenue: number;
  week_orders: number;
  week_revenue: number;
}

export interface WaitingPayment {
  entity_id: number;
  increment_id: string;
  store: string;
  customer_email: string;
  grand_total: number;
  created_at: string;
  overdue: boolean;
}

export interface Dashboard {
  stores: StoreFigures[];
  waiting_payment: WaitingPayment[];
  failed_mails: number;
  pending_reviews: number;
  unread_messages: number;
}

function startOfWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

export async function dashboard(db: D1Database, now: Date): Promise<Dashboard> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const week = startOfWeek(now).toISOString();
  const [recent, waiting, counts] = await db.batch([
    db
      .prepare("SELECT entity_id FROM orders WHERE created_at >= ? AND status <> 'canceled' ORDER BY entity_id")
      .bind(week),
    db
      .prepare(
        "SELECT entity_id FROM orders WHERE status = 'pending' AND payment_method_code = ? ORDER BY created_at LIMIT 100",
      )
      .bind(PREPAYMENT_METHOD),
    db.prepare(
      `SELECT (SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL AND attempts > 0) AS failed_mails,
              (SELECT COUNT(*) FROM reviews WHERE status = 'pending') AS pending_reviews,
              (SELECT COUNT(*) FROM staff_messages WHERE read_at IS NULL) AS unread_messages`,
    ),
  ]);
  const ids = (rows: D1Result | undefined) =>
    ((rows?.results ?? []) as Array<{ entity_id: number }>).map((r) => r.entity_id);
  const read = async (list: number[]) => {
    const out = [];
    for (let i = 0; i < list.length; i += 40) out.push(...(await ordersByIds(db, list.slice(i, i + 40))));
    return out;
  };
  const [recentOrders, waitingOrders] = await Promise.all([read(ids(recent)), read(ids(waiting))]);
  const byStore = new Map<string, StoreFigures>();
  for (const order of recentOrders) {
    const figures = byStore.get(order.store) ?? {
      store: order.store,
      today_orders: 0,
      today_revenue: 0,
      week_orders: 0,
      week_revenue: 0,
    };
    if (order.created_at >= today) {
      figures.today_orders++;
      figures.today_revenue += order.grand_total;
    }
    if (order.created_at >= week) {
      figures.week_orders++;
      figures.week_revenue += order.grand_total;
    }
    byStore.set(order.store, figures);
  }
  const overdueBefore = new Date(now.getTime() - PREPAYMENT_OVERDUE_DAYS * 86_400_000).toISOString();
  const c = (counts?.results?.[0] ?? {}) as Record<string, number>;
  return {
    stores: [...byStore.values()].map((f) => ({
      ...f,
      today_revenue: Math.round(f.today_revenue * 100) / 100,
      week_revenue: Math.round(f.week_revenue * 100) / 100,
    })),
    waiting_payment: waitingOrders.map((o) => ({
      entity_id: o.entity_id,
      increment_id: o.increment_id,
      store: o.store,
      customer_email: o.customer_email,
      grand_total: o.grand_total,
      created_at: o.created_at,
      overdue: o.created_at < overdueBefore,
    })),
    failed_mails: c.failed_mails ?? 0,
    pending_reviews: c.pending_reviews ?? 0,
    unread_messages: c.unread_messages ?? 0,
  };
}
