// The words that say what an ad is about (DESIGN §6, category detection). Phrases weigh most, distinctive
// single words less, ambiguous words least; `masks` are near-miss phrases blanked out before scoring, so a
// "poker-face" lipstick or a root-beer float never counts as poker or beer. Terms are plain words: the
// detector adds word boundaries and lets spaces and hyphens vary ("sports-betting" = "sports betting").
import type { Product } from '../products.js';

/** A plain word or phrase, or a pattern for what words alone cannot say ("bet £10", "bet on the NFL"). */
export type Term = string | RegExp;

export interface CategoryTerms {
  /** Several words that name the category outright ("sports betting"): weight 3. */
  phrases: readonly Term[];
  /** A single word that rarely means anything else ("rummy"): weight 2. */
  keywords: readonly Term[];
  /** A single word that only hints at it ("odds"): weight 1. */
  hints: readonly Term[];
}

const TEAM_SPORTS = String.raw`nfl|nba|mlb|nhl|ufc|football|soccer|cricket|ipl|tennis|golf|boxing|rugby|(?:the\s+)?premier\s+league|champions\s+league|super\s+bowl|world\s+cup|march\s+madness|sports?|the\s+game|the\s+match|your\s+team|every\s+game`;
const SPORTS = String.raw`(?:${TEAM_SPORTS}|horses?|races?|the\s+derby)`;

/** Safer-gambling signposts appear in betting and in real-money gaming ads alike: they hint, never decide between them. */
const SAFER_GAMBLING = ['gamble responsibly', 'begambleaware', 'gambleaware', 'gamstop', '1-800-gambler', 'gambling problem'];

/** Daily fantasy: a fantasy team, league, contest or lineup, or drafting one. */
const FANTASY = /\bfantasy\s+(?:[\p{L}]+\s+)?(?:teams?|leagues?|contests?|entries|sports?|cricket|football|kabaddi|basketball|baseball|hockey|soccer|points|lineups?)\b/u;
const DRAFT = /\bdraft\s+your\s+(?:[\p{L}\p{N}]+\s+)?(?:team|lineup|squad|picks|xi)\b/u;

export const TERM_WEIGHTS = { phrase: 3, keyword: 2, hint: 1 } as const;

export const DETECTED_CATEGORIES = ['cryptocurrency', 'gambling-lottery', 'real-money-gaming', 'alcohol'] as const;
export type DetectedCategory = (typeof DETECTED_CATEGORIES)[number];

