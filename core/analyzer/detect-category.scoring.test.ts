// The arithmetic of detection on ads small enough to count by hand: phrase 3, keyword 2, hint 1, each word
// used once; named at 3 (or one keyword), confidence from the score and the runner-up.
import { describe, expect, it } from 'vitest';
import { detectCategory, DETECTION_THRESHOLD, KEYWORD_THRESHOLD, UNSURE_THRESHOLD } from './detect-category.js';

describe('detectCategory: the score', () => {
  it('counts a phrase once and does not count the words inside it again', () => {
    expect(detectCategory('Sports betting made simple.')).toMatchObject({ category: 'gambling-lottery', confidence: 0.5, scores: { 'gambling-lottery': 3 }, matched: ['sports betting'] });
  });

  it('counts a repeated word once', () => {
    expect(detectCategory('Vodka, vodka, VODKA.').scores.alcohol).toBe(2);
  });

  it('reports every category’s score and each matched term once, however many categories it counts for', () => {
    expect(detectCategory('Craft beer and vodka at the bar.')).toEqual({
      category: 'alcohol',
      status: 'detected',
      candidates: [{ category: 'alcohol', score: 6 }],
      confidence: 0.75,
      product: null,
      scores: { cryptocurrency: 0, 'gambling-lottery': 0, 'real-money-gaming': 0, alcohol: 6 },
      matched: ['craft beer', 'vodka', 'bar'],
    });
    expect(detectCategory('Online rummy. Gamble responsibly.')).toEqual({
      category: 'real-money-gaming',
      status: 'detected',
      candidates: [{ category: 'real-money-gaming', score: 4 }, { category: 'gambling-lottery', score: 1 }],
      // Strength 0.5 + 0.5 × 1/6, times 4 / (4 + 1) for the runner-up.
      confidence: 0.47,
      product: 'rummy',
      scores: { cryptocurrency: 0, 'gambling-lottery': 1, 'real-money-gaming': 4, alcohol: 0 },
      matched: ['gamble responsibly', 'online rummy'],
    });
  });
});

describe('detectCategory: when a category is named', () => {
  it(`names a category at ${DETECTION_THRESHOLD} points, even from three hints`, () => {
    expect(DETECTION_THRESHOLD).toBe(3);
    expect(detectCategory('Spin to win: great odds!')).toMatchObject({ category: 'gambling-lottery', confidence: 0.5, scores: { 'gambling-lottery': 3 } });
  });

  it(`names a category from one keyword (${KEYWORD_THRESHOLD} points); two hints leave it unsure, with the best guess`, () => {
    expect(KEYWORD_THRESHOLD).toBe(2);
    expect(UNSURE_THRESHOLD).toBe(2);
    expect(detectCategory('Premium vodka, delivered.')).toMatchObject({ category: 'alcohol', status: 'detected', confidence: 0.4 });
    expect(detectCategory('Win a prize in our Christmas draw!')).toEqual({
      category: 'gambling-lottery',
      status: 'unsure',
      candidates: [{ category: 'gambling-lottery', score: 2 }, { category: 'real-money-gaming', score: 1 }],
      // 0.3 × 2 / (2 + 1): below the rules engine's UNSURE_CATEGORY, so a person reviews it.
      confidence: 0.2,
      product: null,
      scores: { cryptocurrency: 0, 'gambling-lottery': 2, 'real-money-gaming': 1, alcohol: 0 },
      matched: ['draw', 'win', 'prize'],
    });
  });

  it('says none with the terms that matched, each once, when the signal is too weak', () => {
    expect(detectCategory('Please gamble responsibly.')).toMatchObject({ category: 'none', status: 'none', confidence: 0.83, product: null, matched: ['gamble responsibly'] });
  });
});

describe('detectCategory: the confidence', () => {
  it('rises from 0.5 at 3 points to 1 at 9 points and stays there', () => {
    expect(detectCategory('Craft beer, red wine and vodka.').confidence).toBe(0.92);
    expect(detectCategory('Craft beer, red wine and single malt.').confidence).toBe(1);
    expect(detectCategory('Craft beer, single malt whisky and red wine on tap at the pub.').confidence).toBe(1);
  });

  it('falls with a runner-up’s share of the score', () => {
    // 0.75 × 6 / (6 + 1).
    expect(detectCategory('Craft beer and vodka at the bar. Win big!').confidence).toBe(0.64);
  });
});

