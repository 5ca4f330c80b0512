// A small policy library and a few rule records written out by hand, so the engine's tests can pin exact
// messages, scores and sources without depending on how the seed dataset words its records.
import type { Category, Jurisdiction, Platform, Policy } from '../contract.js';
import type { PolicyLibrary } from '../publisher-policy.js';
import { evaluateRules } from './evaluate-rules.js';
import type { AnalyzerRule } from './rule-schema.js';
import type { AnalysisInput } from './types.js';

const platform = (id: number, identifier: string, name: string, aliases: string[] = []): Platform => ({
  id, identifier, name, aliases, website: `https://${identifier}.example`, policyUrl: `https://${identifier}.example/ad-policy`, kind: 'ad-platform', revision: 1,
});
const category = (id: number, slug: string, name: string): Category => ({ id, slug, name, aliases: [], description: '', icon: '', revision: 1 });
const market = (id: number, code: string, name: string, aliases: string[] = []): Jurisdiction => ({ id, code, name, aliases, region: '', parent: code === 'GLOBAL' ? null : 'GLOBAL', revision: 1 });

const GLOBAL = market(1, 'GLOBAL', 'Global');
const US = market(2, 'US', 'United States', ['USA']);
const GB = market(3, 'GB', 'United Kingdom', ['UK']);

export const policy = (over: Partial<Policy> & Pick<Policy, 'id' | 'key' | 'platformId' | 'categoryId' | 'status' | 'jurisdictions'>): Policy => ({
  title: `Policy ${over.id}`,
  description: '',
  requirements: 'Requirements.',
  restrictions: 'Restrictions.',
  details: '',
  minAge: null,
  certification: null,
  regionalRules: [],
  documents: [],
  laws: [],
  statusQualifier: null,
  globalConfirmedIn: [],
  sourceUrl: `https://policies.example/${over.key}`,
  extraSources: [],
  lastUpdated: '2026-01-01',
  effectiveFrom: null,
  verifiedAt: null,
  confidence: 'high',
  note: null,
  revision: 1,
  ...over,
});

/** Google (1) and Facebook (2, alias Meta); gambling (1), alcohol (2) and dating (3, no policy anywhere). */
export const library: PolicyLibrary = {
  revision: 1,
  platforms: [platform(1, 'google', 'Google Ads'), platform(2, 'facebook', 'Facebook', ['Meta'])],
  categories: [category(1, 'gambling-lottery', 'Gambling & Lottery'), category(2, 'alcohol', 'Alcohol'), category(3, 'dating', 'Dating')],
  jurisdictions: [GLOBAL, US, GB],
  documents: [],
  laws: [],
  policies: [
    policy({
      id: 10, key: 'google-gambling-us', title: 'Gambling and games (US)', platformId: 1, categoryId: 1, status: 'limited',
      minAge: 21, certification: 'Google gambling certification', laws: ['us-wire-act', 'us-paspa'], confidence: 'medium', jurisdictions: [US],
      regionalRules: [
        { code: 'US-TX', name: 'Texas', products: ['sports-betting', 'online-casino'], status: 'prohibited', note: 'Texas licenses neither.' },
        { code: 'US-TX', name: 'Texas', products: ['lottery-courier'], status: 'limited', note: 'Couriers are licensed.' },
        { code: 'US-UT', name: 'Utah', products: [], status: 'prohibited', note: 'Utah bans all gambling.' },
        { code: 'US-NJ', name: 'New Jersey', products: ['online-casino'], status: 'allowed', note: 'Licensed online casinos.' },
      ],
    }),
    policy({
      id: 11, key: 'google-gambling-gb', title: 'Gambling (GB)', platformId: 1, categoryId: 1, status: 'allowed', confidence: 'high', jurisdictions: [GB],
      regionalRules: [{ code: 'GB-NIR', name: 'Northern Ireland', products: ['online-casino'], status: 'prohibited', note: 'No online casino licences there.' }],
    }),
    policy({ id: 12, key: 'facebook-gambling-gb', title: 'Gambling on Facebook (GB)', platformId: 2, categoryId: 1, status: 'prohibited', confidence: 'low', jurisdictions: [GB] }),
    policy({ id: 13, key: 'facebook-alcohol-us', title: 'Alcohol on Facebook (US)', platformId: 2, categoryId: 2, status: 'limited', jurisdictions: [US] }),
    policy({ id: 14, key: 'google-alcohol-global', title: 'Alcohol (everywhere)', platformId: 1, categoryId: 2, status: 'allowed', jurisdictions: [GLOBAL] }),
  ],
};

/** Where a rule applies; what is left out means every platform, category, market or product. */
export type RuleScope = Partial<AnalyzerRule['appliesTo']>;

export const rule = (over: Partial<Omit<AnalyzerRule, 'appliesTo'>> & Pick<AnalyzerRule, 'id' | 'kind' | 'patterns'> & { appliesTo?: RuleScope }): AnalyzerRule => ({
  check: `Check ${over.id}`,
  topic: 'claim',
  language: 'en',
  unlessPatterns: [],
  severity: 'HIGH',
  level: 'required',
  message: `Broken: ${over.id}.`,
  fix: `Fix ${over.id}.`,
  suggestedText: null,
  policy: null,
  law: null,
  sourceUrl: `https://rules.example/${over.id}`,
  verifiedAt: null,
  note: null,
  examples: { hit: ['x'], miss: ['y'] },
  ...over,
  appliesTo: { platforms: [], categories: [], markets: [], products: [], exceptProducts: [], ...over.appliesTo },
});

export const evaluateWith = (rules: readonly AnalyzerRule[], input: Partial<AnalysisInput>) =>
  evaluateRules(library, rules, { text: '', ocrConfidence: 95, platform: 'google', category: 'gambling-lottery', jurisdiction: 'GB', ...input });
