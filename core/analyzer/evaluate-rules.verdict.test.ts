// How the findings become a verdict, the sentence that explains it and a risk score, over the small library of
// evaluate-rules.fixture.ts (Google Ads, gambling, GB: an allowed policy, unless a test says otherwise).
import { describe, expect, it } from 'vitest';
import { UNSURE_CATEGORY } from './evaluate-rules.js';
import { evaluateWith, rule } from './evaluate-rules.fixture.js';
import type { FindingSeverity } from './rule-schema.js';

const claim = (id: string, word: string, severity: FindingSeverity = 'HIGH', check = `No ${word}`) => rule({ id, kind: 'forbids', patterns: [word], severity, check });
const statement = (id: string, word: string, severity: FindingSeverity = 'HIGH', check = `States ${word}`) => rule({ id, kind: 'requires', patterns: [word], severity, check });

describe('evaluateRules: the verdict', () => {
  it('a blocking claim (FAIL, HIGH or CRITICAL) is NON_COMPLIANT even when a person must review the reading', () => {
    const evaluation = evaluateWith([claim('risk-free', 'risk-free')], { text: 'Risk-free bets.', ocrConfidence: 20 });
    expect(evaluation).toMatchObject({ verdict: 'NON_COMPLIANT', needsReview: true });
  });

  it('a category prohibited there is NON_COMPLIANT even when a person must review the reading', () => {
    expect(evaluateWith([], { platform: 'facebook', text: 'Bet now.', categoryConfidence: 0.1 }).verdict).toBe('NON_COMPLIANT');
  });

  it('a missing statement is NON_COMPLIANT when the reading is sure, REQUIRES_REVIEW when the category is not', () => {
    const rules = [statement('age', '18\\+')];
    expect(evaluateWith(rules, { text: 'Bet now.' }).verdict).toBe('NON_COMPLIANT');
    expect(evaluateWith(rules, { text: 'Bet now.', categoryConfidence: 0.2 }).verdict).toBe('REQUIRES_REVIEW');
  });

  it('a claim that is not blocking (MEDIUM, or only advised) makes the approval conditional', () => {
    expect(evaluateWith([claim('hype', 'massive', 'MEDIUM')], { text: 'Massive odds.' }).verdict).toBe('CONDITIONAL_APPROVAL');
    expect(evaluateWith([{ ...claim('hype', 'massive', 'CRITICAL'), level: 'advised' }], { text: 'Massive odds.' }).verdict).toBe('CONDITIONAL_APPROVAL');
    expect(evaluateWith([claim('hype', 'massive', 'MEDIUM')], { text: 'Massive odds.', categoryConfidence: 0.2 }).verdict).toBe('REQUIRES_REVIEW');
  });

  it('with no finding, a limited policy makes the approval conditional and an allowed one COMPLIANT', () => {
    expect(evaluateWith([], { jurisdiction: 'US', text: 'Bet now.' }).verdict).toBe('CONDITIONAL_APPROVAL');
    expect(evaluateWith([], { jurisdiction: 'GB', text: 'Bet now.' }).verdict).toBe('COMPLIANT');
  });

  it(`a category detected at ${UNSURE_CATEGORY} or surer is firm; below it, or with no text, a person should review`, () => {
    expect(UNSURE_CATEGORY).toBe(0.45);
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: 0.45 })).toMatchObject({ verdict: 'COMPLIANT', needsReview: false });
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: null })).toMatchObject({ verdict: 'COMPLIANT', needsReview: false });
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: 0.44 })).toMatchObject({ verdict: 'REQUIRES_REVIEW', needsReview: true });
    expect(evaluateWith([], { text: ' \n ' })).toMatchObject({ verdict: 'REQUIRES_REVIEW', needsReview: true });
  });
});

