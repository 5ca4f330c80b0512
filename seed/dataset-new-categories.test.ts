// The categories the audit of 26 November 2026 (§5) found missing and a rep is asked about (issue 29, ADR 319):
// HFSS food with the UK's online ad ban, weight loss and body image, and housing/employment/credit with the
// US and Canada targeting limits. Each ad platform answers every market, and the market-specific rules win there.
// Also the audit's findings this slice closed that a later edit could reopen (A3 for online casino and poker, Belgium's
// gambling fallback, finding 12).
import { describe, expect, it } from 'vitest';
import { regionalAnswer } from '../core/regional-rules.js';
import { readSeedDataset } from './read-dataset.js';
import { resolveSeedPolicy } from './report.js';

const dataset = readSeedDataset();
const resolve = (platform: string, category: string, market: string) => resolveSeedPolicy(dataset, platform, category, market);
const AD_PLATFORMS = ['google', 'facebook', 'instagram', 'microsoft', 'twitter'];
const NEW_CATEGORIES = ['hfss-food', 'weight-loss', 'housing-employment-credit'];

describe('the categories added for the audit\'s coverage gaps', () => {
  it('exist, and every ad platform has a default (GLOBAL) record for each', () => {
    const slugs = dataset.categories.map((c) => c.slug);
    for (const slug of NEW_CATEGORIES) {
      expect(slugs).toContain(slug);
      for (const platform of AD_PLATFORMS) expect(resolve(platform, slug, 'GLOBAL')?.jurisdictions, `${platform}/${slug}`).toEqual(['GLOBAL']);
    }
  });

  it('answers UK HFSS food on every ad platform with its own record, prohibited under the 2026 online ban, with the law linked', () => {
    const law = dataset.laws.find((l) => l.key === 'gb-less-healthy-food-advertising')!;
    expect(law).toMatchObject({ jurisdiction: 'GB', effectiveFrom: '2026-01-05' });
    for (const platform of AD_PLATFORMS) {
      const uk = resolve(platform, 'hfss-food', 'UK')!;
      expect(uk.jurisdictions, platform).toEqual(['GB']);
      expect(uk.status, platform).toBe('prohibited');
      expect(uk.laws, platform).toContain(law.key);
      expect(uk.description, platform).toMatch(/250/);
    }
  });

  it('sends an EU member\'s HFSS question on Google to Google\'s EU rule (self-declared accounts, 18+ only)', () => {
    expect(resolve('google', 'hfss-food', 'DE')).toMatchObject({ key: 'google-hfss-food-eu', minAge: 18 });
  });

  it('answers housing, employment and credit in the US and Canada with each platform\'s targeting limits', () => {
    for (const platform of ['google', 'facebook', 'instagram', 'twitter']) {
      for (const market of ['US', 'CA']) {
        const answer = resolve(platform, 'housing-employment-credit', market)!;
        expect(answer.jurisdictions, `${platform}/${market}`).toContain(market);
        expect(`${answer.description} ${answer.restrictions}`, `${platform}/${market}`).toMatch(/ZIP/);
      }
    }
    // Microsoft's demographic rule names no market: the global record is confirmed for both, not copied.
    const microsoft = resolve('microsoft', 'housing-employment-credit', 'US')!;
    expect(microsoft.jurisdictions).toEqual(['GLOBAL']);
    expect(microsoft.globalConfirmedIn).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('keeps weight-loss ads away from under-18s on Meta and X', () => {
    for (const platform of ['facebook', 'instagram', 'twitter']) expect(resolve(platform, 'weight-loss', 'IN')?.minAge, platform).toBe(18);
  });
});

describe('the audit\'s findings closed with the ledger (ADR 319)', () => {
  it('A3: online casino in a state that licenses none is prohibited on every ad platform, as state law decides', () => {
    for (const platform of AD_PLATFORMS) {
      const rules = resolve(platform, 'gambling-lottery', 'US')!.regionalRules;
      for (const code of ['US-NY', 'US-FL', 'US-IL', 'US-OH', 'US-DC']) {
        const casino = rules.filter((r) => r.code === code && r.products.includes('online-casino'));
        expect(casino.map((r) => r.status), `${platform}/${code}`).toEqual(['prohibited']);
      }
    }
  });

  it('A3: poker in a state that licenses no online poker is prohibited on every platform; a licensed poker state stays open', () => {
    // The law record's list (us-state-gambling-laws): online poker is licensed only in these eight states.
    const law = dataset.laws.find((l) => l.key === 'us-state-gambling-laws')!;
    expect(law.adRequirements).toMatch(/online poker is legal in eight states: Connecticut, Delaware, Michigan, Nevada, New Jersey, Pennsylvania, Rhode Island and West Virginia/);
    const noPoker = ['US-AL', 'US-CA', 'US-TX', 'US-UT', 'US-NY', 'US-FL', 'US-IL', 'US-OH', 'US-MO', 'US-ME'];
    for (const platform of [...AD_PLATFORMS, 'timesinternet']) {
      const us = resolve(platform, 'gambling-lottery', 'US')!;
      expect(us.laws, platform).toContain(law.key);
      for (const code of noPoker) {
        const answer = regionalAnswer(us, code, 'poker');
        expect(answer.status, `${platform}/${code}`).toBe('prohibited');
        expect(answer.rule?.note, `${platform}/${code}`).toMatch(/^State law/);
      }
      for (const code of ['US-NJ', 'US-PA', 'US-MI', 'US-NV']) expect(regionalAnswer(us, code, 'poker').status, `${platform}/${code}`).not.toBe('prohibited');
    }
  });

  it('§5: gambling in Belgium is prohibited on Google and Meta as on Microsoft (the 2023 decree), not the global limited rule', () => {
    for (const platform of ['google', 'facebook', 'instagram', 'microsoft']) {
      const belgium = resolve(platform, 'gambling-lottery', 'BE')!;
      expect(belgium.jurisdictions, platform).toEqual(['BE']);
      expect(belgium.status, platform).toBe('prohibited');
      expect(belgium.laws, platform).toContain('be-gambling-advertising-decree-2023');
    }
  });

  it('finding 12: the 2024 DFS update counts lottery couriers as Google\'s US record does (33 states plus DC)', () => {
    const update = dataset.updates.find((u) => u.key === 'google-us-dfs-states-2024')!;
    expect(update.details).toMatch(/33 states plus DC/);
    expect(resolve('google', 'gambling-lottery', 'US')!.description).toMatch(/33 states plus DC/);
  });
});
