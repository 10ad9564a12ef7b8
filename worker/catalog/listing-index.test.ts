import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { compareBinary } from './listing-index.ts';

describe('compareBinary', () => {
  it('orders text exactly as D1 orders it (BINARY collation over UTF-8)', async () => {
    const texts = [
      'Zaun',
      'zaun',
      'Zäune',
      'Zaunpfosten',
      'Tor',
      'Tür',
      'Ærø',
      '',
      ' ',
      '10',
      '9',
      '\uE000 privat',
      '\uFFFD',
      '😀 Emoji',
      '𝔄 Fraktur',
      'ẞ',
      '2026-01-02 10:00:00',
      '2026-01-02T09:00:00',
    ];
    const values = texts.map(() => '(?)').join(', ');
    const { results } = await env.DB.prepare(`SELECT column1 AS v FROM (VALUES ${values}) ORDER BY v`)
      .bind(...texts)
      .all<{ v: string }>();
    expect([...texts].sort(compareBinary)).toEqual(results.map((r) => r.v));
    // Where plain JavaScript comparison differs: a surrogate pair sorts after U+E000..U+FFFF in UTF-8.
    expect(compareBinary('😀', '\uFFFD')).toBeGreaterThan(0);
    expect('😀' < '\uFFFD').toBe(true);
  });
});
