// The analyzer's rules as data under test: every record loads and points at real policies and laws, its
// own examples behave through the real engine (evaluateRules over the seed library), and the loader
// refuses a broken file with a message that names it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateRules } from '../core/analyzer/evaluate-rules.js';
import type { AnalyzerRule } from '../core/analyzer/rule-schema.js';
import { readSeedDataset } from './read-dataset.js';
import { seedPolicyLibrary } from './policy-library.js';
import { readAnalyzerRules, SeedRulesError } from './read-rules.js';

const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

/** The ids other code and fixtures rely on. */
const EXPECTED_IDS = [
  'injected-instructions',
  'crypto-in-vda-disclaimer', 'crypto-gb-fca-risk-warning', 'crypto-guaranteed-returns', 'crypto-get-rich-quick', 'crypto-in-short-period-returns', 'crypto-appeal-to-minors',
  'gambling-us-age-21', 'gambling-gb-age-18', 'gambling-us-helpline', 'gambling-gb-safer-gambling', 'gambling-bonus-without-terms', 'gambling-guaranteed-win', 'gambling-appeal-to-minors',
  'gambling-us-lottery-age', 'gambling-us-lottery-responsible-play', 'gambling-easy-money', 'gambling-celebrity-appeal',
  'rmg-in-age-18', 'rmg-in-financial-risk-disclaimer', 'rmg-income-claims', 'rmg-bonus-without-terms', 'rmg-appeal-to-minors',
  'alcohol-health-claims', 'alcohol-drink-driving', 'alcohol-appeal-to-minors', 'alcohol-excessive-drinking', 'alcohol-social-success', 'alcohol-responsible-drinking',
  'alcohol-in-surrogate-advertising',
];

/** A platform, category and market the rule applies to, for running its examples through the engine. */
function inputFor(rule: AnalyzerRule, text: string) {
  return {
    text,
    ocrConfidence: 95,
    platform: rule.appliesTo.platforms[0] ?? 'google',
    category: rule.appliesTo.categories[0] ?? 'cryptocurrency',
    jurisdiction: rule.appliesTo.markets[0] ?? 'US',
    product: rule.appliesTo.products[0] ?? null,
    // The examples are ads of the rule's category, however few of its words they carry.
    detection: rule.appliesTo.categories[0] ? { category: rule.appliesTo.categories[0], candidates: [] } : null,
  };
}

const languagesOf = (rule: AnalyzerRule) => new Set(Array.isArray(rule.language) ? rule.language : [rule.language]);
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Whether the rule's patterns fire on the text, as the engine reports it: a finding, or a passed check. */
function fires(rule: AnalyzerRule, text: string): boolean {
  const evaluation = evaluateRules(library, [rule], inputFor(rule, text));
  expect(evaluation.appliedRuleIds).toEqual([rule.id]);
  const finding = evaluation.findings.some((f) => f.ruleId === rule.id);
  const passed = evaluation.passed.some((p) => p.ruleId === rule.id);
  // A requires rule fires (its statement is there) when it passes; a forbids rule when it finds the claim.
  return rule.kind === 'requires' ? passed && !finding : finding;
}

