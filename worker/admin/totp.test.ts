import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totpStep, verifyTotp } from './totp.ts';

// RFC 6238 appendix B (SHA-1 secret "12345678901234567890") and RFC 4226 appendix D.
const SECRET = new TextEncoder().encode('12345678901234567890');

describe('TOTP', () => {
  it('computes the RFC 4226 HOTP test values', async () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    for (let i = 0; i < expected.length; i++) expect(await hotp(SECRET, i)).toBe(expected[i]);
  });

  it('computes the RFC 6238 SHA-1 test values (8 digits)', async () => {
    const cases: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, code] of cases) expect(await hotp(SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('round-trips base32 and accepts a code once, one step either side of now', async () => {
    const secret = base32Encode(SECRET);
    expect(base32Decode(secret)).toEqual(SECRET);
    const now = new Date(1_700_000_000_000);
    const code = await hotp(SECRET, totpStep(now) - 1);
    const step = await verifyTotp(secret, code, now);
    expect(step).toBe(totpStep(now) - 1);
    expect(await verifyTotp(secret, code, now, step)).toBeNull();
    expect(await verifyTotp(secret, code, new Date(now.getTime() + 120_000))).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', now)).toBeNull();
  });
});
