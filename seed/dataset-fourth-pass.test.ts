// The sample audit of 27 November 2026 (ADR 330, docs/audits/): what it found wrong stays fixed. Each answer is
// read as the app reads it: the market's record, then the state's rule for the product (core/regional-rules.ts).
import { describe, expect, it } from 'vitest';
import { regionalAnswer } from '../core/regional-rules.js';
import { readSeedDataset } from './read-dataset.js';
import { resolveSeedPolicy } from './report.js';

const dataset = readSeedDataset();
const resolve = (platform: string, category: string, market: string) => resolveSeedPolicy(dataset, platform, category, market)!;
const PLATFORMS = ['google', 'microsoft', 'facebook', 'instagram', 'twitter', 'timesinternet'];
/** The eight states that license real-money online poker. */
const POKER_STATES = ['US-CT', 'US-DE', 'US-MI', 'US-NJ', 'US-NV', 'US-PA', 'US-RI', 'US-WV'];

describe('the sample audit of 27 November 2026', () => {
  it('Google lottery couriers: the seven states off its July 2024 list are refused, and a state on it is not', () => {
    const us = resolve('google', 'gambling-lottery', 'US');
    for (const state of ['US-FL', 'US-IN', 'US-MS', 'US-NH', 'US-VA', 'US-WA', 'US-WI']) {
      expect(regionalAnswer(us, state, 'lottery-courier').status, state).toBe('prohibited');
    }
    expect(regionalAnswer(us, 'US-NY', 'lottery-courier').status).toBe('limited');
  });

  it('poker under Real Money Gaming answers as under Gambling & Lottery, state by state, on every platform', () => {
    for (const platform of PLATFORMS) {
      const gambling = resolve(platform, 'gambling-lottery', 'US');
      const rmg = resolve(platform, 'real-money-gaming', 'US');
      const closed = gambling.regionalRules.filter((r) => r.products.includes('poker') && r.status === 'prohibited').map((r) => r.code);
      expect(closed, platform).toHaveLength(42);
      for (const state of closed) expect(regionalAnswer(rmg, state, 'poker').status, `${platform} ${state}`).toBe('prohibited');
      for (const state of POKER_STATES) expect(regionalAnswer(rmg, state, 'poker').status, `${platform} ${state}`).not.toBe('prohibited');
    }
  });

  it('paid daily fantasy sports in California is refused on every platform (the Attorney General\'s opinion of July 2025)', () => {
    for (const platform of PLATFORMS) {
      const answer = regionalAnswer(resolve(platform, 'real-money-gaming', 'US'), 'US-CA', 'daily-fantasy-sports');
      expect(answer.status, platform).toBe('prohibited');
      expect(answer.rule?.note, platform).toMatch(/Attorney General/);
    }
  });

  it("Google's certification checks of 23 March 2026 reach its UK and European gambling answers", () => {
    for (const market of ['GB', 'DE', 'FR', 'ES', 'NL', 'IE', 'ZA']) {
      for (const category of ['gambling-lottery', 'real-money-gaming']) {
        const record = resolve('google', category, market);
        expect(`${record.requirements} ${record.restrictions}`, `${category} ${market}`).toMatch(/23 March 2026/);
      }
    }
  });

  it('Microsoft alcohol in the US and the UK answers with the market\'s drinking age, not the GLOBAL record\'s none', () => {
    expect(resolve('microsoft', 'alcohol', 'US')).toMatchObject({ key: 'microsoft-alcohol-us', minAge: 21 });
    expect(resolve('microsoft', 'alcohol', 'GB')).toMatchObject({ key: 'microsoft-alcohol-gb', minAge: 18 });
  });

  it("Meta's UK gambling answers name the account authorisation Meta uses since July 2025, not the older written permission", () => {
    for (const platform of ['facebook', 'instagram']) {
      for (const category of ['gambling-lottery', 'real-money-gaming']) {
        const requirements = resolve(platform, category, 'GB').requirements;
        expect(requirements, `${platform} ${category}`).toMatch(/authorisation of the ad account/);
        expect(requirements, `${platform} ${category}`).not.toMatch(/prior written permission/i);
      }
    }
  });
});
