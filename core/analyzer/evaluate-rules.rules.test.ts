// Which rule records apply to an ad, and what each gives when it is met or broken, over the small library of
// evaluate-rules.fixture.ts (Google Ads, gambling, GB: an allowed policy, unless a test says otherwise).
import { describe, expect, it } from 'vitest';
import { LOW_OCR_CONFIDENCE } from './evaluate-rules.js';
import { evaluateWith, rule, type RuleScope } from './evaluate-rules.fixture.js';

const ageStatement = rule({
  id: 'age-18', kind: 'requires', topic: 'age', patterns: ['\\b18\\+'], severity: 'HIGH', check: 'Age statement',
  message: 'The ad does not say 18+.', fix: 'Add 18+.', suggestedText: '18+ only.', law: 'gb-gambling-act',
});
const guaranteedWin = rule({ id: 'guaranteed-win', kind: 'forbids', patterns: ['sure thing', 'guaranteed win'], severity: 'CRITICAL', check: 'Guaranteed win', message: 'The ad promises a win.' });

describe('evaluateRules: which rules apply', () => {
  const only = (appliesTo: RuleScope) => [rule({ id: 'scoped', kind: 'forbids', patterns: ['never matches here'], appliesTo })];
  const applied = (appliesTo: RuleScope, input: Parameters<typeof evaluateWith>[1]) => evaluateWith(only(appliesTo), input).appliedRuleIds;

  it('a rule for no platform, category, market or product in particular applies to every ad', () => {
    expect(applied({}, { platform: 'myspace', category: 'pets', jurisdiction: 'Narnia' })).toEqual(['scoped']);
  });

  it('a rule for some platforms applies on those only (found by identifier or alias), never on an unknown one', () => {
    expect(applied({ platforms: ['facebook'] }, { platform: 'meta' })).toEqual(['scoped']);
    expect(applied({ platforms: ['facebook'] }, { platform: 'google' })).toEqual([]);
    expect(applied({ platforms: ['facebook'] }, { platform: 'myspace' })).toEqual([]);
  });

  it('a rule for some categories applies in those only, never in an unknown one', () => {
    expect(applied({ categories: ['gambling-lottery'] }, { category: 'gambling-lottery' })).toEqual(['scoped']);
    expect(applied({ categories: ['gambling-lottery'] }, { category: 'alcohol' })).toEqual([]);
    expect(applied({ categories: ['gambling-lottery'] }, { category: 'pets' })).toEqual([]);
  });

  it('a rule for some markets applies there, whatever code or alias names the market, and in its regions', () => {
    expect(applied({ markets: ['US'] }, { jurisdiction: 'usa' })).toEqual(['scoped']);
    expect(applied({ markets: ['US'] }, { jurisdiction: 'US-NJ' })).toEqual(['scoped']);
    expect(applied({ markets: ['US'] }, { jurisdiction: 'GB' })).toEqual([]);
  });

  it('a rule for some products applies to an ad of those products only', () => {
    expect(applied({ products: ['online-casino'] }, { product: 'online-casino' })).toEqual(['scoped']);
    expect(applied({ products: ['online-casino'] }, { product: 'lottery' })).toEqual([]);
    expect(applied({ products: ['online-casino'] }, { product: null })).toEqual([]);
    expect(applied({ products: ['online-casino'] }, {})).toEqual([]);
  });

  it('lists every rule that applied in the rules’ order, passed or not', () => {
    const evaluation = evaluateWith([ageStatement, rule({ id: 'us-only', kind: 'requires', patterns: ['x'], appliesTo: { markets: ['US'] } }), guaranteedWin], { text: '18+ only.' });
    expect(evaluation.appliedRuleIds).toEqual(['age-18', 'guaranteed-win']);
  });
});

describe('evaluateRules: a required statement', () => {
  it('when the ad has it, then it is a passed check quoting the words', () => {
    const evaluation = evaluateWith([ageStatement], { text: 'Bet now. 18+ only.' });
    expect(evaluation.passed).toEqual([{ ruleId: 'age-18', check: 'Age statement', topic: 'age', evidence: 'Bet now. 18+ only.' }]);
    expect(evaluation.findings).toEqual([]);
  });

  it('when the ad lacks it, then a FAIL finding carries the rule’s words, its source and the text to add', () => {
    const evaluation = evaluateWith([ageStatement], { text: 'Bet now.' });
    expect(evaluation.passed).toEqual([]);
    expect(evaluation.findings).toEqual([{
      ruleId: 'age-18',
      check: 'Age statement',
      topic: 'age',
      severity: 'HIGH',
      status: 'FAIL',
      message: 'The ad does not say 18+.',
      fix: 'Add 18+.',
      evidence: null,
      confidence: 0.85,
      // No policy of its own: the rule cites the policy that answers, with its own law and source.
      source: { policyId: 11, policyKey: 'google-gambling-gb', policyTitle: 'Gambling (GB)', lawKey: 'gb-gambling-act', sourceUrl: 'https://rules.example/age-18' },
      engine: 'rules',
      suggestedText: '18+ only.',
    }]);
  });

  it('when an advised statement is missing, then it only warns', () => {
    const advised = rule({ id: 'helpline', kind: 'requires', patterns: ['begambleaware'], level: 'advised', severity: 'MEDIUM' });
    expect(evaluateWith([advised], { text: 'Bet now.' }).findings).toMatchObject([{ ruleId: 'helpline', status: 'WARNING', confidence: 0.85, message: 'Broken: helpline.' }]);
  });

  it('when the text was read poorly, then a missing statement is only a warning that says why, required or not', () => {
    for (const level of ['required', 'advised'] as const) {
      const evaluation = evaluateWith([{ ...ageStatement, level }], { text: 'Bet now.', ocrConfidence: 59.9 });
      expect(evaluation.findings).toMatchObject([{
        status: 'WARNING', evidence: null, confidence: 0.35,
        message: 'The ad does not say 18+. The text could not be read well enough to confirm that it is missing.',
      }]);
    }
  });

  it(`a reading at ${LOW_OCR_CONFIDENCE}% confidence is good enough to call a statement missing`, () => {
    expect(LOW_OCR_CONFIDENCE).toBe(60);
    const evaluation = evaluateWith([ageStatement], { text: 'Bet now.', ocrConfidence: 60 });
    expect(evaluation.findings).toMatchObject([{ status: 'FAIL', confidence: 0.85 }]);
    expect(evaluation.needsReview).toBe(false);
  });
});

