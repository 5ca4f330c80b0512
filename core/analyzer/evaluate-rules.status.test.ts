// The category's own status as the engine reports it, over the small library of evaluate-rules.fixture.ts:
// not allowed there (whole market or one region), no policy found, or regions a product may not target.
import { describe, expect, it } from 'vitest';
import { CATEGORY_STATUS_RULE, REGIONAL_RESTRICTIONS_RULE } from './evaluate-rules.js';
import { evaluateWith } from './evaluate-rules.fixture.js';

const statusOf = (evaluation: ReturnType<typeof evaluateWith>) => evaluation.findings.filter((f) => f.ruleId === CATEGORY_STATUS_RULE || f.ruleId === REGIONAL_RESTRICTIONS_RULE);

describe('evaluateRules: a category the policy prohibits', () => {
  it('when the market’s policy prohibits the category, then a CRITICAL finding cites the policy and the verdict says why', () => {
    const evaluation = evaluateWith([], { platform: ' META ', category: 'Gambling-Lottery', jurisdiction: 'uk', text: 'Bet now.' });
    expect(evaluation.findings).toEqual([{
      ruleId: CATEGORY_STATUS_RULE,
      check: 'Category not allowed on this platform',
      topic: 'status',
      severity: 'CRITICAL',
      status: 'FAIL',
      message: 'Gambling & Lottery ads are not allowed on Facebook in United Kingdom: the policy “Gambling on Facebook (GB)” marks them prohibited.',
      fix: 'Do not run this ad on Facebook in United Kingdom. Choose a market or platform whose policy allows the category, and check the source: https://policies.example/facebook-gambling-gb',
      evidence: null,
      confidence: 0.7,
      source: { policyId: 12, policyKey: 'facebook-gambling-gb', policyTitle: 'Gambling on Facebook (GB)', lawKey: null, sourceUrl: 'https://policies.example/facebook-gambling-gb' },
      engine: 'rules',
      suggestedText: null,
    }]);
    // A prohibited category is at the top of the scale (core/analyzer/risk-score.ts).
    expect(evaluation).toMatchObject({ verdict: 'NON_COMPLIANT', needsReview: false, riskScore: 90 });
    expect(evaluation.verdictReason).toBe('Gambling & Lottery ads are not allowed on Facebook in United Kingdom.');
    expect(evaluation.policy).toMatchObject({ id: 12, status: 'prohibited' });
  });

  it('when the region’s rule for the product prohibits it, then the finding names the region, its note and the product', () => {
    const evaluation = evaluateWith([], { jurisdiction: ' us-tx ', product: 'sports-betting', text: 'Bet on the game.' });
    const [status] = statusOf(evaluation);
    expect(status).toMatchObject({ ruleId: CATEGORY_STATUS_RULE, severity: 'CRITICAL', status: 'FAIL', confidence: 0.85 });
    expect(status!.message).toBe(
      'Gambling & Lottery (sports betting) ads are not allowed on Google Ads in Texas (United States): the policy “Gambling and games (US)” marks them prohibited. Texas licenses neither.',
    );
    expect(status!.fix).toBe('Do not run this ad on Google Ads in Texas (United States). Choose a market or platform whose policy allows the category, and check the source: https://policies.example/google-gambling-us');
    expect(status!.source).toEqual({ policyId: 10, policyKey: 'google-gambling-us', policyTitle: 'Gambling and games (US)', lawKey: 'us-wire-act', sourceUrl: 'https://policies.example/google-gambling-us' });
    expect(evaluation.verdictReason).toBe('Gambling & Lottery (sports betting) ads are not allowed on Google Ads in Texas (United States).');
  });

  it('when a region’s rule names no product, then it closes the region to every ad of the category', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US-UT', text: 'Bet on the game.' });
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    expect(evaluation.verdictReason).toBe('Gambling & Lottery ads are not allowed on Google Ads in Utah (United States).');
  });

  it('when the region allows the product, then there is no status finding and the market’s conditions apply', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US-NJ', product: 'online-casino', text: 'Play casino games.' });
    expect(statusOf(evaluation)).toEqual([]);
    expect(evaluation.verdict).toBe('CONDITIONAL_APPROVAL');
  });

  it('when the region has no rule for the product, then the market policy’s own status answers', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US-TX', product: 'lottery', text: 'Lottery tickets.' });
    expect(statusOf(evaluation)).toEqual([]);
    expect(evaluation.policy?.key).toBe('google-gambling-us');
  });

  it('a code that only looks like a region is read as an unknown market', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US-TEXAS', text: 'Bet on the game.' });
    expect(evaluation.policy).toBeNull();
    expect(statusOf(evaluation)[0]!.message).toBe('No policy was found for Gambling & Lottery ads on Google Ads in US-TEXAS, so the ad cannot be checked against the platform\'s own rules.');
    expect(statusOf(evaluateWith([], { jurisdiction: 'USA-TX', text: 'Bet on the game.' }))[0]!.message)
      .toBe('No policy was found for Gambling & Lottery ads on Google Ads in USA-TX, so the ad cannot be checked against the platform\'s own rules.');
  });
});

