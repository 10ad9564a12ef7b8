import { describe, expect, it } from 'vitest';
import { call, get, login, newEmail, post, register } from './user-helpers.ts';

// Fence plans saved to the account: saved, listed, reopened by their URL state, deleted; only by
// their owner, only when signed in, and only plans the planner can read.

const PASSWORD = 'zaun-planer-2026';
const PLAN = 'l=12&l=8&a=90&s=4&h=1230&c=161&m=151&gl=1&gw=1000&ga=2';

async function customer(): Promise<string> {
  const email = newEmail('plan');
  await register(email, PASSWORD);
  return (await login(email, PASSWORD)).token;
}

describe('saved fence plans', () => {
  it('a customer saves a plan, sees it listed and opens the same plan state again', async () => {
    const token = await customer();
    const saved = await post('/api/user/plans', { name: '  Garten hinten ', query: `?${PLAN}` }, { token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({ id: expect.any(Number), name: 'Garten hinten', query: PLAN });
    await post('/api/user/plans', { name: 'Vorgarten', query: 'l=6&h=830' }, { token });
    const list = await get('/api/user/plans', { token });
    expect(list.body.result.map((p: { name: string }) => p.name)).toEqual(['Vorgarten', 'Garten hinten']);
    expect(list.body.result[1].query).toBe(PLAN);
  });

  it('keeps plans per store', async () => {
    const token = await customer();
    await post('/api/user/plans?storeCode=at', { name: 'Wien', query: 'l=10' }, { token });
    expect((await get('/api/user/plans', { token })).body.result).toEqual([]);
    expect((await get('/api/user/plans?storeCode=at', { token })).body.result).toHaveLength(1);
  });

  it('a customer sees and deletes only their own plans', async () => {
    const [owner, other] = [await customer(), await customer()];
    const { id } = (await post('/api/user/plans', { name: 'Meiner', query: 'l=10' }, { token: owner })).body.result;
    expect((await get('/api/user/plans', { token: other })).body.result).toEqual([]);
    const foreign = await call('DELETE', `/api/user/plans/${id}`, undefined, { token: other });
    expect(foreign).toMatchObject({ status: 404, body: { code: 404, result: 'No such plan' } });
    expect((await get('/api/user/plans', { token: owner })).body.result).toHaveLength(1);
    expect((await call('DELETE', `/api/user/plans/${id}`, undefined, { token: owner })).body).toEqual({
      code: 200,
      result: true,
    });
    expect((await get('/api/user/plans', { token: owner })).body.result).toEqual([]);
  });

  it('a guest cannot save or list plans', async () => {
    const saved = await post('/api/user/plans', { name: 'Gast', query: 'l=10' });
    expect(saved.status).toBe(401);
    expect((await get('/api/user/plans')).status).toBe(401);
  });

  it('refuses a plan without a name or without a fence length, with a clear text', async () => {
    const token = await customer();
    const cases: Array<[unknown, string]> = [
      [{ name: ' ', query: 'l=10' }, 'Please give the plan a name.'],
      [{ name: 'x'.repeat(81), query: 'l=10' }, 'The plan name has at most 80 characters.'],
      [{ name: 'Leer', query: 'h=1230' }, 'The plan is empty: please enter the length of the fence first.'],
      [{ name: 'Kaputt', query: 42 }, 'The plan is empty: please enter the length of the fence first.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/user/plans', body, { token });
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 400, result: expect.stringContaining(message) },
      });
    }
    expect((await post('/api/user/plans', '{"name":', { token })).status).toBe(400);
    expect((await get('/api/user/plans', { token })).body.result).toEqual([]);
  });
});