describe('evaluateRules: a forbidden claim', () => {
  it('when the ad makes it, then a FAIL finding quotes the words, with any of the rule’s patterns', () => {
    const evaluation = evaluateWith([guaranteedWin], { text: 'Tonight is a SURE THING.' });
    expect(evaluation.findings).toEqual([{
      ruleId: 'guaranteed-win',
      check: 'Guaranteed win',
      topic: 'claim',
      severity: 'CRITICAL',
      status: 'FAIL',
      message: 'The ad promises a win.',
      fix: 'Fix guaranteed-win.',
      evidence: 'Tonight is a SURE THING.',
      confidence: 0.95,
      source: { policyId: 11, policyKey: 'google-gambling-gb', policyTitle: 'Gambling (GB)', lawKey: null, sourceUrl: 'https://rules.example/guaranteed-win' },
      engine: 'rules',
      suggestedText: null,
    }]);
    expect(evaluation.passed).toEqual([]);
    expect(evaluateWith([guaranteedWin], { text: 'A guaranteed win!' }).findings[0]!.evidence).toBe('A guaranteed win!');
  });

  it('when the ad does not make it, then there is neither a finding nor a passed check', () => {
    const evaluation = evaluateWith([guaranteedWin], { text: 'Bet responsibly.' });
    expect(evaluation).toMatchObject({ findings: [], passed: [], appliedRuleIds: ['guaranteed-win'] });
  });

  it('when one of its exceptions is also present, then the claim is acceptable', () => {
    const bonus = rule({ id: 'bonus-terms', kind: 'forbids', patterns: ['free bets?'], unlessPatterns: ['no terms', 't&cs apply'] });
    expect(evaluateWith([bonus], { text: 'Get free bets.' }).findings).toHaveLength(1);
    expect(evaluateWith([bonus], { text: 'Get free bets. T&amp;Cs apply.' }).findings).toEqual([]);
  });

  it('when the text was read poorly, then the claim still fails, with less confidence', () => {
    expect(evaluateWith([guaranteedWin], { text: 'A guaranteed win!', ocrConfidence: 30 }).findings).toMatchObject([{ status: 'FAIL', confidence: 0.75 }]);
  });

  it('an advised claim only warns', () => {
    const advised = rule({ id: 'hype', kind: 'forbids', patterns: ['massive'], level: 'advised' });
    expect(evaluateWith([advised], { text: 'Massive odds.' }).findings).toMatchObject([{ status: 'WARNING', confidence: 0.95 }]);
  });

  it('evaluates the same rule records the same way ad after ad', () => {
    const first = evaluateWith([guaranteedWin], { text: 'A guaranteed win!' });
    const second = evaluateWith([guaranteedWin], { text: 'A guaranteed win!' });
    expect(second).toEqual(first);
    expect(evaluateWith([guaranteedWin], { text: 'Nothing here.' }).findings).toEqual([]);
  });
});

describe('evaluateRules: what a finding cites', () => {
  it('a rule that enforces a policy of its own cites that policy, whatever policy answers', () => {
    const own = rule({ id: 'health-claim', kind: 'forbids', patterns: ['healthy'], policy: 'google-alcohol-global' });
    expect(evaluateWith([own], { text: 'Healthy beer.' }).findings[0]!.source)
      .toEqual({ policyId: 14, policyKey: 'google-alcohol-global', policyTitle: 'Alcohol (everywhere)', lawKey: null, sourceUrl: 'https://rules.example/health-claim' });
  });

  it('a rule whose policy the library lacks still cites that policy’s key, with no id or title', () => {
    const missing = rule({ id: 'old-rule', kind: 'forbids', patterns: ['healthy'], policy: 'retired-policy', law: 'old-law' });
    expect(evaluateWith([missing], { text: 'Healthy beer.' }).findings[0]!.source)
      .toEqual({ policyId: null, policyKey: 'retired-policy', policyTitle: null, lawKey: 'old-law', sourceUrl: 'https://rules.example/old-rule' });
  });

  it('a rule with no policy, where no policy answers, cites only itself', () => {
    const injection = rule({ id: 'injection', kind: 'forbids', patterns: ['ai reviewer'] });
    expect(evaluateWith([injection], { category: 'none', text: 'Note to the AI reviewer.' }).findings[0]!.source)
      .toEqual({ policyId: null, policyKey: null, policyTitle: null, lawKey: null, sourceUrl: 'https://rules.example/injection' });
  });

  it('exposes the policy that answered, as a copy', () => {
    const evaluation = evaluateWith([], { jurisdiction: 'US', text: 'Bet now.' });
    expect(evaluation.policy).toEqual({
      id: 10,
      key: 'google-gambling-us',
      title: 'Gambling and games (US)',
      status: 'limited',
      sourceUrl: 'https://policies.example/google-gambling-us',
      minAge: 21,
      certification: 'Google gambling certification',
      requirements: 'Requirements.',
      restrictions: 'Restrictions.',
      laws: ['us-wire-act', 'us-paspa'],
    });
  });
});
