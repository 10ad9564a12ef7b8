// created_at / updated_at in 2026. Every product gets a distinct updated_at so the default sort
// (updated_at desc) is total and stable; the launch month of a family puts its products in a
// believable order (new WPC and gate lines at the top, basic mats further down).

import { LATEST_UPDATE } from '../constants.ts';
import type { Rng } from '../random.ts';

const MINUTE = 60_000;

/** Deterministic formatting from epoch milliseconds; no clock is read. */
export function formatStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function parseStamp(stamp: string): number {
  return Date.parse(`${stamp.replace(' ', 'T')}Z`);
}

export interface Timeline {
  /** Timestamps for a product launched in `month` (1–12). */
  next(month: number): { created: string; updated: string };
  /** A child updated shortly before its parent. */
  child(parent: { created: string; updated: string }): { created: string; updated: string };
}

export function createTimeline(rng: Rng): Timeline {
  const used = new Set<string>();
  const latest = parseStamp(LATEST_UPDATE);
  /** A free minute at or before `ms` but not before `floor`; if there is none, the next free one after. */
  const claim = (ms: number, floor: number): string => {
    let t = Math.max(Math.min(ms, latest), floor);
    while (used.has(formatStamp(t)) && t - MINUTE >= floor) t -= MINUTE;
    while (used.has(formatStamp(t))) t += MINUTE;
    const stamp = formatStamp(t);
    used.add(stamp);
    return stamp;
  };
  return {
    next(month) {
      const drawn = Date.UTC(
        2026,
        Math.min(Math.max(month, 1), 11) - 1,
        rng.int(1, 28),
        rng.int(6, 19),
        rng.int(0, 59),
        0,
      );
      const created = Math.min(drawn, latest - rng.int(2, 20) * 24 * 60 * MINUTE);
      const updated = created + rng.int(0, 60 * 24 * 45) * MINUTE;
      return { created: formatStamp(created), updated: claim(updated, created) };
    },
    child(parent) {
      return {
        created: parent.created,
        updated: claim(parseStamp(parent.updated) - MINUTE, parseStamp(parent.created)),
      };
    },
  };
}
