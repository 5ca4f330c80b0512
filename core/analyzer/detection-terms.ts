// The words that say what an ad is about (DESIGN §6, category detection). Phrases weigh most, distinctive
// single words less, ambiguous words least; `masks` are near-miss phrases blanked out before scoring, so a
// "poker-face" lipstick or a root-beer float never counts as poker or beer. Terms are plain words: the
// detector adds word boundaries and lets spaces and hyphens vary ("sports-betting" = "sports betting").
import type { Product } from '../products.js';
import { HINDI_PRODUCT_TERMS, HINDI_TERMS } from './detection-terms-hindi.js';

/** A plain word or phrase, or a pattern for what words alone cannot say ("bet £10", "bet on the NFL"). */
export type Term = string | RegExp;

export interface CategoryTerms {
  /** Several words that name the category outright ("sports betting"): weight 3. */
  phrases: readonly Term[];
  /** A single word that rarely means anything else ("rummy"): weight 2. */
  keywords: readonly Term[];
  /** A single word that only hints at it ("odds"): weight 1. */
  hints: readonly Term[];
  /** Words that name the category only together ("club soda" with "malt"): weighed as `weight`. */
  together?: readonly TogetherCue[];
}

/** A cue of several parts, each a list of alternatives; it counts when every part is in the ad. */
export interface TogetherCue {
  label: string;
  weight: number;
  parts: readonly (readonly Term[])[];
  /** Words the ad must also say somewhere, even inside another cue; unlike a part, they are not used up. */
  beside?: readonly Term[];
}

const TEAM_SPORTS = String.raw`nfl|nba|mlb|nhl|ufc|football|soccer|cricket|ipl|tennis|golf|boxing|rugby|darts|snooker|(?:the\s+)?premier\s+league|champions\s+league|super\s+bowl|world\s+cup|march\s+madness|sports?|the\s+game|the\s+match|your\s+team|every\s+game`;
const SPORTS = String.raw`(?:${TEAM_SPORTS}|horses?|races?|the\s+derby)`;

/** Safer-gambling signposts appear in betting and in real-money gaming ads alike: they hint, never decide between them… */
const SAFER_GAMBLING = ['gamble responsibly', 'gamstop', '1-800-gambler', 'gambling problem', 'take time to think'];
/** …except the UK's betting signposts, which no money-game ad outside the UK carries: a keyword for gambling, a hint for games. */
const UK_SIGNPOSTS = ['be gamble aware', 'gamble aware', 'when the fun stops'];

/**
 * Colour prediction, "colour trading" and crash games for cash: India groups them with money games (issue 30),
 * so they lean real-money gaming even where "win 2x" and "payout" would hint at betting.
 */
const COLOUR_GAMES: readonly Term[] = [
  'colour trading', 'color trading', 'colour game', 'color game', 'colour prediction game', 'wingo', 'win go', 'big small game',
  'predict and win', 'predict & win', 'predict the colour', 'predict the color', 'predict the next colour', 'predict the next color',
  'cash out before the plane', 'cash out before it crashes', 'before the plane flies away',
  // Picking one of the game's colours: "Red, green or violet?"
  /\b(?:red|green|violet)\s*(?:,|or|and|\/)\s*(?:red|green|violet)\b(?:\s*(?:,|or|and|\/)\s*(?:red|green|violet)\b)?/,
  /\bpredict\s+(?:the\s+)?(?:colou?r|number|multiplier)s?\b/,
];

/**
 * A crash game said in other words: the multiplier climbing while you wait ("the multiplier keeps climbing",
 * "multiplier har second badhta hai", "मल्टीप्लायर बढ़ता है"). Alone it hints (a betting slip's multiplier grows too).
 */
const RISING_MULTIPLIER: readonly Term[] = [
  /\bmultipliers?\s+(?:[\p{L}\p{N}]+\s+){0,3}?(?:badhta|badhti|badhte|badhe|badh\s+raha|chadhta|chadhe|rises|rising|climbs|climbing|grows|growing|increases|increasing|goes\s+up|keeps\s+(?:going|rising|climbing|growing)|shoots\s+up|jumps|ticks\s+up)\b/u,
  /\b(?:rising|climbing|growing)\s+multipliers?\b/, /मल्टीप्लायर\s+(?:[\p{L}\p{M}\p{N}]+\s+){0,3}?(?:बढ़ता|बढ़ती|बढ़ते|बढ़े|चढ़ता)(?![\p{L}\p{M}])/u,
];
/** The moment the round ends: before the plane, jet or rocket flies off, crashes or blows up (English, Hinglish, Hindi). */
const CRASH_MOMENT = String.raw`(?:plane|jet|rocket|aeroplane|airplane|aircraft|chopper)`;
const BEFORE_IT_GOES: readonly Term[] = [
  new RegExp(String.raw`\bbefore\s+(?:(?:the|your|our)\s+${CRASH_MOMENT}|it)\s+(?:flies|fly|takes\s+off|blasts\s+off|lifts\s+off|crash(?:es)?|blows\s+up|explodes|bursts|vanishes|disappears)\b`),
  new RegExp(String.raw`\b(?:${CRASH_MOMENT}|jahaz|jahaj)\s+(?:ke\s+)?(?:udne|udd?\s+jaane|gayab\s+hone|phatne|fatne|crash\s+hone)\s+se\s+pehle\b`),
  /(?:प्लेन|जेट|रॉकेट|जहाज़?|विमान)\s+(?:के\s+)?(?:उड़ने|उड़\s+जाने|ग़ायब\s+होने|गायब\s+होने|फटने|क्रैश\s+होने)\s+से\s+पहले/u,
];
/** Taking the money out of the round: "cash out", "paisa nikal lo", "कैश आउट". */
const CASH_OUT: readonly Term[] = ['cash out', 'cashout', 'tap out', 'nikal lo', 'nikalo', 'nikaal lo', 'कैश आउट', 'निकाल लो', 'निकालो', 'निकाल लें'];
/**
 * Cashing out against the clock of a crash round is the crash game (real-money gaming, as India groups it), however
 * the plane or the multiplier is worded; cashing out alone is a betting hint, and a plane alone an airline's.
 */
const CRASH_GAMES: readonly TogetherCue[] = [
  { label: 'cashing out before the crash', weight: 3, parts: [CASH_OUT, [...BEFORE_IT_GOES, ...RISING_MULTIPLIER]] },
];

