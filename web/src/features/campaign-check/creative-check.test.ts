import { describe, expect, it } from 'vitest';
import { cellKey, planTargets } from './creative-check';

// The markets the analyzer judges, as the library names them (no states of the US of their own).
const known = new Set(['GLOBAL', 'IN', 'US', 'GB', 'CA', 'CA-ON', 'DE', 'FR', 'AU', 'BR']);

describe('the targets a plan sends', () => {
  it('sends each cell in grid order; a state the analyzer does not know is judged by its country, sent once', () => {
    const { targets, byCell, unchecked } = planTargets({ platforms: ['google', 'facebook'], markets: ['GB', 'US-NJ', 'US', 'US-TX', 'CA-ON'] }, known);
    expect(targets.map((t) => `${t.platform}:${t.jurisdiction}`)).toEqual(['google:GB', 'facebook:GB', 'google:US', 'facebook:US', 'google:CA-ON', 'facebook:CA-ON']);
    expect(byCell.get(cellKey({ platform: 'facebook', market: 'US-TX' }))).toEqual({ platform: 'facebook', jurisdiction: 'US' });
    expect(byCell.size).toBe(10);
    expect(unchecked).toEqual([]);
  });

  it('checks the first 20 targets of a larger plan, market by market, and names the cells left over', () => {
    const plan = { platforms: ['google', 'facebook', 'instagram'], markets: ['IN', 'US', 'GB', 'CA', 'DE', 'FR', 'AU', 'BR'] };
    const { targets, unchecked } = planTargets(plan, known);
    expect(targets).toHaveLength(20);
    expect(targets.at(-1)).toEqual({ platform: 'facebook', jurisdiction: 'AU' });
    expect(unchecked).toEqual([
      { platform: 'instagram', market: 'AU' },
      { platform: 'google', market: 'BR' },
      { platform: 'facebook', market: 'BR' },
      { platform: 'instagram', market: 'BR' },
    ]);
  });

  it('leaves out a market the analyzer cannot place', () => {
    const { targets, unchecked } = planTargets({ platforms: ['google'], markets: ['XX-YY', 'GLOBAL'] }, known);
    expect(targets).toEqual([]);
    expect(unchecked).toHaveLength(2);
  });
});
