// Detection beyond the first vocabulary (ADR 234): the wider English cues of each kind (presales, colour
// prediction, GambleAware, surrogate brand extensions…), Hindi in Devanagari and Hinglish in Latin script,
// the near misses that must stay 'none', and weak cues that must say 'unsure' with two candidates.
import { describe, expect, it } from 'vitest';
import { normaliseAdText } from './ad-text.js';
import { detectCategory } from './detect-category.js';

type Case = readonly [text: string, category: string];

const ENGLISH: Case[] = [
  ['$NOVA token presale is live. Stage 2 price $0.004. Early investors get 100x potential.', 'cryptocurrency'],
  ['Join the IDO, claim your airdrop and connect your wallet.', 'cryptocurrency'],
  ['Stake your tokens: 18% APY, tokenomics inside.', 'cryptocurrency'],
  ['RummyRaja: easy daily winnings and a ₹500 sign-up bonus.', 'real-money-gaming'],
  ['Colour prediction: predict and win ₹1000 daily.', 'real-money-gaming'],
  ['Aviator game: fly high, cash out before the plane flies away.', 'real-money-gaming'],
  ['Ludo for cash: play with friends and win.', 'real-money-gaming'],
  ['Bet on tonight’s big match. BeGambleAware.org', 'gambling-lottery'],
  ['Acca boost this weekend. Cash out any time. When the fun stops, stop.', 'gambling-lottery'],
  ["Tonight's lottery draw: jackpot £12 million.", 'gambling-lottery'],
  ['Royal Barrel Music CDs: the spirit of celebration, from the makers of Royal Barrel.', 'alcohol'],
  ['Royal Barrel Club Soda. Pour it over premium malt.', 'alcohol'],
  ['Highland Pride packaged drinking water. Blended for the bold.', 'alcohol'],
];

const HINDI: Case[] = [
  ['बिटकॉइन खरीदें, क्रिप्टो में निवेश करें।', 'cryptocurrency'],
  ['नया टोकन प्रीसेल: अभी जुड़ें।', 'cryptocurrency'],
  ['क्रिकेट पर दांव लगाएं और जीतें ₹10,000!', 'gambling-lottery'],
  ['लॉटरी टिकट खरीदें, जैकपॉट जीतें।', 'gambling-lottery'],
  ['सट्टा मटका खेलें, रोज़ जीतें।', 'gambling-lottery'],
  ['रमी खेलें और असली पैसे जीतें।', 'real-money-gaming'],
  ['फैंटेसी क्रिकेट: अपनी टीम बनाएं और इनाम जीतें।', 'real-money-gaming'],
  ['तीन पत्ती खेलें, तुरंत निकासी।', 'real-money-gaming'],
  // Fantasy spelled with a nukta (फ़ैंटेसी) and without; the Hindi RMG disclaimer (वित्तीय जोखिम).
  ['फ़ैंटेसी कबड्डी लीग: खिलाड़ी चुनें।', 'real-money-gaming'],
  ['फैन्टेसी टीम बनाएँ।', 'real-money-gaming'],
  ['इस खेल में वित्तीय जोखिम है।', 'real-money-gaming'],
  ['प्रीमियम व्हिस्की, जिम्मेदारी से पिएं।', 'alcohol'],
  ['ठंडी बीयर, हर शाम।', 'alcohol'],
  ['रॉयल बैरल क्लब सोडा — असली माल्ट का साथी।', 'alcohol'],
];

const HINGLISH: Case[] = [
  ['Crypto mein invest karo, 10x returns.', 'cryptocurrency'],
  ['Bitcoin kharido sirf ₹100 se.', 'cryptocurrency'],
  ['Satta matka result aaj ka.', 'gambling-lottery'],
  ['IPL pe bet lagao, double paisa.', 'gambling-lottery'],
  ['Paise jeeto roz! Rummy khelo aur ₹500 bonus pao.', 'real-money-gaming'],
  ['Jeeto cash har din, Ludo khelo.', 'real-money-gaming'],
  ['Apni team banao, crore jeeto.', 'real-money-gaming'],
  ['Daaru party tonight, cheers!', 'alcohol'],
];

