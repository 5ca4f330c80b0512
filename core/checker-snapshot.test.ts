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
