// Round three of detection (issue 30, ADR 234 "Round three: concepts"): the kinds of miss found on the third
// round's blind ads, each with examples written apart from the ads that showed them — Hinglish match betting,
// a Hindi daily draw, poker and pick'em as money games (seed/categories.json), surrogates without soda or water,
// and near-misses that borrow the words (a casino-night party, a chess open with an entry fee).
import { describe, expect, it } from 'vitest';
import { detectCategory } from './detect-category.js';

const detect = (text: string) => detectCategory(text);

describe('Hindi and Hinglish betting and lotteries are gambling', () => {
  it.each([
    ['Har ball pe lagao, jeet ka paisa turant UPI pe.', 'sports-betting'],
    ['Kal ke match pe bhav lagao. Cricket ID banwao abhi.', 'sports-betting'],
    ['रोज़ का ड्रॉ, 21 रुपये का टिकट। इनाम जीतें।', 'lottery'],
    ['लकी ड्रॉ हर रविवार: टिकट लो, करोड़पति बनो।', 'lottery'],
  ])('“%s”', (text, product) => {
    const d = detect(text);
    expect(d.category).toBe('gambling-lottery');
    expect(d.product).toBe(product);
  });

  it.each([
    'Chehre pe cream lagao, glow pao. Sirf ₹99.',
    'मूवी टिकट बुक करें, पॉपकॉर्न मुफ़्त।',
  ])('a near-miss stays none: “%s”', (text) => expect(detect(text).category).toBe('none'));
});

describe('poker and pick’em are real-money gaming, licence lines and helplines notwithstanding', () => {
  it.each([
    ["No-limit Hold'em Fridays, £2.20 buy-in. 18+. Licensed by the Gambling Commission. BeGambleAware.org", 'poker'],
    ['Pot-limit Omaha every Sunday: £1,000 guaranteed. 18+. Take time to think.', 'poker'],
    ['Make your picks on five player props. Fantasy picks from $5. Gambling problem? Call 1-800-GAMBLER.', 'daily-fantasy-sports'],
    ['Your first fantasy entry is on us. Pick your Premier League XI. 18+. BeGambleAware.org', 'daily-fantasy-sports'],
  ])('“%s”', (text, product) => {
    const d = detect(text);
    expect(d.category).toBe('real-money-gaming');
    expect(d.product).toBe(product);
  });

  it('a sportsbook ad stays gambling', () => {
    expect(detect('Bet on the Premier League: best odds guaranteed. 18+. BeGambleAware.org').category).toBe('gambling-lottery');
  });
});

describe('a surrogate is alcohol whatever the extension product, when a liquor maker stands behind it', () => {
  it.each([
    'The Silver Stag Golf Cup, presented by Silver Stag Breweries.',
    'Amber Crest tumblers, sized for a large peg.',
    'Jazz under the stars: Night Owl Music Nights, a property of Night Owl Distillers.',
  ])('“%s”', (text) => expect(detect(text).category).toBe('alcohol'));

  it.each([
    'The Delhi Golf Cup, presented by Axis Bank.',
    'Crystal tumblers, set of four, dishwasher safe.',
  ])('a genuine product stays none: “%s”', (text) => expect(detect(text).category).toBe('none'));
});

describe('near-misses that borrow gambling and gaming words stay none', () => {
  it.each([
    'Casino night fundraiser: table covers, decorations and play money included.',
    'Casino party props: play-money chips and dealer visors for your birthday.',
    'Open blitz chess championship. Entry ₹500, trophies for the top three players.',
    'Inter-school quiz competition: register your team of three, medals for every finalist.',
  ])('“%s”', (text) => expect(detect(text).category).toBe('none'));
});

describe('near-misses as OCR reads them', () => {
  it('a stray mark between the words keeps a chess tournament none', () => {
    expect(detect('Open rapid chess ’\ntournament\nNine rounds, trophies for the best players.\nEntry ₹800.').category).toBe('none');
  });
});
