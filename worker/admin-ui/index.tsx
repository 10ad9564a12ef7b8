import { Hono, type MiddlewareHandler } from 'hono';
import { dashboard } from '../admin/dashboard.ts';
import { listMessages, listSubscribers } from '../admin/messages-admin.ts';
import { adminOrder, filtersOf, listOrders, orderClick } from '../admin/order-list.ts';
import { orderHistory } from '../admin/order-status.ts';
import { listOutbox } from '../admin/outbox-admin.ts';
import { listReviews } from '../admin/reviews-admin.ts';
import { listStaff, type StaffRow } from '../admin/staff-repo.ts';
import { sessionToken, staffOfSession } from '../admin/staff-sessions.ts';
import { searchStock, stockHistory } from '../admin/stock-admin.ts';
import type { Env, Variables } from '../env.ts';
import { isStoreCode } from '../../shared/stores.ts';
import { ORDERS_PAGE_SIZE } from '../api/admin/orders.ts';
import { DashboardPage, LoginPage, StockPage } from './misc-pages.tsx';
import { MessagesPage, NewsletterPage, OutboxPage, ReviewsPage } from './content-pages.tsx';
import { OrderPage, OrdersPage } from './orders-pages.tsx';
import { PrintPage } from './print-pages.tsx';
import { adminPage } from './render.tsx';
import { AccountPage, StaffPage } from './staff-pages.tsx';

/**
 * The back office's pages under /admin: server-rendered, read through the same platform functions
 * as /api/admin; every change goes through /api/admin (client/admin/admin.ts posts the forms). A
 * page without a valid staff session sends the browser to the login.
 */
type UiEnv = { Bindings: Env; Variables: Variables & { staff: StaffRow } };
export const adminUi = new Hono<UiEnv>();

const signedIn: MiddlewareHandler<UiEnv> = async (c, next) => {
  const token = sessionToken(c);
  const staff = token ? await staffOfSession(c.env.DB, token, new Date()) : null;
  if (!staff) return c.redirect('/admin/login', 303);
  c.set('staff', staff);
  await next();
};

// The login is registered before the session check: Hono runs handlers in order, so it answers without one.
adminUi.get('/admin/login', (c) => adminPage(c, { title: 'Anmelden' }, <LoginPage />));
adminUi.use('/admin', signedIn);
adminUi.use('/admin/*', signedIn);

const pageNumber = (value: string | undefined) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

adminUi.get('/admin', async (c) =>
  adminPage(
    c,
    { title: 'Übersicht', staff: c.get('staff') },
    <DashboardPage data={await dashboard(c.env.DB, new Date())} />,
  ),
);

adminUi.get('/admin/orders', async (c) => {
  const url = new URL(c.req.url);
  const filters = filtersOf(url.searchParams);
  const page = pageNumber(c.req.query('page'));
  const list = await listOrders(c.env.DB, filters, { size: ORDERS_PAGE_SIZE, current: page });
  const query = new URLSearchParams(url.searchParams);
  query.delete('page');
  return adminPage(
    c,
    { title: 'Bestellungen', staff: c.get('staff') },
    <OrdersPage filters={filters} {...list} page={page} size={ORDERS_PAGE_SIZE} query={query.toString()} />,
  );
});

async function orderOr404(c: { req: { param: (name: string) => string | undefined }; env: Env }) {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? adminOrder(c.env.DB, id) : null;
}

const notFound = (c: Parameters<typeof adminPage>[0], staff: StaffRow) =>
  adminPage(c, { title: 'Nicht gefunden', staff, status: 404 }, <p>Diese Bestellung gibt es nicht.</p>);

adminUi.get('/admin/orders/:id', async (c) => {
  const order = await orderOr404(c);
  if (!order) return notFound(c, c.get('staff'));
  const [history, click] = await Promise.all([
    orderHistory(c.env.DB, order.entity_id),
    orderClick(c.env.DB, order.entity_id),
  ]);
  return adminPage(
    c,
    { title: `Bestellung ${order.increment_id}`, staff: c.get('staff') },
    <OrderPage order={order} history={history} click={click} />,
  );
});

for (const kind of ['invoice', 'packing-slip'] as const) {
  adminUi.get(`/admin/orders/:id/${kind}`, async (c) => {
    const order = await orderOr404(c);
    if (!order) return notFound(c, c.get('staff'));
    const title = `${kind === 'invoice' ? 'Rechnung' : 'Lieferschein'} ${order.increment_id}`;
    return adminPage(c, { title, staff: c.get('staff'), bare: true }, <PrintPage order={order} kind={kind} />);
  });
}

adminUi.get('/admin/reviews', async (c) => {
  const status = ['pending', 'approved', 'rejected'].includes(c.req.query('status') ?? '')
    ? c.req.query('status')!
    : 'pending';
  return adminPage(
    c,
    { title: 'Bewertungen', staff: c.get('staff') },
    <ReviewsPage status={status} reviews={await listReviews(c.env.DB, status)} />,
  );
});

adminUi.get('/admin/messages', async (c) =>
  adminPage(
    c,
    { title: 'Nachrichten', staff: c.get('staff') },
    <MessagesPage messages={await listMessages(c.env.DB)} />,
  ),
);

adminUi.get('/admin/newsletter', async (c) =>
  adminPage(
    c,
    { title: 'Newsletter', staff: c.get('staff') },
    <NewsletterPage subscribers={await listSubscribers(c.env.DB, undefined, 1000)} />,
  ),
);

adminUi.get('/admin/outbox', async (c) => {
  const filter = (['failed', 'waiting'] as const).find((f) => f === c.req.query('filter')) ?? 'all';
  return adminPage(
    c,
    { title: 'Mail-Ausgang', staff: c.get('staff') },
    <OutboxPage filter={filter} mails={await listOutbox(c.env.DB, filter)} />,
  );
});

adminUi.get('/admin/stock', async (c) => {
  const store = c.req.query('store') ?? 'default';
  const code = isStoreCode(store) ? store : 'default';
  const q = (c.req.query('q') ?? '').trim().slice(0, 100);
  const sku = (c.req.query('sku') ?? '').slice(0, 100);
  const [rows, history] = await Promise.all([
    searchStock(c.env.DB, code, q),
    sku ? stockHistory(c.env.DB, code, sku) : Promise.resolve([]),
  ]);
  return adminPage(
    c,
    { title: 'Bestand', staff: c.get('staff') },
    <StockPage store={code} q={q} rows={rows} history={history} sku={sku} />,
  );
});

adminUi.get('/admin/staff', async (c) => {
  const me = c.get('staff');
  if (me.role !== 'owner') {
    return adminPage(
      c,
      { title: 'Mitarbeiter', staff: me, status: 404 },
      <p>Nur Inhaber verwalten Mitarbeiterkonten.</p>,
    );
  }
  return adminPage(c, { title: 'Mitarbeiter', staff: me }, <StaffPage staff={await listStaff(c.env.DB)} me={me} />);
});

adminUi.get('/admin/account', (c) =>
  adminPage(c, { title: 'Mein Konto', staff: c.get('staff') }, <AccountPage me={c.get('staff')} />),
);

adminUi.get('/admin/*', (c) =>
  adminPage(c, { title: 'Nicht gefunden', staff: c.get('staff'), status: 404 }, <p>Diese Seite gibt es nicht.</p>),
);
