// What a sales rep reads in a finding (the phone review of /ad-analyzer): a title that agrees with the body
// and the severity, the policy and the rule cited by name (their ids kept in their own fields), and a quote
// of the line that matched rather than the OCR's noise around it. Over the seed dataset and rules, through
// judge-creative.ts, which both the server and the offline analyzer run.
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { detectCategory } from './detect-category.js';
import { CATEGORY_STATUS_RULE } from './evaluate-rules.js';
import { analysisMeta, evaluateCreative, resultOfMode } from './judge-creative.js';
import type { StandardResult, WorldClassResult } from './results.js';

const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

/** fixtures/ad-creatives/crypto-in-300-percent-in-3-months.png as the server's OCR reads it (tesseract, eng+hin). */
const MOONRUPEE_AS_READ = [
  'हि MOONRUPEE pr कै', 'हे', '300%', '', '300% returns in just 3', 'months', '',
  'Our Al trading bot turned ¥10,000 into ¥40,000 for early', 'users. Your turn.', '', 'Join the bot', '',
  'Results of early users shown for illustration. Trading starts from ¥1,000.',
].join('\n');

function analyse<R>(mode: 'standard' | 'world-class', text: string, choices: { platform: string; jurisdiction: string; category?: string }): R {
  const read = { text, confidence: 86, durationMs: 1 };
  const detection = detectCategory(text);
  const chosen = { platform: choices.platform, jurisdiction: choices.jurisdiction, category: choices.category ?? null };
  const { categoryUsed, evaluation } = evaluateCreative(library, rules, read, detection, chosen);
  const meta = analysisMeta({ mode, engine: 'rules', model: null, engineNote: null, filePath: '', read, detection, categoryUsed, chosen, analysedAt: '2026-01-01T00:00:00.000Z' });
  return resultOfMode(mode, { library, platform: chosen.platform, category: categoryUsed, jurisdiction: chosen.jurisdiction, evaluation, meta }) as R;
}

const googleIndia = { platform: 'google', jurisdiction: 'IN' };
const cryptoPolicy = library.policies.find((p) => p.key === 'google-cryptocurrency-in')!;
/** A database id or a kebab-case key or slug, as the prose must not show them. */
const IDS = /\bpolicy \d+\b|\(rule [a-z0-9-]+\)|\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b/;

describe('the category-status finding’s title agrees with its body', () => {
  it('a crypto-adjacent ad on Google in India: a HIGH warning about a missing route is not titled as if the category were allowed', () => {
    const text = 'KoinTax: file your crypto taxes in minutes, every exchange and wallet imported. Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.';
    const result = analyse<WorldClassResult>('world-class', text, { ...googleIndia, category: 'cryptocurrency' });
    const status = result.criticalViolations.find((v) => v.ruleId === CATEGORY_STATUS_RULE)!;
    expect(status).toMatchObject({ severity: 'HIGH', status: 'WARNING', check: 'No known route for this category in this market' });
    expect(status.description).toMatch(/^Google Ads has no known route for Cryptocurrency ads in India/);
    expect(status.description).toContain('not eligible');
  });

  it('an ad offering what the record closes (an exchange) fails under a title saying there is no route for it', () => {
    const text = 'Coinpath: buy Bitcoin from ₹100 and trade 150 coins with UPI. Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.';
    const status = analyse<WorldClassResult>('world-class', text, { ...googleIndia, category: 'cryptocurrency' }).criticalViolations.find((v) => v.ruleId === CATEGORY_STATUS_RULE)!;
    expect(status).toMatchObject({ severity: 'HIGH', status: 'FAIL', check: 'No route for this product in this market' });
  });

  it('an AI trading bot (the Moonrupee ad) is a trading service the record closes, coin named or not', () => {
    const status = analyse<WorldClassResult>('world-class', MOONRUPEE_AS_READ, googleIndia).criticalViolations.find((v) => v.ruleId === CATEGORY_STATUS_RULE)!;
    expect(status).toMatchObject({ severity: 'HIGH', status: 'FAIL', check: 'No route for this product in this market' });
  });

  it('a prohibited category is titled as not allowed, never as allowed', () => {
    const status = analyse<WorldClassResult>('world-class', 'Play rummy online and win cash! 18+', { ...googleIndia, category: 'real-money-gaming' })
      .criticalViolations.find((v) => v.ruleId === CATEGORY_STATUS_RULE)!;
    expect(status).toMatchObject({ severity: 'CRITICAL', status: 'FAIL', check: 'Category not allowed on this platform' });
    expect(status.description).toMatch(/not allowed on Google Ads in India/);
  });

  it('no status finding is titled “Category allowed on this platform” any more', () => {
    for (const [text, category] of [[MOONRUPEE_AS_READ, undefined], ['Play rummy online and win cash! 18+', 'real-money-gaming'], ['Fine wines.', 'alcohol']] as const) {
      const result = analyse<WorldClassResult>('world-class', text, { ...googleIndia, ...(category ? { category } : {}) });
      expect(result.criticalViolations.map((v) => v.check)).not.toContain('Category allowed on this platform');
    }
  });
});

describe('findings cite their policy and rule in words, with the ids in their own fields', () => {
  it('world-class: no policy id, policy key or rule id in the description or the rule cited; the ids stay in ruleId and policyId', () => {
    const result = analyse<WorldClassResult>('world-class', MOONRUPEE_AS_READ, googleIndia);
    expect(result.criticalViolations.map((v) => v.ruleId).sort()).toEqual([CATEGORY_STATUS_RULE, 'crypto-get-rich-quick', 'crypto-in-short-period-returns', 'crypto-in-vda-disclaimer']);
    for (const v of result.criticalViolations) {
      expect(v.description, v.ruleId).not.toMatch(IDS);
      expect(v.description, v.ruleId).not.toContain(cryptoPolicy.key);
      expect(v.platformRule, v.ruleId).not.toMatch(IDS);
      expect(v.platformRule, v.ruleId).not.toContain(v.ruleId);
      expect(v.policyId).toBe(cryptoPolicy.id);
    }
    const byRule = Object.fromEntries(result.criticalViolations.map((v) => [v.ruleId, v]));
    expect(byRule['crypto-in-vda-disclaimer']!.platformRule).toBe('Cryptocurrency ads targeting India — ASCI crypto risk disclaimer');
    expect(byRule['crypto-in-short-period-returns']!.platformRule).toBe('Cryptocurrency ads targeting India — Returns over less than 12 months');
    expect(byRule[CATEGORY_STATUS_RULE]!.platformRule).toBe('Cryptocurrency ads targeting India — the category’s status on this platform in this market');
    expect(byRule[CATEGORY_STATUS_RULE]!.description).toContain(`under the policy “${cryptoPolicy.title}”`);
  });

  it('standard: the violations’ descriptions carry no ids either', () => {
    const result = analyse<StandardResult>('standard', MOONRUPEE_AS_READ, googleIndia);
    for (const v of result.violations) expect(v.description, v.ruleId).not.toMatch(IDS);
  });
});

describe('the “Found:” quote is the line that matched', () => {
  it('quotes the badge and headline the claim is in, not the logo’s OCR noise or the body copy after it', () => {
    const claim = analyse<WorldClassResult>('world-class', MOONRUPEE_AS_READ, googleIndia).criticalViolations.find((v) => v.ruleId === 'crypto-in-short-period-returns')!;
    expect(claim.evidence).toBe('300% 300% returns in just 3 months');
    expect(claim.description).toMatch(/ Found: “300% 300% returns in just 3 months”\.$/);
  });
});
