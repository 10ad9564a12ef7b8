/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { pageModuleName, pageSource } from './registry.ts';

/** The folder's page modules as text, by file name: what the browser entry's glob makes chunks of. */
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>('./*.tsx', { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.slice(2), text],
  ),
);
const modules = Object.keys(sources);

describe('the page registry, derived from the route table', () => {
  const pages = [...new Set(routes.map((route) => route.page))];

  it('finds the one module of every page a route names, with its component as default export', () => {
    for (const page of pages) {
      const file = `${pageModuleName(page)}.tsx`;
      expect(modules, `page "${page}"`).toContain(file);
      expect(sources[file]).toMatch(/^export default function \w+/m);
      expect(pageSource(page)).toBe(`client/pages/${file}`);
    }
  });

  it('holds no module that no route names, since each one becomes a chunk of its own', () => {
    expect(modules.sort()).toEqual(pages.map((page) => `${pageModuleName(page)}.tsx`).sort());
  });

  it('maps kebab-case page names to their module names', () => {
    expect(pageModuleName('my-account')).toBe('MyAccount');
    expect(pageModuleName('not-found')).toBe('NotFound');
    expect(pageModuleName('home')).toBe('Home');
  });
});
