// The rule record as seed/rules/*.json must write it: what is filled in by default, and what is refused
// before the engine could stumble on it (a pattern it cannot compile, a rule that cites nothing).
import { describe, expect, it } from 'vitest';
import { analyzerRuleFileSchema, analyzerRuleSchema } from './rule-schema.js';

const record = {
  id: 'alcohol-health-claims',
  kind: 'forbids',
  check: 'Health claims',
  topic: 'claim',
  appliesTo: { categories: ['alcohol'] },
  language: 'en',
  patterns: ['good for your (?:heart|health)'],
  severity: 'HIGH',
  message: 'Alcohol ads may not claim health benefits.',
  fix: 'Remove the health claim.',
  policy: 'google-alcohol-global',
  sourceUrl: 'https://support.google.com/adspolicy/answer/6012382',
  examples: { hit: ['Red wine is good for your heart.'], miss: ['A bold red wine.'] },
};

const problems = (value: unknown) => {
  const result = analyzerRuleSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('analyzerRuleSchema', () => {
  it('fills in what a record may leave out: every platform, market and product, no exceptions, a required level', () => {
    expect(analyzerRuleSchema.parse(record)).toEqual({
      ...record,
      appliesTo: { platforms: [], categories: ['alcohol'], markets: [], products: [], exceptProducts: [] },
      unlessPatterns: [],
      level: 'required',
      suggestedText: null,
      law: null,
      verifiedAt: null,
      note: null,
    });
  });

  it('refuses a pattern that is no regular expression, in patterns or exceptions', () => {
    expect(problems({ ...record, patterns: ['good for (your'] })).toEqual(['patterns.0: a valid regular expression']);
    expect(problems({ ...record, unlessPatterns: ['[unclosed'] })).toEqual(['unlessPatterns.0: a valid regular expression']);
  });

  it('refuses a pattern the engine could not compile with its Unicode flag', () => {
    // Without the `u` flag `\a` is a plain "a"; with it, an invalid escape.
    expect(problems({ ...record, patterns: ['\\a+'] })).toEqual(['patterns.0: a valid regular expression']);
  });

  it('refuses a category rule that enforces neither a policy nor a law', () => {
    expect(problems({ ...record, policy: null })).toEqual(['policy: a rule enforces a policy or a law']);
    expect(problems({ ...record, policy: null, law: 'in-asci-vda-guidelines' })).toEqual([]);
  });

  it('accepts a rule for every category that cites nothing but its source (the injected-instructions rule)', () => {
    expect(problems({ ...record, policy: null, appliesTo: {} })).toEqual([]);
  });

  it('refuses keys that are not kebab-case, markets written as aliases and unknown fields', () => {
    expect(problems({ ...record, id: 'Alcohol_Health' })).toEqual(['id: a kebab-case key']);
    expect(problems({ ...record, appliesTo: { categories: ['alcohol'], markets: ['uk'] } })).toEqual(['appliesTo.markets.0: an upper-case jurisdiction code']);
    expect(problems({ ...record, extra: true })).toHaveLength(1);
  });

  it('takes one language, or the list of them when a record holds several wordings of the rule', () => {
    expect(problems({ ...record, language: 'hi' })).toEqual([]);
    expect(problems({ ...record, language: ['en', 'hi', 'hi-Latn'] })).toEqual([]);
    expect(problems({ ...record, language: [] })).toHaveLength(1);
    expect(problems({ ...record, language: 'fr' })).toHaveLength(1);
  });

  it('names the products a rule leaves out, from the products the app knows', () => {
    expect(analyzerRuleSchema.parse({ ...record, appliesTo: { exceptProducts: ['lottery'] } }).appliesTo.exceptProducts).toEqual(['lottery']);
    expect(problems({ ...record, appliesTo: { exceptProducts: ['bingo-hall'] } })).toHaveLength(1);
  });

  it('refuses a source that is not https', () => {
    expect(problems({ ...record, sourceUrl: 'http://support.google.com/adspolicy' })).toHaveLength(1);
  });
});

describe('analyzerRuleFileSchema', () => {
  it('reads a file of rules', () => {
    expect(analyzerRuleFileSchema.parse({ rules: [record] }).rules.map((r) => r.id)).toEqual(['alcohol-health-claims']);
    expect(analyzerRuleFileSchema.safeParse({ rules: [record], version: 2 }).success).toBe(false);
  });
});
