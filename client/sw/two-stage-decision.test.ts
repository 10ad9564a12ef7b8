import { describe, expect, it } from 'vitest';
import {
  initialTimes,
  MIN_SAMPLES,
  parseTimes,
  RETRY_AFTER_MS,
  SAMPLE_WINDOW,
  secondStageOn,
  withSample,
  type Stage,
  type StageTimes,
} from './two-stage-decision.ts';

// Two-stage product caching is disabled at runtime when the second stage is not faster
// than the first.

const NOW = 1_700_000_000_000;

function measured(samples: Array<[Stage, number]>, start = initialTimes()): StageTimes {
  return samples.reduce((times, [stage, ms]) => withSample(times, stage, ms, NOW), start);
}

describe('two-stage product caching decision', () => {
  it('stays on while the second stage answers faster than the first', () => {
    const times = measured([
      ['first', 120],
      ['second', 4],
      ['first', 90],
      ['second', 6],
      ['first', 150],
      ['second', 5],
    ]);
    expect(times.disabledAt).toBeNull();
    expect(secondStageOn(times, NOW)).toBe(true);
  });

  it('switches the second stage off once it is not faster than the first', () => {
    const times = measured([
      ['first', 10],
      ['second', 30],
      ['first', 12],
      ['second', 25],
      ['first', 9],
      ['second', 12],
    ]);
    expect(times.disabledAt).toBe(NOW);
    expect(secondStageOn(times, NOW + 1000)).toBe(false);
  });

  it('counts an equally fast second stage as not faster', () => {
    const times = measured([
      ['first', 8],
      ['second', 8],
      ['first', 8],
      ['second', 8],
      ['first', 8],
      ['second', 8],
    ]);
    expect(secondStageOn(times, NOW)).toBe(false);
  });

  it('decides nothing before each stage has enough samples, and a slow outlier does not decide', () => {
    const few = measured(
      Array.from({ length: MIN_SAMPLES - 1 }, (): [Stage, number] => ['second', 500]).concat([
        ['first', 1],
        ['first', 1],
        ['first', 1],
      ]),
    );
    expect(secondStageOn(few, NOW)).toBe(true);
    const outlier = measured([
      ['first', 100],
      ['first', 110],
      ['first', 90],
      ['second', 5],
      ['second', 900],
      ['second', 6],
    ]);
    expect(secondStageOn(outlier, NOW)).toBe(true);
  });

  it('keeps only the newest samples and ignores impossible times', () => {
    const many = measured(Array.from({ length: SAMPLE_WINDOW + 5 }, (_, i): [Stage, number] => ['first', i]));
    expect(many.first).toHaveLength(SAMPLE_WINDOW);
    expect(many.first[0]).toBe(5);
    expect(
      measured([
        ['second', -1],
        ['second', Number.NaN],
      ]).second,
    ).toEqual([]);
  });

  it('measures again a day after switching off', () => {
    const off = measured([
      ['first', 1],
      ['second', 2],
      ['first', 1],
      ['second', 2],
      ['first', 1],
      ['second', 2],
    ]);
    expect(secondStageOn(off, NOW + RETRY_AFTER_MS - 1)).toBe(false);
    expect(secondStageOn(off, NOW + RETRY_AFTER_MS)).toBe(true);
    expect(withSample(off, 'first', 50, NOW + RETRY_AFTER_MS)).toEqual({ first: [50], second: [], disabledAt: null });
  });

  it('reads stored times back safely (the flag persists)', () => {
    const off = measured([
      ['first', 1],
      ['second', 2],
      ['first', 1],
      ['second', 2],
      ['first', 1],
      ['second', 2],
    ]);
    expect(parseTimes(JSON.parse(JSON.stringify(off)))).toEqual(off);
    expect(parseTimes({ first: ['x', 3, -2], second: 'no', disabledAt: 'later' })).toEqual({
      first: [3],
      second: [],
      disabledAt: null,
    });
    expect(parseTimes(null)).toEqual(initialTimes());
  });
});
