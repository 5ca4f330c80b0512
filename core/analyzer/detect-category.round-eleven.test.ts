// Round eleven of detection (ADR 234; its ads are now the tuning creatives of twelfth-round.ts): the kinds of miss found
// on the eleventh blind split. A bot that opens and closes the trades, and members copying a bot's calls from a private
// or VIP channel, are crypto; a colour game said in Hinglish ("rang predict karo", "sahi colour chuno") is a money game;
// drafting "a" lineup is daily fantasy, and outweighs a US helpline's "Gambling problem?"; a liquor brand's music nights
// or records kept for guests of 25+ (India's drinking age), its packaged drinking water written in Devanagari, and
// water sold as "the same trusted name" are surrogates. A tipster's bets on every game or fixture are sports betting,
// and a captain and vice-captain are daily fantasy. Near-misses stay none: fun-casino tables hired for weddings and
// parties (fun money, "no real money"), and a free quiz whose prizes are goods ("koi entry fee nahi", "not cash").
// Sentences written for this test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { detectCategory } from './detect-category.js';

describe('detection, round eleven', () => {
  it.each([
    'Mirror our AI robot’s entries straight from the VIP channel.',
    'Our bot opens and closes every trade for you while you sleep.',
    'Members of the private group copy the bot’s calls each morning.',
  ])('a trading bot, or copying its calls from a channel, is crypto: “%s”', (text) => {
    expect(detectCategory(text).category).toBe('cryptocurrency');
    // A bot, a channel or copying elsewhere stays none.
    for (const other of [
      'Our support bot answers your calls day and night; trade in your old phone at any store.',
      'Join our private book-club channel and copy our reading lists.',
      'The robot vacuum that closes the door on dust, every day.',
      'The robot takes positions on the assembly line in seconds.',
    ]) expect(detectCategory(other).category).toBe('none');
  });

  it.each([
    'Laal ya hara? Rang predict karo, har 3 minute mein naya round.',
    'Sirf colour predict karke roz ₹500 kamao.',
    'Sahi colour chuno aur 60 second mein result dekho.',
  ])('a colour game in Hinglish is a money game: “%s”', (text) => {
    expect(detectCategory(text).category).toBe('real-money-gaming');
    for (const other of [
      'Red ya green? Naya kurta dono shades mein, sirf ₹799.',
      'Sahi jawab chuno: aaj ka vocabulary lesson.',
    ]) expect(detectCategory(other).category).toBe('none');
  });

  it.each([
    'Draft a six-man lineup for Sunday’s slate and enter contests from $2.',
    'Draft an NBA lineup before tip-off. Gambling problem? Call 1-800-GAMBLER.',
  ])('drafting a lineup is daily fantasy: “%s”', (text) => {
    const d = detectCategory(text);
    expect(d.category).toBe('real-money-gaming');
    expect(d.product).toBe('daily-fantasy-sports');
  });

  it('drafting something else stays none, and the helpline still hints at betting', () => {
    for (const other of ['Draft a cover letter in minutes with our writing app.', 'See the festival lineup and draft your weekend plan.']) {
      expect(detectCategory(other).category).toBe('none');
    }
    expect(detectCategory('Same-game parlays on every quarter. Gambling problem? Call 1-800-GAMBLER.').category).toBe('gambling-lottery');
  });

  it.each([
    'Kingsgate Unplugged: live bands in five cities. Entry 25+ only.',
    'Silver Crest music CDs, on sale at every gig. Guests aged 25 and above.',
    'रॉयल नाइट पैकेज्ड ड्रिंकिंग वॉटर। वही भरोसे का नाम।',
    'Crownfield bottled water: the same trusted name, now in a one-litre bottle.',
  ])('a liquor brand’s surrogate is alcohol: “%s”', (text) => expect(detectCategory(text).category).toBe('alcohol'));

  it.each([
    'Car hire for drivers aged 25 and over, with free music streaming in every car.',
    'Live music in 25+ cities this summer: book your festival pass.',
    'Himalayan packaged drinking water, now in one-litre bottles.',
    'मिनरल वॉटर की 20 बोतलें, घर तक मुफ़्त डिलीवरी।',
    'An adult cricket camp for ages 25 and over: nets, a match and dinner.',
    'Denim jackets cut for men aged 25 and above.',
  ])('an age limit, a drinking water or music alone stays none: “%s”', (text) => expect(detectCategory(text).category).toBe('none'));

  it.each([
    'Casino tables for weddings and parties: roulette, blackjack and a croupier, with fun money for the guests.',
    'Fun casino nights for corporate events: roulette wheels and blackjack, a prize for the biggest chip stack.',
    'Book our fun casino for the charity ball. Roulette and blackjack, but no real money is staked.',
  ])('fun-casino hire stays none: “%s”', (text) => expect(detectCategory(text).category).toBe('none'));

  it.each([
    'Har Sunday free quiz: 20 sawaal, headphones jeeto. Koi entry fee nahi.',
    'Free quiz every night: play along and win, prizes for the winners are goods, not cash.',
    'Roz GK quiz khelo, bilkul free, top scorer ko trophy.',
  ])('a free quiz for goods stays none: “%s”', (text) => expect(detectCategory(text).category).toBe('none'));

  it('the masks leave the categories themselves alone', () => {
    for (const [text, category] of [
      ['Free trivia practice, then quiz duels for real cash: ₹10 entry fee, winnings to UPI.', 'real-money-gaming'],
      ['Quiz khelo, paise jeeto: ₹5 entry, instant withdrawal.', 'real-money-gaming'],
      ['Free quiz khelo, ₹500 jeeto roz.', 'real-money-gaming'],
      ['Live roulette and blackjack tables tonight. 18+. Play responsibly.', 'gambling-lottery'],
      ['Free spins for your birthday at our online casino. 18+.', 'gambling-lottery'],
    ]) expect(detectCategory(text!).category).toBe(category);
  });

  it.each([
    ['The former striker shares his bets for every top-flight game. 18+.', 'sports-betting'],
    ['Back our tipster’s bets on every Saturday fixture. 18+. BeGambleAware.org.', 'sports-betting'],
    ['Pick your XI, choose a captain and vice-captain, contests from ₹49.', 'daily-fantasy-sports'],
  ])('the product is named: “%s”', (text, product) => expect(detectCategory(text).product).toBe(product));
});
