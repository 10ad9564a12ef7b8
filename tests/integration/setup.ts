import { applyD1Migrations, env } from 'cloudflare:test';

/**
 * Splits the seed into statements: each statement of the generated seed ends with ';' at a line
 * end, and comment lines stand on their own lines between statements.
 */
function statements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

// Every test file starts from the real migrations and the real demo shop.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE store = 'default'").first<{
  n: number;
}>();
if (!seeded?.n) {
  const all = statements(env.TEST_SEED_SQL);
  for (let i = 0; i < all.length; i += 50) {
    await env.DB.batch(all.slice(i, i + 50).map((s) => env.DB.prepare(s)));
  }
}
