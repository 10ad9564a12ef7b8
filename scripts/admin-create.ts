// Creates a back-office account in the local D1: `npm run admin:create -- <email> [--role owner|staff]`.
// The password is ADMIN_PASSWORD when set, otherwise a generated one printed once. The hash is the
// same PBKDF2 the worker uses (worker/users/passwords.ts). ADMIN_D1_PERSIST names another local D1
// state directory (wrangler's --persist-to), e.g. a test server's; a remote D1 is reached with
// ADMIN_D1_REMOTE=1 (wrangler's --remote).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hashPassword, PASSWORD_MIN_LENGTH } from '../worker/users/passwords.ts';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const args = process.argv.slice(2);
const email =
  args
    .find((a) => !a.startsWith('--'))
    ?.trim()
    .toLowerCase() ?? '';
const roleIndex = args.indexOf('--role');
const role = roleIndex >= 0 ? args[roleIndex + 1] : 'owner';

if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
  console.error('Usage: npm run admin:create -- <email> [--role owner|staff]');
  process.exit(1);
}
if (role !== 'owner' && role !== 'staff') {
  console.error('The role is owner or staff.');
  process.exit(1);
}
const given = process.env.ADMIN_PASSWORD;
if (given !== undefined && given.length < PASSWORD_MIN_LENGTH) {
  console.error(`ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  process.exit(1);
}
const password = given ?? randomBytes(15).toString('base64url');
const hash = await hashPassword(password);
const now = new Date().toISOString();
const text = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
const values = [email, role, hash.algorithm, hash.iterations, hash.rounds, hash.salt, hash.hash, now, now].map(text);
const sql = `INSERT INTO staff (email, role, password_algorithm, password_iterations, password_rounds, password_salt, password_hash, created_at, updated_at)
VALUES (${values.join(', ')}) ON CONFLICT (email) DO NOTHING RETURNING id;`;

const target = process.env.ADMIN_D1_REMOTE
  ? ['--remote']
  : ['--local', ...(process.env.ADMIN_D1_PERSIST ? ['--persist-to', process.env.ADMIN_D1_PERSIST] : [])];
/**
 * The local D1 is a file the running shop (wrangler dev) may be writing at the same moment; wrangler
 * then answers an internal error. The insert is idempotent (ON CONFLICT DO NOTHING), so it is tried
 * again after a pause.
 */
function execute(): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync('wrangler', ['d1', 'execute', 'DB', ...target, '--json', '--command', sql], {
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    } catch (error) {
      if (attempt >= 4) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, attempt * 1000);
    }
  }
}
const out = execute();
const created = (JSON.parse(out) as Array<{ results?: Array<{ id: number }> }>)[0]?.results?.length;
if (!created) {
  console.error(`${email} already has a back-office account.`);
  process.exit(1);
}
console.log(`Created the ${role} account ${email}.`);
if (given === undefined) console.log(`Password (shown once): ${password}`);
