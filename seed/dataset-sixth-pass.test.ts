// The audit of 28 November 2026 of the four core categories in markets beyond India, the US, the UK and the EU
// (ADR 338, docs/audits/2026-11-28-core-four-secondary-markets.md): every wrong answer it found came from a
// platform's GLOBAL record answering a market with no record of its own, and stays fixed. Each answer is read as
// the app reads it: the market's record, else its region's, else GLOBAL (core/resolve-policy.ts).
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from './read-dataset.js';
import { resolveSeedPolicy } from './report.js';

const dataset = readSeedDataset();
const resolve = (platform: string, category: string, market: string) => resolveSeedPolicy(dataset, platform, category, market)!;
const META = ['facebook', 'instagram'];

describe('the audit of 28 November 2026 (core categories, secondary markets)', () => {
  it("crypto cannot be advertised to the Singapore public on any platform: the regulator's 2022 guidelines", () => {
    for (const platform of ['google', ...META, 'twitter', 'timesinternet', 'microsoft']) {
      const answer = resolve(platform, 'cryptocurrency', 'SG');
      expect(answer.status, platform).toBe('prohibited');
      if (platform !== 'microsoft') {
        expect(answer.key).toBe(`${platform}-cryptocurrency-sg`);
        expect(answer.laws).toContain('sg-mas-dpt-promotion-guidelines');
      }
    }
    // Elsewhere in Asia the platforms' routes still answer.
    expect(resolve('google', 'cryptocurrency', 'JP').status).toBe('limited');
  });

  it('Google runs no alcohol ads in the UAE, as Meta and X do not', () => {
    for (const platform of ['google', ...META, 'twitter']) expect(resolve(platform, 'alcohol', 'AE').status, platform).toBe('prohibited');
    expect(resolve('google', 'alcohol', 'AE').key).toBe('google-alcohol-ae');
    expect(resolve('google', 'alcohol', 'ID').documents).not.toContain('google-gambling-certification');
  });

  it("Japan's age for drinking and public gambling is 20, not the adult age of 18", () => {
    for (const platform of ['google', ...META, 'microsoft', 'twitter']) expect(resolve(platform, 'alcohol', 'JP'), platform).toMatchObject({ status: 'limited', minAge: 20 });
    for (const platform of [...META, 'microsoft']) expect(resolve(platform, 'gambling-lottery', 'JP'), platform).toMatchObject({ status: 'limited', minAge: 20 });
  });

  it("Canada's age is 19 for gambling and alcohol, 18 in Alberta, Manitoba and Quebec; Ontario keeps its own records at 19", () => {
    const answers = [
      ...META.flatMap((p) => [resolve(p, 'gambling-lottery', 'CA'), resolve(p, 'real-money-gaming', 'CA'), resolve(p, 'alcohol', 'CA')]),
      resolve('microsoft', 'gambling-lottery', 'CA'),
      resolve('google', 'gambling-lottery', 'CA'),
      ...['google', 'microsoft', 'twitter'].map((p) => resolve(p, 'alcohol', 'CA')),
    ];
    for (const answer of answers) {
      expect(answer.minAge, answer.key).toBe(19);
      if (answer.category === 'alcohol' && META.some((p) => answer.key.startsWith(p))) continue; // Meta's own list says 19 for all Canada
      expect(answer.regionalRules.filter((r) => r.minAge === 18).map((r) => r.code).sort(), answer.key).toEqual(['CA-AB', 'CA-MB', 'CA-QC']);
    }
    for (const platform of [...META, 'microsoft']) expect(resolve(platform, 'gambling-lottery', 'CA-ON'), platform).toMatchObject({ key: `${platform}-gambling-lottery-ca-on`, minAge: 19 });
    expect(resolve('microsoft', 'alcohol', 'CA-ON')).toMatchObject({ key: 'microsoft-alcohol-ca-on', minAge: 19 });
  });

  it("the publisher does not answer 'limited' where local law closes the market", () => {
    expect(resolve('timesinternet', 'alcohol', 'AE').status).toBe('prohibited');
    expect(resolve('timesinternet', 'alcohol', 'ID').status).toBe('prohibited');
    expect(resolve('timesinternet', 'gambling-lottery', 'ID').status).toBe('prohibited');
    expect(resolve('timesinternet', 'real-money-gaming', 'ID').status).toBe('prohibited');
  });

  it("Google's real-money gaming answer for Australia carries the pause on new gambling certifications", () => {
    const answer = resolve('google', 'real-money-gaming', 'AU');
    expect(answer.key).toBe('google-real-money-gaming-au');
    expect(`${answer.description} ${answer.restrictions} ${answer.requirements}`).toMatch(/25 August 2025/);
  });
});
