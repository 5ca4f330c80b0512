// Round ten of detection (issue 30, ADR 234 "Round ten"): the kinds of miss found on the tenth blind split. A trading-
// signals group, and members copying a trader's calls, are crypto; a crash game said as cashing out before the plane
// or rocket goes, or as a climbing multiplier, is a money game; a liquor brand built on its cask or barrel (one word)
// beside a CD or glassware, and an advertisement said to be "for music CDs only", are surrogates; exotic racing bets
// and "bet the races" name horse racing. Near-misses that borrow the words stay none: a shop's jackpot sale and its
// discount wheel, a party's prop casino, play money in a board game, snacks for a poker night, coins collected in an
// album. Sentences written for this test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { detectCategory } from './detect-category.js';

describe('detection, round ten', () => {
  it.each([
    'VIP trading signals every morning: entry, target and stop-loss.',
    'Join our signals channel and copy every trade our analysts take.',
    'Subscribers mirror our calls in real time; one doubled their stake last month.',
    'Hamare signal group mein aao, har trade copy karo.',
  ])('a signals group, or copying a trader’s calls, is crypto: “%s”', (text) => {
    expect(detectCategory(text).category).toBe('cryptocurrency');
    // Signals and copying elsewhere stay none.
    for (const other of [
      'Join our Signal group for parish news and the Sunday rota.',
      'Railway signals upgrade: expect delays on the Northern line this weekend.',
      'Copy our recipes and impress every guest at your table.',
    ]) expect(detectCategory(other).category).toBe('none');
  });

  it.each([
    'Hop in and cash out before the rocket blows up. How high will you ride?',
    'Jet ke udne se pehle paisa nikal lo, bas itna hi karna hai.',
    'रॉकेट फटने से पहले कैश आउट करें, जीत आपकी।',
    'The multiplier keeps climbing every second. Cash out whenever you like.',
  ])('a crash game is a money game: “%s”', (text) => {
    expect(detectCategory(text).category).toBe('real-money-gaming');
    // A plane, a crash or cashing out elsewhere is no money game.
    for (const other of [
      'Cash out your vouchers at the café, then watch the planes take off from the roof.',
      'Back up your files before it crashes: cloud storage from £2 a month.',
      'Plane udne se pehle web check-in karo, seat pakki.',
    ]) expect(detectCategory(other).category).toBe('none');
  });

  it.each([
    'Blackcask Sessions: the live album, now on vinyl and CD.',
    'गोल्डबैरल म्यूज़िक सीडी, अब हर स्टोर पर।',
    'Riverstone presents its new range. This advertisement is for tumblers and music CDs only.',
  ])('a liquor brand’s surrogate is alcohol: “%s”', (text) => expect(detectCategory(text).category).toBe('alcohol'));

  it('glassware beside music only hints, and a shop’s glassware offer stays none', () => {
    expect(detectCategory('Crystal glassware and a jazz CD, gift-wrapped for Diwali.').scores.alcohol).toBeGreaterThan(0);
    expect(detectCategory('Offer valid on glassware only, while stocks last.').category).toBe('none');
    for (const other of ['A rain barrel for the garden and a gunbarrel-grey jacket.', 'Waterbarrel planters and tumblers, 20% off.']) {
      expect(detectCategory(other).category).not.toBe('alcohol');
    }
  });

  it.each([
    'Superfectas and quinellas on every card, live from the track.',
    'Bet the ponies from your sofa: jockey news and race cards in one app.',
  ])('racing bets name horse racing: “%s”', (text) => {
    const d = detectCategory(text);
    expect(d.category).toBe('gambling-lottery');
    expect(d.product).toBe('horse-racing');
  });

  it.each([
    'Jackpot Friday: spin for an extra 10% off at checkout.',
    'Lucky jackpot days at the mall: 30% off every mattress, spin the prize wheel in store.',
    'Monte Carlo evening for your mehndi: prop roulette wheels and pretend money for the guests.',
    'Hire our blackjack tables for your party, with fun money for every guest.',
    'The classic trading board game: four players, £15,000 in play money, one winner.',
    'Tortilla chips made for poker night: one sharing bag for the whole table.',
    'Salt-and-vinegar crisps in a high-roller edition for your poker evenings.',
  ])('a near-miss stays none: “%s”', (text) => expect(detectCategory(text).category).toBe('none'));

  it.each([
    'Uncirculated £2 coins for your collection, each in a presentation album.',
    'Commemorative coins from the last reign, struck in proof finish and mounted.',
    'पुराने सिक्के संग्रह के लिए, हर एक की कहानी एल्बम में।',
  ])('coins collected are no crypto cue at all: “%s”', (text) => expect(detectCategory(text).scores.cryptocurrency).toBe(0));

  it('the masks leave the categories themselves alone', () => {
    expect(detectCategory('Jackpot Friday: spin for an extra 10% off at checkout.').category).toBe('none');
    for (const [text, category] of [
      ['Jackpot spins: 50 free spins on Mega Reels. 18+. T&Cs apply.', 'gambling-lottery'],
      ['Live roulette and blackjack tables tonight. 18+. Play responsibly.', 'gambling-lottery'],
      ['Online poker tournaments every night, £10 buy-in, free snacks at the final table.', 'real-money-gaming'],
      ['Buy meme coins before they list on the exchange: a collection of 40 tokens.', 'cryptocurrency'],
    ]) expect(detectCategory(text!).category).toBe(category);
  });
});
