import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ANSWER_KEY } from '../lib/replica/replica-names';
import { lastAnswerOf, rememberAnswer } from './last-answer';

const items = new Map<string, string>();
beforeEach(() => {
  items.clear();
  vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) });
});
afterEach(() => vi.unstubAllGlobals());

describe("an address's last answer", () => {
  it('is kept under its one key and found again for that address only', () => {
    rememberAnswer({ address: '/search?q=wine', revision: 3, count: 12, ids: [4, 1] });
    expect(JSON.parse(items.get(LAST_ANSWER_KEY)!)).toEqual({ address: '/search?q=wine', revision: 3, count: 12, ids: [4, 1] });
    expect(lastAnswerOf('/search?q=wine')).toEqual({ address: '/search?q=wine', revision: 3, count: 12, ids: [4, 1] });
    expect(lastAnswerOf('/search?q=wine&sort=recent')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no ids', JSON.stringify({ address: '/search?q=wine', revision: 3, count: 0, ids: [] })],
    ['no revision', JSON.stringify({ address: '/search?q=wine', count: 1, ids: [4] })],
    ['not an object', '7'],
  ])('is not taken when what is kept is %s', (_, kept) => {
    items.set(LAST_ANSWER_KEY, kept);
    expect(lastAnswerOf('/search?q=wine')).toBeNull();
  });

  it('costs nothing but the head start when storage is denied', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberAnswer({ address: '/search?q=wine', revision: 3, count: 1, ids: [4] })).not.toThrow();
    expect(lastAnswerOf('/search?q=wine')).toBeNull();
  });
});