const NEAR_MISSES: string[] = [
  'Jackpot of savings! Up to 70% off at MegaMart.',
  'Mega jackpot sale this weekend on electronics.',
  'बचत का जैकपॉट! सभी कपड़ों पर 50% छूट।',
  'Aviator sunglasses, 40% off.',
  'Coldplay presale tickets: register now.',
  'Fresh coffee. Win a free coffee in our weekly prize draw!',
  'म्यूचुअल फंड में निवेश करें, बेहतर रिटर्न पाएं।',
  'Sound system sale: great bass, free delivery.',
  'Music CDs and vinyl from Highland Records.',
  'Club soda and tonic water, the perfect mixers.',
  'मन रम गया: गोवा की छुट्टियाँ, 20% छूट।',
];

describe('detection in English, Hindi and Hinglish', () => {
  it.each([...ENGLISH, ...HINDI, ...HINGLISH].map(([text, category]) => ({ text, category })))('“$text” is $category', ({ text, category }) => {
    expect(detectCategory(text)).toMatchObject({ category, status: 'detected' });
  });

  it.each(NEAR_MISSES)('“%s” stays none', (text) => {
    expect(detectCategory(text)).toMatchObject({ category: 'none', status: 'none' });
  });

  it('says unsure with the two best candidates when the cues are weak, in any of the three', () => {
    expect(detectCategory('Great odds. Sign up for a bonus.')).toMatchObject({ status: 'unsure', category: 'gambling-lottery', candidates: [{ category: 'gambling-lottery', score: 2 }, { category: 'none', score: 0 }] });
    const hindi = detectCategory('नया टोकन, शानदार रिटर्न — अभी निवेश करें।');
    expect(hindi).toMatchObject({ status: 'unsure', category: 'cryptocurrency', candidates: [{ category: 'cryptocurrency' }, { category: 'none' }] });
    expect(hindi.confidence).toBeLessThan(0.45);
    expect(detectCategory('Roz jeeto, bonus pao!')).toMatchObject({ status: 'unsure', candidates: [{ category: 'gambling-lottery' }, { category: 'real-money-gaming' }] });
  });

  it('names the product from Hindi words too', () => {
    expect(detectCategory('फ़ैंटेसी कबड्डी लीग: खिलाड़ी चुनें।').product).toBe('daily-fantasy-sports');
    expect(detectCategory('रमी खेलें और असली पैसे जीतें।').product).toBe('rummy');
  });

  it('adds Hindi and English cues of one kind together', () => {
    expect(detectCategory('टोकन wallet').status).toBe('unsure');
    expect(detectCategory('टोकन wallet 100x').status).toBe('detected');
  });
});

describe('Devanagari through normalisation', () => {
  it('keeps the vowel signs, the virama and the danda', () => {
    const text = 'रमी खेलें और असली पैसे जीतें। शराब, व्हिस्की।';
    expect(normaliseAdText(text)).toBe(text);
  });

  it('decomposes a nukta letter (NFKC) and drops joiners, and the words are still found', () => {
    // ज़ as one code point (U+095B) and as ज + nukta; a zero-width joiner inside व्हिस्की.
    expect(normaliseAdText('सट्टेबा\u095Bी')).toBe('सट्टेबा\u091C\u093Cी');
    expect(detectCategory('सट्टेबा\u095Bी').category).toBe('gambling-lottery');
    expect(detectCategory('सट्टेबा\u091C\u093Cी').category).toBe('gambling-lottery');
    expect(detectCategory('व्ह\u200Dिस्की').category).toBe('alcohol');
  });

  it('does not match a word inside a longer word: the vowel sign belongs to the word', () => {
    // रम (rum) inside रमी (rummy), and जीत inside जीतना, are not matches.
    expect(detectCategory('रमी').scores.alcohol).toBe(0);
    expect(detectCategory('रमी').category).toBe('real-money-gaming');
    expect(detectCategory('मटकी').scores['gambling-lottery']).toBe(0);
  });
});
