/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with WebCrypto HMAC-SHA-1: 6 digits,
 * 30-second steps, the secret in base32 as authenticator apps expect it (otpauth:// URI). A code is
 * accepted one step either side of now, so a clock that is a little off still works.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new random secret of 160 bits (the HMAC-SHA-1 block RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** The HOTP value of a counter (RFC 4226 section 5.3), `digits` long. */
export async function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);

/**
 * The time step a code belongs to (now, one before or one after), or null when it matches none or
 * is not later than `lastStep` (a code already used, replayed).
 */
export async function verifyTotp(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null = null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const secret = base32Decode(secretBase32);
  const step = totpStep(now);
  for (const candidate of [step - 1, step, step + 1]) {
    if (lastStep !== null && candidate <= lastStep) continue;
    if ((await hotp(secret, candidate)) === code.trim()) return candidate;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads (typed in or scanned). */
export function totpUri(secretBase32: string, email: string, issuer = 'Zaunshop'): string {
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