export const CATEGORY_TERMS: Record<DetectedCategory, CategoryTerms> = {
  cryptocurrency: {
    phrases: [
      'crypto exchange', 'crypto wallet', 'crypto trading', 'trade crypto', 'buy crypto', 'sell crypto', 'buy bitcoin',
      'buy btc', 'sell bitcoin', 'trade bitcoin', 'bitcoin etf', 'digital assets', 'virtual digital assets',
      'crypto assets', 'crypto products', 'staking rewards', 'meme coin', 'meme coins', 'token sale', 'initial coin offering',
      'hardware wallet', 'seed phrase', 'crypto portfolio', 'web3 wallet', 'no regulatory recourse',
      /\b(?:buy|sell|trade|trading|invest\s+in|swap|hold)\s+(?:\d+\+?\s+)?(?:crypto(?:currenc(?:y|ies))?|bitcoins?|btc|eth|ethereum|altcoins|tokens|nfts|coins)\b/,
    ],
    keywords: [
      'bitcoin', 'btc', 'ethereum', 'eth', 'cryptocurrency', 'cryptocurrencies', 'crypto', 'cryptoasset', 'cryptoassets',
      'nft', 'nfts', 'altcoin', 'altcoins', 'dogecoin', 'doge', 'solana', 'xrp', 'usdt', 'usdc', 'stablecoin',
      'stablecoins', 'binance', 'coinbase', 'defi', 'satoshi', 'satoshis', 'memecoin', 'airdrop', 'staking', 'self-custody',
      'trading bot', 'trading bots',
    ],
    hints: ['blockchain', 'token', 'tokens', 'wallet', 'web3', 'coin', 'coins', 'mining', 'halving', 'hodl', 'ledger', 'etf', 'etfs', 'apy', 'exchange', 'invest'],
  },
  'gambling-lottery': {
    phrases: [
      'sports betting', 'online casino', 'casino games', 'live casino', 'casino bonus', 'place a bet', 'place your bet',
      'place your bets', 'bet now', 'free bet', 'free bets', 'bonus bets', 'bet builder', 'free spins', 'slot machine',
      'slot machines', 'online slots', 'play slots', 'slot games', 'deposit match', 'scratch card', 'scratch cards',
      'lottery ticket', 'lottery tickets', 'lotto draw', 'mega millions', 'national lottery', 'each way', 'in-play betting',
      'best odds', 'enhanced odds', 'odds boost', 'progressive jackpot', 'horse racing', 'racing tips', 'prediction market',
      'event contracts',
      'lottery courier',
      new RegExp(String.raw`\bbets?\s+on\s+(?:the\s+)?${SPORTS}\b`),
      /\b(?:bet|stake|wager|deposit)\s*[£$€₹]\s*\d+/,
      /\b\d+\s*\/\s*\d+\s+odds\b/,
    ],
    keywords: [
      'betting', 'bets', 'wager', 'wagers', 'wagering', 'sportsbook', 'bookie', 'bookmaker', 'bookmakers', 'casino',
      'casinos', 'lottery', 'lotteries', 'lotto', 'jackpot', 'jackpots', 'roulette', 'blackjack', 'baccarat', 'slots',
      'parlay', 'parlays', 'punters', 'gambling', 'bingo', 'keno', 'powerball', 'euromillions', 'scratchers',
      'accumulator', 'acca',
    ],
    hints: [...SAFER_GAMBLING, 'sweepstakes', 'gamble', 'bet', 'odds', 'spins', 'spin', 'stake', 'payout', 'draw', 'reels', 'racing', 'tickets', 'win', 'winners', 'bonus', 'boosts', 'punt'],
  },
  'real-money-gaming': {
    phrases: [
      'fantasy cricket', 'fantasy football', 'fantasy sports', 'fantasy team', 'fantasy league', 'daily fantasy',
      'create your team', 'play rummy', 'online rummy', 'rummy tournament', 'poker tournament', 'poker tournaments',
      'online poker', 'play poker', 'play and win', 'win real cash', 'cash contests', 'skill games', 'skill game',
      'game of skill', 'join contest', 'mega contest', 'teen patti', 'ludo cash', 'carrom cash', 'withdraw winnings',
      'real money games', 'real money gaming', 'join contests', FANTASY, DRAFT,
    ],
    keywords: [
      'rummy', 'poker', 'holdem', "hold'em", 'teenpatti', 'winnings', 'skill-based', 'instant withdrawal',
      'instant withdrawals', 'dream11', /\b(?:create|make|build|pick|choose)\s+your\s+(?:dream\s+)?(?:team|xi|11|lineup)\b/,
    ],
    // Phrases that also name hackathons, quizzes and finance ("cash prizes", "real money") only hint.
    hints: [
      'contest', 'contests', 'tournament', 'tournaments', 'leaderboard', 'cash', 'prize', 'ludo', 'players', 'withdraw',
      'win cash', 'real cash', 'real money', 'cash prize', 'cash prizes', 'entry fee', 'prize pool', 'dfs', ...SAFER_GAMBLING,
    ],
  },
  alcohol: {
    phrases: [
      'drink responsibly', 'enjoy responsibly', 'drinkaware', 'craft beer', 'single malt', 'happy hour', 'red wine',
      'white wine', 'sparkling wine', 'pale ale', 'gin and tonic', 'beer garden', 'on tap', 'alcohol content', 'tasting room',
      'wine tasting', 'whisky tasting', 'bottomless brunch', 'legal drinking age', 'pint of', 'drink and drive',
      'hard seltzer', 'triple distilled', 'double distilled',
    ],
    keywords: [
      'beer', 'beers', 'wine', 'wines', 'whisky', 'whiskey', 'vodka', 'gin', 'rum', 'tequila', 'lager', 'lagers', 'ale',
      'ales', 'cider', 'champagne', 'prosecco', 'bourbon', 'scotch', 'liquor', 'cocktail', 'cocktails', 'brewery',
      'distillery', 'winery', 'ipa', 'stout', 'mezcal', 'cognac', 'brandy', 'margarita', 'margaritas', 'mojito', 'mojitos',
      'sangria', 'alcohol', 'alcoholic', 'booze', 'abv', 'pints', 'merlot', 'chardonnay', 'rosé',
    ],
    hints: ['spirits', 'brew', 'brewed', 'bar', 'pub', 'cheers', 'drinks', 'bottle', 'hops', 'vineyard', 'sip', 'pint', 'malt', 'distilled', 'aged', 'seltzer', 'sláinte', 'vintage'],
  },
};

