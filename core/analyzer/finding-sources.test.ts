// A finding cites what governs the ad where it runs (ADR 336): a rule applied in every market that rests on
// one market's law (India's ASCI guidelines for crypto, the UK's CAP code for gambling) cites that law there
// only; elsewhere the platform's policy for the market answers, and the law stays out of the legal context.
// Over the seed dataset and rules, through judge-creative.ts as the server and the offline analyzer run it.
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { detectCategory } from './detect-category.js';
import { analysisMeta, evaluateCreative, resultOfMode } from './judge-creative.js';
import type { WorldClassResult } from './results.js';

const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

function analyse(text: string, platform: string, jurisdiction: string, category: string | null = null): WorldClassResult {
  const read = { text, confidence: 90, durationMs: 1 };
  const detection = detectCategory(text);
  const chosen = { platform, jurisdiction, category };
  const { categoryUsed, evaluation } = evaluateCreative(library, rules, read, detection, chosen);
  const meta = analysisMeta({ mode: 'world-class', engine: 'rules', model: null, engineNote: null, filePath: '', read, detection, categoryUsed, chosen, analysedAt: '2026-01-01T00:00:00.000Z' });
  return resultOfMode('world-class', { library, platform, category: categoryUsed, jurisdiction, evaluation, meta }) as WorldClassResult;
}

const violation = (result: WorldClassResult, ruleId: string) => {
  const found = result.criticalViolations.find((v) => v.ruleId === ruleId);
  expect(found, `${ruleId} in ${result.criticalViolations.map((v) => v.ruleId).join(', ')}`).toBeDefined();
  return found!;
};
const lawTitle = (key: string) => library.laws.find((l) => l.key === key)!.title;

const CRYPTO_AD = 'CoinNest crypto exchange. Get rich quick: trade Bitcoin and double your money. Sign up today.';
const BETTING_AD = 'Bet £5 on tonight’s match and win a life-changing fortune. Quit your job for good. 18+ BeGambleAware.org';

describe('a finding cites the law of the market it is in, or the platform’s policy', () => {
  it('a get-rich-quick crypto claim cites ASCI in India, and Google’s UK policy in the UK, with no ASCI in its words or legal context', () => {
    const india = violation(analyse(CRYPTO_AD, 'google', 'IN'), 'crypto-get-rich-quick');
    expect(india.platformRule).toMatch(/— /);
    const uk = analyse(CRYPTO_AD, 'google', 'GB');
    const ukFinding = violation(uk, 'crypto-get-rich-quick');
    const ukPolicy = library.policies.find((p) => p.key === 'google-cryptocurrency-gb')!;
    expect(ukFinding.sourceUrl).toBe(ukPolicy.sourceUrl);
    expect(ukFinding.platformRule.startsWith(ukPolicy.title)).toBe(true);
    expect(JSON.stringify(ukFinding)).not.toMatch(/ASCI/);
    expect(uk.legalContext.applicableLaws).not.toContain(lawTitle('in-asci-vda-guidelines'));
    expect(analyse(CRYPTO_AD, 'google', 'IN').legalContext.applicableLaws).toContain(lawTitle('in-asci-vda-guidelines'));
  });

  it('an easy-money betting claim cites the CAP code in the UK and not in the US, where the platform’s US policy answers', () => {
    expect(analyse(BETTING_AD, 'facebook', 'GB').legalContext.applicableLaws).toContain(lawTitle('gb-cap-gambling-rules'));
    const us = analyse(BETTING_AD.replace('£', '$').replace('18+ BeGambleAware.org', '21+. Gambling problem? Call 1-800-GAMBLER.'), 'facebook', 'US');
    const finding = violation(us, 'gambling-easy-money');
    expect(finding.sourceUrl).toBe(library.policies.find((p) => p.key === 'facebook-gambling-lottery-us')!.sourceUrl);
    expect(us.legalContext.applicableLaws).not.toContain(lawTitle('gb-cap-gambling-rules'));
  });

  it('the legal context lists a law the answering global record names only where it governs: no US or Indian law for the UK', () => {
    const ad = 'This video was made with AI. Meet our new synthetic presenter.';
    const titles = (market: string) => analyse(ad, 'google', market, 'ai-synthetic-content').legalContext.applicableLaws;
    expect(titles('US')).toContain(lawTitle('us-state-election-deepfake-laws'));
    expect(titles('IN')).toContain(lawTitle('in-it-rules-synthetic-content-2026'));
    expect(titles('GB')).not.toContain(lawTitle('us-state-election-deepfake-laws'));
    expect(titles('GB')).not.toContain(lawTitle('in-it-rules-synthetic-content-2026'));
  });

  it('no rule applied in every market names one market’s regulator in its message', () => {
    const marketBodies = /\b(ASCI|CAP|BCAP|ASA|FCA|SEBI|UKGC|Gambling Commission)\b/;
    for (const rule of rules.filter((r) => r.appliesTo.markets.length === 0)) expect(rule.message, rule.id).not.toMatch(marketBodies);
  });
});
