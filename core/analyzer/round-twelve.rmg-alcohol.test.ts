// Round twelve (ADR 234 "Round twelve"), money games and alcohol: the kinds of miss found on the twelfth blind split
// (thirteenth-round.ts). A money game sold in Hinglish or Hindi as money that multiplies ("paisa double", "pocket
// money x2", "double your pocket money") or as play that earns ("khelo aur kamao", "padho aur kamao", "X bhi, kamai
// bhi"); a school class or grade named as the players ("Class 9 to 12", "कक्षा 10"). A liquor brand's clothing line
// (T-shirts, hoodies, caps, "apparel range") dressed in drinking cues: a bottle opener, a toast in Hinglish ("cheers
// karo", "cheers wale"), a beer or whisky emoji. The drinker made the king, the hero or the life of the party, or all
// eyes on them, in Hinglish and Hindi (the social-success rule now reads Indian ads too); arriving single and leaving
// with a number or a date, the drink or the bar doing the flirting, the drink as a wingman. Driving after a drink in
// Hindi and Hinglish: a large, a peg or the party "के बाद" / "ke baad" and then the car, the highway or the steering;
// drinking ("पीकर") and then driving; unless the sentence says not to. Near-misses borrow the words. Sentences
// written for this test, apart from the ads.
import { describe, expect, it } from 'vitest';
import { describeClaimCases, fires, type ClaimCase } from './seed-rule-fires.fixture.js';

const CASES: ClaimCase[] = [
  {
    rule: 'rmg-income-claims', category: 'real-money-gaming', market: 'IN',
    fire: [
      // Money said to multiply.
      'Shaam ko do round khelo, paisa double.',
      'Apne paise double karo, sirf ₹20 se shuru.',
      'Ek game mein bachat dugna, try karo.',
      'Weekend special: pocket money x2.',
      'Double your pocket money with three quick rounds.',
      'जेब ख़र्च दोगुना, बस दो गेम में।',
      // Play (or study) that earns.
      'Weekend mein carrom khelo aur kamao.',
      'लूडो खेलो और पैसे कमाओ।',
      'क्विज़ खेलें और कमाएँ।',
      'मस्ती भी, कमाई भी!',
      'Game bhi, kamai bhi.',
      'Play and earn real cash on your lunch break.',
      'Learn, play & earn!',
    ],
    quiet: [
      'Double points weekend on every table. 18+',
      'Paise double hone ka koi shortcut nahi: yeh khel sirf manoranjan hai.',
      'पैसा डबल करने का कोई तरीका नहीं, सिर्फ़ मनोरंजन के लिए खेलें।',
      'Double XP on every ludo match this weekend.',
      'We double your first deposit up to ₹500. T&C apply.',
      'Double the fun with friends: ludo for four.',
      'Play and earn badges as you climb the leaderboard.',
      'Play to earn your seat at the grand final.',
      'Khelo aur seekho: har game ke baad tips.',
      'खेलो और जीतो इनाम, सिर्फ़ 18+।',
      'Refer karo aur kamao ₹50 bonus.',
      'Mazaa bhi, dosti bhi.',
    ],
  },
  {
    rule: 'rmg-appeal-to-minors', category: 'real-money-gaming', market: 'IN',
    fire: [
      'Class 8 se 12 tak ke liye quiz league.',
      'कक्षा 10 वालों के लिए ख़ास टूर्नामेंट।',
      'Std 9 aur 10 ke liye ₹5 ka contest.',
      '11th class walon ke liye special rummy table.',
      'Grade 11? Join the fantasy league.',
    ],
    quiet: [
      'First class rewards, for adults only. 18+',
      'World class carrom, 18+ only.',
      'Business class trip for the winner. 18+',
      'Class 1 prize: ₹500, sirf 18+ ke liye.',
      'Grade A support, 24x7. 18+',
      'Top 10 leaderboard, 18+ only.',
    ],
  },
  {
    rule: 'alcohol-in-surrogate-advertising', category: 'alcohol', market: 'IN',
    fire: [
      'Matching hoodies for the whole gang, with a free bottle opener.',
      'Nayi T-shirt range aa gayi: doston ke saath cheers karo.',
      'Yaaron ki cheers wali jackets, ab online.',
      'नई टी-शर्ट रेंज: दोस्तों के साथ चियर्स करो।',
      'Our apparel drop is live 🍻 Sizes S to XL.',
      'Caps and tees for Friday nights 🥃',
    ],
    quiet: [
      'Cheers! Our Diwali sale on kurtas and T-shirts ends Sunday.',
      'Matching T-shirts for the whole family this Holi.',
      'Bottle green hoodies, now in XL.',
      'Fan T-shirts: cheer your team on 🏏',
      'Stainless steel bottle openers, bulk packs for hotels.',
    ],
  },
  {
    rule: 'alcohol-social-success', category: 'alcohol', market: 'IN',
    fire: [
      'Ek sip lo aur mehfil ke hero bano.',
      'Is bottle ke saath tum party ki jaan ban jaoge.',
      'महफ़िल की जान बनो, बस एक गिलास के साथ।',
      'पार्टी का किंग वही, जिसके हाथ में ये बोतल।',
      'Sabki nazar sirf tum par, jab glass ho haath mein.',
      'सबकी नज़रें आप पर होंगी।',
    ],
    quiet: [
      'हर शाम की शान, हमारी प्रीमियम सोडा।',
      'Party ka playlist humne bana diya.',
      'Sab dekhenge match, ek saath, bade screen par.',
      'Mehfil ki shaan, wahi purana swaad.',
      'King size bottle, ab naye pack mein.',
    ],
  },
  {
    rule: 'alcohol-social-success', category: 'alcohol', market: 'GB',
    fire: [
      'Arrive alone, leave with a date.',
      'Walk in single and go home with someone new.',
      'Let our cocktails do the flirting for you.',
      'The only wingman you need is in this bottle.',
      'Be the king of the party with a round of shots.',
    ],
    quiet: [
      'Come alone or bring the team: quiz night every Tuesday.',
      'Leave with a number of new favourites from our tasting flight.',
      'Come single, leave with a gift bag of samples.',
      'Let the flavour do the talking.',
      'Our staff do the pouring, you do the relaxing.',
      'King of the grill: a smoky ale for barbecue season.',
    ],
  },
  {
    rule: 'alcohol-drink-driving', category: 'alcohol', market: 'IN',
    fire: [
      'दो पेग के बाद हाईवे पर निकल पड़ो।',
      'पार्टी के बाद गाड़ी उठाओ और घर तक ड्राइव।',
      'एक बियर पीकर लंबी ड्राइव का मज़ा।',
      'Ek large ke baad long drive, yahi hai asli weekend.',
      'Mehfil ke baad seedha steering pe, raat abhi baaki hai.',
    ],
    quiet: [
      'शराब पीकर गाड़ी न चलाएँ।',
      'पार्टी के बाद कैब बुक करें, गाड़ी नहीं।',
      'पार्टी के बाद ड्राइवर को बुलाइए।',
      'लंबी ड्राइव पर ठंडा पानी साथ रखें।',
      'Drink ke baad drive mat karo.',
      'Party ke baad cab lo, ghar safe pahuncho.',
    ],
  },
];

describeClaimCases(CASES);

describe('round twelve, the social-success rule reads Indian ads', () => {
  it('applies in India as in Britain and the US', () => {
    expect(fires('alcohol-social-success', 'One sip and you will be irresistible.', 'alcohol', 'IN')).toBe(true);
  });
});
