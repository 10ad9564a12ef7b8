import { describe, expect, it } from 'vitest';
import { nextNonce } from './csp-nonce.ts';

describe('CSP nonces from the pool', () => {
  it('are 16 random bytes in base64, never handed out twice, also across draws', () => {
    const nonces = Array.from({ length: 600 }, nextNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
