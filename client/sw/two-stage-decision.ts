/**
 * The decision behind two-stage product caching: "disabled at runtime when the
 * second stage is not faster than the first". Stage 1 is the ordinary way to a product document
 * (the network, as the listing's compact documents do not hold enough for a product page); stage 2
 * answers a product page from the full documents kept ahead of time. Each answer adds its time in
 * milliseconds; once both stages have a few samples and the second one's median is not below the
 * first one's, the second stage is switched off. It is tried again a day later, with fresh samples,
 * as the device, its storage and its network change.
 */

export type Stage = 'first' | 'second';

export interface StageTimes {
  first: number[];
  second: number[];
  /** When the second stage was switched off (ms since epoch), or null while it is on. */
  disabledAt: number | null;
}

/** The samples kept per stage (the newest ones). */
export const SAMPLE_WINDOW = 10;
/** Samples each stage needs before they are compared. */
export const MIN_SAMPLES = 3;
/** After this long a switched-off second stage is measured again. */
export const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export const initialTimes = (): StageTimes => ({ first: [], second: [], disabledAt: null });

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The times as they stand at `now`: a switch-off older than a day starts over. */
export function currentTimes(times: StageTimes, now: number): StageTimes {
  return times.disabledAt !== null && now - times.disabledAt >= RETRY_AFTER_MS ? initialTimes() : times;
}

export const secondStageOn = (times: StageTimes, now: number): boolean => currentTimes(times, now).disabledAt === null;

/** Adds one measured answer and switches the second stage off when it is not faster. */
export function withSample(times: StageTimes, stage: Stage, ms: number, now: number): StageTimes {
  const current = currentTimes(times, now);
  if (!Number.isFinite(ms) || ms < 0) return current;
  const next = { ...current, [stage]: [...current[stage], ms].slice(-SAMPLE_WINDOW) };
  if (
    next.disabledAt === null &&
    next.first.length >= MIN_SAMPLES &&
    next.second.length >= MIN_SAMPLES &&
    median(next.second) >= median(next.first)
  ) {
    next.disabledAt = now;
  }
  return next;
}

/** Reads stored times back, dropping anything that is not what it should be. */
export function parseTimes(raw: unknown): StageTimes {
  if (!raw || typeof raw !== 'object') return initialTimes();
  const value = raw as Record<string, unknown>;
  const samples = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0).slice(-SAMPLE_WINDOW)
      : [];
  return {
    first: samples(value.first),
    second: samples(value.second),
    disabledAt: typeof value.disabledAt === 'number' ? value.disabledAt : null,
  };
}
