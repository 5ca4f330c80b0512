// The sample audit of 27 November 2026 (ADR 330, docs/audits/): what it found wrong stays fixed. Each answer is
// read as the app reads it: the market's record, then the state's rule for the product (core/regional-rules.ts).
import { describe, expect, it } from 'vitest';
import { hasNoRoute } from '../core/firm-answer.js';
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

// A user review of 28 November 2026 at phone size: words beside a badge a rep can say to a client as they are.
describe('the words on the face of an answer', () => {
  it('every policy title starts with a capital, as a heading does', () => {
    for (const p of dataset.policies) expect(p.title, p.key).toMatch(/^[\p{Lu}\d]/u);
  });

  it('a status that rests on no route says for what there is no route (the yellow badge alone reads as a yes)', () => {
    const noRoute = dataset.policies.filter((p) => /\broute\b/.test(p.statusQualifier ?? ''));
    expect(noRoute.map((p) => p.key).sort()).toEqual(
      ['facebook', 'instagram'].flatMap((meta) => ['in', 'mx', 'nz', 'za'].map((m) => `${meta}-cryptocurrency-${m}`)).concat('google-cryptocurrency-in', 'google-cryptocurrency-mx-za-nz').sort(),
    );
    for (const p of noRoute) expect(p.statusQualifier, p.key).toMatch(/^exchanges and wallets: no (?:licence )?route$/);
    // Google's say the products are not eligible: the analyzer's firm answer for an exchange ad still reads them.
    expect(noRoute.filter((p) => hasNoRoute(p)).map((p) => p.key)).toEqual(['google-cryptocurrency-in', 'google-cryptocurrency-mx-za-nz']);
  });

  it("a state's rule reads on its own: Google's DFS states do not count a list the document then lists one fewer of (California has closed)", () => {
    const us = resolve('google', 'real-money-gaming', 'US');
    const open = us.regionalRules.filter((r) => r.products.includes('daily-fantasy-sports') && r.status !== 'prohibited');
    expect(open).toHaveLength(16);
    for (const rule of open) expect(rule.note, rule.code).not.toMatch(/\b17 states\b/);
  });
});
