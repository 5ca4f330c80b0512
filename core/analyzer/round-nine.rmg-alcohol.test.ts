// Round nine (issue 30, ADR 234 "Round nine"), money games and alcohol: the kinds of miss found on the eighth and ninth
// blind splits. Free tournament tickets, seats and entries handed out (or a sum "worth of" tickets waiting in the
// lobby) with no terms; play that covers a recurring bill, a car payment or the rent (an hour "turned into" the
// mortgage payment); a pub crawl as a feat (a drink in every pub, N bars and N pints, finishing the crawl); the whole
// room turning to you or wanting your number, never leaving a party alone, confidence that comes in a glass; a liquor
// brand's name on a tonic, on shot glasses or over a music gig ("… Rum presents", the same name now on another product,
// "not a liquor ad"). And a near-miss: "teen" in Hinglish is three ("teen din"), not teenagers. Sentences written for
// this test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { describeClaimCases, fires, type ClaimCase } from './seed-rule-fires.fixture.js';

const CASES: ClaimCase[] = [
  {
    rule: 'rmg-bonus-without-terms', category: 'real-money-gaming', market: 'GB',
    fire: [
      'New players get free satellite seats into Sunday’s main event.',
      '$30 worth of tourney tickets on your first login.',
      'Verify your account and three freeroll passes are waiting in your lobby.',
      'Naye players ko muft tournament passes, abhi download karo.',
      'नए खिलाड़ियों को मुफ़्त टूर्नामेंट टिकट।',
    ],
    quiet: [
      'Tournament tickets from £5 at the cashier. 18+.',
      'Free satellite seats for every new player. T&Cs apply.',
      'Free to watch: every final table streams live.',
      'Your seat at the final table is waiting.',
    ],
  },
  {
    rule: 'rmg-income-claims', category: 'real-money-gaming', market: 'US',
    fire: [
      'Our top players cover their rent with a couple of matches a week.',
      'A few hands after dinner takes care of the phone bill.',
      'Turn your lunch hour into your mortgage payment.',
      'Let tonight’s games pay the electricity bill.',
      'Do-teen game roz, aur gaadi ki kisht nikal jaati hai.',
      'शाम के दो गेम से बिजली का बिल भर जाता है।',
    ],
    quiet: [
      'Deposit with PayPal or a card; withdrawals in 24 hours.',
      'We cover the payment fees on every withdrawal.',
      'Turn your coffee break into a head-to-head match.',
      'Pay your entry fee with Apple Pay. 18+.',
      'हर महीने की किस्त आप भरें, आख़िरी किस्त हम देंगे।',
    ],
  },
  {
    rule: 'alcohol-excessive-drinking', category: 'alcohol', market: 'GB',
    fire: [
      'Eight bars, eight shots, one night.',
      'A pint at every pub on the high street before last orders.',
      'Every taproom, one dram: the Old Town whisky trail.',
      'Conquer the crawl: twelve taprooms, a stamp at each.',
      'Complete our bar crawl and win the T-shirt.',
      'Four kegs. No leftovers.',
    ],
    quiet: [
      'Crawl through history: a walking tour of the Roman baths.',
      'Ten pubs, one menu: Sunday roasts across the group.',
      'Find a pint of our pale ale in every pub in Kent.',
      'Every bar on the pier has a drink menu for designated drivers.',
      'Three pubs, three beer gardens, all dog-friendly. drinkaware.co.uk',
    ],
  },
  {
    rule: 'alcohol-social-success', category: 'alcohol', market: 'US',
    fire: [
      'Pour one and see the whole bar look your way.',
      'Suddenly the entire party is asking for your digits.',
      'Every stranger at the bar wants your number by midnight.',
      'The whole room turns the moment you order it.',
      'The rum for anyone who never leaves the club alone.',
      'Confidence, poured over ice.',
    ],
    quiet: [
      'The whole bar turns 50 this year: join us for cake.',
      'We’ll ask for your number at checkout to confirm you’re 21.',
      'The whole bar team will ask for your name at the door.',
      'Never walk home alone after a night out; book a ride.',
      'Buy with confidence: every bottle ships insured.',
      'Watch the bar staff pour a perfect Old Fashioned.',
    ],
  },
  {
    rule: 'alcohol-appeal-to-minors', category: 'alcohol', market: 'IN',
    fire: [],
    quiet: ['Teen din ka beach festival, DJ aur live music.', 'Hafte mein teen baar happy hour, sirf 25+ ke liye.'],
  },
  {
    rule: 'alcohol-in-surrogate-advertising', category: 'alcohol', market: 'IN',
    fire: [
      'Premium tonic water from Blue Heron Distillers.',
      'Wahi rum ka naam, ab ice cubes ke pack par.',
      'The single malt’s signature decanter shape, now as a table lamp.',
      'उसी रम की मशहूर बोतल का डिज़ाइन, अब आपके लैंप पर।',
      'Silver Fin Gin presents three nights of live bands by the lake.',
      'A golf day presented by Copper Leaf Whisky.',
      'Blue Moon Rum ki peshkash: teen raat live music.',
      'Comedy nights every Friday. This is not a liquor ad.',
      'Tidewater Rum has a new look in stores: the Tidewater glassware set.',
    ],
    quiet: [
      'Ginger beer and tonic water for your café, bulk orders welcome.',
      'A coastal gin from Marram Distillers: top it with an Indian tonic and a twist of lime.',
      'Crystal whisky glasses and crystal tumblers, set of six.',
      'Tonic water, soda and ginger ale: the mixer range from Kaveri Beverages.',
      'Same great name, now in a bigger pack: Kaveri filter coffee.',
      'Sunset Sessions at the lake: live bands, presented by Aqua Bank.',
      'We are not a liquor store: we sell glassware only.',
    ],
  },
];

describeClaimCases(CASES);

describe('round nine, the minors rules read Hinglish numbers', () => {
  it.each(['Teens love our cider.', 'The cider for teens.'])('alcohol still finds teenagers in “%s”', (text) =>
    expect(fires('alcohol-appeal-to-minors', text, 'alcohol', 'GB')).toBe(true));
  it('money games read “teen” as three in Hinglish', () =>
    expect(fires('rmg-appeal-to-minors', 'Teen din ka rummy utsav, sirf 18+ ke liye.', 'real-money-gaming', 'IN')).toBe(false));
});
