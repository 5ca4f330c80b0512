// Category detection on short ad texts: ten per category, and near-misses that must stay 'none' (a
// poker-face lipstick, a root-beer float, a fantasy novel, a casino-themed dinner…).
import { describe, expect, it } from 'vitest';
import type { Product } from '../products.js';
import { detectCategory } from './detect-category.js';

type Case = readonly [text: string, category: string, product?: Product | null];

const CRYPTO: Case[] = [
  ['Buy Bitcoin in 30 seconds on ZapEx. Crypto products and NFTs are unregulated and can be highly risky.', 'cryptocurrency'],
  ['Trade 250+ cryptocurrencies with low fees. Download the CoinNest app.', 'cryptocurrency'],
  ['Stake ETH and earn staking rewards every week.', 'cryptocurrency'],
  ['The safest hardware wallet for your BTC and altcoins.', 'cryptocurrency'],
  ['Mint your first NFT collection on Solana today.', 'cryptocurrency'],
  ['Crypto exchange with instant INR deposits. Sign up now!', 'cryptocurrency'],
  ['Dogecoin to the moon? Trade DOGE 24/7.', 'cryptocurrency'],
  ['Earn 5% on USDC stablecoin savings.', 'cryptocurrency'],
  ["Don't invest unless you're prepared to lose all the money you invest. Buy crypto with CoinNest.", 'cryptocurrency'],
  ['Join the Web3 revolution: DeFi, tokens and blockchain in one wallet.', 'cryptocurrency'],
];

const GAMBLING: Case[] = [
  ['Bet £10 get £30 in free bets. 18+. T&Cs apply. BeGambleAware.org', 'gambling-lottery', 'sports-betting'],
  ['Bet on the NFL tonight with the best odds. 21+. Gambling problem? Call 1-800-GAMBLER.', 'gambling-lottery', 'sports-betting'],
  ['100 free spins on our online casino. Play slots and roulette now.', 'gambling-lottery', 'online-casino'],
  ['Powerball jackpot hits $500 million! Get your lottery tickets today.', 'gambling-lottery', 'lottery'],
  ['Order official lottery tickets online with Jackpocket, the lottery courier app.', 'gambling-lottery', 'lottery-courier'],
  ['Each way betting on the Grand National. Best odds guaranteed on horse racing.', 'gambling-lottery', 'horse-racing'],
  ['Live casino blackjack with real dealers. 200% deposit match.', 'gambling-lottery', 'online-casino'],
  ['Scratch cards from £1. Win up to £100,000 instantly. 18+', 'gambling-lottery', 'lottery'],
  ['Your sportsbook for the Premier League: odds boosts, bet builder and in-play betting.', 'gambling-lottery', 'sports-betting'],
  ['Trade event contracts on the election on our prediction market.', 'gambling-lottery', 'prediction-markets'],
];

const RMG: Case[] = [
  ['Play rummy online and win real cash. 18+.', 'real-money-gaming', 'rummy'],
  ['Create your fantasy cricket team for the IPL and win cash prizes!', 'real-money-gaming', 'daily-fantasy-sports'],
  ['Join the mega contest: ₹1 crore prize pool, entry fee just ₹49.', 'real-money-gaming'],
  ['Daily fantasy sports: draft your NFL lineup, win cash.', 'real-money-gaming', 'daily-fantasy-sports'],
  ['Online poker tournaments every night. Texas Holdem, Omaha and more.', 'real-money-gaming', 'poker'],
  ['Play and win! Skill games with instant withdrawal of your winnings.', 'real-money-gaming'],
  ['Teen Patti and rummy: the best real money games in India.', 'real-money-gaming', 'rummy'],
  ['Ludo cash tournaments: play with friends, withdraw winnings to UPI.', 'real-money-gaming'],
  ['Build your fantasy football team. Join contest now.', 'real-money-gaming', 'daily-fantasy-sports'],
  ['A game of skill, not luck: play poker for real money.', 'real-money-gaming', 'poker'],
];

const ALCOHOL: Case[] = [
  ['Crisp lager, brewed in Bavaria since 1516. Please drink responsibly.', 'alcohol'],
  ['Single malt Scotch whisky, aged 18 years. Enjoy responsibly.', 'alcohol'],
  ['Happy hour 5-7pm: two-for-one cocktails and craft beer on tap.', 'alcohol'],
  ['A bold red wine from the Rioja hills. 14% ABV.', 'alcohol'],
  ['Small-batch gin distilled with wild juniper. drinkaware.co.uk', 'alcohol'],
  ['Premium tequila and mezcal, delivered to your door.', 'alcohol'],
  ['Our new hazy IPA is here. Grab a pint at the brewery taproom.', 'alcohol'],
  ['Sparkling wine and prosecco for your summer party.', 'alcohol'],
  ['Vodka cocktails made easy: the Moscow Mule kit.', 'alcohol'],
  ['Apple cider, pressed and fermented on our Somerset farm. 5.5% alcohol.', 'alcohol'],
];

