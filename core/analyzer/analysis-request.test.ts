// The analyzer's inputs as the screens send them (an identifier or a label) read into the library's
// platform identifier, category slug and market code, over a small library written out here.
import { describe, expect, it } from 'vitest';
import type { Category, Jurisdiction, Platform } from '../contract.js';
import type { PolicyLibrary } from '../publisher-policy.js';
import {
  analysisFieldsSchema,
  AnalysisInputError,
  findCategorySlug,
  findMarketCode,
  findPlatformIdentifier,
  MISSING_ANALYSIS_INPUT,
  resolveAnalysisChoices,
} from './analysis-request.js';

const platform = (id: number, identifier: string, name: string, aliases: string[] = []): Platform => ({
  id, identifier, name, aliases, website: `https://${identifier}.example`, policyUrl: `https://${identifier}.example/policy`, kind: 'ad-platform', revision: 1,
});
const category = (id: number, slug: string, name: string, aliases: string[] = []): Category => ({ id, slug, name, aliases, description: '', icon: '', revision: 1 });
const market = (id: number, code: string, name: string, aliases: string[] = []): Jurisdiction => ({ id, code, name, aliases, region: '', parent: code === 'GLOBAL' ? null : 'GLOBAL', revision: 1 });

const library: PolicyLibrary = {
  revision: 1,
  platforms: [
    platform(1, 'google', 'Google Ads'), platform(2, 'facebook', 'Facebook', ['meta']), platform(3, 'twitter', 'X (Twitter)', ['x']),
    platform(4, 'taboola', 'Taboola/Outbrain'), platform(5, 'snapchat', 'Snapchat', ['Snap/Spectacles']),
  ],
  categories: [category(1, 'gambling-lottery', 'Gambling & Lottery', ['Betting', 'Lottery']), category(2, 'real-money-gaming', 'Real Money Gaming', ['RMG'])],
  jurisdictions: [market(1, 'GLOBAL', 'Global'), market(2, 'IN', 'India'), market(3, 'GB', 'United Kingdom', ['UK']), market(4, 'US', 'United States', ['USA'])],
  documents: [],
  laws: [],
  policies: [],
};

describe('findPlatformIdentifier', () => {
  it('reads an identifier in any case and with spaces around it', () => {
    expect(findPlatformIdentifier(library, 'google')).toBe('google');
    expect(findPlatformIdentifier(library, '  FaceBook ')).toBe('facebook');
  });

  it('reads an alias or the display name', () => {
    expect(findPlatformIdentifier(library, 'Meta')).toBe('facebook');
    expect(findPlatformIdentifier(library, 'google ads')).toBe('google');
    expect(findPlatformIdentifier(library, 'X (Twitter)')).toBe('twitter');
  });

  it('reads a label of several names split by slashes when one part names the platform', () => {
    expect(findPlatformIdentifier(library, 'FACEBOOK / Instagram')).toBe('facebook');
    expect(findPlatformIdentifier(library, 'Search / google')).toBe('google');
    expect(findPlatformIdentifier(library, 'Social / META')).toBe('facebook');
  });

  it('reads a display name or an alias that itself has a slash, whole', () => {
    expect(findPlatformIdentifier(library, 'taboola/outbrain')).toBe('taboola');
    expect(findPlatformIdentifier(library, 'SNAP/SPECTACLES')).toBe('snapchat');
  });

  it('gives null for a platform the library does not hold', () => {
    expect(findPlatformIdentifier(library, 'myspace')).toBeNull();
    expect(findPlatformIdentifier(library, 'Friendster / Orkut')).toBeNull();
  });
});

describe('findCategorySlug', () => {
  it('reads a slug, a display name or an alias, in any case', () => {
    expect(findCategorySlug(library, 'GAMBLING-LOTTERY')).toBe('gambling-lottery');
    expect(findCategorySlug(library, ' real money gaming ')).toBe('real-money-gaming');
    expect(findCategorySlug(library, 'rmg')).toBe('real-money-gaming');
    expect(findCategorySlug(library, ' Betting ')).toBe('gambling-lottery');
  });

  it('reads a label typed with an ampersand or extra spaces as the slug it spells', () => {
    expect(findCategorySlug(library, 'Gambling&Lottery')).toBe('gambling-lottery');
    expect(findCategorySlug(library, 'gambling  &  lottery')).toBe('gambling-lottery');
    expect(findCategorySlug(library, '  REAL   MONEY GAMING')).toBe('real-money-gaming');
  });

  it('gives null for a category the library does not hold', () => {
    expect(findCategorySlug(library, 'Pet food')).toBeNull();
  });
});

