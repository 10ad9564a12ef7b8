import { describe, expect, it } from 'vitest';
import type { TaskRecord } from './task-store.ts';
import { barVisible } from './status.ts';

const record = (status: TaskRecord['status'], acknowledged = false) => ({ status, acknowledged }) as TaskRecord;
const state = (
  worker: Parameters<typeof barVisible>[0]['worker'],
  records: TaskRecord[] = [],
  storageError = null,
) => ({
  worker,
  records,
  storageError,
});

describe('barVisible: when the offline bar shows over the page (else its state is only read out)', () => {
  it('stays hidden while the shop is ready or has cached content and nothing waits', () => {
    expect(barVisible(state('installing'))).toBe(false);
    expect(barVisible(state('ready'))).toBe(false);
    expect(barVisible(state('cached', [record('transmitted'), record('sending')]))).toBe(false);
  });

  it('shows for a new version, no connection and a failed registration', () => {
    expect(barVisible(state('updated'))).toBe(true);
    expect(barVisible(state('offline'))).toBe(true);
    expect(barVisible(state('error'))).toBe(true);
  });

  it('shows while a change waits or a refusal was not shown yet, and when storage is refused', () => {
    expect(barVisible(state('ready', [record('waiting')]))).toBe(true);
    expect(barVisible(state('ready', [record('rejected')]))).toBe(true);
    expect(barVisible(state('ready', [record('rejected', true)]))).toBe(false);
    expect(barVisible({ ...state('ready'), storageError: 'blocked' })).toBe(true);
  });
});