describe('evaluateRules: a product with no region given', () => {
  it('when the product may not target several regions, then one MEDIUM warning lists each region once', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US', product: 'online-casino', text: 'Play casino games.' });
    expect(evaluation.findings).toEqual([{
      ruleId: REGIONAL_RESTRICTIONS_RULE,
      check: 'Regions the product may not target',
      topic: 'status',
      severity: 'MEDIUM',
      status: 'WARNING',
      message: 'Google Ads does not accept online casino ads targeting 2 regions of United States: Texas, Utah (policy “Gambling and games (US)”).',
      fix: 'Exclude those regions from the campaign’s location targeting.',
      evidence: null,
      confidence: 0.85,
      source: { policyId: 10, policyKey: 'google-gambling-us', policyTitle: 'Gambling and games (US)', lawKey: 'us-wire-act', sourceUrl: 'https://policies.example/google-gambling-us' },
      engine: 'rules',
      suggestedText: null,
    }]);
    expect(evaluation).toMatchObject({ verdict: 'CONDITIONAL_APPROVAL', needsReview: false });
  });

  it('when the product may not target one region, then the warning names it alone', () => {
    const us = evaluateWith([], { jurisdiction: 'US', product: 'lottery-courier', text: 'Order lottery tickets online.' });
    expect(statusOf(us).map((f) => f.message)).toEqual(['Google Ads does not accept lottery couriers ads targeting Utah (policy “Gambling and games (US)”).']);
    const gb = evaluateWith([], { jurisdiction: 'GB', product: 'online-casino', text: 'Play casino games.' });
    expect(statusOf(gb)).toMatchObject([{ confidence: 0.95, message: 'Google Ads does not accept online casino ads targeting Northern Ireland (policy “Gambling (GB)”).' }]);
  });

  it('when no region is closed to the product, then there is no warning and an allowed category is COMPLIANT', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'GB', product: 'sports-betting', text: 'Bet on the game.' });
    expect(evaluation.findings).toEqual([]);
    expect(evaluation.verdict).toBe('COMPLIANT');
    expect(evaluation.verdictReason).toBe('Every rule that applies was met, and Google Ads allows Gambling & Lottery ads in United Kingdom.');
  });
});

describe('evaluateRules: no policy answers', () => {
  it('when the platform is unknown, then a HIGH warning with no source asks for a person', () => {
    const evaluation = evaluateWith([], { platform: 'myspace', category: 'alcohol', jurisdiction: 'usa', text: 'Fine wines.' });
    expect(evaluation.findings).toEqual([{
      ruleId: CATEGORY_STATUS_RULE,
      check: 'No platform policy found for this category',
      topic: 'status',
      severity: 'HIGH',
      status: 'WARNING',
      message: 'No policy was found for Alcohol ads on myspace in United States, so the ad cannot be checked against the platform\'s own rules.',
      fix: 'Check the platform\'s current policy for this category and market before the ad runs.',
      evidence: null,
      confidence: 0.5,
      source: { policyId: null, policyKey: null, policyTitle: null, lawKey: null, sourceUrl: '' },
      engine: 'rules',
      suggestedText: null,
    }]);
    // A HIGH warning counts half (35 / 2 rounds to 18), and an ad for a person to review is at least Medium (25).
    expect(evaluation).toMatchObject({ policy: null, verdict: 'REQUIRES_REVIEW', needsReview: true, riskScore: 25 });
    expect(evaluation.verdictReason).toBe('No policy was found for Alcohol ads on myspace in United States; a person should check the ad before it runs.');
  });

  it('when the platform is known but has no policy for the category, then the finding points at the platform’s policy page', () => {
    const evaluation = evaluateWith([], { category: 'dating', jurisdiction: 'US', text: 'Meet singles.' });
    expect(evaluation.findings[0]!.source.sourceUrl).toBe('https://google.example/ad-policy');
    expect(evaluation.findings[0]!.message).toBe('No policy was found for Dating ads on Google Ads in United States, so the ad cannot be checked against the platform\'s own rules.');
  });

  it('when the category and market are unknown, then the message uses the words given', () => {
    const evaluation = evaluateWith([], { category: 'pets', jurisdiction: 'narnia', text: 'Dog food.' });
    expect(evaluation.findings[0]!.message).toBe('No policy was found for pets ads on Google Ads in NARNIA, so the ad cannot be checked against the platform\'s own rules.');
  });
});

describe('evaluateRules: an ad in no restricted category', () => {
  it.each(['none', ' NONE ', ''])('category %j looks for no policy and has no status finding', (category) => {
    const evaluation = evaluateWith([], { category, jurisdiction: 'US', text: 'Running shoes, 50% off.' });
    expect(evaluation).toMatchObject({ policy: null, findings: [], verdict: 'COMPLIANT', riskScore: 0, needsReview: false });
    expect(evaluation.verdictReason).toBe('The ad is in no restricted category and breaks none of the rules that apply to every ad.');
  });

  it('when it was read poorly, then the reason is the reading, not a missing policy', () => {
    const evaluation = evaluateWith([], { category: 'none', jurisdiction: 'US', text: 'Running shoes, 50% off.', ocrConfidence: 42.6 });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(evaluation.verdictReason).toBe('The text was read with only 43% confidence, so missing statements cannot be confirmed; a person should check the ad before it runs.');
  });
});