/** Trading signals sold as a group or channel whose members copy the calls: the crypto market's signal sellers. */
const SIGNAL_GROUP = /\bsignals?\s+(?:group|groups|channel|channels|chat|room|service|subscription|community|club)\b/;
/** Copying a trader's calls: "members copy our alerts", "mirror every trade", "har trade copy karo". */
const COPY_CALLS: readonly Term[] = [
  // The caller may be named, possessive and all: "copy our AI bot's calls", "mirror the desk's entries".
  /\b(?:copy|copies|copying|mirror|mirrors|mirroring|auto[\s-]*copy)\s+(?:our|my|his|her|their|the|every|each|all\s+(?:our|my))\s+(?:[\p{L}'’]+\s+){0,2}(?:trades?|alerts|calls|signals|entries|positions)\b/u,
  /\b(?:trades?|calls?|signals?|alerts?)\s+copy\s+(?:karo|karein|kariye|kijiye|kar\s+lo|karte)\b/,
];
const TRADING_SIGNALS = /\b(?:trading|crypto|coin|vip|pump|futures|leverage)\s+signals?\b/;
/** A channel or group only members see, where a seller's calls are posted: "the private channel", "our VIP group". */
const PRIVATE_CHANNEL = /\b(?:private|vip|premium|paid|members?['’]?(?:[\s-]+only)?|inner[\s-]+circle|telegram|discord)\s+(?:channel|group|chat|room|server|community)s?\b/;
/** A bot that does the trading: "the bot closes every trade", "opens and closes positions", "trades for you while you sleep". */
const BOT_TRADES = [
  /\b(?:opens?|opening|closes?|closing|places?|placing|executes?|executing|enters?|exits?)\s+(?:and\s+(?:opens?|closes?|exits?)\s+)?(?:a|every|each|all|your|the|its)?\s*(?:trades?|positions?)\b/,
  /\btrades?\s+(?:for\s+you|on\s+autopilot|24\/7|round\s+the\s+clock|while\s+you\s+sleep)\b/,
];

/** Daily fantasy: a fantasy team, league, contest or lineup, or drafting one. */
const FANTASY = /\bfantasy\s+(?:[\p{L}]+\s+)?(?:teams?|leagues?|contests?|entry|entries|picks?|sports?|cricket|football|kabaddi|basketball|baseball|hockey|soccer|points|lineups?)\b/u;
const DRAFT = /\bdraft\s+(?:your|my|a|an)\s+(?:[\p{L}\p{N}-]+\s+)?(?:team|lineup|squad|picks|xi)\b/u;

/** Seats in paid tournaments handed out as an offer ("five $10 tournament tickets"), not tickets to watch one. */
const TOURNAMENT_TICKETS = /(?:[$£€₹]\s*\d+\s+(?:tournament|contest)\s+tickets?\b|\btournament\s+tickets?\b(?=[\s\S]*\b(?:register|sign[\s-]*up|your\s+account|deposit|buy[\s-]*ins?)\b))/;

/** The bets of the racetrack, and betting "the races" or "the ponies" without an "on". */
const RACING_BETS = /\b(?:exactas?|trifectas?|superfectas?|quinellas?|quinielas?|tricasts?)\b/;
const BET_THE_RACES = /\b(?:bet|back|play)\s+(?:on\s+)?the\s+(?:races|ponies|horses|gee[\s-]*gees|nags)\b/;

/** Trading spread over many exchanges at once ("across 14 exchanges", "between the top exchanges"). */
const ACROSS_EXCHANGES = /\b(?:across|between|on|over)\s+(?:\d+\+?|two|three|four|five|six|multiple|several|many|all(?:\s+the)?|the)\s+(?:[\p{L}]+\s+)?exchanges\b/u;

/**
 * Words anywhere in an ad that also says one of the context words, before or after them (Latin script). The words
 * come first and the context is looked for around them: a lookbehind first would scan the text at every position.
 */
const beside = (words: string, context: string) =>
  new RegExp(String.raw`\b(?:${words})\b(?:(?=[\s\S]*\b(?:${context})\b)|(?<=\b(?:${context})\b[\s\S]*))`, 'u');
/** The same in any script: Devanagari's vowel signs, which \b does not count, belong to their word. */
const besideWords = (words: string, context: string) => {
  const word = (w: string) => String.raw`(?<![\p{L}\p{M}])(?:${w})(?![\p{L}\p{M}])`;
  return new RegExp(String.raw`${word(words)}(?:(?=[\s\S]*${word(context)})|(?<=${word(context)}[\s\S]*))`, 'u');
};

export const TERM_WEIGHTS = { phrase: 3, keyword: 2, hint: 1 } as const;

/**
 * Ludo and carrom are board games a family buys as well as money games: the game's name hints at real-money
 * gaming only in an ad that also speaks of cash, winnings, contests or an entry fee ("Ludo khelo, cash jeeto").
 */
const MONEY_IN_PLAY: readonly Term[] = [
  'cash', 'real money', 'winnings', 'contest', 'contests', 'prize pool', 'cash prize', 'cash prizes', 'entry fee', 'entry fees',
  // A paid entry ("entry from ₹5", "Rs 10 entry"), not an entry-level board or an award-winning one.
  /\bentry\s+(?:(?:from|sirf|only|just)\s+)?(?:[₹$£]|rs\.?\s*\d|\d)|(?:[₹$£]\s*|\brs\.?\s*)\d+\s+entry\b/,
  'withdraw', 'withdrawal', 'jeeto', 'jeeten', 'jeetein', 'jito', 'paise', 'paisa',
  'कैश', 'नकद', 'इनाम', 'जीतो', 'जीतें', 'जीतिए', 'पैसे', 'पैसा', 'विनिंग्स', 'कॉन्टेस्ट', 'एंट्री', 'निकासी',
];
/** In each script, as the plain hints were: "Ludo" and "लूडो" in one ad are two cues. */
const BOARD_GAMES_FOR_MONEY: readonly TogetherCue[] = [['ludo', 'carrom'], ['लूडो', 'कैरम']].map((names) => ({
  label: `${names.join(' or ')} beside money`, weight: TERM_WEIGHTS.hint, parts: [names], beside: MONEY_IN_PLAY,
}));

/** What an alcohol brand sells under its name where alcohol may not be advertised (surrogate advertising). */
const BRAND_EXTENSIONS = [
  'club soda', 'soda', 'packaged drinking water', 'golf classic', 'golf cup', 'golf open', 'tumbler', 'tumblers', 'music nights', 'music night',
  'म्यूज़िक नाइट्स', 'म्यूज़िक नाइट', 'गोल्फ़ क्लासिक', 'drinking water', 'mineral water', 'music cd', 'music cds', 'music cd\'s', 'cds',
  'music album', 'glassware', 'cd', 'cd collection', 'cassette', 'cassettes', 'playing cards', 'golf balls', 'club soda water',
  'music', 'music festival', 'music fest', 'edm', 'concert', 'concerts', 'gig', 'gigs', 'म्यूज़िक', 'म्यूजिक', 'संगीत',
  'bands', 'live bands', 'sessions', 'live sessions', 'dj night', 'dj nights',
  // A record of the brand's gigs: "… Unplugged", a live album, on vinyl.
  'album', 'albums', 'live album', 'vinyl', 'unplugged', 'एल्बम', 'decanter', 'decanters', 'barware',
  // Clothes and accessories carry a brand's name as well as any bottle.
  'apparel', 'clothing', 'clothing line', 'merchandise', 'merch', 'jacket', 'jackets', 't-shirt', 't-shirts', 'tees', 'caps', 'hoodies', 'deck of cards',
  'क्लब सोडा', 'सोडा', 'पैकेज्ड पेयजल', 'मिनरल वाटर', 'म्यूजिक सीडी', 'सीडी', 'कैसेट', 'जैकेट', 'टी-शर्ट', 'टीशर्ट', 'कपड़े', 'ताश',
  // Water and soda as Hindi ads transliterate them ("पैकेज्ड ड्रिंकिंग वॉटर"), and bottled or tonic water in English.
  'packaged water', 'bottled water', 'tonic water', 'soda water', 'पैकेज्ड ड्रिंकिंग वॉटर', 'पैकेज्ड ड्रिंकिंग वाटर', 'ड्रिंकिंग वॉटर', 'ड्रिंकिंग वाटर',
  'पैकेज्ड वॉटर', 'पैकेज्ड वाटर', 'मिनरल वॉटर', 'सोडा वॉटर', 'सोडा वाटर', 'टॉनिक वॉटर', 'टॉनिक वाटर', 'ग्लासवेयर', 'अनप्लग्ड', 'कॉन्सर्ट',
];
/** Barrels that hold no drink: a rain barrel, a gun's, a barrel of oil. */
const NOT_A_DRINKS_BARREL = String.raw`gun|rain|water|oil|tar|pork|pickle|flour|fish|powder`;
/** A drinking word beside the extension gives the brand away ("the spirit of malt", "from the makers of"). */
const DRINKING_CONTEXT = [
  'whisky', 'whiskey', 'malt', 'malts', 'scotch', 'spirit', 'spirits', 'cask', 'casks', 'barrel', 'barrels', 'peg', 'distillers',
  'distillery', 'distilleries', 'distiller', 'brewers', 'brewery', 'breweries', 'brand extension', 'brand extensions', 'large peg', 'from the bottle', 'on the rocks', 'makers of', 'blended', 'blenders', 'premium blend', 'daaru', 'व्हिस्की',
  'माल्ट', 'पेग', 'दारू', 'बैरल',
  // A brand built on its cask or barrel, written as one word ("Oakcask", "ब्लैकबैरल"): not a rain barrel or a gun's.
  new RegExp(String.raw`\b(?!(?:${NOT_A_DRINKS_BARREL})(?:barrel|cask))\p{L}{2,}(?:barrel|cask)s?\b`, 'u'),
  /(?<![\p{L}\p{M}])[\p{L}\p{M}]{2,}(?:बैरल|कास्क)(?![\p{L}\p{M}])/u,
];
/** Words alcohol brands are named with: with an extension product, a hint that adds up with others. */
const BRAND_LIKE = ['royal', 'imperial', 'reserve', 'stag', 'no. 1', 'no 1', 'signature', 'pride', 'premium', 'gold', 'black label', 'xxx'];
/**
 * Words that send the reader back to the drink's own look: its bottle, "the same bold spirit", its amber and
 * gold. Beside an extension product, the brand is being advertised, not the product.
 */
const LOOK_ALIKE: readonly Term[] = [
  /\bbottle\s+(?:you\s+)?(?:know|love|trust|recogni[sz]e|raise)\b/,
  /\b(?:the\s+)?same\s+(?:[\p{L}]+\s+){0,2}(?:spirit|label|logo)\b/u,
  /\b(?:amber|golden)\s+(?:and|&)\s+(?:gold|amber|black)\b/, 'non-alcoholic beverage', 'non alcoholic beverage', 'non-alcoholic drink',
  /(?:वही|वो\s+ही)\s+(?:[\p{L}\p{M}]+\s+){0,2}(?:बोतल|लेबल|नाम|अंदाज़?|भरोसा)/u, 'जाना पहचाना नाम',
  // The name the drinker already trusts, carried over: "the same trusted name", "wahi bharosemand naam".
  /\b(?:same|trusted|familiar)\s+(?:[\p{L}]+\s+){0,2}?name\b/u, /\b(?:wahi|vahi|wohi)\s+(?:[\p{L}]+\s+){0,2}?(?:naam|bottle|label|andaaz|andaz|bharosa)\b/u,
  // The bottle that belongs to a celebration: "the bottle at every party", "हर जश्न की बोतल".
  /\bbottles?\s+(?:at|of|for)\s+(?:every|each|your|the)\s+(?:celebration|party|toast|evening|occasion)s?\b/,
  /(?:जश्न|पार्टी|महफ़िल|महफिल|शाम|दावत)\s+(?:की|वाली)\s+बोतल/u,
];
/**
 * An age gate at 25, India's drinking age in several states: "entry 25+ only", "guests aged 25 and above", "सिर्फ़ 25+
 * के लिए". A car hire's "drivers aged 25" is no event; music nights, a record or soda kept from under-25s are the bar's.
 */
const DRINKING_AGE_25: readonly Term[] = [
  /\b(?:entry|entries|guests?|visitors|attendees|passes|admission|open\s+to|strictly)\s+(?:(?:for|of|is|are|only)\s+)?(?:guests\s+)?(?:aged\s+)?25\s*(?:\+|(?:years?\s+)?(?:and|&|or)\s+(?:above|over|older)\b|plus\b)/,
  /\b25\s*\+\s*(?:only|ke\s+liye|hi)\b/, /\bover\s+the\s+age\s+of\s+25\b/,
  /25\s*(?:\+\s*)?(?:वर्ष|साल)\s+(?:या\s+)?(?:उससे\s+)?(?:से\s+)?(?:अधिक|ऊपर|ज़्यादा|ज्यादा)/u, /25\s*\+\s*(?:ही|केवल|के\s+लिए)/u, /(?:केवल|सिर्फ़|सिर्फ)\s+25\s*\+/u,
];
/** Music alone is any concert's or any car stereo's; an age gate needs the brand's own nights, records or drinks. */
const PLAIN_MUSIC = ['music', 'म्यूज़िक', 'म्यूजिक', 'संगीत'];
/** Printable ASCII only: the Latin-script extensions, apart from the Devanagari ones. */
const isLatin = (term: string) => !/[^ -~]/.test(term);
/** Latin-script extensions as one alternation, longest first, for the patterns below. */
const EXTENSION = BRAND_EXTENSIONS.filter(isLatin).sort((a, b) => b.length - a.length)
  .map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, String.raw`[\s-]*`)).join('|');
const EXTENSION_HI = BRAND_EXTENSIONS.filter((e) => !isLatin(e)).join('|');
/**
 * The surrogate's own disclaimer: "this advertisement is for music CDs only", "यह विज्ञापन केवल क्लब सोडा के लिए है".
 * A shop's "offer valid on glassware only" is no such line.
 */
const ADVERT_FOR_EXTENSION_ONLY: readonly Term[] = [
  new RegExp(String.raw`\b(?:advertisement|advert|ad)\s+(?:is\s+)?(?:for|of|promotes)\s+(?:[\p{L}'’]+\s+){0,4}?(?:${EXTENSION})s?(?:\s*(?:,|and|&)\s*(?:[\p{L}'’]+\s+){0,3}?(?:${EXTENSION})s?)*\s+only\b`, 'u'),
  new RegExp(String.raw`विज्ञापन\s+(?:[\p{L}\p{M}]+\s+){0,2}?(?:केवल|सिर्फ़|सिर्फ|मात्र)\s+(?:[\p{L}\p{M}]+\s+){0,3}?(?:${EXTENSION_HI})(?![\p{L}\p{M}])`, 'u'),
];
/** Two extensions, and "only" them, closing a sentence: "Music CDs and glassware only." */
const EXTENSIONS_ONLY = new RegExp(String.raw`\b(?:${EXTENSION})s?(?:\s*(?:,|and|&)\s*(?:${EXTENSION})s?)+\s+only\s*(?:[.!?।]|$)`, 'u');
/** Drinkware beside another kind of extension (a CD, soda, golf, clothes): the bar a brand cannot name. */
const DRINKWARE = ['glassware', 'tumbler', 'tumblers', 'decanter', 'decanters', 'barware', 'whisky glasses', 'ice bucket', 'hip flask', 'hip flasks'];

const SURROGATES: readonly TogetherCue[] = [
  { label: 'an advertisement for a brand extension only', weight: 3, parts: [ADVERT_FOR_EXTENSION_ONLY] },
  { label: 'brand extensions, and only them', weight: 1, parts: [[EXTENSIONS_ONLY]] },
  { label: 'drinkware beside another brand extension', weight: 1, parts: [DRINKWARE, BRAND_EXTENSIONS.filter((e) => !DRINKWARE.includes(e))] },
  { label: 'brand extension with a drinking word', weight: 3, parts: [BRAND_EXTENSIONS, DRINKING_CONTEXT] },
  { label: "brand extension with the drink's look", weight: 3, parts: [BRAND_EXTENSIONS, LOOK_ALIKE] },
  { label: 'brand extension kept for the drinking age', weight: 3, parts: [BRAND_EXTENSIONS.filter((e) => !PLAIN_MUSIC.includes(e)), DRINKING_AGE_25] },
  // A record label sells CDs too: "the label you know" beside one only hints.
  { label: 'brand extension with a label you know', weight: 1, parts: [BRAND_EXTENSIONS, [/\b(?:label|logo)\s+(?:you\s+)?(?:know|love|trust|recogni[sz]e)\b/]] },
  { label: 'brand extension with an alcohol-like brand name', weight: 1, parts: [BRAND_EXTENSIONS, BRAND_LIKE] },
];

export const DETECTED_CATEGORIES = ['cryptocurrency', 'gambling-lottery', 'real-money-gaming', 'alcohol'] as const;
export type DetectedCategory = (typeof DETECTED_CATEGORIES)[number];

const ENGLISH_TERMS: Record<DetectedCategory, CategoryTerms> = {
  cryptocurrency: {
    phrases: [
      'crypto exchange', 'crypto wallet', 'crypto trading', 'trade crypto', 'buy crypto', 'sell crypto', 'buy bitcoin',
      'buy btc', 'sell bitcoin', 'trade bitcoin', 'bitcoin etf', 'digital assets', 'virtual digital assets',
      'crypto assets', 'crypto products', 'staking rewards', 'meme coin', 'meme coins', 'token sale', 'initial coin offering',
      'hardware wallet', 'seed phrase', 'crypto portfolio', 'web3 wallet', 'no regulatory recourse',
      'token presale', 'presale tokens', 'initial dex offering', 'initial exchange offering', 'connect your wallet', 'connect wallet',
      'claim your airdrop', 'yield farming', 'liquidity pool', 'crypto app', 'stake your tokens',
      /\b(?:token|coin|crypto)\s+(?:pre-?sale|launch|listing)\b/,
      /\bpre-?sale\s+(?:price|stage|round|ends|is\s+live)\b/,
      /\b(?:buy|buys|buying|bought|sell|trade|trading|invest\s+in|swap|hold|into)\s+(?:\d+\+?\s+)?(?:crypto(?:currenc(?:y|ies))?|bitcoins?|btc|eth|ethereum|altcoins|tokens|nfts|coins)\b/,
    ],
    keywords: [
      'bitcoin', 'btc', 'ethereum', 'eth', 'cryptocurrency', 'cryptocurrencies', 'crypto', 'cryptoasset', 'cryptoassets',
      'nft', 'nfts', 'altcoin', 'altcoins', 'dogecoin', 'doge', 'solana', 'xrp', 'usdt', 'usdc', 'stablecoin',
      'stablecoins', 'binance', 'coinbase', 'defi', 'satoshi', 'satoshis', 'memecoin', 'airdrop', 'staking', 'self-custody',
      'trading bot', 'trading bots', 'ico', 'ido', 'ieo', 'airdrops', 'tokenomics', 'metamask', 'shiba', 'altseason',
      'top gainer', 'top gainers', 'spot market', 'spot trading', 'perpetual futures', 'perps', 'memecoins', 'कॉइन', 'क्रिप्टो',
      // A bot named by what it trades: arbitrage, grid, DCA, sniper, copy-trading bots are the crypto market's.
      /\b(?:arbitrage|arb|grid|dca|sniper|mev|copy[\s-]*trading|auto[\s-]*trading)\s+bots?\b/, 'ट्रेडिंग बॉट', 'आर्बिट्राज बॉट',
      // Signals sold to copy: "VIP trading signals", "members copy our alerts".
      TRADING_SIGNALS, ...COPY_CALLS,
    ],
    // "Presale" and "100x" also sell concert tickets and camera zoom: hints.
    hints: [
      'blockchain', 'token', 'tokens', 'wallet', 'web3', 'coin', 'coins', 'mining', 'halving', 'hodl', 'ledger', 'etf', 'etfs',
      'apy', 'exchange', 'invest', 'presale', 'pre-sale', '100x', '1000x', 'whitelist', 'to the moon', 'listing', 'early investors', 'stake',
      // The market's own seasons and slang: "this cycle", "the last bull run", "small caps before the crowd".
      'this cycle', 'last cycle', 'next cycle', 'bull run', 'bull market', 'small caps', 'early buyers', 'altcoin season',
    ],
    together: [
      // A bot or arbitrage across many exchanges: what retail ads sell as "profit on every price gap" is crypto's.
      { label: 'a bot or arbitrage across exchanges', weight: 3, parts: [['bot', 'bots', 'arbitrage', 'बॉट'], [ACROSS_EXCHANGES]] },
      // A signals group or channel beside what its members do with the calls (not a messaging app's group).
      {
        label: 'a signals group with trades to copy', weight: 3,
        parts: [[SIGNAL_GROUP, 'सिग्नल ग्रुप', 'सिग्नल चैनल'], [...COPY_CALLS, 'stop loss', 'take profit', 'leverage', 'trades', 'trading', 'pips', 'profits']],
      },
      // A members-only channel whose calls are copied (a book club's channel shares reading lists, not calls).
      { label: 'a private channel with calls to copy', weight: 3, parts: [[PRIVATE_CHANNEL], COPY_CALLS] },
      // A bot that opens and closes the trades itself: a trading bot however it is named ("our AI bot").
      { label: 'a bot that trades', weight: 2, parts: [['bot', 'bots', 'robot', 'ai bot', 'बॉट'], BOT_TRADES] },
    ],
  },
  'gambling-lottery': {
    phrases: [
      'sports betting', 'online casino', 'win the jackpot', 'jackpot draw', 'mega jackpot', 'jackpot prize', 'jackpot slots', 'jackpot winner', 'jackpot winners',
      /\b(?:[£$€₹]\s*\d[\d,.]*\s*(?:k|m|bn|million|billion|lakh|crore)?\s+jackpot|jackpot\s+(?:of\s+)?[£$€₹]\s*\d)/, 'casino games', 'live casino', 'casino bonus', 'place a bet', 'place your bet',
      'place your bets', 'bet now', 'free bet', 'free bets', 'bonus bets', 'bet builder', 'free spins', 'slot machine',
      'slot machines', 'online slots', 'play slots', 'slot games', 'deposit match', 'scratch card', 'scratch cards',
      'lottery ticket', 'lottery tickets', 'lotto draw', 'mega millions', 'national lottery', 'each way', 'in-play betting',
      'best odds', 'enhanced odds', 'odds boost', 'progressive jackpot', 'horse racing', 'racing tips', 'prediction market',
      'event contracts', 'lottery courier', 'min odds', 'qualifying bet', 'bet credits', 'price boost', 'price boosts', 'boosted odds', 'lottery results',
      /\b(?:bet|punt)\s+(?:now|today|tonight|here|live|in\s+play|responsibly|smarter|with\s+us)\b/,
      new RegExp(String.raw`\bbets?\s+on\s+(?:the\s+)?${SPORTS}\b`),
      /\b(?:bet|stake|wager|deposit)\s*[£$€₹]\s*\d+/,
      /\b\d+\s*\/\s*\d+\s+odds\b/,
      // A slot described by its features: its wilds, reels and return to player.
      'sticky wilds', 'expanding wilds', 'cascading reels', 'ways to win', 'megaways', 'new slot', 'bonus buy', /\b\d{2}(?:[.,]\d+)?\s*%\s*rtp\b/,
      BET_THE_RACES,
    ],
    keywords: [
      'betting', 'bets', 'wager', 'wagers', 'wagering', 'sportsbook', 'bookie', 'bookmaker', 'bookmakers', 'casino',
      'casinos', 'lottery', 'lotteries', 'lotto', 'roulette', 'blackjack', 'baccarat', 'slots',
      'parlay', 'parlays', 'punters', 'gambling', 'bingo', 'keno', 'powerball', 'euromillions', 'scratchers',
      'accumulator', 'acca', 'accas', 'bet365', 'in play', 'rtp', 'wilds', ...UK_SIGNPOSTS,
      // The racetrack's own bets (pari-mutuel), however many: "exactas and trifectas".
      RACING_BETS,
    ],
    // "Jackpot", like "lucky" and "win", also names shops, clothes and sales: alone it is no gambling call.
    hints: [...SAFER_GAMBLING, 'jackpot', 'jackpots', 'sweepstakes', 'raffle', 'new customers', 'cash out', 'lucky draw', 'gamble', 'bet', 'odds', 'spins', 'spin', 'stake', 'payout', 'draw', 'reels', 'racing', 'tickets', 'win', 'winners', 'bonus', 'boosts', 'punt'],
  },
  'real-money-gaming': {
    phrases: [
      'fantasy cricket', 'fantasy football', 'fantasy sports', 'fantasy team', 'fantasy league', 'daily fantasy',
      'create your team', 'play rummy', 'online rummy', 'rummy tournament', 'poker tournament', 'poker tournaments',
      'online poker', 'play poker', 'play and win', 'win real cash', 'cash contests', 'skill games', 'skill game',
      'game of skill', 'join contest', 'mega contest', 'teen patti', 'ludo cash', 'carrom cash', 'withdraw winnings',
      'real money games', 'real money gaming', 'join contests', 'element of financial risk', 'daily winnings', 'easy winnings', 'colour prediction',
      'color prediction', 'aviator game', 'play aviator', 'crash game', 'cash games', 'ludo king of cash', 'play ludo and win',
      ...COLOUR_GAMES,
      /\bludo\s+(?:for|with)\s+(?:real\s+)?(?:cash|money)\b/, /\b(?:rummy|poker|ludo|carrom)\s+app\b/, FANTASY, DRAFT,
      // Poker's own words and pick'em fantasy: a game with a paid entry and a prize (seed/categories.json).
      /\b(?:pot|no|fixed)[\s-]*limit\s+(?:omaha|hold'?em|plo)\b/, /\bpoker\s+(?:festival|series|room|site|events?|satellites?|league|night\s+online)\b/, 'make your picks', "pick'em", 'pick em', 'player projections',
      /\bpick\s+(?:\p{N}+|two|three|four|five|six)\s+(?:to\s+(?:\p{N}+|three|four|five|six)\s+)?(?:players?|stats?)\b/u, 'salary cap', 'salary-cap',
      TOURNAMENT_TICKETS,
      // A crash round that ends when the plane or rocket goes: "before the rocket blows up".
      new RegExp(String.raw`\bbefore\s+(?:the|your|our)\s+${CRASH_MOMENT}\s+(?:flies\s+(?:away|off)|crash(?:es)?|blows\s+up|explodes|vanishes|disappears)\b`),
    ],
    keywords: [
      'rummy', 'poker', 'holdem', "hold'em", 'teenpatti', 'winnings', 'skill-based', 'instant withdrawal',
      'instant withdrawals', 'dream11', 'my11circle', 'winzo', 'zupee', 'rummycircle', 'pokerbaazi',
      /\b(?:create|make|build|pick|choose)\s+(?:your|my|a)\s+(?:dream\s+|[\p{L}]+\s+){0,2}(?:team|xi|11|lineup)\b/u,
    ],
    // Phrases that also name hackathons, quizzes and finance ("cash prizes", "real money") only hint.
    hints: [
      'contest', 'contests', 'tournament', 'tournaments', 'leaderboard', 'cash', 'prize', 'players', 'withdraw',
      'win cash', 'real cash', 'real money', 'cash prize', 'cash prizes', 'entry fee', 'prize pool', 'prize pot', 'dfs', 'buy-in', 'buy-ins', 'satellites', 'satellite', 'gtd', 'guaranteed prize pool', 'freeroll', 'freerolls', 'late registration', 'omaha', ...SAFER_GAMBLING,
      ...UK_SIGNPOSTS, 'sign-up bonus', 'signup bonus', 'joining bonus', 'welcome bonus', 'aviator', 'upi', 'earn daily', 'win daily',
      ...RISING_MULTIPLIER,
    ],
    together: [...BOARD_GAMES_FOR_MONEY, ...CRASH_GAMES],
  },
  alcohol: {
    phrases: [
      'drink responsibly', 'enjoy responsibly', 'drinkaware', 'craft beer', 'single malt', 'happy hour', 'red wine',
      'white wine', 'sparkling wine', 'pale ale', 'gin and tonic', 'beer garden', 'on tap', 'alcohol content', 'tasting room',
      'wine tasting', 'whisky tasting', 'bottomless brunch', 'legal drinking age', 'pint of', 'drink and drive',
      'hard seltzer', 'triple distilled', 'double distilled', 'on the rocks', 'raise a glass', 'bottoms up', 'blended whisky',
      'large peg',
    ],
    keywords: [
      'beer', 'beers', 'wine', 'wines', 'whisky', 'whiskey', 'vodka', 'gin', 'rum', 'tequila', 'lager', 'lagers', 'ale',
      'ales', 'cider', 'champagne', 'prosecco', 'bourbon', 'scotch', 'liquor', 'cocktail', 'cocktails', 'brewery',
      'distillery', 'winery', 'ipa', 'stout', 'mezcal', 'cognac', 'brandy', 'margarita', 'margaritas', 'mojito', 'mojitos',
      'sangria', 'alcohol', 'alcoholic', 'booze', 'abv', 'pints', 'merlot', 'chardonnay', 'rosé',
    ],
    hints: ['spirits', 'brew', 'brewed', 'bar', 'pub', 'cheers', 'drinks', 'bottle', 'hops', 'vineyard', 'sip', 'pint', 'malt', 'distilled', 'aged', 'seltzer', 'sláinte', 'vintage', 'cask', 'peg'],
    together: SURROGATES,
  },
};

const merged = (a: CategoryTerms, b: CategoryTerms): CategoryTerms => ({
  phrases: [...a.phrases, ...b.phrases],
  keywords: [...a.keywords, ...b.keywords],
  hints: [...a.hints, ...b.hints],
  together: [...(a.together ?? []), ...(b.together ?? [])],
});

/** English, then Hindi in Devanagari and in Latin script (detection-terms-hindi.ts). */
export const CATEGORY_TERMS = Object.fromEntries(
  DETECTED_CATEGORIES.map((slug) => [slug, merged(ENGLISH_TERMS[slug], HINDI_TERMS[slug])]),
) as Record<DetectedCategory, CategoryTerms>;

/** "Zero alcohol", "alcohol-free", "no alcohol", "शराब नहीं", in any of the ways ads write them. */
const NEGATED_ALCOHOL: readonly Term[] = [
  'alcohol free', 'alcoholfree', 'non alcoholic', 'nonalcoholic', 'zero alcohol', 'no alcohol', 'without alcohol', 'free from alcohol',
  'free of alcohol', 'contains no alcohol', 'alcohol 0.0', 'zero proof', /\bnot\s+a\s+(?:single\s+)?drop\s+of\s+(?:alcohol|booze)\b/, 'शराब नहीं', 'शराब मुक्त', 'बिना शराब', 'अल्कोहल फ्री', 'अल्कोहल नहीं',
  'sharab nahi', 'bina sharab', /\bshar(?:a|aa)b\s+(?:[\p{L}]+\s+){0,2}?(?:nahi|nahin)\b/u, /\bminus\s+the\s+(?:alcohol|booze)\b/,
  /\bvirgin\s+(?:mojitos?|coladas?|mary|marys|margaritas?|cocktails?|pi[nñ]a\s+coladas?)\b/, /(?<![\d.,])0(?:[.,][0-5]\d*)?\s*%\s*(?:alcohol|abv|alc|vol)\b/, /\b(?:abv|alcohol|alc)\s*(?:[:=]\s*)?(?:of\s+)?(?:under|below|less\s+than|no\s+more\s+than|up\s+to)?\s*0(?:[.,][0-5]\d*)?\s*%/, /\bnone\s+of\s+the\s+(?:alcohol|booze)\b/,
  // A spirit made to have none: "a zero-proof botanical spirit", "an alcohol-free gin".
  /\b(?:zero[\s-]*proof|alcohol[\s-]*free|non[\s-]*alcoholic|botanical)\s+(?:spirits?|gin|rum|whisk(?:e)?y|tequila|aperitifs?)\b/,
];

/**
 * A public allotment decided by lottery or draw: flats and plots of a housing scheme, school places, the US diversity
 * visa. A state lottery's ticket and prize are no allotment.
 */
const ALLOTMENT = String.raw`allot(?:s|ted|ting|ment|ments)?|allocation\s+of\s+(?:flats|homes|houses|plots|seats|places)|housing\s+(?:schemes?|board|authority|lottery|lotteries)|affordable\s+(?:homes|housing|flats)|awas\s+yojana|school\s+(?:places|admissions?)|admissions?\s+(?:lottery|lotteries|draw|ballot)|green\s+card|diversity\s+visa|dv\s+lottery`;
const ALLOTMENT_HI = String.raw`आवंटन|आवंटित|अलॉटमेंट|आवास\s+योजना|भूखंड|भूखंडों|दाखिला|दाखिले|दाख़िला|दाख़िले|एडमिशन`;

/**
 * Staking on yourself, an idiom of sports shops, coaching and courses: on yourself, your bat, your skill or your hard
 * work ("apne bat pe bet lagao", "khud pe daav lagao", "अपने हुनर पर दांव लगाइए", "bet on yourself"). Not your team or
 * a player: that is a bet.
 */
const OWN_THINGS = String.raw`aap|bat|balla|balle|skills?|talent|hunar|mehnat|mehanat|kaabiliyat|kabiliyat|taiyari|tayyari|preparation|sapne|sapno|dum|jazba|game|khel|form|fitness|training|haath`;
const STAKE_VERB = String.raw`(?:bet|daav|daao|dao|dav|daanv)\s+(?:lagao|lagaao|lagaiye|lagayein|lagaen|lagaye)`;
const STAKE_ON_YOURSELF: readonly Term[] = [
  new RegExp(String.raw`\b(?:(?:apne|apni|apna)\s+(?:${OWN_THINGS})|khud|khudh|swayam)\s+(?:pe|par|per)\s+(?:hi\s+)?${STAKE_VERB}\b`, 'u'),
  /(?:अपने|अपनी|अपना|ख़ुद|खुद|स्वयं)\s+(?:(?:आप|बल्ले|बल्ला|हुनर|मेहनत|काबिलियत|क़ाबिलियत|प्रतिभा|टैलेंट|स्किल|स्किल्स|तैयारी|सपनों|सपने|खेल|जज़्बे|जज्बे)\s+)?(?:पे|पर)\s+(?:ही\s+)?(?:दांव|दाँव|बेट)\s+(?:लगाओ|लगाएं|लगाएँ|लगाइए|लगाइये|लगाना)(?![\p{L}\p{M}])/u,
  /\bbet\s+on\s+(?:yourself|your\s+own\s+(?:[\p{L}]+\s+)?(?:game|skills?|talent|bat|abilit(?:y|ies)|form|training|hard\s+work))\b/u,
];

/** The table's words as a product's name or slogan: "Rouge Roulette", "place your bet on red", a Teen Patti weave. */
const TABLE_WORDS = String.raw`casino|jackpot|poker|roulette|blackjack|vegas|high[\s-]+stakes?|high[\s-]+roller|teen\s*patti|place\s+(?:your|a)\s+bets?|bet\s+on\s+(?:red|black)`;
/** What a scent, make-up or clothes ad sells. */
const BEAUTY_AND_FASHION = String.raw`eau\s+de\s+(?:parfum|toilette)|fragrances?|perfumes?|scents?|colognes?|lipsticks?|nail\s+(?:polish|colou?rs?)|mascara|eyeshadows?|dress(?:es)?|blazers?|collection|silk|shoes|sneakers|handbags?|jewell?ery|fashion|outfits?|shop\s+the\s+drop|knitwear|lookbook|sarees?|saris?|lehengas?|kurtas?|handloom|weaves?`;

/**
 * A chess open's or a school olympiad's players, prizes and entry fee are not a money game's. Not a quiz: paid
 * trivia duels for a prize pool are one (a tuning ad).
 */
const EVENT_HINTS = String.raw`players?|prizes?|prize\s+(?:money|fund|pool)|cash\s+prizes?|tournaments?|contests?|entry\s+fees?|leaderboards?`;
const MIND_SPORTS = String.raw`chess|fide|arbiters?|grandmasters?|hackathons?|spelling\s+bee|olympiads?|debating|robotics`;

/** "Happy hour" borrowed by a pharmacy, a café or a salon: their own goods beside it, not drinks. */
const NOT_A_BAR = String.raw`flu|covid|vaccines?|vaccinations?|immuni[sz]ations?|jabs?|pharmac(?:y|ies|ist|ists)|clinics?|dental|check[\s-]*ups?|coffee|lattes?|espresso|boba|smoothies?|ice\s+cream|froyo|donuts?|doughnuts?|spa|salon|manicures?|pedicures?|massages?|gym|car\s+wash`;

/**
 * A maker that says it makes nothing with alcohol ("brews alcohol-free beer only", "we only brew non-alcoholic",
 * "an alcohol-free brewery"): its beer and IPA are not alcohol. An alcohol-free version of a beer brand's beer,
 * without that statement, stays alcohol (the surrogate of round two).
 */
const ALCOHOL_FREE = String.raw`alcohol[\s-]*free|non[\s-]*alcoholic|zero[\s-]*(?:alcohol|proof)|0[.,]0\s*%?`;
// "Alcohol-free beer only" (not "only £2", "only at Tesco"), "we only brew non-alcoholic", "nothing but alcohol-free".
// Not "100% alcohol-free": a beer brand's 0.0 says it too.
const ONLY_ALCOHOL_FREE = String.raw`(?:${ALCOHOL_FREE})\s+(?:[\p{L}]+\s+){0,2}only\b(?!\s*(?:[£$€₹\d]|(?:at|in|on|from|for|until|till|while|this|today)\b))|\bonly\s+(?:ever\s+)?(?:brews?|brewed|makes?|made|sells?|distils?|distills?|distilled)\s+(?:[\p{L}]+\s+)?(?:${ALCOHOL_FREE})|\b(?:nothing\s+but|exclusively)\s+(?:${ALCOHOL_FREE})|(?:${ALCOHOL_FREE})\s+(?:brewery|breweries|brewers?|brew\s+co|distillery|distillers?|bar|pub)\b`;
const DRINK_WORDS = String.raw`beers?|ipas?|lagers?|ales?|stouts?|pilsners?|porters?|ciders?|brew|brews|brewed|brewing|brewery|breweries|brewers?|hops|pints?|spirits?|gin|wines?|abv`;

/** A shop's discount: "40% off", "at checkout", a clearance. Its "jackpot weekend" and prize wheel are a sale's. */
const RETAIL_DISCOUNT = String.raw`\d+\s*%\s*off|off\s+(?:all|every|selected|everything)|at\s+(?:the\s+)?checkout|clearance|storewide|sitewide|price\s+drops?|markdowns?`;
const SALE_GAMES = String.raw`jackpots?|bumper|spins?|spin\s+(?:the|our|a)\s+(?:[\p{L}]+\s+)?wheel|(?:prize|lucky|discount|savings)\s+wheel`;

/**
 * A party's casino: tables and wheels as props, money that is not money, a wedding function, a hire service. The
 * game's words there are decoration. (Play money alone is no context: online poker offers play-money tables.)
 */
const PARTY_CASINO = String.raw`casinos?|vegas|roulette|blackjack|craps|baccarat|croupiers?|dealers?|monte\s+carlo|(?:poker[\s-]+)?chips`;
const PARTY_CONTEXT = String.raw`(?:prop|props|mock|toy|replica|dummy|fake)\s+(?:casino|roulette|blackjack|poker|craps|baccarat)|(?:fun|pretend|toy|prop|fake)[\s-]+money|sangeet|mehndi|mehendi|haldi|for\s+hire|(?:party|event|wedding)\s+hire|hire\s+(?:our|a|the)|`
  // A "fun casino" (the party trade's name for it), tables for weddings and parties (not "for your birthday": an
  // online casino's treat), and stakes said not to be real.
  + String.raw`fun(?=[\s-]+casinos?\b)|for\s+(?:weddings?|parties|corporate\s+(?:events?|parties|functions)|functions|fundraisers?|(?:the\s+)?charity\s+(?:balls?|nights?|events?)|proms?)|no\s+real[\s-]+money`;

/** A snack named for the table or made for a poker night: crisps, popcorn, dips, a sharing bag. */
const SNACK_FOOD = String.raw`crisps|popcorn|nachos|tortilla\s+chips|pretzels|crackers|dips|salsas?|sharing\s+bags?|seasonings?|(?:crisps|snacks?)\s+aisle`;
/**
 * A dish named after the table: "the Blackjack Burger", "Roulette Pizza", "Casino Fries". Once the menu names one,
 * the game's words in the ad are the dish's ("21 toppings, no bust"). The dish must follow the name: a casino that
 * also has a diner is still a casino.
 */
const DISHES = String.raw`burgers?|cheeseburgers?|sliders?|pizzas?|fries|hot\s+dogs?|sandwich(?:es)?|milkshakes?|shakes|sundaes?|tacos?|burritos?|wings|pancakes?|waffles?|platters?|curry|biryani|thali|kebabs?|dosa|noodles`;
const DISH_NAMED_AFTER_THE_TABLE = String.raw`(?:casino|jackpot|poker|roulette|blackjack|vegas|high[\s-]+rollers?|baccarat|craps)[\s-]+(?:[\p{L}]+[\s-]+)?(?:${DISHES})`;

/** Coins collected, not traded: circulated or commemorative, in an album, of a reign, in proof finish. */
const COLLECTED_COINS = String.raw`circulated|uncirculated|commemorative|numismatic|numismatists?|albums?|proof\s+(?:finish|coins?|sets?)|mintage|mint\s+condition|coin\s+collect(?:ing|ors?|ion)|sovereigns?|bullion|hallmarked|pence|pennies|reign|coronation`;

/** A whole word in any script; a pattern somewhere in the ad (before the word or after it), or nowhere in it. */
const anyScriptWord = (w: string) => String.raw`(?<![\p{L}\p{M}\p{N}])(?:${w})(?![\p{L}\p{M}\p{N}])`;
const somewhere = (w: string) => String.raw`(?:(?=[\s\S]*(?:${w}))|(?<=(?:${w})[\s\S]*))`;
const nowhere = (w: string) => String.raw`(?![\s\S]*(?:${w}))(?<!(?:${w})[\s\S]*)`;
/**
 * A quiz said to be free ("free entry", "bilkul free", "मुफ़्त") and with no money left in it once "no entry fee" and
 * "not cash" are blanked: its win, play, daily and prize words are a promotion's. Paid trivia for cash keeps them.
 */
const QUIZ_GAME_WORDS = String.raw`win|wins|winning|winners?|play|plays|playing|prizes?|contests?|players?|daily|leaderboards?|jeeto|jeeten|jeetein|jito|jeetiye|khelo|khelein|kheliye|roz|inaam|inam|जीतो|जीतें|जीतिए|इनाम|ईनाम|खेलो|खेलें|खेलिए|रोज़|रोज`;
// The contexts start with their letters (no lookbehind first): they are looked for from every candidate word.
const MONEY_AT_STAKE = String.raw`(?:[₹$£€]|\brs\.?)\s*\d|\b(?:cash|paise|paisa|paisey|rupees?|rupaye|deposits?|withdraw\w*|winnings|real\s+money|entry\s+fees?|prize\s+(?:pool|money|pot))\b|कैश|पैसे|पैसा|रुपये|रुपए|नकद|जमा|निकासी`;
const FREE_QUIZ = new RegExp(
  anyScriptWord(QUIZ_GAME_WORDS) + somewhere(String.raw`\b(?:quiz|quizzes|trivia)\b|क्विज`)
    + somewhere(String.raw`\b(?:free|muft)\b|मुफ़्त|मुफ्त|निःशुल्क|नि:शुल्क|फ्री`) + nowhere(MONEY_AT_STAKE),
  'u',
);

/** Near-miss phrases: blanked before scoring so their words do not count. */
export const MASKS: readonly Term[] = [
  /\b(?:jackpot|bumper)\s+(?:of\s+)?(?:savings|deals?|discounts?|bargains|offers?|sale|prices|price\s+drops?)\b/,
  /\b(?:savings|price|deals?|discounts?|offers?|sale|shopping)\s+jackpot\b/,
  /(?:बचत|ऑफ़र|ऑफर|छूट|डील|सेल)\s+(?:का|की)\s+जैकपॉट/, /जैकपॉट\s+(?:सेल|ऑफ़र|ऑफर|छूट)/,
  'aviator sunglasses', 'aviator glasses', 'aviator jacket', 'aviator shades', 'presale tickets', 'ticket presale', 'concert presale',
  'music presale', 'exchange offer', 'exchange your old',
  // A shop's free-gift draw is a promotion, not a lottery.
  /\bwin\s+(?:a\s+|one\s+|your\s+)?free\s+(?!bets?\b|spins?\b|plays?\b|tickets?\b|entr(?:y|ies)\b)/,
  'poker face', 'poker-faced', 'root beer', 'ginger beer', 'ginger ale', 'birch beer', 'butter beer', 'butterbeer',
  'bitcoin style', 'bitcoin-like', 'bitcoin inspired', 'crypto style', 'crypto-like', 'crypto inspired', 'casino themed', 'casino style', 'casino royale',
  'wine coloured', 'wine colored', 'wine red', 'team spirit', 'spirit of', 'against all odds', 'at odds', 'odds and ends', 'you bet',
  'bet you', 'time slot', 'time slots', 'book a slot', 'book your slot', 'apple cider vinegar', 'scotch egg', 'scotch eggs',
  'scotch tape', 'token of', 'chocolate bar', 'candy bar', 'raise the bar', 'salad bar', 'protein bar', 'fantasy novel',
  'rum baba', 'rum cake', 'jackpot deals', 'jackpot savings', 'jackpot sale',
  'jackpot of savings', 'jackpot of deals', 'jackpot of discounts', 'jackpot of bargains', 'jackpot of offers', 'bitcoin orange', 'wine glass', 'wine glasses', 'wine rack', 'wine racks',
  // A party or a club's tournament borrows the words: casino night kits, a chess open with trophies.
  /\b(?:casino|vegas|poker)[\s-]+(?:night|party|theme[d]?)s?\b(?=[\s\S]*\b(?:party\s+kits?|decorations?|play[\s-]+money|party\s+supplies|props)\b)/,
  // A hall's or a party's theme: "casino-night theme décor", "a Vegas theme for the sangeet".
  /\b(?:casino|vegas|poker|monte\s+carlo)(?:[\s-]+night)?[\s-]+(?:themes?|themed|d[eé]cor)\b/,
  // Before the masks below blank "chess": the event's players, prizes and fees.
  beside(EVENT_HINTS, MIND_SPORTS), besideWords('खिलाड़ी|खिलाड़ियों|इनाम|ईनाम|टूर्नामेंट|प्रतियोगिता', 'शतरंज|चेस|फिडे'),
  // A board graded for tournaments is a board, not a contest: "tournament-grade carrom board", "competition-size".
  /\b(?:tournament|competition|championship|match)[\s-]+(?:grade|quality|size[d]?|standard|spec)\b/,
  // An idiom, not a wager: "the safest bet in town", "your best bet for brunch".
  /\b(?:the|a|your|our)\s+(?:safest|safe|best|smartest|smart|good|better|solid|easiest)\s+bet\b/,
  beside(String.raw`happy[\s-]+hours?`, NOT_A_BAR),
  // A maker of alcohol-free drinks only: the statement and its drinks' names.
  new RegExp(String.raw`${ONLY_ALCOHOL_FREE}|\b(?:${DRINK_WORDS})\b(?:(?=[\s\S]*(?:${ONLY_ALCOHOL_FREE}))|(?<=(?:${ONLY_ALCOHOL_FREE})[\s\S]*))`, 'u'),
  // Party goods printed with the game: "roulette-wheel tablecloth", "poker-chip napkins", "dice balloons".
  /\b(?:roulette|poker|casino|dice|slot[\s-]+machine|playing[\s-]+card)(?:[\s-]+(?:wheel|chip|table))?[\s-]+(?:napkins?|tablecloths?|table\s+covers?|garlands?|balloons?|banners?|decorations?|decor|props|cupcakes?|cakes?|costumes?|invitations?|cent(?:re|er)pieces?|plates|cups|confetti|bunting)\b/,
  // A party's casino, before the masks below blank its fun money and "no real money".
  beside(PARTY_CASINO, PARTY_CONTEXT),
  // An offer said not to be there: "no cash prizes", "no entry fee", "no real-money games included", "no gambling",
  // "prizes are goods, not cash"; and a party's casino said to involve none: "no actual gambling", "no real-money
  // gambling takes place", "no gambling or betting".
  /\b(?:no|not(?!\s+cash[\s-]*(?:in|out)\b)|without|zero|never\s+any)\s+(?:(?:real|actual|genuine)[\s-]+)?(?:real[\s-]+money|cash|money|entry|prizes?|gambling|betting|wagering|wagers|stakes?)(?:[\s-]+(?:or\s+)?(?:games?|prizes?|fees?|payouts?|play|involved|included|required|needed|gambling|betting|wagering|wagers|gaming|stakes?|takes\s+place))*\b/,
  // The same in Hinglish: "koi entry fee nahi", "bina deposit ke", "deposit nahi lagega".
  // ("koi bhi deposit karo", any deposit at all, is no negation.)
  /\b(?:koi\s+(?:bhi\s+)?(?:entry[\s-]+fees?|entry|fees?|deposit|paisa|paise|cash|charges?|registration\s+fees?)\s+(?:nahi|nahin|nhi)|bina\s+(?:kisi\s+)?(?:entry[\s-]+fees?|fees?|deposit|paisa|paise|cash|charges?|registration\s+fees?)(?:\s+ke)?)\b/,
  /\b(?:entry[\s-]+fees?|deposit|fees?|charges?)\s+(?:nahi|nahin|nhi)\b/,
  // A free quiz whose prizes are goods: its win, play and prize words are a promotion's, unless money is still in the ad.
  FREE_QUIZ,
  // The regulator's name is in every licensed GB gambling and poker ad alike: it tells neither apart.
  'gambling commission',
  /\bplay[\s-]+money\s+(?:chips|notes|cash)\b/,
  // Money that is not money ("£20,000 in play money", "fun-money chips"): its "in play" is no bet in play.
  /\b(?:play|fun|pretend|toy|fake|prop)[\s-]+money\b/,
  new RegExp(String.raw`\b(?:${NOT_A_DRINKS_BARREL})[\s-]+barrels?\b`),
  // A shop's "Jackpot Weekend" and its prize wheel beside a discount, a party's casino, a snack for poker night.
  beside(SALE_GAMES, RETAIL_DISCOUNT), beside(TABLE_WORDS, SNACK_FOOD),
  // A dish named after the table: the game's other words around it first, then the dish's name itself.
  beside(TABLE_WORDS, DISH_NAMED_AFTER_THE_TABLE), new RegExp(String.raw`\b${DISH_NAMED_AFTER_THE_TABLE}\b`, 'u'),
  // A coin collector's coins are no crypto: "circulated coins in an album", "पुराने सिक्कों का संग्रह".
  beside(String.raw`coins?`, COLLECTED_COINS), besideWords('सिक्के|सिक्कों|सिक्का', 'संग्रह|संग्रहकर्ता|संग्राहक|एल्बम|स्मारक|टकसाल'),
  // A scent, a lipstick, a dress or a saree named after the table: the words name the product, not a game.
  beside(TABLE_WORDS, BEAUTY_AND_FASHION),
  besideWords(String.raw`(?:तीन|टीन)\s+पत्ती|कैसीनो|कैसिनो|जैकपॉट|पोकर|रूलेट`, 'साड़ी|साड़ियाँ|साड़ियां|साड़ियों|कलेक्शन|बुनाई|लहंगा|लहँगा|लहंगे|कुर्ता|कुर्ते|कुर्तियाँ|ज्वेलरी|गहने|परफ्यूम|इत्र|फ़ैशन|फैशन|ड्रेस'),
  /\b(?:cold\s+brew|coffee|kombucha|nitro|soda|water|tea|espresso)\s+on\s+tap\b/, 'cold brew', 'nitro cold brew', 'coffee bar', 'espresso bar', 'juice bar', 'tea bar', 'snack bar', 'smoothie bar', 'brew coffee', 'home brew coffee',
  // "न पैसे, न दांव", "असली पैसे का कोई खेल नहीं": the money said not to be there.
  /(?:न|ना|नहीं|बिना|कोई)\s+(?:असली\s+)?(?:पैसे?|पैसा|दांव|दाँव|जुआ)(?![\p{L}\p{M}])/u,
  /(?:असली\s+)?पैसे?\s+(?:का|की|के)\s+(?:कोई\s+)?(?:खेल|दांव|दाँव)\s+नहीं/u,
  // Ludo and carrom as the family's board game, not a game for money.
  // The game's name first, then the context around it (as beside() does): a lookbehind first would scan the text at every position.
  beside('ludo|carrom', String.raw`board\s+games?|family|families|grandparents|grandma|grandpa`),
  /(?:लूडो|कैरम)(?:(?=[\s\S]*(?:परिवार|बोर्ड\s+गेम|दादी|दादा|नानी|नाना))|(?<=(?:परिवार|बोर्ड\s+गेम|दादी|दादा|नानी|नाना)[\s\S]*(?:लूडो|कैरम)))/u,
  // OCR may read a stray mark between the words ("chess ’ tournament").
  /\b(?:chess|quiz|hackathon|spelling\s+bee|debate|robotics|science|badminton|table\s+tennis)[\s\p{P}]+(?:[\p{L}]+[\s\p{P}]+)?(?:tournaments?|open|championships?|competitions?|contests?)\b/u,
  /\b(?:open|rapid|blitz|classical)\s+(?:rapid\s+|blitz\s+)?chess\b/,
  /\bpoker[\s-]+chips?\b/, 'eth zurich',
  // "Place your bets on the colour of the season".
  /\bplace\s+your\s+bets\s+on\s+(?:the\s+)?(?:colou?rs?|looks?|trends?|styles?|shades?)\b/,
  // A board game that borrows the table's words, and chips said to be worth nothing.
  /\b(?:poker|casino|roulette|blackjack|bingo|betting)(?:[\s-]+night)?[\s-]+board[\s-]+games?\b/, /\b(?:with\s+)?nothing\s+at\s+stake\b/, /\bno\s+(?:cash|monetary|real)\s+value\b/, 'gamble with your', 'life is a lottery', 'postcode lottery of',
  // A negated alcohol word is no alcohol cue ("zero sugar, zero alcohol"); a beer or gin beside it still is.
  ...NEGATED_ALCOHOL,
  // Tea, coffee, kombucha and kefir are brewed too ("kombucha brewed with live cultures"); a hard kombucha is not masked.
  /\b(?:(?<!hard\s)kombucha|kefir|tea|chai|coffee)\s+(?:(?:is|are)\s+)?(?:slow(?:ly)?[\s-]+|freshly\s+|small[\s-]+batch\s+)?(?:brewed|brews|brewing)\b/,
  // A flat, a plot or a school place allotted by lottery or draw: a public allocation, not a game of chance.
  beside(String.raw`lottery|lotteries|draw|draws|ballot|ballots`, ALLOTMENT), besideWords(String.raw`लॉटरी|लाटरी|ड्रॉ|ड्रा`, ALLOTMENT_HI),
  // Staking on yourself, your bat or your hard work: "khud pe bet lagao", "अपने हुनर पर दांव लगाइए".
  ...STAKE_ON_YOURSELF,
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
  { product: 'horse-racing', category: 'gambling-lottery', terms: ['horse racing', 'racecourse', 'racing tips', 'each way', 'grand national', 'kentucky derby', 'trifecta', 'exacta', 'horse', 'horses', 'racing',
    RACING_BETS, BET_THE_RACES, 'the races', 'race card', 'race cards', 'racecard', 'racecards', 'jockey', 'jockeys', 'thoroughbred', 'thoroughbreds', 'furlong', 'furlongs', 'handicapping', 'post time', 'the ponies',
    // The racetrack's pools by name: "win, place and forecast", "win/place", "place and show".
    /\bwin\s*(?:,|\/)\s*place\b|\bplace\s+(?:and|&|or)\s+show\b|\bwin\s+(?:and|&|or)\s+place\s+(?:bets?|markets?|odds|dividends?|pools?)\b/,
    ...HINDI_PRODUCT_TERMS['horse-racing']] },
  { product: 'sports-betting', category: 'gambling-lottery', terms: [
    // A tipster's or a former player's bets on the weekend's games: "his bets for every top-flight game".
    'striker', 'strikers', 'top-flight', 'fixture', 'fixtures', 'matchday', 'tipster', 'tipsters',
    /\bbets?\s+(?:for|on)\s+(?:every|each|all|this|the|today's|tonight's|the\s+weekend's)\s+(?:[\p{L}'’-]+\s+){0,2}(?:games?|match(?:es)?|fixtures?)\b/u,
    'sports betting', 'sportsbook', 'bet builder', 'in-play betting', 'parlay', 'parlays', 'accumulator', 'acca', 'odds boost', 'enhanced odds', 'best odds', 'free bet', 'free bets', 'bonus bets', 'live odds', 'cash out', 'in-play', 'bet slip', 'betslip', 'slip', 'longshot', 'price boost', 'super boost', 'boosted price', 'home win', 'kick-off', 'match winner', 'darts', 'snooker', 'fight night', 'heavyweight', 'esports', 'e-sports', 'streamers', 'champions league', /\bback\s+(?:your|the|a)\s+(?:[\p{L}]+\s+)?(?:team|side|squad|mains|favourites?|faves?|player|fighter)\b/u, 'boosted odds', 'price boosts', 'goalscorer', 'goalscorers', 'football', 'cricket', 'ipl', 'tennis', 'basketball', 'baseball', 'ufc', 'boxing', 'nfl', 'nba', 'premier league', 'super bowl', new RegExp(String.raw`\bbets?\s+on\s+(?:the\s+)?(?:${TEAM_SPORTS})\b`), ...HINDI_PRODUCT_TERMS['sports-betting']] },
  { product: 'online-casino', category: 'gambling-lottery', terms: ['online casino', 'casino games', 'live casino', 'casino bonus', 'free spins', 'online slots', 'slot machine', 'slot machines', 'slots', 'roulette', 'blackjack', 'baccarat', 'casino', 'bingo', 'bingo room', 'jackpot room', 'reels', 'progressive jackpot',
    // The casino's tables and dealers, and a "system" or "strategy" sold for one of its games (a sportsbook's "cash out"
    // says nothing against them).
    'live tables', 'table games', 'live dealers', 'real dealers', 'croupier', 'croupiers', /\b(?:blackjack|roulette|baccarat|craps)\s+tables?\b/,
    /\b(?:blackjack|roulette|baccarat|craps|slots?)\s+(?:systems?|strateg(?:y|ies)|methods?|formulas?|tricks?|hacks?)\b/, 'martingale', /\b(?:\d+p|[£$€]\s*\d+)\s+spins?\b/, /\bspin\s+for\s+(?:\d+p|[£$€]\s*\d+)/, /\bspin\s+(?:the\s+)?(?:[\p{L}]+\s+)?reels\b/u] },
  { product: 'lottery', category: 'gambling-lottery', terms: ['national lottery', 'lottery ticket', 'lottery tickets', 'lotto draw', 'mega millions', 'powerball', 'euromillions', 'scratch card', 'scratch cards', 'scratchers', 'lottery', 'lotto', 'draws', 'tickets', ...HINDI_PRODUCT_TERMS.lottery] },
  { product: 'physical-venues', category: 'gambling-lottery', terms: ['casino resort', 'casino floor', 'card room', 'bingo hall', 'betting shop'] },
  { product: 'daily-fantasy-sports', category: 'real-money-gaming', terms: ['daily fantasy', 'fantasy cricket', 'fantasy football', 'fantasy sports', 'fantasy team', 'fantasy league', 'create your team', 'dfs',
    'salary cap', 'salary-cap', "pick'em", 'pick em', 'draft a lineup', 'lineups lock', 'playing xi', 'vice-captain', 'vice captain',
    /\b(?:create|make|build|pick|choose)\s+(?:your|my|a)\s+(?:dream\s+|[\p{L}]+\s+){0,2}(?:team|xi|11|lineup)\b/u, /\bfantasy\b(?=[\s\S]*\b(?:contests?|draft(?:ing)?|lineups?|picks?)\b)/, /\b(?:playing\s+)?(?:xi|11|team)\s+(?:chuno|chunein|chuniye|banao|banaiye|lock\s+karo)\b/, FANTASY, DRAFT, ...HINDI_PRODUCT_TERMS['daily-fantasy-sports']] },
  { product: 'rummy', category: 'real-money-gaming', terms: ['rummy', ...HINDI_PRODUCT_TERMS.rummy] },
  { product: 'poker', category: 'real-money-gaming', terms: ['online poker', 'poker tournament', 'poker tournaments', 'texas holdem', "hold'em", 'holdem', 'omaha', 'poker', TOURNAMENT_TICKETS, ...HINDI_PRODUCT_TERMS.poker] },
];
