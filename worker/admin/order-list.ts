import { ordersByIds } from '../orders/order-history-repo.ts';
import type { OrderHistoryItem } from '../../shared/schemas/order-history.ts';

/**
 * The back office's order list: filters and search in SQL, the orders themselves read through the
 * order history repo (so amounts come the way the shop stores them).
 *
 * "Placed offline" means the browser queued the order while it had no connection and sent it later:
 * the client's timestamp is more than OFFLINE_MINUTES before the server received it.
 */

export const OFFLINE_MINUTES = 5;
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'complete', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderFilters {
  status?: string;
  store?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  payment?: string;
  offline?: boolean;
  /** Order number, e-mail or name. */
  q?: string;
}

export interface AdminOrder extends OrderHistoryItem {
  placed_offline: boolean;
}

const OFFLINE_SQL = `(client_created_at IS NOT NULL AND (julianday(created_at) - julianday(client_created_at)) * 1440 > ${OFFLINE_MINUTES})`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads filters from a query string; unknown or malformed values are left out. */
export function filtersOf(query: URLSearchParams): OrderFilters {
  const text = (name: string) => query.get(name)?.trim().slice(0, 100) || undefined;
  const day = (name: string) => (DAY.test(query.get(name) ?? '') ? query.get(name)! : undefined);
  return {
    status: text('status'),
    store: text('store'),
    from: day('from'),
    to: day('to'),
    payment: text('payment'),
    offline: query.get('offline') === '1' ? true : undefined,
    q: text('q'),
  };
}

function where(filters: OrderFilters): { sql: string; binds: unknown[] } {
  const parts: string[] = [];
  const binds: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    binds.push(...values);
  };
  if (filters.status) add('status = ?', filters.status);
  if (filters.store) add('store = ?', filters.store);
  if (filters.from) add('created_at >= ?', `${filters.from}T00:00:00.000Z`);
  if (filters.to) add('created_at <= ?', `${filters.to}T23:59:59.999Z`);
  if (filters.payment) add('payment_method_code = ?', filters.payment);
  if (filters.offline) add(OFFLINE_SQL);
  if (filters.q) {
    const like = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    add(
      `(increment_id = ? OR customer_email LIKE ? ESCAPE '\\' OR lower(customer_firstname || ' ' || customer_lastname) LIKE ? ESCAPE '\\')`,
      filters.q,
      like,
      like,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', binds };
}

/** D1 binds at most 100 parameters per statement: orders are read in slices. */
const SLICE = 40;

async function withOffline(db: D1Database, rows: Array<{ entity_id: number; offline: number }>): Promise<AdminOrder[]> {
  const out: AdminOrder[] = [];
  for (let i = 0; i < rows.length; i += SLICE) {
    const slice = rows.slice(i, i + SLICE);
    const orders = await ordersByIds(
      db,
      slice.map((r) => r.entity_id),
    );
    for (const [j, order] of orders.entries()) out.push({ ...order, placed_offline: slice[j]?.offline === 1 });
  }
  return out;
}

/** One page of orders matching the filters, newest first, with the total count. */
export async function listOrders(
  db: D1Database,
  filters: OrderFilters,
  page: { size: number; current: number },
): Promise<{ items: AdminOrder[]; total: number }> {
  const { sql, binds } = where(filters);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT entity_id, ${OFFLINE_SQL} AS offline FROM orders ${sql} ORDER BY created_at DESC, entity_id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, page.size, (page.current - 1) * page.size),
    db.prepare(`SELECT COUNT(*) AS n FROM orders ${sql}`).bind(...binds),
  ]);
  const ids = (rows?.results ?? []) as Array<{ entity_id: number; offline: number }>;
  return {
    items: await withOffline(db, ids),
    total: Number((count?.results?.[0] as { n: number } | undefined)?.n ?? 0),
  };
}

/** Every order matching the filters (CSV export), newest first, at most `limit`. */
export async function allOrders(db: D1Database, filters: OrderFilters, limit = 5000): Promise<AdminOrder[]> {
  const { sql, binds } = where(filters);
  const { results } = await db
    .prepare(
      `SELECT entity_id, ${OFFLINE_SQL} AS offline FROM orders ${sql} ORDER BY created_at DESC, entity_id DESC LIMIT ?`,
    )
    .bind(...binds, limit)
    .all<{ entity_id: number; offline: number }>();
  return withOffline(db, results);
}

/** One order by its id, or null. */
export async function adminOrder(db: D1Database, id: number): Promise<AdminOrder | null> {
  const row = await db
    .prepare(`SELECT entity_id, ${OFFLINE_SQL} AS offline FROM orders WHERE entity_id = ?`)
    .bind(id)
    .first<{ entity_id: number; offline: number }>();
  return row ? ((await withOffline(db, [row]))[0] ?? null) : null;
}

export interface OrderClick {
  click_type: string;
  click_id: string;
  click_date: string;
}

/** The marketing click id stored with the order when the shopper consented (conversions). */
export function orderClick(db: D1Database, id: number): Promise<OrderClick | null> {
  return db
    .prepare(
      'SELECT click_type, click_id, click_date FROM conversions WHERE order_id = (SELECT client_order_id FROM orders WHERE entity_id = ?)',
    )
    .bind(id)
    .first<OrderClick>();
}
