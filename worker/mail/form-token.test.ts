import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_TTL_MS, formSecret, issueFormToken, verifyFormToken } from './form-token.ts';
import { DEVELOPMENT_AUTH_SECRET } from '../users/tokens.ts';

const secret = 'test-form-secret';
const now = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('form tokens', () => {
  it('verifies a fresh token and names its server nonce', async () => {
    const { token, expiresAt } = await issueFormToken(secret, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(FORM_TOKEN_TTL_MS);
    const check = await verifyFormToken(secret, token, later(60_000));
    expect(check.ok).toBe(true);
  });

  it('refuses a token after its lifetime as expired', async () => {
    const { token } = await issueFormToken(secret, now);
    expect(await verifyFormToken(secret, token, later(FORM_TOKEN_TTL_MS + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses changed, foreign and malformed tokens as forged', async () => {
    const { token } = await issueFormToken(secret, now);
    const [v, issued, nonce, mac] = token.split('.') as [string, string, string, string];
    const stretched = `${v}.${(parseInt(issued, 36) + 3_600_000).toString(36)}.${nonce}.${mac}`;
    expect(await verifyFormToken(secret, stretched, later(FORM_TOKEN_TTL_MS + 1))).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(await verifyFormToken('another-secret', token, now)).toEqual({ ok: false, reason: 'forged' });
    for (const bad of ['', 'f1.abc', 42, null, `${token}x`])
      expect(await verifyFormToken(secret, bad, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('binds a token to the client nonce it was asked for with', async () => {
    const { token } = await issueFormToken(secret, now, 'client-nonce-1');
    expect((await verifyFormToken(secret, token, now, 'client-nonce-1')).ok).toBe(true);
    expect(await verifyFormToken(secret, token, now, 'client-nonce-2')).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyFormToken(secret, token, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('uses FORM_TOKEN_SECRET, then AUTH_SECRET, then the named development key in development only', () => {
    expect(formSecret({ FORM_TOKEN_SECRET: ' a ', AUTH_SECRET: 'b' })).toBe('a');
    expect(formSecret({ AUTH_SECRET: 'b' })).toBe('b');
    expect(formSecret({ ENVIRONMENT: 'development' })).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(() => formSecret({})).toThrow(/not configured/);
  });
});
