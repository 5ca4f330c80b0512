// No approval without a route (issue 30, ADR 235): a record of low confidence, one that says the platform has no
// route for the category there, or one that prohibits it never gives COMPLIANT or CONDITIONAL_APPROVAL; the
// category-status finding names the prohibited category and the missing route. Also: a category the user chose
// that the ad shows no sign of, and the creatives as unit cases, over the seed dataset and rules.
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { hasNoRoute, isFirmAnswer } from '../firm-answer.js';
import { detectCategory } from './detect-category.js';
import { CATEGORY_STATUS_RULE, evaluateRules } from './evaluate-rules.js';
import { riskBand } from './risk-score.js';
import type { AnalysisInput } from './types.js';

const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);
const evaluate = (input: Partial<AnalysisInput> & Pick<AnalysisInput, 'text' | 'platform' | 'category' | 'jurisdiction'>) =>
  evaluateRules(library, rules, { ocrConfidence: 95, ...input });
/** As the pipeline runs it: the category and product detected from the text. */
const detected = (text: string, platform: string, jurisdiction: string) => {
  const detection = detectCategory(text);
  return evaluate({ text, platform, jurisdiction, category: detection.category, product: detection.product, categoryConfidence: detection.confidence });
};
const ids = (evaluation: ReturnType<typeof evaluate>) => evaluation.findings.map((f) => f.ruleId);
const APPROVALS = ['COMPLIANT', 'CONDITIONAL_APPROVAL'];

const VDA = 'Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.';
const EXCHANGE_AD = `Coinpath: buy Bitcoin from ₹100 and trade 150 coins with UPI. Download the app. ${VDA}`;