const NEUTRAL: Case[] = [
  ['Master the perfect poker-face with our matte red lipstick.', 'none'],
  ['Fresh root beer floats at Joe’s Diner, every day until 9pm.', 'none'],
  ['The epic fantasy novel of the year: dragons, magic and a deadly game of thrones.', 'none'],
  ['Casino-themed dinner at the Grand Hotel restaurant: three courses for £35, live jazz.', 'none'],
  ['Watch your savings grow bitcoin-style with our 5% fixed-rate ISA.', 'none'],
  ['Ginger beer and sparkling lemonade, made with real fruit.', 'none'],
  ['You bet it’s delicious: try our new spicy chicken burger.', 'none'],
  ['Book a slot for your free eye test at Clearview Opticians.', 'none'],
  ['Against all odds: the true story of a climb to the top of Everest. In cinemas now.', 'none'],
  ['Team spirit wins matches: kit out your club with our new football shirts.', 'none'],
  ['Hackathon this weekend: build an app in 48 hours and win cash prizes. Students welcome.', 'none'],
  ['Fresh coffee and pastries at our café. Win a free coffee in our weekly prize draw!', 'none'],
];

const CASES = [...CRYPTO, ...GAMBLING, ...RMG, ...ALCOHOL, ...NEUTRAL];

describe('category detection', () => {
  it.each(CASES.map(([text, category, product]) => ({ text, category, product })))('“$text” is $category', ({ text, category, product }) => {
    const detection = detectCategory(text);
    expect(detection.category).toBe(category);
    if (product !== undefined) expect(detection.product).toBe(product);
  });

  it(`gets at least 90% of the ${CASES.length} ads right, and at least 9 of 10 in each category`, () => {
    const right = (cases: Case[]) => cases.filter(([text, category]) => detectCategory(text).category === category).length;
    expect(right(CASES) / CASES.length).toBeGreaterThanOrEqual(0.9);
    for (const cases of [CRYPTO, GAMBLING, RMG, ALCOHOL]) expect(right(cases)).toBeGreaterThanOrEqual(9);
    expect(right(NEUTRAL) / NEUTRAL.length).toBeGreaterThanOrEqual(0.9);
  });

  it('weighs a phrase above single words, and reports scores and matched terms for the audit trail', () => {
    const phrase = detectCategory('Sports betting made simple.');
    expect(phrase.category).toBe('gambling-lottery');
    expect(phrase.scores['gambling-lottery']).toBeGreaterThanOrEqual(3);
    expect(phrase.matched).toContain('sports betting');
    // One ambiguous word is not enough.
    expect(detectCategory('Great odds on our sofa sale.').category).toBe('none');
  });

  it('names a category from one distinctive keyword, with low confidence; two ambiguous hints do not', () => {
    expect(detectCategory('Premium vodka, delivered.')).toMatchObject({ category: 'alcohol', confidence: 0.4 });
    expect(detectCategory('Win a prize in our Christmas draw!').status).toBe('unsure');
    expect(detectCategory('Wine glasses, set of six, dishwasher safe.').category).toBe('none');
  });

  it('is surer with more, and more distinct, evidence', () => {
    const weak = detectCategory('Play rummy tonight.');
    const strong = detectCategory('Play rummy online: rummy tournaments with cash prizes, instant withdrawal of winnings.');
    expect(weak.category).toBe('real-money-gaming');
    expect(strong.confidence).toBeGreaterThan(weak.confidence);
    expect(strong.confidence).toBeLessThanOrEqual(1);
    const mixed = detectCategory('Poker night at the casino: jackpot slots and poker tournaments.');
    expect(mixed.confidence).toBeLessThan(strong.confidence);
  });

  it('says none with high confidence for text with no signal, and for empty text', () => {
    expect(detectCategory('Spring sale: 30% off all garden furniture.')).toMatchObject({ category: 'none', product: null, confidence: 1 });
    expect(detectCategory('')).toMatchObject({ category: 'none', confidence: 1 });
  });

  it('reads through OCR noise: curly quotes, line breaks and odd dashes', () => {
    expect(detectCategory('SPORTS\nBETTING — bet\u00a0on the\nNBA tonight').category).toBe('gambling-lottery');
  });
});
