// The dataset's third pass (issue 29): the fresh audit's findings stay fixed (a regression test per high
// finding), a mirror is never a primary source without a note saying why, and the new markets are answered.
import { describe, expect, it } from 'vitest';
import { isMirror, sourceKind } from './source-kind.js';
import { readSeedDataset } from './read-dataset.js';
import { NEW_MARKETS, newMarketMatrix, resolveSeedPolicy } from './report.js';

const dataset = readSeedDataset();
const resolve = (platform: string, category: string, market: string) => resolveSeedPolicy(dataset, platform, category, market);

describe('sources', () => {
  it('tells a mirror, staging or archive copy from the page itself', () => {
    expect(isMirror('https://google-support.mirrorblogs.com/adspolicy/answer/11229223')).toBe(true);
    expect(isMirror('https://support-content-staging.example.com/x')).toBe(true);
    expect(isMirror('https://dev-tc3.vost.pt/reports/microsoft-ads/5')).toBe(true);
    expect(isMirror('https://web.archive.org/web/2024/https://support.google.com/')).toBe(true);
    expect(isMirror('https://support.google.com/adspolicy/answer/6018017')).toBe(false);
    expect(isMirror('https://www.developers.example.com/page')).toBe(false);
  });

  it('counts the regulators and self-regulatory bodies behind the new markets\' law records as regulators', () => {
    expect(sourceKind('https://www.agco.ca/alcohol/appendix-2-registrars-guidelines-advertising-and-promotion')).toBe('regulator');
    expect(sourceKind('https://www.asa.co.nz/codes/codes/code-for-advertising-and-promotion-of-alcohol/')).toBe('regulator');
    expect(sourceKind('https://eucam.info/regulations-on-alcohol-marketing/germany/')).toBe('press or secondary');
  });

  it('uses a mirror as the primary source only with a note saying it is a copy and why', () => {
    const says = /mirror|copy|staging|archive/i;
    const bad = [...dataset.policies, ...dataset.laws]
      .filter((r) => isMirror(r.sourceUrl) && !says.test(r.note ?? ''))
      .map((r) => r.key);
    expect(bad).toEqual([]);
  });
});

describe('the audit of 26 November 2026: its high findings stay fixed', () => {
  it('Google dating in the UAE: the UAE left the restriction list on 12 August 2025, so it is not prohibited', () => {
    expect(resolve('google', 'dating', 'AE')?.status).not.toBe('prohibited');
  });

  it('Meta and Google political ads in Belgium are their EU rules: prohibited', () => {
    for (const platform of ['facebook', 'instagram', 'google']) expect(resolve(platform, 'political-election', 'BE')?.status).toBe('prohibited');
  });

  it('Google political ads in Canada carry the election-period rule, and election ads everywhere the synthetic-content disclosure', () => {
    const canada = resolve('google', 'political-election', 'CA')!;
    expect(canada.jurisdictions).toContain('CA');
    expect(`${canada.description} ${canada.restrictions}`).toMatch(/election period/i);
    expect(resolve('google', 'political-election', 'US')!.requirements).toMatch(/synthetic|altered/i);
  });

  it('Meta political ads everywhere require disclosing digitally created or altered content', () => {
    for (const platform of ['facebook', 'instagram']) expect(resolve(platform, 'political-election', 'US')!.requirements, platform).toMatch(/AI|digitally/);
  });

  it('X online casino in Maine is prohibited, as on every other platform (no licensed operator has launched)', () => {
    for (const platform of ['twitter', 'google', 'facebook', 'microsoft']) {
      const us = resolve(platform, 'gambling-lottery', 'US')!;
      const maine = us.regionalRules.filter((r) => r.code === 'US-ME' && r.products.includes('online-casino'));
      expect(maine.length, platform).toBeGreaterThan(0);
      for (const rule of maine) expect(rule.status, platform).toBe('prohibited');
    }
  });
});

describe('the new markets (issue 29): each core cell answered by a record for it or its region, or a confirmed global rule', () => {
  const matrix = newMarketMatrix(dataset);

  it('leaves no cell of the matrix open: each is a record for the market or its region, or a confirmed global rule', () => {
    const open = matrix.filter((c) => !['own', 'region', 'global confirmed'].includes(c.source)).map((c) => `${c.platform}/${c.category}/${c.jurisdiction}`);
    expect(open).toEqual([]);
  });

  it('answers at least 79 % of the 240 cells with a record written for the market or its region', () => {
    expect(matrix).toHaveLength(240);
    const byRecord = matrix.filter((c) => c.source === 'own' || c.source === 'region').length;
    expect(byRecord / matrix.length).toBeGreaterThanOrEqual(0.79);
  });

  it('answers each EU member by its own or the EU\'s record where the platform has one, and Ontario by Canada\'s', () => {
    expect(resolve('google', 'cryptocurrency', 'DE')?.key).toBe('google-cryptocurrency-eu');
    expect(resolve('facebook', 'gambling-lottery', 'IT')?.status).toBe('prohibited');
    expect(resolve('microsoft', 'gambling-lottery', 'NL')?.key).toBe('microsoft-gambling-lottery-nl');
    expect(matrix.find((c) => c.platform === 'google' && c.category === 'alcohol' && c.jurisdiction === 'MX')?.source).toBe('global confirmed');
    expect(resolve('microsoft', 'alcohol', 'CA-ON')?.key).toBe('microsoft-alcohol-ca-on');
    expect(matrix.find((c) => c.platform === 'microsoft' && c.category === 'cryptocurrency' && c.jurisdiction === 'ZA')?.source).toBe('global confirmed');
  });

  it('has a law record for each new market\'s gambling advertising and one for its alcohol advertising', () => {
    const missing = NEW_MARKETS.flatMap((market) =>
      (['gambling-lottery', 'alcohol'] as const)
        .filter((category) => !dataset.laws.some((l) => l.jurisdiction === market && l.categories.includes(category)))
        .map((category) => `${market}/${category}`),
    );
    expect(missing).toEqual([]);
  });
});