describe('detectCategory: the product', () => {
  it('takes the product of the detected category only', () => {
    expect(detectCategory('Play rummy. Cricket tonight.')).toMatchObject({ category: 'real-money-gaming', product: 'rummy' });
  });

  it('takes the product whose words score most, wherever it is in the list', () => {
    expect(detectCategory('Online casino and football tonight.')).toMatchObject({ category: 'gambling-lottery', confidence: 0.5, product: 'online-casino' });
  });

  it('takes the first product in the list when two score the same', () => {
    expect(detectCategory('Roulette and tennis betting.')).toMatchObject({ category: 'gambling-lottery', confidence: 0.58, product: 'sports-betting' });
  });

  it('names no product when no product’s words are there', () => {
    expect(detectCategory('Place your bets tonight.')).toMatchObject({ category: 'gambling-lottery', product: null });
  });

  it('finds the product again in the next ad, wherever the words were in the last one', () => {
    expect(detectCategory('Join the best online tournament tonight and play rummy.').product).toBe('rummy');
    expect(detectCategory('Rummy night.')).toMatchObject({ category: 'real-money-gaming', product: 'rummy' });
  });
});

describe('detectCategory: weak cues and unsure', () => {
  it('adds up weak cues of one kind: two hints are unsure, a third names the category', () => {
    expect(detectCategory('A new token, and a wallet.')).toMatchObject({ status: 'unsure', category: 'cryptocurrency', scores: { cryptocurrency: 2 } });
    expect(detectCategory('A new token, a wallet and 100x.')).toMatchObject({ status: 'detected', category: 'cryptocurrency', confidence: 0.5, scores: { cryptocurrency: 3 } });
  });

  it('names "none" as the second candidate when only one category has cues', () => {
    expect(detectCategory('A new token, and a wallet.')).toMatchObject({ confidence: 0.3, candidates: [{ category: 'cryptocurrency', score: 2 }, { category: 'none', score: 0 }] });
  });

  it('is unsure when two categories score the same, with both as candidates', () => {
    // "rummy" 2 for money games, "casino" 2 for gambling.
    expect(detectCategory('Rummy and casino.')).toMatchObject({
      status: 'unsure',
      confidence: 0.2,
      candidates: [{ category: 'gambling-lottery', score: 2 }, { category: 'real-money-gaming', score: 2 }],
    });
  });

  it('stays below 0.3 when two strong categories are level', () => {
    const level = detectCategory('Online casino, online rummy.');
    expect(level).toMatchObject({ status: 'unsure', scores: { 'gambling-lottery': 3, 'real-money-gaming': 3 } });
    expect(level.confidence).toBe(0.25);
    const strong = detectCategory('Online casino, sports betting, free spins. Online rummy, poker tournaments, fantasy cricket.');
    expect(strong).toMatchObject({ status: 'unsure', scores: { 'gambling-lottery': 9, 'real-money-gaming': 9 } });
    expect(strong.confidence).toBe(0.3);
  });

  it('counts a cue of several parts only when every part is there, and its words once', () => {
    // A brand extension (music CDs) with a drinking word (malt): one phrase-weight cue, "malt" not counted again.
    expect(detectCategory('Highland Malt music CDs.')).toMatchObject({ status: 'detected', category: 'alcohol', scores: { alcohol: 3 }, matched: ['brand extension with a drinking word'] });
    expect(detectCategory('Music CDs from Highland Records.')).toMatchObject({ status: 'none', scores: { alcohol: 0 } });
    expect(detectCategory('Highland malt.').scores.alcohol).toBe(1);
  });

  it('reads a brand built on a category word ("RummyRaja") as the word', () => {
    expect(detectCategory('RummyRaja tonight.')).toMatchObject({ status: 'detected', category: 'real-money-gaming', product: 'rummy' });
    expect(detectCategory('Rummyraja tonight.').status).toBe('none');
  });
});