/** Near-miss phrases: blanked before scoring so their words do not count. */
export const MASKS: readonly string[] = [
  'poker face', 'poker-faced', 'root beer', 'ginger beer', 'ginger ale', 'birch beer', 'butter beer', 'butterbeer',
  'bitcoin style', 'bitcoin-like', 'bitcoin inspired', 'crypto style', 'crypto-like', 'crypto inspired', 'casino themed', 'casino style', 'casino royale',
  'wine coloured', 'wine colored', 'wine red', 'team spirit', 'spirit of', 'against all odds', 'at odds', 'odds and ends', 'you bet',
  'bet you', 'time slot', 'time slots', 'book a slot', 'book your slot', 'apple cider vinegar', 'scotch egg', 'scotch eggs',
  'scotch tape', 'token of', 'chocolate bar', 'candy bar', 'raise the bar', 'salad bar', 'protein bar', 'fantasy novel',
  'rum baba', 'rum cake', 'jackpot deals', 'jackpot savings', 'jackpot sale',
  'jackpot of savings', 'jackpot of deals', 'jackpot of discounts', 'jackpot of bargains', 'jackpot of offers', 'bitcoin orange', 'wine glass', 'wine glasses', 'wine rack', 'wine racks',
  'poker chips', 'playing cards', 'eth zurich', 'gamble with your', 'life is a lottery', 'postcode lottery of',
  'alcohol free', 'non alcoholic',
];

export interface ProductTerms {
  product: Product;
  category: DetectedCategory;
  /** Phrases and words that name the product; the first match in list order wins a tie. */
  terms: readonly Term[];
}

/** Most specific first: a lottery courier is named before a lottery, daily fantasy before poker. */
export const PRODUCT_TERMS: readonly ProductTerms[] = [
  { product: 'lottery-courier', category: 'gambling-lottery', terms: ['lottery courier', 'lottery tickets online', 'order lottery tickets', 'buy lottery tickets online', 'jackpocket'] },
  { product: 'prediction-markets', category: 'gambling-lottery', terms: ['prediction market', 'prediction markets', 'event contracts', 'event contract', 'kalshi', 'polymarket'] },
  { product: 'horse-racing', category: 'gambling-lottery', terms: ['horse racing', 'racecourse', 'racing tips', 'each way', 'grand national', 'kentucky derby', 'trifecta', 'exacta', 'horse', 'horses', 'racing'] },
  { product: 'sports-betting', category: 'gambling-lottery', terms: ['sports betting', 'sportsbook', 'bet builder', 'in-play betting', 'parlay', 'parlays', 'accumulator', 'acca', 'odds boost', 'enhanced odds', 'best odds', 'free bet', 'free bets', 'bonus bets', 'live odds', 'cash out', 'in-play', 'football', 'cricket', 'ipl', 'tennis', 'basketball', 'baseball', 'ufc', 'boxing', 'nfl', 'nba', 'premier league', 'super bowl', new RegExp(String.raw`\bbets?\s+on\s+(?:the\s+)?(?:${TEAM_SPORTS})\b`)] },
  { product: 'online-casino', category: 'gambling-lottery', terms: ['online casino', 'casino games', 'live casino', 'casino bonus', 'free spins', 'online slots', 'slot machine', 'slot machines', 'slots', 'roulette', 'blackjack', 'baccarat', 'casino', 'bingo', 'bingo room', 'jackpot room'] },
  { product: 'lottery', category: 'gambling-lottery', terms: ['national lottery', 'lottery ticket', 'lottery tickets', 'lotto draw', 'mega millions', 'powerball', 'euromillions', 'scratch card', 'scratch cards', 'scratchers', 'lottery', 'lotto', 'draws', 'tickets'] },
  { product: 'physical-venues', category: 'gambling-lottery', terms: ['casino resort', 'casino floor', 'card room', 'bingo hall', 'betting shop'] },
  { product: 'daily-fantasy-sports', category: 'real-money-gaming', terms: ['daily fantasy', 'fantasy cricket', 'fantasy football', 'fantasy sports', 'fantasy team', 'fantasy league', 'create your team', 'dfs', FANTASY, DRAFT] },
  { product: 'rummy', category: 'real-money-gaming', terms: ['rummy'] },
  { product: 'poker', category: 'real-money-gaming', terms: ['online poker', 'poker tournament', 'poker tournaments', 'texas holdem', "hold'em", 'holdem', 'poker'] },
];
