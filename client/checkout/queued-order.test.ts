import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '../offline/task-store.ts';
import { applyTransmitted } from './queued-order.ts';
import { initialCheckout, orderPlaced } from './state.ts';

const record = (id: string, status: TaskRecord['status'], result?: unknown): TaskRecord => ({
  id,
  url: 'api/order',
  method: 'POST',
  kind: 'order',
  status,
  seq: 1,
  attempts: 1,
  createdAt: 1,
  updatedAt: 1,
  ...(result ? { result } : {}),
});

describe('an order placed offline', () => {
  it('takes the server’s order number once its queued order was transmitted, not before', () => {
    const checkout = initialCheckout('DE');
    orderPlaced(checkout, { orderNumber: 'c-1', orderId: 'c-1', email: 'a@b.de', transmitted: false });
    applyTransmitted(checkout, [record('c-1', 'waiting')]);
    expect(checkout.lastOrder).toMatchObject({ orderNumber: 'c-1', transmitted: false });
    applyTransmitted(checkout, [record('other', 'transmitted', { increment_id: '100000009' })]);
    expect(checkout.lastOrder).toMatchObject({ orderNumber: 'c-1', transmitted: false });
    applyTransmitted(checkout, [record('c-1', 'transmitted', { increment_id: '100000010', order_id: '7' })]);
    expect(checkout.lastOrder).toEqual({
      orderNumber: '100000010',
      orderId: 'c-1',
      email: 'a@b.de',
      transmitted: true,
    });
  });

  it('is marked refused while its queued order stands refused, and no longer once it was sent after all', () => {
    const checkout = initialCheckout('DE');
    orderPlaced(checkout, { orderNumber: 'c-2', orderId: 'c-2', email: 'a@b.de', transmitted: false });
    applyTransmitted(checkout, [record('c-2', 'rejected')]);
    expect(checkout.lastOrder).toMatchObject({ orderNumber: 'c-2', transmitted: false, refused: true });
    applyTransmitted(checkout, [record('c-2', 'transmitted', { increment_id: '100000011' })]);
    expect(checkout.lastOrder).toMatchObject({ orderNumber: '100000011', transmitted: true });
    expect(checkout.lastOrder?.refused).toBeUndefined();
  });
});
