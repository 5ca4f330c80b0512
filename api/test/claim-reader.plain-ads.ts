// Plain ads for the claim reader's robustness check (api/test/claim-reader.test.ts): short and medium ads that make
// no forbidden claim and carry their market's lines, written for the check apart from the labelled creatives. The
// tuning ads are all long; a reader that weighs boilerplate ("18+ | BeGambleAware.org") or a brand line as a breach
// shows it here first (ADR 339, "word shapes").

/** By the category whose claim rules read them: each ad its lines, top to bottom. */
export const PLAIN_ADS: Record<string, string[][]> = {
  'gambling-lottery': [
    ['Northbank Bet', '18+ | BeGambleAware.org'],
    ['Northbank Bet', 'Book the summer trip', '18+ | BeGambleAware.org'],
    ['Northbank Bet', 'Back the Saturday treble', '18+ | BeGambleAware.org'],
    ['Northbank Bet', 'Price boosts on every Premier League match', '18+ | BeGambleAware.org | T&Cs apply'],
    ['Kestrel Sports', 'Live odds on the Ashes', '18+ | Take time to think | BeGambleAware.org'],
    ['Kestrel Sports', 'Bet on the big match this weekend', 'New customers only. 18+ | BeGambleAware.org | T&Cs apply'],
    ['Riverboat Bingo', 'Tuesday night bingo from 10p a ticket', '18+ | BeGambleAware.org'],
    ['Lakeside Lottery', 'Saturday draw: tickets on sale now', 'Must be 18+. Play responsibly.'],
    ['Summit Sportsbook', 'Same-game parlays on Sunday football', '21+ | Gambling problem? Call 1-800-GAMBLER'],
    ['Summit Sportsbook', 'New app, faster bet slips', '21+ | Gambling problem? Call 1-800-GAMBLER | NJ only'],
    ['State Lottery', 'Friday jackpot draw at 8pm', 'Must be 18 or older. Please play responsibly.'],
    ['Kestrel Sports', 'Cheltenham: best odds guaranteed on every race', '18+ | BeGambleAware.org | T&Cs apply'],
  ],
  'alcohol': [
    ['Harbour Gin', 'Gin and tonic on the terrace this summer', 'Please drink responsibly'],
    ['Harbour Gin', 'Distilled in Cornwall', 'Please drink responsibly'],
    ['Old Mill Brewery', 'Our new pale ale is here', 'Please enjoy responsibly. drinkaware.co.uk'],
    ['Old Mill Brewery', 'Brewed with English hops since 1890', '18+ only. Drink responsibly.'],
    ['Sunvalley Wines', 'A crisp rosé for Sunday lunch', 'Enjoy responsibly. 21+'],
    ['Copper Still Bourbon', 'Aged eight years in charred oak', 'Please drink responsibly. 21+'],
    ['Copper Still Bourbon', 'Holiday gift tins now in stores', 'Drink responsibly'],
    ['Mountain Pilsner', 'Crisp, clean, cold', 'Please drink responsibly. 21+'],
  ],
  'cryptocurrency': [
    ['Coinpath', 'Buy bitcoin from £10, fees shown upfront', 'Cryptoassets are high risk. Don’t invest unless you’re prepared to lose all the money you invest.'],
    ['Coinpath', 'Now with Apple Pay', 'Cryptoassets are high risk. Don’t invest unless you’re prepared to lose all the money you invest.'],
    ['Ledgerline', 'Trade 200 coins in one app', 'Crypto is volatile and you could lose money.'],
    ['Ledgerline', 'Set price alerts for bitcoin and ether', 'Crypto prices are volatile. Not FDIC insured.'],
    ['Harbourkey Wallet', 'Your keys, your coins', 'Crypto products are unregulated and can be risky.'],
    ['Sikkaghar', 'Start a crypto SIP from Rs 100', 'Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.'],
    ['Sikkaghar', 'Bitcoin aur ether ab UPI se', 'Crypto products and NFTs are unregulated and can be highly risky.'],
  ],
  'real-money-gaming': [
    ['Deckmaster Poker', 'Sunday main event, £50k guaranteed prize pool', '18+ | Licensed by the UK Gambling Commission | BeGambleAware.org'],
    ['Draftday', 'Build your NFL lineup for Sunday', '21+ | Gambling problem? Call 1-800-GAMBLER'],
    ['Draftday', 'New contests every week', '21+ | Terms apply'],
    ['Trivia Duels', 'Head-to-head quiz, £1 entry', '18+ | Licensed operator | T&Cs apply'],
  ],
};
