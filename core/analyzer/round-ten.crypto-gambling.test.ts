// Round ten (issue 30, ADR 234): the kinds of crypto and gambling miss found on the tenth blind split
// (eleventh-round.ts). Getting in early sold by a multiple (a presale, an IDO, an airdrop or the first buyers beside
// "40x", "twentyfold", "15 guna", "20 गुना"), in either order; the next crop of millionaires, millionaires being made,
// "you could be next"; riches a few taps away and the day job given an expiry date; a bill said to be due and a stake
// said to cover it in the next breath ("covers it", "takes care of that", "nikal aayega", "निकल आएगा"), and "why
// worry about the rent when the slots…"; matka's "fix" on an open, a close or a jodi, a number that "100% aayega", tips
// that "never miss". Near-misses borrow the words: leverage and speed as multiples, a documentary's millionaires, a
// daily fix of racing, results posted first. Sentences written for this test, apart from the ads.
import { describeClaimCases, type ClaimCase } from './seed-rule-fires.fixture.js';

const CASES: ClaimCase[] = [
  {
    rule: 'crypto-get-rich-quick', category: 'cryptocurrency', market: 'GB',
    fire: [
      'Everyone who bought the presale is now sitting on 40x.',
      'Twentyfold for the first buyers, and the listing is next month.',
      'Get whitelisted now: backers of our last IDO saw 25x in a week.',
      'Early adopters of our airdrop have seen their bags go 12x.',
      'The next wave of bitcoin millionaires starts here.',
      'Crypto is minting new millionaires every single day.',
      'Millionaires are being made on this chain right now.',
      'Thousands became crypto millionaires last cycle. You could be next.',
      'Financial freedom is just a couple of clicks away.',
      'Your desk job’s days are numbered.',
    ],
    quiet: [
      'Presale tokens unlock 30 days after listing; network fees apply.',
      'From listing day, trade it with up to 10x leverage.',
      'Our presale page now loads 3x faster.',
      'Airdrop claims close Friday; gas fees are 2x lower at weekends.',
      'Early-bird passes for the Bitcoin summit: 2 days, 40 speakers.',
      'How the first bitcoin millionaires were made: a documentary.',
      'Tax help for crypto millionaires and everyone else.',
      'Meet the next generation of crypto builders at our hackathon.',
      'Not making millionaires: just a simple, honest way to buy bitcoin.',
      'Your wallet is one tap away from the app store.',
    ],
  },
  {
    rule: 'crypto-get-rich-quick', category: 'cryptocurrency', market: 'IN',
    fire: [
      'Presale mein ghuso, listing ke baad 15 guna.',
      'प्री-सेल में आज खरीदिए, लॉन्च के बाद 20 गुना तक की उम्मीद।',
      'अगले क्रिप्टो करोड़पति आप हो सकते हैं।',
      'Agla crypto crorepati tum ho sakte ho.',
    ],
    quiet: ['लिस्टिंग के 30 दिन बाद टोकन अनलॉक होंगे।', 'नई लिस्टिंग पर 10 गुना तेज़ ट्रेडिंग।'],
  },
  {
    rule: 'gambling-easy-money', category: 'gambling-lottery', market: 'US',
    fire: [
      'Mortgage due on the 1st? A $20 bet could sort it.',
      'Car payment overdue? One lucky scratch card takes care of that.',
      'Behind on your bills? Our jackpots clear the lot.',
      'Why worry about the rent when the jackpot drops daily?',
    ],
    quiet: [
      'Rent due? Set a deposit limit before you spin. 21+',
      'Bills due? A single spin never covers them. Play for fun. 21+',
      'Your bills come first; one spin won’t cover them. 21+',
      'Why stress over the bills? Set a budget and play for fun.',
      'Rent day tomorrow: pay it first, then play. 21+',
    ],
  },
  {
    rule: 'gambling-easy-money', category: 'gambling-lottery', market: 'IN',
    fire: [
      'Rent due hai? Ek spin mein nikal aayega.',
      'Bijli ka bill baaki? Bas ek daav, bhar jayega.',
      'Kiraye ki tension kyun, jab slots roz pay karte hain?',
      'किराया बाकी है? एक स्पिन से निकल आएगा।',
      'बिल की टेंशन क्यों, जब जैकपॉट रोज़ गिरता है?',
    ],
    quiet: ['किराया बाकी है, एक स्पिन खेलो और मज़ा हो जाएगा।', 'Kiraya pehle bharo, khel baad mein. 18+'],
  },
  {
    rule: 'gambling-guaranteed-win', category: 'gambling-lottery', market: 'IN',
    fire: [
      'Kal ka open-close fix hai, abhi game lagao.',
      'Roz ka pakka fix, seedha aapke phone par.',
      'Fix single aur patti, subah 10 baje.',
      'Hamara number 100% aayega, bharosa rakho.',
      'Jodi kabhi miss nahi hoti, ek baar khelo.',
      'यह गेम 100% पास होता है।',
    ],
    quiet: [
      'Kalyan aur Main Bazar ke result sabse pehle yahan.',
      'Matka result live: open 3, close 7. 18+',
      'Fix your deposit limit before you play.',
      '100% welcome bonus up to ₹5,000. T&C apply.',
    ],
  },
  {
    rule: 'gambling-guaranteed-win', category: 'gambling-lottery', market: 'GB',
    fire: ['Our tips hit 100%, week after week.', '100% hit rate on every acca we post.', 'Our picks never miss.'],
    quiet: [
      'Your daily fix of racing, live from six tracks. 18+',
      'Fixed-odds betting on every race. 18+',
      'Never miss a tip: alerts on every race. 18+',
      'Fixed opening hours: 10am till late.',
    ],
  },
];

describeClaimCases(CASES);
