// Round eleven (ADR 234 "Round eleven"), money games and alcohol: the kinds of miss found on the eleventh blind split
// (twelfth-round.ts). A money game pitched to a school class: the whole class, the form, tutor or year group as the
// players, a class league or pool, the school bell as the deadline. Surrogate ads in India: a liquor-shelf brand word
// ("… Select") on music CDs or soda; the drinking age (25, or "legal drinking age") set as the audience of a CD, a
// concert or a soda in an ad that names no drink; water or soda sold as the partner of "every drink" under the same
// trusted name. And the responsible-drinking line, which a drink that plainly has no alcohol does not need: "contains
// no alcohol", "is alcohol-free", "none of the alcohol", an "Alcohol-free: 0.0% ABV" or "Soft drink, 0.0% ABV" label,
// a maker that brews alcohol-free beer only; unless the ad also states an alcoholic strength, or only mentions an
// alcohol-free choice. Near-misses borrow the words. Sentences written for this test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { describeClaimCases, fires, type ClaimCase } from './seed-rule-fires.fixture.js';

const CASES: ClaimCase[] = [
  {
    rule: 'rmg-appeal-to-minors', category: 'real-money-gaming', market: 'GB',
    fire: [
      'Challenge your whole class to a fantasy cricket mini-league.',
      'Start a tutor group pool: a pound each, winner takes all.',
      'Get your year group in on this weekend’s draft.',
      'Your form room against the one next door, £5 to enter.',
      'Lock in your picks before the school bell rings.',
      'Picks close before the bell on Friday.',
      'Even your form tutor couldn’t beat this lineup.',
      'Run a class sweepstake on the cup final.',
      'Year 10s: build your dream team for £1.',
    ],
    quiet: [
      'A world-class fantasy league. 18+ only.',
      'First class travel for the season’s top scorer.',
      'Pick the in-form group-stage strikers before kick-off.',
      'Masterclass: how to choose a captain.',
      'Boxing fantasy: lock your picks before the opening bell.',
      'Show your class at the card table.',
      'Year 10 of the league: thanks for playing. 18+',
      'Our tenth year running the office sweepstake.',
    ],
  },
  {
    rule: 'rmg-appeal-to-minors', category: 'real-money-gaming', market: 'IN',
    fire: ['पूरी क्लास के साथ फ़ैंटेसी लीग बनाओ।', 'Poori class ke saath league banao aur jeeto.', 'Class ke doston ko harao, ₹10 mein.'],
    quiet: ['फ़र्स्ट क्लास इनाम, सिर्फ़ 18+ के लिए।', 'Ekdum first class game, sirf 18+ ke liye.', 'World class rummy, 18+ only.'],
  },
  {
    rule: 'alcohol-in-surrogate-advertising', category: 'alcohol', market: 'IN',
    fire: [
      // The liquor shelf's "Select" as the maker of a CD or a soda.
      'Harbour Select music CDs, at every music store.',
      'Greyfield Select Club Soda: now in 600 ml.',
      // The drinking age as the audience of something that is not a drink.
      'Rooftop music nights in four cities. Entry for guests aged 25 and above.',
      'Collector’s edition CDs, for adults of legal drinking age only.',
      'Premium club soda. Only for those 25+.',
      'लाइव म्यूज़िक नाइट्स: सिर्फ़ 25 साल से ऊपर के मेहमानों के लिए।',
      // The same trusted name, sold as the partner of every drink.
      'वही जाना-पहचाना नाम, अब सोडा में: आपकी हर ड्रिंक का साथी।',
      'हर ड्रिंक का सच्चा साथी: वही भरोसेमंद नाम, अब पैकेज्ड पानी में।',
      'Wahi bharosemand naam, ab soda mein, har drink ke saath.',
      'The same trusted name, now in club soda, for every drink you pour.',
    ],
    quiet: [
      'Select music CDs at 20% off this week.',
      'Shop select glassware in our Diwali sale.',
      'Keep the spirit of jazz alive: jazz CDs at 40% off.',
      'The smooth spirit of Goa, in a Goa music festival pass.',
      'Live bands every Friday. Entry 18 and above.',
      'Under-25s get half-price passes to the music festival.',
      'Over 25 bands across three stages.',
      'Glass tumblers, set of 25, for caterers.',
      'Concert passes for ages 5 and above.',
      'गर्मी में ठंडा पानी: वही भरोसेमंद नाम, अब बड़ी बोतल में।',
      'हर कोल्ड ड्रिंक से ज़्यादा ताज़ा: वही नाम, अब नींबू सोडा में।',
      'The same trusted name, now in sparkling water: a fresh start to every day.',
      'Every drink on our menu comes with free mineral water.',
    ],
  },
  {
    // A requires rule: quiet means the requirement is met, here because the drink plainly has no alcohol.
    rule: 'alcohol-responsible-drinking', category: 'alcohol', market: 'GB',
    fire: [],
    quiet: [
      'Contains no alcohol. Best served over ice.',
      'Every bottle we make is alcohol-free.',
      'Our aperitif is 100% non-alcoholic.',
      'Non-alcoholic: 0.0% ABV.',
      'Alcohol-free (0.0% ABV), made in Kent.',
      'All of the bitterness, none of the alcohol.',
      'Soft drink, 0.0% ABV. Vegan.',
      'Hollin Brewing makes alcohol-free beer only.',
      'We only ever brew non-alcoholic ales.',
    ],
  },
  {
    rule: 'alcohol-responsible-drinking', category: 'alcohol', market: 'US',
    fire: [],
    quiet: ['This botanical aperitif contains zero alcohol.', 'Our whole range is completely alcohol-free.'],
  },
];

describeClaimCases(CASES);

describe('round eleven, a mention of alcohol-free drinks is not a drink without alcohol', () => {
  it.each([
    'Try our alcohol-free lager too.',
    'Our IPA is 5.2% ABV. Our new Zero is alcohol-free (0.0% ABV).',
    'Alcohol-free: 0.0% ABV. Also in the pack: our 4.5% ABV pale ale.',
    'Driving? Grab a non-alcoholic beer for the road, and a stout for later.',
    'No alcohol-free nonsense: proper 6% cider.',
    'Our cider is not alcohol-free: it is a proper scrumpy.',
    'The brunch menu is alcohol-free until noon, then the cocktails start.',
    'Our gin contains no alcohol-free botanicals, only the real thing.',
    'We don’t only sell alcohol-free beer: ask for the cask list.',
    'We serve alcohol-free cocktails only until 6pm.',
    'Soft drinks for the kids, and our 4% ABV shandy for you.',
  ])('the line is still missing in “%s”', (text) => expect(fires('alcohol-responsible-drinking', text, 'alcohol', 'GB')).toBe(true));
});