describe('no approval without a route', () => {
  it('a crypto exchange on Google in India, where Google has no certification route, is NON_COMPLIANT with category-status saying so', () => {
    const evaluation = evaluate({ text: EXCHANGE_AD, platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    const status = evaluation.findings.find((f) => f.ruleId === CATEGORY_STATUS_RULE)!;
    expect(status).toMatchObject({ status: 'FAIL', severity: 'HIGH', topic: 'status' });
    expect(status.message).toContain('Google Ads has no known route for Cryptocurrency ads in India (exchanges and wallets: no route)');
    expect(status.message).toContain('not eligible');
    expect(status.source).toMatchObject({ policyKey: 'google-cryptocurrency-in' });
    expect(evaluation.verdictReason).toMatch(/^Google Ads has no route for Cryptocurrency ads like this one in India/);
    expect(riskBand(evaluation.riskScore)).toBe('High');
  });

  it.each([
    'Trade crypto in rupees: buy and sell Bitcoin, Ether and Solana with instant INR deposits.',
    'Your crypto wallet for Web3. Download now.',
    'क्रिप्टो एक्सचेंज: बिटकॉइन खरीदें, UPI से।',
    'Crypto investing made simple. Start with ₹100.',
  ])('any ad offering what the record closes (an exchange, trading or a wallet) fails there: “%s”', (text) => {
    const evaluation = evaluate({ text: `${text} ${VDA}`, platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    expect(evaluation.findings.find((f) => f.ruleId === CATEGORY_STATUS_RULE)?.status).toBe('FAIL');
  });

  it('a crypto-adjacent ad there (tax filing for crypto traders) offers nothing the record closes: it goes to a person', () => {
    const evaluation = evaluate({ text: `TaxNest files your crypto taxes: upload your statements, we do the rest. ${VDA}`, platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(evaluation.findings.find((f) => f.ruleId === CATEGORY_STATUS_RULE)?.status).toBe('WARNING');
    expect(evaluation.verdictReason).toContain('Check before you promise');
  });

  it('with a broken rule as well, the ad is NON_COMPLIANT and the missing route is still reported', () => {
    const evaluation = evaluate({ text: 'Coinpath: buy Bitcoin from ₹100. Guaranteed returns every month.', platform: 'google', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    expect(ids(evaluation)).toEqual(expect.arrayContaining([CATEGORY_STATUS_RULE, 'crypto-guaranteed-returns', 'crypto-in-vda-disclaimer']));
  });

  it('where the way in is a permission the platform may still grant (Meta in India), the record is a doubt: review, no category-status', () => {
    const evaluation = evaluate({ text: EXCHANGE_AD, platform: 'facebook', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(ids(evaluation)).not.toContain(CATEGORY_STATUS_RULE);
  });

  it('for every seed policy: a record that is not firm never approves, and one without a route reports category-status', () => {
    let checked = 0;
    for (const policy of library.policies) {
      const platform = library.platforms.find((p) => p.id === policy.platformId)!;
      const category = library.categories.find((c) => c.id === policy.categoryId)!;
      for (const market of policy.jurisdictions) {
        const evaluation = evaluate({ text: 'Our new range is here. Find out more.', platform: platform.identifier, category: category.slug, jurisdiction: market.code, detection: { category: category.slug, candidates: [] } });
        const deciding = library.policies.find((p) => p.id === evaluation.policy?.id);
        if (!deciding) continue;
        const where = `${platform.identifier} ${category.slug} ${market.code} (${deciding.key})`;
        if (!isFirmAnswer(deciding) || deciding.status === 'prohibited') {
          checked++;
          expect(APPROVALS, where).not.toContain(evaluation.verdict);
        }
        if (deciding.status === 'prohibited' && !deciding.regionalRules.length) expect(ids(evaluation), where).toContain(CATEGORY_STATUS_RULE);
        if (hasNoRoute(deciding)) expect(evaluation.findings.find((f) => f.ruleId === CATEGORY_STATUS_RULE)?.status, where).toBe('WARNING');
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('a chosen category the ad plainly is not (a phone review of 28 November: a casino ad checked as Alcohol was approved)', () => {
  const CASINO = 'Royal Spins Casino: 100 free spins on your first deposit! Play slots, roulette and blackjack tonight. 18+. BeGambleAware.org';
  const GIN = 'Hendley Gin: distilled with juniper and cucumber. Try our new London dry gin cocktail tonight. Drink responsibly.';

  it('a casino ad checked as Alcohol is not held to alcohol’s rules nor approved: it is sent to be checked as gambling', () => {
    const evaluation = evaluate({ text: CASINO, platform: 'google', category: 'alcohol', jurisdiction: 'GB' });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(evaluation.appliedRuleIds.filter((id) => id.startsWith('alcohol-'))).toEqual([]);
    expect(evaluation.verdictReason).toMatch(/^The ad looks like a Gambling & Lottery ad \(\d+% sure\), not an Alcohol ad, so Alcohol's own rules were not applied\. Check it under Gambling & Lottery/);
  });

  it('a gin ad checked as Cryptocurrency is not asked for the crypto risk warning', () => {
    const evaluation = evaluate({ text: GIN, platform: 'google', category: 'cryptocurrency', jurisdiction: 'GB' });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(evaluation.findings.filter((f) => f.ruleId.startsWith('crypto-'))).toEqual([]);
    expect(evaluation.verdictReason).toMatch(/looks like an Alcohol ad/);
  });

  it('a rummy ad checked as Gambling & Lottery is not a wrong choice (the two share their cues), nor is a detected category', () => {
    const rummy = evaluate({ text: 'Play rummy online and win real cash every day! 18+. Play responsibly.', platform: 'google', category: 'gambling-lottery', jurisdiction: 'GB' });
    expect(rummy.verdictReason).not.toMatch(/looks like/);
    const detected = evaluate({ text: CASINO, platform: 'google', category: 'alcohol', jurisdiction: 'GB', categoryConfidence: 0.9 });
    expect(detected.verdictReason).not.toMatch(/looks like/);
  });
});

describe('a chosen category the ad shows no sign of', () => {
  const ENERGY = 'VoltRush Energy. Boost your energy and focus with B vitamins and 80 mg of caffeine. Sugar-free. Grab a can at any 7-Eleven.';

  it('an energy drink checked as Alcohol is not held to alcohol’s rules: a person decides, with that reason', () => {
    const evaluation = evaluate({ text: ENERGY, platform: 'google', category: 'alcohol', jurisdiction: 'US' });
    expect(evaluation.verdict).toBe('REQUIRES_REVIEW');
    expect(ids(evaluation).filter((id) => id.startsWith('alcohol-'))).toEqual([]);
    expect(evaluation.appliedRuleIds.filter((id) => id.startsWith('alcohol-'))).toEqual([]);
    expect(evaluation.verdictReason).toBe("The ad does not look like an Alcohol ad: no word of the category was found in it, so Alcohol's own rules were not applied. If it advertises alcohol (a brand the words do not name), a person should check it; if not, check it under its own category.");
  });

  it('an ad that does show the category keeps its rules, and a rule for every category still applies', () => {
    const lager = evaluate({ text: 'Harbor Lager: our crisp beer boosts your energy. 21+.', platform: 'google', category: 'alcohol', jurisdiction: 'US' });
    expect(ids(lager)).toContain('alcohol-health-claims');
    const water = evaluate({ text: 'Royal Stag Packaged Drinking Water. Pure and chilled.', platform: 'facebook', category: 'alcohol', jurisdiction: 'IN' });
    expect(ids(water)).toContain('alcohol-in-surrogate-advertising');
    expect(water.verdict).toBe('NON_COMPLIANT');
  });

  it('a board-game sale checked as Real Money Gaming in India is not refused as a prohibited category: a person decides', () => {
    const board = evaluate({ text: 'Family carrom board, 32-inch, with coins and striker. Diwali sale: 30% off, free delivery.', platform: 'google', category: 'real-money-gaming', jurisdiction: 'IN' });
    expect(ids(board)).not.toContain('category-status');
    expect(board.verdict).toBe('REQUIRES_REVIEW');
    expect(board.verdictReason).toMatch(/^The ad does not look like a Real Money Gaming ad/);
    // The same board played for cash is the category, and the category is closed there.
    const cash = evaluate({ text: 'Carrom khelo, real cash jeeto! Join contests, withdraw winnings to UPI.', platform: 'google', category: 'real-money-gaming', jurisdiction: 'IN' });
    expect(ids(cash)).toContain('category-status');
    expect(cash.verdict).toBe('NON_COMPLIANT');
  });

  it('applies only to a chosen category read well: not to a detected one, nor when the reading is poor', () => {
    expect(ids(evaluate({ text: ENERGY, platform: 'google', category: 'alcohol', jurisdiction: 'US', categoryConfidence: 0.5 }))).toContain('alcohol-health-claims');
    expect(evaluate({ text: ENERGY, platform: 'google', category: 'alcohol', jurisdiction: 'US', ocrConfidence: 40 }).appliedRuleIds).toContain('alcohol-health-claims');
  });
});

describe('the issue’s creatives as unit cases', () => {
  it('a crypto ad addressed to children on Meta in India is NON_COMPLIANT, in English and in Hindi', () => {
    const english = detected(`Pocket money se Bitcoin! Coinzy the cartoon mascot makes crypto fun for kids. Trade with your school friends. ${VDA}`, 'facebook', 'IN');
    expect(english.verdict).toBe('NON_COMPLIANT');
    expect(ids(english)).toContain('crypto-appeal-to-minors');
    const hindi = evaluate({ text: `बच्चों के लिए क्रिप्टो! जेब खर्च से बिटकॉइन खरीदें। ${VDA}`, platform: 'facebook', category: 'cryptocurrency', jurisdiction: 'IN' });
    expect(ids(hindi)).toContain('crypto-appeal-to-minors');
    expect(hindi.verdict).toBe('NON_COMPLIANT');
  });

  it('a UK betting ad turning a small stake into a fortune with a famous footballer is NON_COMPLIANT on both counts', () => {
    const evaluation = detected('Turn a fiver into a fortune this weekend. England legend Danny Price picks his Premier League acca. Bet now. 18+ BeGambleAware.org', 'facebook', 'GB');
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    expect(ids(evaluation)).toEqual(expect.arrayContaining(['gambling-easy-money', 'gambling-celebrity-appeal']));
    expect(riskBand(evaluation.riskScore)).toBe('High');
  });

  it('a clean US state lottery ad with an age notice, odds and a responsible-play line is approved', () => {
    const text = "Lakeview State Lottery. Tonight's Powerball jackpot: $120 million. Tickets from $2 at any retailer. Must be 18 or older to play. Odds of winning the jackpot: 1 in 292,201,338. Please play responsibly.";
    expect(detectCategory(text)).toMatchObject({ category: 'gambling-lottery', product: 'lottery' });
    const evaluation = detected(text, 'facebook', 'US');
    expect(APPROVALS).toContain(evaluation.verdict);
    // Only the states where a lottery may not be targeted are left to attend to.
    expect(ids(evaluation).filter((id) => id !== 'regional-restrictions')).toEqual([]);
    expect(evaluation.passed.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['gambling-us-lottery-age', 'gambling-us-lottery-responsible-play']));
    expect(evaluation.appliedRuleIds).not.toContain('gambling-us-age-21');
  });

  it('a candy-vodka "prom night" ad is NON_COMPLIANT and High risk, never Medium', () => {
    const evaluation = evaluate({ text: 'Sugar Rush Vodka Pops: the perfect drink for prom night. Please drink responsibly. 21+ only.', platform: 'google', category: 'alcohol', jurisdiction: 'US' });
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
    expect(ids(evaluation)).toContain('alcohol-appeal-to-minors');
    expect(riskBand(evaluation.riskScore)).toBe('High');
  });

  it('an ad in a prohibited category scores 90 or more', () => {
    expect(evaluate({ text: 'Play rummy online and win cash! 18+', platform: 'google', category: 'real-money-gaming', jurisdiction: 'IN' }).riskScore).toBeGreaterThanOrEqual(90);
  });
});
