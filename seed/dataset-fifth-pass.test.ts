// The sample audit of 28 November 2026 of the categories beyond the four core ones (ADR 334, docs/audits/): what
// it found wrong stays fixed. Each answer is read as the app reads it: the market's record, else its region's,
// else GLOBAL (core/resolve-policy.ts).
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from './read-dataset.js';
import { resolveSeedPolicy } from './report.js';

const dataset = readSeedDataset();
const resolve = (platform: string, category: string, market: string) => resolveSeedPolicy(dataset, platform, category, market)!;

describe('the sample audit of 28 November 2026 (other categories)', () => {
  it('Google runs no political ads in Singapore and none featuring parties or candidates in Indonesia, and limits them in Japan', () => {
    expect(resolve('google', 'political-election', 'SG')).toMatchObject({ key: 'google-political-election-sg', status: 'prohibited' });
    expect(resolve('google', 'political-election', 'ID')).toMatchObject({ key: 'google-political-election-id', status: 'prohibited' });
    expect(resolve('google', 'political-election', 'JP')).toMatchObject({ key: 'google-political-election-jp', status: 'limited' });
    expect(resolve('google', 'political-election', 'GLOBAL').description).toMatch(/Singapore and Indonesia/);
  });

  it("Microsoft's adult program markets of June 2023 answer from the program's record, not GLOBAL's refusal", () => {
    for (const market of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IE', 'NZ', 'ZA']) {
      expect(resolve('microsoft', 'adult-content', market), market).toMatchObject({ key: 'microsoft-adult-content-us-gb-ca-au', status: 'limited' });
    }
    expect(resolve('microsoft', 'adult-content', 'IN').status).toBe('prohibited');
  });

  it("Meta's weight-loss answer says prescription weight-loss medicines cannot run in the UK, the EU or India; X's sends them to its healthcare rules", () => {
    for (const platform of ['facebook', 'instagram']) {
      for (const market of ['GB', 'DE', 'IN']) expect(resolve(platform, 'weight-loss', market).restrictions, `${platform} ${market}`).toMatch(/Prescription weight-loss medicines .*cannot be advertised on (Facebook|Instagram) in the UK, the EU or India/);
    }
    expect(resolve('twitter', 'weight-loss', 'GB').restrictions).toMatch(/Prescription weight-loss medicines.*healthcare policy/);
  });

  it("Meta's answer for political ads in India names the Election Commission's pre-certification", () => {
    for (const platform of ['facebook', 'instagram']) expect(resolve(platform, 'political-election', 'IN').requirements, platform).toMatch(/pre-certified by the Election Commission's Media Certification and Monitoring Committee/);
  });

  it("Google's health answers: India has its own (no online pharmacy or prescribing telemedicine), drug names promote only in CA, NZ and the US, addiction treatment in six markets", () => {
    const india = resolve('google', 'healthcare-medicines', 'IN');
    expect(india).toMatchObject({ key: 'google-healthcare-medicines-in', status: 'limited' });
    expect(india.restrictions).toMatch(/No online pharmacy or prescribing telemedicine ads targeting India/);
    const global = resolve('google', 'healthcare-medicines', 'GB');
    expect(global.requirements).toMatch(/promote drugs only in campaigns targeting Canada, New Zealand or the United States/);
    expect(global.requirements).toMatch(/addiction treatment .* only in Australia, Canada, France, Ireland, New Zealand and the United States/);
    expect(resolve('google', 'healthcare-medicines', 'US').requirements).toMatch(/without certification \(since 29 October 2025\)/);
    expect(resolve('google', 'weight-loss', 'IN').restrictions).toMatch(/Never allowed: hCG/);
  });

  it('a credit offer gets the same steps whichever category the rep picks, and US customer lists carry Meta\'s 2025 rules', () => {
    for (const platform of ['facebook', 'instagram']) {
      expect(resolve(platform, 'housing-employment-credit', 'GB').requirements, platform).toMatch(/in the UK confirm FCA authorisation/);
      for (const category of ['housing-employment-credit', 'financial-services']) {
        expect(resolve(platform, category, 'US').requirements, `${platform} ${category}`).toMatch(/consumer reporting agencies cannot use customer lists/);
      }
    }
    expect(resolve('twitter', 'housing-employment-credit', 'EU').requirements).toMatch(/not Cyprus, Estonia/);
  });

  it("X's tobacco answer does not offer India as a place tobacco ads may go, and Meta's health answer names its blocked health-condition audiences", () => {
    const tobacco = resolve('twitter', 'tobacco-vaping', 'IN');
    expect(tobacco.details).toMatch(/no tobacco ad may target India/);
    expect(tobacco.details).not.toMatch(/for example [^.]*India/);
    for (const platform of ['facebook', 'instagram']) expect(resolve(platform, 'healthcare-medicines', 'US').restrictions, platform).toMatch(/suggests a health condition .* blocked/);
  });
});