describe('evaluateRules: the verdict’s reason', () => {
  it('a prohibited category leads, followed by the rules the ad also breaks', () => {
    const input = { platform: 'facebook', text: 'Risk-free bets, guaranteed win, no losses.' };
    expect(evaluateWith([claim('a', 'risk-free', 'HIGH', 'Risk-free claim')], input).verdictReason)
      .toBe('Gambling & Lottery ads are not allowed on Facebook in United Kingdom. The ad also breaks a rule: risk-free claim.');
    expect(evaluateWith([claim('a', 'risk-free', 'HIGH', 'Risk-free claim'), claim('b', 'guaranteed win', 'CRITICAL', 'Guaranteed WIN'), claim('c', 'no losses', 'HIGH', 'No losses')], input).verdictReason)
      .toBe('Gambling & Lottery ads are not allowed on Facebook in United Kingdom. The ad also breaks 3 rules: risk-free claim, guaranteed win and no losses.');
  });

  it('a broken rule is named with the words that broke it, and the count of the other problems', () => {
    const text = 'Risk-free bets.';
    expect(evaluateWith([claim('a', 'risk-free', 'HIGH', 'Risk-Free claim')], { text }).verdictReason).toBe('The ad breaks the rule on risk-free claim (“Risk-free bets.”).');
    expect(evaluateWith([claim('a', 'risk-free'), statement('b', '18\\+')], { text }).verdictReason).toBe('The ad breaks the rule on no risk-free (“Risk-free bets.”). 1 more problem needs fixing.');
    expect(evaluateWith([claim('a', 'risk-free'), claim('b', 'bets'), statement('c', '18\\+')], { text }).verdictReason)
      .toBe('The ad breaks the rule on no risk-free (“Risk-free bets.”). 2 more problems need fixing.');
  });

  it('counts only the blocking problems, not the points that only need attention', () => {
    const rules = [claim('a', 'risk-free', 'HIGH', 'Risk-free claim'), claim('b', 'bets', 'MEDIUM'), { ...statement('c', '18\\+'), level: 'advised' as const }];
    expect(evaluateWith(rules, { text: 'Risk-free bets.' }).verdictReason).toBe('The ad breaks the rule on risk-free claim (“Risk-free bets.”).');
    expect(evaluateWith(rules, { platform: 'facebook', text: 'Risk-free bets.' }).verdictReason)
      .toBe('Gambling & Lottery ads are not allowed on Facebook in United Kingdom. The ad also breaks a rule: risk-free claim.');
  });

  it('words longer than 60 characters are not quoted in the reason', () => {
    const sixty = `Risk-free ${'x'.repeat(50)}`;
    expect(evaluateWith([claim('a', 'risk-free')], { text: sixty }).verdictReason).toBe(`The ad breaks the rule on no risk-free (“${sixty}”).`);
    expect(evaluateWith([claim('a', 'risk-free')], { text: `${sixty}x` }).verdictReason).toBe('The ad breaks the rule on no risk-free.');
  });

  it('missing statements are listed by name', () => {
    expect(evaluateWith([statement('a', '18\\+', 'HIGH', 'Age Statement')], { text: 'Bet now.' }).verdictReason).toBe('A required statement is missing: age statement.');
    expect(evaluateWith([statement('a', '18\\+', 'HIGH', 'Age statement'), statement('b', 'gambleaware', 'CRITICAL', 'Helpline')], { text: 'Bet now.' }).verdictReason)
      .toBe('Required statements are missing: age statement and helpline.');
  });

  it('an empty reading says nothing could be read', () => {
    expect(evaluateWith([], { text: '' }).verdictReason).toBe('No text could be read from the ad, so the rules had nothing to check; a person should review it.');
  });

  it('a category taken from few words says how sure it was, unless the reading itself was poor', () => {
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: 0.333, ocrConfidence: 60 }).verdictReason)
      .toBe('The ad was taken for Gambling & Lottery from few words (33% sure); choose the category for a firm verdict, or have a person check it.');
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: 0.333, ocrConfidence: 59 }).verdictReason)
      .toBe('The text was read with only 59% confidence, so missing statements cannot be confirmed; a person should check the ad before it runs.');
  });

  it('a conditional approval names the points that need attention and the policy’s conditions', () => {
    const medium = [claim('a', 'massive', 'MEDIUM', 'Hype'), statement('b', 'gambleaware', 'LOW', 'Helpline')];
    expect(evaluateWith(medium.slice(0, 1), { text: 'Massive odds.' }).verdictReason).toBe('No blocking problem was found, but one point needs attention: hype.');
    expect(evaluateWith(medium, { text: 'Massive odds.', jurisdiction: 'US' }).verdictReason)
      .toBe('No blocking problem was found, but 2 points need attention: hype and helpline. Google Ads allows Gambling & Lottery ads in United States only with its authorisation.');
    expect(evaluateWith([], { platform: 'facebook', category: 'alcohol', jurisdiction: 'US', text: 'Craft beer.' }).verdictReason)
      .toBe('Every rule that applies was met. Facebook allows Alcohol ads in United States only under its targeting and content conditions.');
  });
});

describe('evaluateRules: the risk score (core/analyzer/risk-score.ts)', () => {
  it('is 0 for a compliant ad', () => {
    expect(evaluateWith([statement('a', 'bet')], { text: 'Bet now.' }).riskScore).toBe(0);
  });

  it('a non-compliant ad is High: one failed HIGH rule scores the band’s floor, a CRITICAL one no less', () => {
    expect(evaluateWith([claim('a', 'bet', 'HIGH')], { text: 'Bet now.' })).toMatchObject({ verdict: 'NON_COMPLIANT', riskScore: 60 });
    expect(evaluateWith([claim('a', 'bet', 'CRITICAL')], { text: 'Bet now.' })).toMatchObject({ verdict: 'NON_COMPLIANT', riskScore: 60 });
    expect(evaluateWith([claim('a', 'bet', 'HIGH'), claim('b', 'now', 'HIGH')], { text: 'Bet now.' }).riskScore).toBe(70);
  });

  it.each<[FindingSeverity, number]>([['MEDIUM', 15], ['LOW', 5]])('a failed %s rule that does not block scores %i', (severity, points) => {
    expect(evaluateWith([claim('a', 'bet', severity)], { text: 'Bet now.' })).toMatchObject({ verdict: 'CONDITIONAL_APPROVAL', riskScore: points });
  });

  it('adds the findings, a warning at half its points, rounded', () => {
    const rules = [claim('a', 'bet', 'MEDIUM'), { ...claim('b', 'now', 'LOW'), level: 'advised' as const }];
    expect(evaluateWith(rules, { text: 'Bet now.' }).riskScore).toBe(18);
  });

  it('is at least 10 under a limited policy, at least 90 where the category is prohibited, and at most 100', () => {
    expect(evaluateWith([claim('a', 'bet', 'LOW')], { text: 'Bet now.', jurisdiction: 'US' }).riskScore).toBe(10);
    expect(evaluateWith([claim('a', 'bet', 'LOW')], { text: 'Bet now.', jurisdiction: 'GB' }).riskScore).toBe(5);
    expect(evaluateWith([], { platform: 'facebook', text: 'Bet now.' }).riskScore).toBe(90);
    expect(evaluateWith([claim('a', 'bet', 'CRITICAL'), claim('b', 'now', 'CRITICAL'), claim('c', 'bet now', 'CRITICAL')], { text: 'Bet now.' }).riskScore).toBe(100);
  });

  it('an ad a person must review is at least Medium', () => {
    expect(evaluateWith([], { text: 'Bet now.', categoryConfidence: 0.2 })).toMatchObject({ verdict: 'REQUIRES_REVIEW', riskScore: 25 });
  });
});
