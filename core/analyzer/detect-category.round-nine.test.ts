// Round nine of detection (issue 30, ADR 234): the kinds of miss found on the eighth and ninth blind splits. A bot that
// trades, or arbitrage across exchanges, is crypto; a Hindi stake on an over, a ball or the toss is a match bet.
// Near-misses that borrow the words stay none: a scent or a saree named after the table, "the safest bet" as an idiom,
// a chess event's players and prizes, a hall's casino theme, a pharmacy's or a café's happy hour, a brewer that makes
// alcohol-free beer only. Ludo and carrom hint at money games only beside money. Sentences written for this test,
// apart from the ads.
import { describe, expect, it } from 'vitest';
import { detectCategory } from './detect-category.js';

describe('detection, round nine', () => {
  it.each([
    'Switch on the grid bot and let it work the range while you sleep.',
    'Our engine runs arbitrage between six exchanges, around the clock.',
    'A DCA bot that buys the dip for you every Monday.',
  ])('a bot that trades, or arbitrage across exchanges, is crypto: “%s”', (text) =>
    expect(detectCategory(text).category).toBe('cryptocurrency'));

  it.each(['हर गेंद पे भाव लगाओ, रकम सीधे खाते में।', 'टॉस पर दांव, नतीजा दो मिनट में।'])('a Hindi stake on part of a match is a match bet: “%s”', (text) => {
    const d = detectCategory(text);
    expect(d.category).toBe('gambling-lottery');
    expect(d.product).toBe('sports-betting');
  });

  it.each([
    'A lipstick for the bold: place your bet on crimson.',
    'Velvet Teen Patti lehengas, hand-embroidered for the festive season.',
    'तीन पत्ती डिज़ाइन वाली रेशमी साड़ियाँ, नई कलेक्शन में।',
    'Membership tickets are your best bet for the new season.',
    'Blitz chess night: 60 players, prize money for the top ten.',
    'Casino-night theme décor for your sangeet, now booking.',
    'Espresso happy hour: every latte half price from 3pm.',
    'Pharmacy happy hour: walk-in vaccinations after work.',
    'We have only ever brewed non-alcoholic beer: a pale ale, a stout, a pilsner.',
    'An alcohol-free brewery: every lager we make is 0.0%.',
  ])('a near-miss stays none: “%s”', (text) => expect(detectCategory(text).category).toBe('none'));

  it('ludo and carrom hint at money games only beside money', () => {
    expect(detectCategory('कैरम बोर्ड और लूडो, सागवान की लकड़ी में, दिवाली पर छूट।').scores['real-money-gaming']).toBe(0);
    expect(detectCategory('Tournament-grade carrom boards, a free striker with every order.').scores['real-money-gaming']).toBe(0);
    expect(detectCategory('Carrom matches for cash prizes, ₹5 entry.').category).toBe('real-money-gaming');
  });
});
