// Round three (ADR 234): claim rules built from concepts that co-occur generalise past their wordings. Each
// table holds sentences written for this test, not found verbatim in any lexicon of concepts.ts nor in the
// rules' examples: new combinations of a concept's entries must fire, and the near-misses beside them must not.
import { describe, expect, it } from 'vitest';
import { evaluateRules } from './evaluate-rules.js';
import { fires, seedLibrary as library, seedRules as rules } from './seed-rule-fires.fixture.js';

interface Concept {
  rule: string;
  category: string;
  market: string;
  fire: string[];
  quiet: string[];
}

const CONCEPTS: Record<string, Concept> = {
  'easy money (a small stake or no effort, and a big outcome)': {
    rule: 'gambling-easy-money', category: 'gambling-lottery', market: 'GB',
    fire: [
      'Put a tenner on the golf and you could be a millionaire by Sunday.',
      '£3 on the snooker tonight, a dream car tomorrow.',
      'Spin from the sofa and wake up to five figures.',
      'Two dollars could leave you loaded.',
      'सिर्फ़ 50 रुपये में लखपति बनने का मौका।',
      'Sirf ₹10 lagao aur crorepati bano.',
    ],
    quiet: [
      'Bet £10, get £30 in free bets. 18+. T&Cs apply. BeGambleAware.org',
      'Thousands of fans, one final. 18+. BeGambleAware.org',
      'Minimum stake £5 on the Grand National. 18+.',
      'Wake up to the latest odds every morning. 18+.',
    ],
  },
  'get rich quick in crypto': {
    rule: 'crypto-get-rich-quick', category: 'cryptocurrency', market: 'US',
    fire: [
      'Stake your coins while you sleep and retire early.',
      'One coin today, a fortune next year.',
      'Sit back: our bot turned early users into millionaires.',
    ],
    quiet: [
      'Check your portfolio overnight. Prices can fall as well as rise.',
      'Buy bitcoin from $1. Capital at risk.',
    ],
  },
  'celebrity appeal (a famous role in a gambling ad)': {
    rule: 'gambling-celebrity-appeal', category: 'gambling-lottery', market: 'GB',
    fire: [
      'Three-time darts champion Jo Pike shares her picks.',
      'Former England skipper Dan Rowe’s acca of the week.',
      'Olympian Mia Shaw picks the winners at Cheltenham.',
      'Ballon d’Or winner Leo Marr backs the home side.',
      'A World Cup-winning captain tells you where to bet.',
    ],
    quiet: [
      'Golden Boot odds: Haaland 4/6. 18+. BeGambleAware.org',
      'Anytime goalscorer prices on every match. 18+.',
      'Bet on the World Cup winner. 18+. BeGambleAware.org',
      'Back the England captain to score first. 18+.',
    ],
  },
  'alcohol health (a body benefit, said to be done good)': {
    rule: 'alcohol-health-claims', category: 'alcohol', market: 'US',
    fire: [
      'The lager that restores your energy after a long run.',
      'A wine that is kind to your cholesterol.',
      'Hydration-friendly hard seltzer for game day.',
      'The stout that feeds your muscles.',
      'हर रोज़ एक गिलास बीयर, पाचन के लिए अच्छा।',
      'एक पेग रोज़, थकान दूर।',
    ],
    quiet: [
      'Aged in the heart of Kentucky for six years. Drink responsibly.',
      'Loves a cheese board. 21+.',
      'शराब का सेवन स्वास्थ्य के लिए हानिकारक है।',
    ],
  },
  'drink-driving (driving with drinking)': {
    rule: 'alcohol-drink-driving', category: 'alcohol', market: 'GB',
    fire: [
      'Pop a can open in the cup holder on the school run.',
      'A pint for the ride home.',
      'Keys in one hand, a cold one in the other.',
      'Peg ke baad gaadi? Sab chalta hai.',
    ],
    quiet: [
      "Don't drink and drive. Please drink responsibly.",
      'Leave the car at home and enjoy a pint at the pub.',
      'Ask for a designated driver. drinkaware.co.uk',
    ],
  },
  'excessive drinking (a quantity, and finishing it as a feat)': {
    rule: 'alcohol-excessive-drinking', category: 'alcohol', market: 'US',
    fire: [
      'One keg, five mates, not a drop left.',
      'Can you finish the lot? 24-pack showdown this Saturday.',
      'Shot challenge at the bar tonight.',
    ],
    quiet: [
      'Order a case for the holidays. Please drink responsibly.',
      'Join our marathon training club. 21+.',
    ],
  },
  'social success (being wanted or noticed)': {
    rule: 'alcohol-social-success', category: 'alcohol', market: 'GB',
    fire: [
      'One sip and all eyes on you.',
      'The rum that wins hearts at every party.',
      'She’ll be asking for your number before the second glass.',
      'Be the head-turner at the bar.',
    ],
    quiet: [
      'An attractive price on every case this month.',
      'Heads up: a new summer flavour. drinkaware.co.uk',
    ],
  },
  'surrogate (a brand extension, and a liquor maker or the drink)': {
    rule: 'alcohol-in-surrogate-advertising', category: 'none', market: 'IN',
    fire: [
      'The Blue Moon Polo Cup, presented by Blue Moon Breweries.',
      'Silver Oak Fashion Week. Silver Oak Distillers Ltd.',
      'Glasses etched with the crest you know from the bottle.',
      'गोल्फ़ टूर्नामेंट, हर रविवार। Presented by Kesar Distillery.',
    ],
    quiet: [
      'Golf classic at the Delhi Golf Club, presented by Axis Bank.',
      'Crystal tumblers, set of four, dishwasher safe.',
      'A live concert by the Mumbai Symphony, sponsored by a tea brand.',
    ],
  },
};

describe('claim rules generalise by concept', () => {
  const cases = (want: 'fire' | 'quiet') =>
    Object.entries(CONCEPTS).flatMap(([name, c]) => c[want].map((text) => [name, text, c] as const));

  it.each(cases('fire'))('%s: fires on “%s”', (_name, text, c) => {
    expect(fires(c.rule, text, c.category, c.market)).toBe(true);
  });

  it.each(cases('quiet'))('%s: stays quiet on “%s”', (_name, text, c) => {
    expect(fires(c.rule, text, c.category, c.market)).toBe(false);
  });

  it('accepts “Enjoy responsibly” as a responsible-drinking line', () => {
    const rule = rules.find((r) => r.id === 'alcohol-responsible-drinking')!;
    const evaluation = evaluateRules(library, [rule], { text: 'Bluff City Light. Enjoy responsibly. 21+.', ocrConfidence: 95, platform: 'facebook', category: 'alcohol', jurisdiction: 'US', product: null, detection: { category: 'alcohol', candidates: [] } });
    expect(evaluation.passed.map((p) => p.ruleId)).toEqual(['alcohol-responsible-drinking']);
  });

  it('refuses a GB gambling ad without a safer-gambling line rather than approving it on conditions', () => {
    const evaluation = evaluateRules(library, rules, { text: 'Super boost: Rovers to win, now 5/1. 18+ only. T&Cs apply.', ocrConfidence: 95, platform: 'google', category: 'gambling-lottery', jurisdiction: 'GB', product: 'sports-betting', detection: { category: 'gambling-lottery', candidates: [] } });
    expect(evaluation.findings.find((f) => f.ruleId === 'gambling-gb-safer-gambling')?.severity).toBe('HIGH');
    expect(evaluation.verdict).toBe('NON_COMPLIANT');
  });
});
