import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, roundedKm } from './distance.ts';

const berlin = { lat: 52.52, lon: 13.405 };
const munich = { lat: 48.137, lon: 11.575 };
const vienna = { lat: 48.2082, lon: 16.3738 };

describe('distanceKm', () => {
  it('measures known city distances within a few kilometres', () => {
    expect(distanceKm(berlin, munich)).toBeGreaterThan(500);
    expect(distanceKm(berlin, munich)).toBeLessThan(510);
    expect(distanceKm(munich, vienna)).toBeGreaterThan(350);
    expect(distanceKm(munich, vienna)).toBeLessThan(360);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(berlin, berlin)).toBe(0);
    expect(distanceKm(berlin, vienna)).toBeCloseTo(distanceKm(vienna, berlin), 9);
  });
});

describe('byDistance', () => {
  it('sorts nearest first with whole kilometres, at least 1', () => {
    const sorted = byDistance(
      [
        { id: 'wien', ...vienna },
        { id: 'berlin', ...berlin },
        { id: 'muenchen', ...munich },
      ],
      { lat: 48.14, lon: 11.58 },
    );
    expect(sorted.map((b) => b.id)).toEqual(['muenchen', 'wien', 'berlin']);
    expect(sorted[0]!.distance_km).toBe(1);
    expect(Number.isInteger(sorted[1]!.distance_km)).toBe(true);
    expect(roundedKm(0.2)).toBe(1);
    expect(roundedKm(12.6)).toBe(13);
  });
});
