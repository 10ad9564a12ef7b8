import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { hasBypassSecret } from './bypass.ts';

/** Asks for the D1 figures of one request (with the bypass secret): `x-d1-rounds: count`. */
const ASK_HEADER = 'x-d1-rounds';

/**
 * How much D1 one request used: `queries` calls (a batch is one), and `rounds`, the longest chain
 * of calls that each began only after an earlier one had answered: what a page's data costs in
 * round trips to the database when calls that can run together do.
 */
export interface D1Figures {
  queries: number;
  rounds: number;
}

const ORIGINAL = Symbol('original statement');
type Counted = D1PreparedStatement & { [ORIGINAL]?: D1PreparedStatement };

/** `db` with every call counted into `figures`; statements still reach D1 unchanged. */
export function countingD1(db: D1Database, figures: D1Figures): D1Database {
  // A call's round is one more than the highest round answered before it began.
  let answered = 0;
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    const round = answered + 1;
    figures.queries++;
    figures.rounds = Math.max(figures.rounds, round);
    try {
      return await call();
    } finally {
      answered = Math.max(answered, round);
    }
  };
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const counted: Counted = Object.create(statement);
    counted[ORIGINAL] = statement;
    counted.bind = (...values: unknown[]) => wrap(statement.bind(...values));
    counted.first = ((column?: string) =>
      timed(() => (column === undefined ? statement.first() : statement.first(column)))) as Counted['first'];
    counted.all = (() => timed(() => statement.all())) as Counted['all'];
    counted.run = (() => timed(() => statement.run())) as Counted['run'];
    counted.raw = ((options?: { columnNames?: boolean }) =>
      timed(() => statement.raw(options as { columnNames: true }))) as Counted['raw'];
    return counted;
  };
  const counting: D1Database = Object.create(db);
  counting.prepare = (query: string) => wrap(db.prepare(query));
  counting.batch = ((statements: Counted[]) =>
    timed(() => db.batch(statements.map((s) => s[ORIGINAL] ?? s)))) as D1Database['batch'];
  counting.exec = (query: string) => timed(() => db.exec(query));
  return counting;
}

/**
 * The benchmark's probe: a request with `x-d1-rounds: count` and the bypass secret runs against a
 * counting D1 and answers, once its whole body is written, `x-d1-queries` and `x-d1-rounds`. The
 * body is buffered for that, so only the probe pays; every other request passes untouched.
 */
export const d1RoundsProbe: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(ASK_HEADER) !== 'count' || !hasBypassSecret(c)) return next();
  const figures: D1Figures = { queries: 0, rounds: 0 };
  c.env = { ...c.env, DB: countingD1(c.env.DB, figures) };
  await next();
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set('x-d1-queries', String(figures.queries));
  headers.set('x-d1-rounds', String(figures.rounds));
  c.res = new Response(body, { status: c.res.status, headers });
};
