// Round two of detection (issue 30, ADR 234 "Round two"): the kinds of miss found on ads the analyzer had never
// seen, each with examples written apart from the ads that showed it — colour prediction and crash games as
// money games, surrogate brand extensions known by their look, negated alcohol words, and a lone "jackpot".
import { describe, expect, it } from 'vitest';
import { detectCategory } from './detect-category.js';
import { readRupeeSigns } from './term-match.js';

const category = (text: string) => detectCategory(text).category;

describe('colour prediction, colour trading and crash games lean real-money gaming', () => {
  it.each([
    'Red, green or violet? Pick a colour, win 2x in 60 seconds. Deposit via UPI.',
    'Colour trading app: predict the next colour and earn ₹500 daily.',
    'Play WinGo: big or small, red or green. New round every minute.',
    'Predict the colour, double your money. Withdraw to UPI instantly.',
    'Aviator: cash out before the plane flies away and win up to 100x.',
    'Green or red? Predict & win every 3 minutes.',
  ])('“%s”', (text) => expect(category(text)).toBe('real-money-gaming'));

  it('a betting ad with odds and a bet stays gambling', () => {
    expect(category('Bet on red or black at our live roulette tables. 18+ BeGambleAware.org')).toBe('gambling-lottery');
  });
});

describe('a surrogate brand extension is alcohol, known by the drink it recalls', () => {
  it.each([
    'Copper Crest Reserve presents the Evening Ragas CD collection, in the amber and gold of the label you know.',
    'Black Saddle Club Soda. The same bold spirit, the same label you know.',
    'Silver Peak golf balls: the same spirit, the same logo, from the makers of Silver Peak.',
    'Noble Oak glassware, in the amber and gold of the Noble Oak label you know.',
  ])('“%s”', (text) => expect(category(text)).toBe('alcohol'));

  it.each([
    'Hill Spring mineral water: the same spring since 1950.',
    'Fresh lime soda, ₹60 at every Café Kaveri.',
    'Raagmala Classics on CD: the label you know, since 1901.',
  ])('a genuine product stays none: “%s”', (text) => expect(category(text)).toBe('none'));
});

describe('a negated alcohol word is no alcohol cue; the product word beside it still is', () => {
  it.each([
    'Voltline Energy: caffeine and B vitamins. Zero sugar, zero alcohol.',
    'Sparkling kombucha, naturally alcohol-free, with live cultures.',
    'Our mocktails contain no alcohol: perfect for the designated driver.',
    'ताज़ा नींबू पानी, शराब नहीं, सिर्फ़ ताज़गी।',
    'A 0% alcohol botanical tonic for the gym bag.',
  ])('“%s” is none', (text) => expect(category(text)).toBe('none'));

  it.each([
    'Northgate Alcohol-Free Lager: all the taste of our lager, 0.0%.',
    'Zero alcohol, all the flavour: our IPA, now 0.0.',
    'Non-alcoholic beer from Kingfisher, for every match.',
  ])('an alcohol-free beer from a beer brand is still alcohol (surrogate in India): “%s”', (text) => expect(category(text)).toBe('alcohol'));
});

describe('a lone "jackpot", "lucky" or "win" in a shop is no gambling call', () => {
  it.each([
    'Jackpot Apparel: the monsoon streetwear drop. Free shipping above ₹999.',
    'Hit the jackpot with 40% off winter jackets this weekend.',
    'Lucky Store: win big on furniture savings.',
    'The Jackpot Café: filter coffee and dosas all day.',
  ])('“%s” is none', (text) => expect(category(text)).toBe('none'));

  it.each([
    'Mega jackpot tonight: £40 million. Buy your lottery ticket by 7pm.',
    'Spin the reels for the progressive jackpot. 18+',
    'The Powerball jackpot is $300 million. Play online.',
    'Win the jackpot: £2 million draw this Saturday.',
  ])('with a gambling cue it is: “%s”', (text) => expect(category(text)).toBe('gambling-lottery'));
});

describe('the rupee sign as OCR misreads it', () => {
  it('reads ¥ and a lone र before a figure as ₹, and leaves Hindi words alone', () => {
    expect(readRupeeSigns('Get ¥2,000 free. Take home र 500 daily.')).toBe('Get ₹2,000 free. Take home ₹ 500 daily.');
    expect(readRupeeSigns('रमी खेलो और 2 घंटे में जीतो')).toBe('रमी खेलो और 2 घंटे में जीतो');
    // The bar of ₹ read as a vowel sign: रे before a figure; अरे and रु. stay.
    expect(readRupeeSigns('¥500 lagao, रे 5,000 le jao')).toBe('₹500 lagao, ₹ 5,000 le jao');
    expect(readRupeeSigns('अरे 5 मिनट रुको, रु. 500 दो')).toBe('अरे 5 मिनट रुको, रु. 500 दो');
  });
});

describe('जैकपॉट alone is no gambling call either', () => {
  it('a Hindi shop named Jackpot is none; a jackpot with a lottery is gambling', () => {
    expect(category('जैकपॉट फ़ैशन: नया मानसून कलेक्शन, ₹999 से ऊपर मुफ़्त डिलीवरी।')).toBe('none');
    expect(category('लॉटरी टिकट खरीदें, जैकपॉट जीतें।')).toBe('gambling-lottery');
  });
});
