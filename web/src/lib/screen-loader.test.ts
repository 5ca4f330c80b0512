import { describe, expect, it } from 'vitest';
import { screenLoader } from './screen-loader';

describe('screenLoader', () => {
  it('fetches once, whoever asks, and hands the screen over synchronously once it has arrived', async () => {
    let fetches = 0;
    const loader = screenLoader(async () => {
      fetches++;
      return 'screen';
    });
    expect(loader.loaded()).toBeNull();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect([a, b, fetches]).toEqual(['screen', 'screen', 1]);
    expect(loader.loaded()).toBe('screen');
  });

  it('after a failed fetch (offline before the chunk was cached), the next visit fetches again', async () => {
    let attempts = 0;
    const loader = screenLoader(async () => {
      attempts++;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'screen';
    });
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.loaded()).toBeNull();
    await expect(loader.load()).resolves.toBe('screen');
    expect(attempts).toBe(2);
  });
});
