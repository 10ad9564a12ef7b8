import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's feature map is how a newcomer finds a feature's files: a path that moved and was
// not updated there sends them nowhere.
const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

function featureMapPaths(): string[] {
  const start = readme.indexOf('## Feature map');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end);
  return [...section.matchAll(/`([a-z][\w.-]*\/[\w./-]*)`/g)].map((m) => m[1]!).filter((p) => !p.startsWith('/'));
}

describe('README feature map', () => {
  it('names the files of at least the features a maintainer asks for first', () => {
    for (const feature of ['apply coupon', 'offline order', 'category filters', 'login', 'checkout']) {
      expect(readme).toMatch(new RegExp(`\\| ${feature} +\\|`));
    }
  });

  it('names only paths that exist', () => {
    const paths = featureMapPaths();
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(`${root}${path.replace(/\s.*$/, '')}`))).toEqual([]);
  });
});