describe('findMarketCode', () => {
  it('reads a code or an alias of one (UK is GB)', () => {
    expect(findMarketCode(library, 'GB')).toBe('GB');
    expect(findMarketCode(library, 'uk')).toBe('GB');
    expect(findMarketCode(library, ' usa ')).toBe('US');
  });

  it('reads the market’s name', () => {
    expect(findMarketCode(library, 'United Kingdom')).toBe('GB');
    expect(findMarketCode(library, ' india ')).toBe('IN');
  });

  it('never answers GLOBAL, which is no market an ad runs in', () => {
    expect(findMarketCode(library, 'GLOBAL')).toBeNull();
    expect(findMarketCode(library, 'Global')).toBeNull();
  });

  it('gives null for a market the library does not hold', () => {
    expect(findMarketCode(library, 'Narnia')).toBeNull();
  });
});

describe('resolveAnalysisChoices', () => {
  const error = (fields: Parameters<typeof resolveAnalysisChoices>[1]) => {
    try {
      resolveAnalysisChoices(library, fields);
    } catch (e) {
      return e as Error;
    }
    throw new Error('expected an AnalysisInputError');
  };

  it('when the labels name what the library holds, then it gives the identifier, slug and code', () => {
    expect(resolveAnalysisChoices(library, { platform: 'Facebook / Meta', category: 'Gambling & Lottery', jurisdiction: 'UK' }))
      .toEqual({ platform: 'facebook', category: 'gambling-lottery', jurisdiction: 'GB' });
  });

  it('when no category is given, then the category is left to detection (null)', () => {
    expect(resolveAnalysisChoices(library, { platform: 'google', jurisdiction: 'IN' })).toEqual({ platform: 'google', category: null, jurisdiction: 'IN' });
    expect(resolveAnalysisChoices(library, { platform: 'google', category: '', jurisdiction: 'IN' }).category).toBeNull();
  });

  it('when the platform or the jurisdiction is missing, then it asks for them', () => {
    for (const fields of [{ jurisdiction: 'IN' }, { platform: 'google' }, { platform: '', jurisdiction: 'IN' }, { platform: 'google', jurisdiction: '' }]) {
      const e = error(fields);
      expect(e).toBeInstanceOf(AnalysisInputError);
      expect(e.message).toBe(MISSING_ANALYSIS_INPUT);
    }
    expect(MISSING_ANALYSIS_INPUT).toBe('Please provide an image file, platform, and jurisdiction');
  });

  it('when the platform is unknown, then the message lists the platforms to choose from', () => {
    const e = error({ platform: 'myspace', jurisdiction: 'IN' });
    expect(e).toBeInstanceOf(AnalysisInputError);
    expect(e.name).toBe('AnalysisInputError');
    expect(e.message).toBe('Unknown platform: myspace. Choose one of google, facebook, twitter, taboola, snapchat.');
  });

  it('when the jurisdiction is unknown or GLOBAL, then the message gives example codes', () => {
    expect(error({ platform: 'google', jurisdiction: 'Narnia' }).message).toBe('Unknown jurisdiction: Narnia. Use a country code such as IN, US or GB.');
    expect(error({ platform: 'google', jurisdiction: 'GLOBAL' }).message).toBe('Unknown jurisdiction: GLOBAL. Use a country code such as IN, US or GB.');
  });

  it('when the category is unknown, then it says so rather than guessing', () => {
    const e = error({ platform: 'google', category: 'Pet food', jurisdiction: 'GB' });
    expect(e).toBeInstanceOf(AnalysisInputError);
    expect(e.message).toBe('Unknown ad category: Pet food.');
  });
});

describe('analysisFieldsSchema', () => {
  it('trims the fields and leaves out the ones not sent', () => {
    expect(analysisFieldsSchema.parse({ platform: ' google ', jurisdiction: 'IN ', imagePath: ' a.png' })).toEqual({ platform: 'google', jurisdiction: 'IN', imagePath: 'a.png' });
  });

  it('refuses a field longer than a label can be', () => {
    expect(analysisFieldsSchema.safeParse({ platform: 'g'.repeat(101) }).success).toBe(false);
    expect(analysisFieldsSchema.safeParse({ platform: 'g'.repeat(100) }).success).toBe(true);
    expect(analysisFieldsSchema.safeParse({ filePath: 'f'.repeat(201) }).success).toBe(false);
  });
});