describe('the analyzer rules in seed/rules', () => {
  it('load, with exactly the ids the app relies on, each once', () => {
    expect(rules.map((r) => r.id).sort()).toEqual([...EXPECTED_IDS].sort());
  });

  it('each enforce a policy or a law of the dataset, cite an https source and are dated only when read', () => {
    for (const rule of rules) {
      if (rule.appliesTo.categories.length > 0) expect(rule.policy ?? rule.law, rule.id).not.toBeNull();
      expect(rule.sourceUrl, rule.id).toMatch(/^https:\/\/[^\s/]+\.[^\s]+$/);
      if (rule.verifiedAt === null) expect(rule.note, `${rule.id}: say why the source was not read`).toMatch(/not read/i);
      else expect(rule.verifiedAt).toBe('2026-11-25');
      expect(rule.examples.hit.length, rule.id).toBeGreaterThanOrEqual(2);
      expect(rule.examples.miss.length, rule.id).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(rules.flatMap((rule) => rule.examples.hit.map((text) => [rule.id, text] as const)))('%s fires on its example “%s”', (id, text) => {
    expect(fires(rules.find((r) => r.id === id)!, text)).toBe(true);
  });

  it.each(rules.flatMap((rule) => rule.examples.miss.map((text) => [rule.id, text] as const)))('%s stays quiet on its example “%s”', (id, text) => {
    expect(fires(rules.find((r) => r.id === id)!, text)).toBe(false);
  });

  it('declare the languages their patterns are written in, with a Hindi example for each Hindi wording', () => {
    for (const rule of rules) {
      const languages = languagesOf(rule);
      const devanagari = rule.patterns.some((p) => DEVANAGARI.test(p));
      expect(languages.has('hi'), `${rule.id}: Devanagari patterns and the language 'hi' go together`).toBe(devanagari);
      if (devanagari) expect(rule.examples.hit.some((t) => DEVANAGARI.test(t)), rule.id).toBe(true);
      if (languages.has('hi-Latn')) expect(rule.examples.hit.some((t) => !DEVANAGARI.test(t) && /\b(?:lagao|kamao|jeeto|pakk[aie]|bachch?e|jeb|paisa|bano|khelo|roz)\b/i.test(t)), rule.id).toBe(true);
    }
  });

  it('a required statement, when missing, is suggested in text that satisfies the rule itself', () => {
    // The FCA warning must be copied word for word from the FCA, so its suggestion is a placeholder.
    for (const rule of rules.filter((r) => r.kind === 'requires' && r.id !== 'crypto-gb-fca-risk-warning')) {
      expect(rule.suggestedText, rule.id).not.toBeNull();
      expect(fires(rule, rule.suggestedText!), rule.id).toBe(true);
    }
  });

  it('a forbidden claim is quoted as evidence of at most 120 characters', () => {
    const rule = rules.find((r) => r.id === 'alcohol-drink-driving')!;
    const long = `${'Our brewery has made honest lagers in the valley for five generations. '.repeat(3)}One more for the road! ${'Come and see the copper stills. '.repeat(4)}`;
    const finding = evaluateRules(library, [rule], inputFor(rule, long)).findings.find((f) => f.ruleId === rule.id)!;
    expect(finding.evidence).toContain('One more for the road');
    expect(finding.evidence!.length).toBeLessThanOrEqual(120);
  });
});

describe('the rules loader', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  const good = () => JSON.parse(JSON.stringify({ rules: [rules.find((r) => r.id === 'gambling-us-age-21')] }));
  const load = (files: Record<string, unknown>) => {
    dir = mkdtempSync(join(tmpdir(), 'rules-'));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    return () => readAnalyzerRules(dir!, dataset);
  };

  it('reads a valid file', () => {
    expect(load({ 'gambling.json': good() })().map((r) => r.id)).toEqual(['gambling-us-age-21']);
  });

  it('refuses a file that is not JSON, naming the file', () => {
    expect(load({ 'broken.json': '{ "rules": [' })).toThrow(/broken\.json/);
  });

  it('refuses a record the schema rejects, naming the file, the rule and the field', () => {
    const file = good();
    file.rules[0].severity = 'SEVERE';
    file.rules[0].patterns = ['(unclosed'];
    const read = load({ 'bad-record.json': file });
    expect(read).toThrow(SeedRulesError);
    expect(read).toThrow(/bad-record\.json at rules\.0\.severity \(rule gambling-us-age-21\)/);
    expect(read).toThrow(/rules\.0\.patterns\.0.*valid regular expression/);
  });

  it('refuses a rule id used twice, naming both files', () => {
    expect(load({ 'a.json': good(), 'b.json': good() })).toThrow(/b\.json: duplicate rule id gambling-us-age-21 \(also in .*a\.json\)/);
  });

  it('refuses a policy or law the dataset does not have, and a market given by its alias', () => {
    const file = good();
    file.rules[0].policy = 'google-gambling-lottery-mars';
    file.rules[0].law = 'us-no-such-law';
    file.rules[0].appliesTo.markets = ['UK'];
    const read = load({ 'refs.json': file });
    expect(read).toThrow(/unknown policy google-gambling-lottery-mars/);
    expect(read).toThrow(/unknown law us-no-such-law/);
    expect(read).toThrow(/unknown market UK/);
  });

  it('refuses a policy of another category than the rule', () => {
    const file = good();
    file.rules[0].policy = 'google-alcohol-us';
    expect(load({ 'mismatch.json': file })).toThrow(/policy google-alcohol-us is about alcohol, not gambling-lottery/);
  });
});
