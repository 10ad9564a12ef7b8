import { describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_ALGORITHM,
  PBKDF2_ITERATIONS_PER_CALL,
  PBKDF2_ROUNDS,
  verifyPassword,
  webCryptoDeriveBits,
  WORKERS_MAX_ITERATIONS_PER_CALL,
  type DeriveBits,
} from './passwords.ts';

// Password hashing (PBKDF2 within the 100,000-per-call Workers cap). Local workerd does not
// enforce the cap, so these tests watch every deriveBits call the module makes.

function recording(): { derive: DeriveBits; calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    derive: (key, salt, iterations, bits) => {
      calls.push(iterations);
      return webCryptoDeriveBits(key, salt, iterations, bits);
    },
  };
}

describe('PBKDF2 call size', () => {
  it('never asks one deriveBits call for more than 100,000 iterations, and 600,000 or more in total', async () => {
    expect(PBKDF2_ITERATIONS_PER_CALL).toBeLessThanOrEqual(WORKERS_MAX_ITERATIONS_PER_CALL);
    expect(WORKERS_MAX_ITERATIONS_PER_CALL).toBe(100_000);
    const hashing = recording();
    const stored = await hashPassword('Zaunkönig#2025', { derive: hashing.derive });
    expect(hashing.calls.length).toBe(PBKDF2_ROUNDS);
    expect(Math.max(...hashing.calls)).toBeLessThanOrEqual(100_000);
    expect(hashing.calls.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(600_000);

    const verifying = recording();
    expect(await verifyPassword('Zaunkönig#2025', stored, verifying.derive)).toBe(true);
    expect(verifying.calls).toEqual(hashing.calls);
  });

  it('refuses stored parameters above the Workers cap instead of calling deriveBits with them', async () => {
    const calls = recording();
    await expect(verifyPassword('x', { ...DUMMY_HASH, iterations: 600_000, rounds: 1 }, calls.derive)).rejects.toThrow(
      RangeError,
    );
    await expect(hashPassword('x', { iterations: 100_001, derive: calls.derive })).rejects.toThrow(RangeError);
    expect(calls.calls).toEqual([]);
  });
});

describe('hash and verify', () => {
  it('stores algorithm, iterations per call, rounds, a random salt and the hash', async () => {
    const fast = { iterations: 1_000, rounds: 3 };
    const a = await hashPassword('correct horse', fast);
    const b = await hashPassword('correct horse', fast);
    expect(a).toMatchObject({ algorithm: PASSWORD_ALGORITHM, iterations: 1_000, rounds: 3 });
    expect(atob(a.salt).length).toBe(16);
    expect(atob(a.hash).length).toBe(32);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('correct horse');
  });

  it('accepts the right password only (chained rounds: the result depends on every round)', async () => {
    const stored = await hashPassword('Gartenzaun-2025', { iterations: 1_000, rounds: 3 });
    expect(await verifyPassword('Gartenzaun-2025', stored)).toBe(true);
    expect(await verifyPassword('Gartenzaun-2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('Gartenzaun-2025', { ...stored, rounds: 2 })).toBe(false);
    expect(await verifyPassword('Gartenzaun-2025', { ...stored, algorithm: 'md5' })).toBe(false);
  });

  it('treats composed and decomposed umlauts alike (NFKC)', async () => {
    const stored = await hashPassword('Zaunkönig', { iterations: 1_000, rounds: 2 });
    expect(await verifyPassword('Zaunko\u0308nig', stored)).toBe(true);
  });

  it("flags hashes cheaper than today's cost for a re-hash at the next login", async () => {
    expect(needsRehash({ ...DUMMY_HASH, rounds: 1 })).toBe(true);
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });
});
