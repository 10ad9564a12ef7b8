import '../../shared/i18n/areas/newsletter.ts';
import { transmittedNumber } from '../checkout/queued-order.ts';
import type { TaskRecord } from './task-store.ts';

/** What the sync inbox calls a task and its state (keys of the offline i18n area). */
export const STATUS_LABELS: Record<TaskRecord['status'], string> = {
  queued: 'Queued',
  waiting: 'Waiting for a connection',
  sending: 'Sending',
  held: 'Waiting for your confirmation',
  rejected: 'Rejected',
  failed: 'Failed',
  transmitted: 'Sent',
};

const KINDS: Array<[RegExp, string]> = [
  [/^\/?api\/cart\//, 'Cart change'],
  [/^\/?api\/user\//, 'Profile change'],
  [/^\/?api\/review\//, 'Product review'],
  [/newsletter|mailchimp/, 'Newsletter'],
];

export function taskLabel(record: TaskRecord): { key: string; params?: Record<string, string> } {
  // A sent order goes by the server's order number, before that by its client order id.
  if (record.kind === 'order') return { key: 'Order {id}', params: { id: transmittedNumber(record) ?? record.id } };
  return { key: KINDS.find(([pattern]) => pattern.test(record.url))?.[1] ?? 'Other change' };
}

/** The status bar's button: how many changes wait, in the singular for one ("1 Änderung wartet"). */
export const waitingLabel = (count: number): { key: string; params: { count: number } } => ({
  key: count === 1 ? '1 change waiting' : '{count} changes waiting',
  params: { count },
});

/** The tasks the shopper can still act on: everything not transmitted, and transmitted orders. */
export const visibleRecords = (records: readonly TaskRecord[]) =>
  records.filter((r) => r.status !== 'transmitted' || r.kind === 'order');
/**
 * What the status bar counts: tasks waiting for the network or for the shopper, and refusals nobody
 * has been told of yet (a replay after a reload). Tasks on their way right now and refusals their
 * caller already showed (a wrong coupon code) do not bring up the bar over the page.
 */
export const waitingCount = (records: readonly TaskRecord[]) =>
  records.filter(
    (r) =>
      r.status === 'waiting' ||
      r.status === 'held' ||
      ((r.status === 'rejected' || r.status === 'failed') && !r.acknowledged),
  ).length;
