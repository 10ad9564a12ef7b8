import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('starts the load once and hands every caller the same result', async () => {
    let starts = 0;
    const load = loadOnce(async () => ++starts);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(starts).toBe(1);
  });

  it('forgets a failed load: the next call starts it again and can succeed', async () => {
    let starts = 0;
    const load = loadOnce(async () => {
      starts++;
      if (starts === 1) throw new Error('offline');
      return 'chunk';
    });
    const first = load();
    const same = load();
    await expect(first).rejects.toThrow('offline');
    await expect(same).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('chunk');
    await expect(load()).resolves.toBe('chunk');
    expect(starts).toBe(2);
  });
});
