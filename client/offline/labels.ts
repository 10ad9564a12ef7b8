import '../../shared/i18n/areas/newsletter.ts';
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
  if (record.kind === 'order') return { key: 'Order {id}', params: { id: record.id } };
  return { key: KINDS.find(([pattern]) => pattern.test(record.url))?.[1] ?? 'Other change' };
}

/** The tasks the shopper can still act on: everything not transmitted, and transmitted orders. */
export const visibleRecords = (records: readonly TaskRecord[]) => records.filter((r) => r.status !== 'transmitted' || r.kind === 'order');
export const waitingCount = (records: readonly TaskRecord[]) => records.filter((r) => r.status !== 'transmitted').length;
