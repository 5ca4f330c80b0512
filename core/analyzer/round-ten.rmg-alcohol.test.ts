// Round ten (issue 30, ADR 234 "Round ten"), money games and alcohol: the kinds of miss found on the tenth blind split
// (eleventh-round.ts). Money worries (EMIs, instalments, loans, rent) said to be forgotten or over; the month's or the
// household's expenses met with ease, or a few hours of play set against them; players who no longer go to work; a
// drink for recovery after sport, one that puts back what the miles took, or one that settles the stomach; a drink
// handed to the driver, or drinking beside the road ahead and the windows down; heads turning, being noticed, the room
// coming to you; a liquor-shelf brand word ("… Reserve") named as the maker of a soda, the same trusted name beside a
// raised glass, a disclaimer saying what the ad is "for", a music album sold with glasses. And responsible-drinking lines
// as OCR reads small print: a space lost, a letter misread. Near-misses borrow the words. Sentences written for this
// test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { describeClaimCases, fires, type ClaimCase } from './seed-rule-fires.fixture.js';

const CASES: ClaimCase[] = [
  {
    rule: 'rmg-income-claims', category: 'real-money-gaming', market: 'IN',
    fire: [
      'कैरम खेलो, लोन की टेंशन भूल जाओ।',
      'Rummy khelo aur kiraye ki chinta bhool jao.',
      'Ludo khelo, EMI ki tension ko bye bolo.',
      'दोपहर में दो घंटे रमी, घर का बजट बिना टेंशन के।',
      'रोज़ाना दो घंटे, पूरे परिवार का ख़र्च।',
      'Mahine ka kharcha ab aaram se, bas raat ko do table rummy.',
      'ऑफ़िस जाना छोड़िए, घर से खेलिए।',
      'दफ़्तर के बजाय अब दिन भर लूडो।',
      'Kai players ne office jaana hi chhod diya.',
    ],
    quiet: [
      'अगर क़र्ज़ की चिंता है, तो पैसों के लिए न खेलें।',
      'कर्ज़ की टेंशन दूर करने के लिए कभी न खेलें।',
      'EMI की टेंशन में हों तो पैसे लगाकर न खेलें।',
      'Kisht ki tension ho to khelna band karein aur helpline par baat karein.',
      'घर के ख़र्च के पैसों से कभी न खेलें। 18+',
      'रोज़ दो घंटे से ज़्यादा न खेलें, घर का बजट पहले।',
      'ऑफ़िस जाने से पहले एक छोटा-सा गेम।',
      'Office jaate waqt metro mein ek quick game.',
    ],
  },
  {
    rule: 'rmg-income-claims', category: 'real-money-gaming', market: 'GB',
    fire: [
      'Forget the mortgage stress: your seat at the table is ready.',
      'Stop worrying about next month’s rent and join tonight’s tournament.',
      'Debt worries? Play three quick hands tonight.',
      'Two evenings a week covers the family’s monthly costs.',
      'Household costs, sorted: a few hands after tea does it.',
      'Plenty of our members don’t go into work any more.',
      'Half the leaderboard hasn’t been back to the office since spring.',
      'Instead of heading to work, he opens the app.',
      'Swapped the nine-to-five for the poker tables.',
    ],
    quiet: [
      'Worried about loans or bills? Do not play: call the National Gambling Helpline.',
      'Gaming won’t end your money worries.',
      'No deposit worries: withdrawals land in 24 hours.',
      'Play only when your monthly expenses are covered.',
      'We cover the transaction costs on every withdrawal.',
      'Never go to work tired: set a bedtime reminder in the app.',
      'Don’t go to the office without checking the leaderboard.',
      'Swap your commute scroll for a quick hand of poker.',
    ],
  },
  {
    rule: 'alcohol-health-claims', category: 'alcohol', market: 'GB',
    fire: [
      'A rehydration cider for after the five-a-side.',
      'Brewed to help aching muscles bounce back after the climb.',
      'Gives back all that the hills burned off.',
      'Replenish the salts you sweated out: our session lager.',
      'Our digestif calms a bloated belly after the feast.',
      'A dram to soothe a tickly throat.',
      'It helps rich Christmas dinners sit easier.',
      'Low in acidity and gentle on the stomach.',
    ],
    quiet: [
      'Cheers to every finisher: the race-day pint is on us.',
      'Rest your legs in our beer garden after the fell race.',
      'Recovery Road Brewery, est. 1998. Please drink responsibly.',
      'We put back what we take from the land: a tree for every cask.',
      'An after-dinner amaro, best served neat.',
      'Pairs well with a heavy Sunday lunch.',
      'Settle in by the fire with a glass of port.',
      'Easy on the wallet, big on flavour.',
      'Pet-friendly beer garden: water bowls at the bar.',
    ],
  },
  {
    rule: 'alcohol-health-claims', category: 'alcohol', market: 'IN',
    fire: ['रात के खाने के बाद एक पेग, हाज़मा दुरुस्त।', 'Khane ke baad ek chhota peg, pet bilkul halka.'],
    quiet: ['पेग के साथ खाना और भी बढ़िया लगता है।'],
  },
  {
    rule: 'alcohol-drink-driving', category: 'alcohol', market: 'GB',
    fire: [
      'Pass the driver a cold one and head for the coast.',
      'A tinnie for the driver, a tinnie for the navigator.',
      'Crack a lager in the driver’s seat.',
      'Sunroof open, roof down, beers cracked.',
      'The open road and a cold pint.',
      'Cans chilled, mountain road ahead.',
    ],
    quiet: [
      'Soft drinks for the driver, cider for the rest of the table.',
      'Designated driver? Pick one of our zero-alcohol lagers for the driver.',
      'Our delivery drivers bring the beer to your door.',
      'Road ahead closed? Stop at our pub for a pint.',
      'Our brewery is on the coast road: pop in for a pint.',
      'Windows open, sea breeze in, a glass of white on the terrace.',
    ],
  },
  {
    rule: 'alcohol-social-success', category: 'alcohol', market: 'GB',
    fire: [
      'One sip and heads turn all the way across the bar.',
      'All eyes follow you across the room.',
      'The gin that gets you noticed at every party.',
      'The cocktail that makes you the one to watch.',
      'Bring a bottle and see everyone drift over to you.',
    ],
    quiet: [
      'Every head turns to the stage when the band starts. Craft beer at the bar.',
      'Heads turn towards the screens at kick-off: two pints for £7.',
      'The bar comes to you: cocktail kits delivered to your door.',
      'Everyone comes to you for the recipe.',
      'Get your bar noticed: list it on our pub finder.',
      'Make your bar stand out with our branded glassware.',
    ],
  },
  {
    rule: 'alcohol-in-surrogate-advertising', category: 'alcohol', market: 'IN',
    fire: [
      'नई सोडा रेंज: सिल्वर क्राउन रिज़र्व की ओर से।',
      'Club soda by Eastern Crown Reserve.',
      'रिज़र्व क्लब सोडा, अब हर दुकान पर।',
      'हर जाम से जाम टकराने वाली शाम का वही नाम, अब पैकेज्ड पानी में।',
      'This creative promotes our music CDs and glassware.',
      'Apparel and music CDs only.',
      'ये विज्ञापन सिर्फ़ म्यूज़िक सीडी के लिए है।',
      'The anniversary album, on vinyl, plus two whisky tumblers.',
    ],
    quiet: [
      'पानी बचाएँ: रिज़र्व बैंक की ओर से जनहित में जारी।',
      'Spring water from Nilgiri Nature Reserve.',
      'Packaged drinking water from the Reserve Bank staff canteen.',
      'बिसलेरी सोडा: वही नाम, वही ताज़गी।',
      'गिलास में बर्फ़ और ठंडा सोडा: वही नाम जिस पर भरोसा है।',
      'ट्रैफ़िक जाम में भी ठंडा पानी साथ रखें: वही नाम, वही भरोसा।',
      'This ad is for our cooking classes.',
      'Music CDs, vinyl and posters at our store.',
      'Crystal tumblers and decanters: the gift shop at Hotel Orchid.',
    ],
  },
  {
    // A requires rule: quiet means the line is there. Small print as OCR reads it.
    rule: 'alcohol-responsible-drinking', category: 'alcohol', market: 'GB',
    fire: [],
    quiet: [
      'Pleaseenjoy responsibly.',
      'Please enjoy responsib1y.',
      'Enjoy resp0nsibly. 18+',
      'Please enjoy rcsponsibly.',
      'Please eniov responsibly.',
      'P1easeenjoy responsi bly.',
      'Please drink responsiblydrinkaware.co.uk',
      'For the facts: drlnkaware.co.uk',
      'For the facts: drinkavvare.co.uk',
    ],
  },
];

describeClaimCases(CASES);

describe('round ten, a responsible-drinking line misread is still not any line', () => {
  it.each([
    'Enjoy irresponsibly: bottomless brunch!',
    'Drink aware of the season: our winter ale is back.',
    'Take responsibility for great taste.',
    'Enjoy the responsibility of a great host.',
    'Sip slowly, savour every drop.',
  ])('the line is still missing in “%s”', (text) => expect(fires('alcohol-responsible-drinking', text, 'alcohol', 'GB')).toBe(true));
});
