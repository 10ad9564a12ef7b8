/**
 * Password hashing: PBKDF2-HMAC-SHA-256 (WebCrypto), a random 16-byte salt per user, 600,000
 * iterations in total (OWASP's figure for PBKDF2-SHA-256) split into chained calls of at most
 * 100,000 each, because production Workers refuse a single deriveBits call above 100,000 iterations
 * (local workerd does not, so a test guards the call size: passwords.test.ts).
 *
 * Chaining: round 1 derives from (password, salt); round n derives from (password, salt ‖ output of
 * round n−1). Every round needs the previous one, so the work cannot be parallelised or skipped, and a
 * guess costs the full 6 × 100,000 iterations. The stored record names the algorithm, iterations per
 * call and rounds, so the cost can be raised later (needsRehash) without invalidating old hashes.
 *
 * Pure module (no D1, no Hono): the SQL that stores a PasswordHash is in users-repo.ts.
 */

export const PASSWORD_ALGORITHM = 'pbkdf2-sha256-chain';
/** Iterations of ONE deriveBits call. Never above 100,000: the Workers limit per call. */
export const PBKDF2_ITERATIONS_PER_CALL = 100_000;
/** The Workers limit per deriveBits call; nothing here may ask for more. */
export const WORKERS_MAX_ITERATIONS_PER_CALL = 100_000;
/** Chained calls: 6 × 100,000 = 600,000 iterations in total. */
export const PBKDF2_ROUNDS = 6;
export const SALT_BYTES = 16;
const HASH_BITS = 256;

/** Password at least 8 characters; an upper bound keeps the work per request bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordHash {
  algorithm: string;
  /** Iterations per deriveBits call. */
  iterations: number;
  rounds: number;
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

/** One PBKDF2 call; injectable so a test can watch every call's iteration count. */
export type DeriveBits = (key: CryptoKey, salt: Uint8Array, iterations: number, bits: number) => Promise<ArrayBuffer>;

export const webCryptoDeriveBits: DeriveBits = (key, salt, iterations, bits) =>
  crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);

export interface HashOptions {
  derive?: DeriveBits;
  iterations?: number;
  rounds?: number;
  salt?: Uint8Array;
}

const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Compares two byte strings in time that depends on their length only. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function chain(
  password: string,
  salt: Uint8Array,
  iterations: number,
  rounds: number,
  derive: DeriveBits,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > WORKERS_MAX_ITERATIONS_PER_CALL) {
    throw new RangeError(`PBKDF2 iterations per call must be 1..${WORKERS_MAX_ITERATIONS_PER_CALL}`);
  }
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 64) throw new RangeError('PBKDF2 rounds must be 1..64');
  // NFKC: the same password typed on another keyboard (composed or decomposed umlauts) matches.
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFKC')), 'PBKDF2', false, [
    'deriveBits',
  ]);
  let previous = new Uint8Array(0);
  for (let round = 0; round < rounds; round++) {
    const roundSalt = new Uint8Array(salt.length + previous.length);
    roundSalt.set(salt, 0);
    roundSalt.set(previous, salt.length);
    previous = new Uint8Array(await derive(key, roundSalt, iterations, HASH_BITS));
  }
  return previous;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<PasswordHash> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS_PER_CALL;
  const rounds = options.rounds ?? PBKDF2_ROUNDS;
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await chain(password, salt, iterations, rounds, options.derive ?? webCryptoDeriveBits);
  return { algorithm: PASSWORD_ALGORITHM, iterations, rounds, salt: toBase64(salt), hash: toBase64(hash) };
}

export async function verifyPassword(
  password: string,
  stored: PasswordHash,
  derive: DeriveBits = webCryptoDeriveBits,
): Promise<boolean> {
  if (stored.algorithm !== PASSWORD_ALGORITHM) return false;
  const actual = await chain(password, fromBase64(stored.salt), stored.iterations, stored.rounds, derive);
  return constantTimeEqual(actual, fromBase64(stored.hash));
}

/** True when a stored hash is cheaper than today's parameters (re-hash it at the next login). */
export function needsRehash(stored: PasswordHash): boolean {
  return (
    stored.algorithm !== PASSWORD_ALGORITHM ||
    stored.iterations * stored.rounds < PBKDF2_ITERATIONS_PER_CALL * PBKDF2_ROUNDS
  );
}

/**
 * A fixed hash to verify against when the account does not exist, so an unknown e-mail costs the
 * same time as a wrong password (no account enumeration by timing).
 */
export const DUMMY_HASH: PasswordHash = {
  algorithm: PASSWORD_ALGORITHM,
  iterations: PBKDF2_ITERATIONS_PER_CALL,
  rounds: PBKDF2_ROUNDS,
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
};
