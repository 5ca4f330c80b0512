import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedCheckerData } from '../seed/checker-data';
import { buildCheckerSnapshot, snapshotAnswer, type CheckerSnapshot } from './checker-snapshot';

const committed = JSON.parse(readFileSync('web/src/features/checker/checker-snapshot.json', 'utf8')) as CheckerSnapshot;

describe("the emergency checker's bundled answers", () => {
  it('match what the seed answers today (run `npm run checker:snapshot` after changing seed/)', () => {
    expect(committed).toEqual(buildCheckerSnapshot(seedCheckerData()));
  });

  it('cover the whole matrix, 27 cells, each answered as the simple checker answers it', () => {
    expect(committed.cells).toHaveLength(27);
    expect(snapshotAnswer(committed, { platform: 'google', category: 'alcohol', jurisdiction: 'US' })).toMatchObject({ outcome: 'policy', policy: { key: 'google-alcohol-us', status: 'limited' } });
    expect(snapshotAnswer(committed, { platform: 'timesinternet', category: 'cryptocurrency', jurisdiction: 'UK' })).toMatchObject({ outcome: 'not-available', policy: null });
    expect(snapshotAnswer(committed, { platform: 'google', category: 'dating', jurisdiction: 'US' })).toBeUndefined();
    expect(committed.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a snapshot of a small library', () => {
  const policy = (key: string, platformId: number, verifiedAt: string | null) => ({
    key, platformId, categoryId: 1, jurisdictions: [{ code: 'GLOBAL' }], title: key, status: 'limited', description: 'd', requirements: 'r', details: 'x',
    sourceUrl: `https://example.com/${key}`, verifiedAt, confidence: 'high' as const, statusQualifier: null,
  });
  const data = {
    platforms: [{ id: 1, identifier: 'google' }, { id: 2, identifier: 'facebook' }],
    categories: [{ id: 1, slug: 'alcohol' }],
    jurisdictions: [{ code: 'GLOBAL' }, { code: 'IN' }, { code: 'US' }],
    policies: [policy('google-alcohol-global', 1, '2026-05-01'), policy('facebook-alcohol-global', 2, '2026-03-01')],
  };

  it('is as of the newest day a source was read, whichever cell holds it', () => {
    expect(buildCheckerSnapshot(data).asOf).toBe('2026-05-01');
    expect(buildCheckerSnapshot({ ...data, policies: [policy('google-alcohol-global', 1, null)] }).asOf).toBe('');
  });

  it('answers every cell of the matrix, with none where the library has no policy', () => {
    const snapshot = buildCheckerSnapshot(data);
    expect(snapshotAnswer(snapshot, { platform: 'facebook', category: 'alcohol', jurisdiction: 'UK' })).toEqual({
      platform: 'facebook', category: 'alcohol', jurisdiction: 'GB', outcome: 'policy',
      policy: { key: 'facebook-alcohol-global', title: 'facebook-alcohol-global', status: 'limited', description: 'd', requirements: 'r', details: 'x', sourceUrl: 'https://example.com/facebook-alcohol-global', verifiedAt: '2026-03-01', confidence: 'high', statusQualifier: null },
    });
    expect(snapshotAnswer(snapshot, { platform: 'timesinternet', category: 'alcohol', jurisdiction: 'IN' })).toMatchObject({ outcome: 'none', policy: null });
  });
});
