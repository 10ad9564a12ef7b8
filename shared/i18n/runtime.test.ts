import { describe, expect, it } from 'vitest';
import { runtimeTranslator } from './runtime.ts';
import { createTranslator } from './translate.ts';
import { enUS } from './en-US.ts';
import { deDE } from './de-DE.ts';

describe('runtimeTranslator', () => {
  it('gives the same English texts as the en-US catalogue for every key', () => {
    const runtime = runtimeTranslator('en-US');
    const full = createTranslator('en-US');
    for (const key of Object.keys(enUS)) expect(runtime(key)).toBe(full(key));
  });

  it('gives the German catalogue texts once all areas are registered', async () => {
    await import('./areas/all.ts');
    const t = runtimeTranslator('de-DE');
    for (const key of Object.keys(deDE)) expect(t(key)).toBe(deDE[key]);
    expect(t('Quantity must be below {quantity}', { quantity: 5 })).toContain('5');
  });
});
