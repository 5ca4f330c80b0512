// The words of category detection in Hindi: Devanagari, and Hinglish (Hindi in Latin script, as Indian ads
// write it: "paise jeeto", "crypto mein invest"). Merged into CATEGORY_TERMS by detection-terms.ts and
// weighed the same way. Verbs come in the forms ads use (जीतें, जीतो, जीतिए); the detector's word boundaries
// count Devanagari vowel signs as part of a word, so जीत never matches inside जीतना.
import type { CategoryTerms, Term } from './detection-terms.js';

/** Win: a hint for both gambling and money games. */
const WIN = ['जीतें', 'जीतो', 'जीतिए', 'जीतिये', 'जीते', 'jeeto', 'jeeten', 'jeetein', 'jito'];
/** Fantasy, as Hindi ads spell it (with or without the nukta, ं or न्). */
const FANTASY = String.raw`(?:फ़?ैंटेसी|फ़?ैन्टेसी|फ़?ैंटसी|फंतासी)`;
/** The parts of a cricket match a bookie takes stakes on: an over, a ball, the toss, a wicket, a session, an innings. */
const MATCH_PART = String.raw`(?<![\p{L}\p{M}])(?:ओवर|गेंद|बॉल|टॉस|विकेट|सेशन|पारी|छक्के|छक्का)`;
/** Prize, reward. */
const PRIZE = ['इनाम', 'ईनाम', 'पुरस्कार', 'inaam', 'inam'];

export const HINDI_TERMS = {
  cryptocurrency: {
    phrases: [
      'क्रिप्टो में निवेश', 'बिटकॉइन खरीदें', 'बिटकॉइन ख़रीदें', 'क्रिप्टो खरीदें', 'क्रिप्टो ट्रेडिंग', 'क्रिप्टो एक्सचेंज', 'क्रिप्टो वॉलेट',
      'टोकन सेल', 'टोकन प्रीसेल', 'डिजिटल एसेट', 'डिजिटल एसेट्स', 'वर्चुअल डिजिटल एसेट',
      /\b(?:crypto|bitcoin|btc|token|coin)\s+(?:me|mein|main|mai)\s+(?:invest|nivesh|paisa\s+lagao|paise\s+lagao)/,
      /\b(?:bitcoin|crypto|btc|tokens?|coins?)\s+(?:kharido|khariden|khareedo|lo)\b/,
    ],
    keywords: [
      'क्रिप्टो', 'क्रिप्टोकरेंसी', 'क्रिप्टोकरंसी', 'बिटकॉइन', 'बिटकोइन', 'बिटक्वाइन', 'एथेरियम', 'इथेरियम', 'एनएफटी', 'स्टेकिंग',
      'एयरड्रॉप', 'प्रीसेल', 'डॉजकॉइन', 'ब्लॉकचेन',
    ],
    // Investment words also sell mutual funds: together they are one hint, not two.
    hints: ['टोकन', 'वॉलेट', 'एक्सचेंज', 'माइनिंग', 'कॉइन', 'सिक्के', /(?<![\p{L}\p{M}])(?:निवेश|रिटर्न|nivesh|munafa)(?![\p{L}\p{M}])/u],
  },
  'gambling-lottery': {
    together: [
      // A ticket and a draw, or a ticket and a crore prize: a lottery, however the ad names it.
      { label: 'ticket with a draw or a crore', weight: 3, parts: [['टिकट', 'टिकिट', 'ticket'], ['ड्रॉ', 'ड्रा', 'नतीजे', 'करोड़पति', 'करोड़', 'draw', 'result', 'results']] },
    ],
    phrases: [
      'दांव लगाएं', 'दांव लगाएँ', 'दाँव लगाएं', 'दाँव लगाएँ', 'दांव लगाओ', 'दाँव लगाओ', 'सट्टा मटका', 'सट्टा लगाएं', 'सट्टा लगाओ',
      'बेट लगाएं', 'बेट लगाओ', 'लॉटरी टिकट', 'ऑनलाइन कैसीनो', 'क्रिकेट सट्टा', 'satta matka',
      /(?:मैच|क्रिकेट|आईपीएल|टीम)\s+पर\s+(?:दांव|दाँव|सट्टा|बेट)/,
      // A stake on part of a match, as the Hinglish below: "हर ओवर पर दांव", "टॉस पे भाव लगाओ".
      new RegExp(String.raw`${MATCH_PART}\s+(?:पर|पे)\s+(?:(?:दांव|दाँव|सट्टा|बेट|भाव|पैसा|पैसे)(?![\p{L}\p{M}])|(?:लगाओ|लगाएं|लगाएँ|लगाइए)(?![\p{L}\p{M}]))`, 'u'),
      /\b(?:bet|daav|daao|dao|dav|satta|paisa|paise|bhaav|bhav|bhao)\s+lagao\b/,
      // "har over pe lagao", "match winner pe bhaav lagao": a stake on part of a match.
      /\b(?:over|ball|toss|match|team|session|innings|wicket|runs?|chhakka|six|winner|jeet)\s+(?:pe|par|per)\s+(?:(?:bhaav|bhav|daav|dao|paisa|paise|satta|bet)\s+)?lagao\b/, /\b(?:betting|satta|cricket|online\s+betting)\s+id\b/, /\bid\s+(?:banwao|banwaiye|banao|lo)\b/,
      /\blottery\s+(?:lagao|khelo|kharido)\b/,
    ],
    keywords: [
      'सट्टा', 'सट्टे', 'सट्टेबाजी', 'सट्टेबाज़ी', 'जुआ', 'जुए', 'लॉटरी', 'लाटरी', 'कैसीनो', 'कैसिनो', 'बेटिंग', 'मटका',
      'दांव', 'दाँव', 'satta', 'matka', 'sattebazi', 'sattebaazi', 'लकी ड्रॉ', 'ऑनलाइन ड्रॉ',
    ],
    // जैकपॉट, like "jackpot", also names sales and shops: a hint.
    hints: [...WIN, ...PRIZE, 'जैकपॉट', 'ड्रा', 'बोनस', 'ऑड्स', 'किस्मत', 'भाग्य', 'kismat'],
  },
  'real-money-gaming': {
    phrases: [
      'रमी खेलें', 'रमी खेलो', 'ऑनलाइन रमी', 'तीन पत्ती', 'टीन पत्ती', 'अपनी टीम बनाएं', 'अपनी टीम बनाएँ',
      'असली पैसे', 'असली कैश', 'पैसे जीतें', 'पैसे जीतो', 'नकद जीतें', 'कैश जीतें', 'कैश जीतो', 'खेलें और जीतें', 'खेलो और जीतो',
      'तुरंत निकासी', 'कलर प्रेडिक्शन', 'वित्तीय जोखिम', 'नकद इनाम', 'कलर ट्रेडिंग', 'रंग का खेल', 'रंग वाला गेम',
      // The colour game: "लाल, हरा या बैंगनी", "सही रंग चुनो".
      /(?:लाल|हरा|हरे|बैंगनी)\s*(?:,|या|और|\/)\s*(?:लाल|हरा|हरे|बैंगनी)/u, /सही\s+रंग\s+(?:चुनो|चुनें|चुनिए|चुनिये|बताओ|बताएँ|पहचानो)/u,
      // A fantasy team, league or contest: फैंटेसी कबड्डी टीम, फ़ैंटेसी लीग.
      new RegExp(String.raw`${FANTASY}\s+(?:[\p{L}\p{M}]+\s+)?(?:टीम|लीग|क्रिकेट|कबड्डी|फुटबॉल|फ़ुटबॉल|कॉन्टेस्ट|स्पोर्ट्स)`, 'u'), 'teen patti', 'khelo aur jeeto', 'khelo or jeeto', 'apni team banao',
      /\b(?:paise|paisa|paisey|cash|nakad|rupaye|rupees)\s+(?:jeeto|jeeten|jeetein|jito|kamao)\b/,
      /\bjeeto\s+(?:cash|paise|paisa|real\s+cash|₹\s*\d+|rs\.?\s*\d+)/,
      /\b(?:rummy|ludo|poker|teen\s*patti|carrom)\s+(?:khelo|kheliye|khelein)\b/,
      /\b(?:playing\s+)?(?:xi|11|team)\s+(?:chuno|chunein|chuniye|lock\s+karo)\b/,
      // The colour game in Hinglish: "colour predict karo", "sahi rang chuno" (not "sahi jawab chuno", a lesson's).
      /\b(?:colou?rs?|rang|number)\s+predict\s+(?:karo|karke|kar\s+ke|karein|karen|kijiye|kariye|karna|karte|kar\s+lo)\b/,
      /\bsahi\s+(?:colou?r|rang)\s+(?:chuno|chunein|chuniye|chun\s+lo|batao|bataiye|pehchano|pick\s+karo|choose\s+karo)\b/,
      /(?:रंग|कलर)\s+(?:प्रेडिक्ट|प्रिडिक्ट)\s+(?:करो|करें|करके|कीजिए|करिए)(?![\p{L}\p{M}])/u,
    ],
    keywords: ['रमी', 'रम्मी', 'पोकर', 'विनिंग्स', 'team banao', 'टीम बनाएं', 'टीम बनाएँ', 'टीम बनाओ', new RegExp(`(?<![\\p{L}\\p{M}])${FANTASY}`, 'u')],
    // लूडो and कैरम hint only beside money (BOARD_GAMES_FOR_MONEY in detection-terms.ts).
    hints: [
      ...WIN, 'खिलाड़ी', 'लीग', 'नकद', 'कैश', 'कॉन्टेस्ट', 'प्रतियोगिता', 'टूर्नामेंट', 'निकासी', 'khelo', 'roz',
      // Picking one of two colours in Hinglish ("Red ya green?") also sells a kurta: a hint.
      /\b(?:red|green|violet|laal|lal|hara|baingani)\s+(?:ya|aur)\s+(?:red|green|violet|laal|lal|hara|baingani)\b/,
    ],
  },
  alcohol: {
    phrases: [
      'जिम्मेदारी से पिएं', 'जिम्मेदारी से पिएँ', 'ज़िम्मेदारी से पिएं', 'ज़िम्मेदारी से पिएँ', 'पीकर गाड़ी न चलाएं', 'सिंगल माल्ट', 'daaru party',
      'patiala peg',
    ],
    keywords: [
      'शराब', 'बीयर', 'बियर', 'व्हिस्की', 'विस्की', 'वोदका', 'वाइन', 'दारू', 'मदिरा', 'ब्रांडी', 'स्कॉच', 'शैंपेन', 'daaru', 'daru', 'sharab',
      'sharaab',
    ],
    // रम is rum but also "absorbed" (मन रम गया): a hint only.
    hints: ['रम', 'माल्ट', 'पेग', 'चीयर्स', 'ठेका', 'peg'],
  },
} satisfies Record<string, CategoryTerms>;

/** The products as Hindi ads name them (a match bet, a fantasy league, रमी, पोकर). */
export const HINDI_PRODUCT_TERMS: Record<'horse-racing' | 'sports-betting' | 'daily-fantasy-sports' | 'rummy' | 'poker' | 'lottery', readonly Term[]> = {
  // Horse racing: घुड़दौड़, the horses' race, the jockey, the racecourse ("ghudaud", "ghodon ki race" in Hinglish).
  'horse-racing': [
    'घुड़दौड़', 'घुड़दौड़ों', 'घोड़ों की रेस', 'घोड़ों की दौड़', 'घोड़ा', 'घोड़े', 'घोड़ों', 'जॉकी', 'जॉकियों', 'रेसकोर्स', 'रेस कोर्स', 'हॉर्स रेसिंग', 'रेस',
    'ghudaud', 'ghudadaud', 'ghudaudd', 'ghode', 'ghodon', 'ghoda', 'ghodo ki race', 'ghodon ki race',
  ],
  // A bet on a match: क्रिकेट सट्टा, "हर गेंद पर दांव", the bookie's rates (भाव).
  'sports-betting': [
    'क्रिकेट', 'मैच', 'आईपीएल', 'फुटबॉल', 'फ़ुटबॉल', 'गेंद', 'भाव', 'cricket satta', 'match satta', 'bhaav', 'bhav',
    // A stake on part of a match, in Hinglish: "har ball pe", "toss pe".
    /\b(?:ball|over|toss|match|session|innings|wicket)\s+(?:pe|par|per)\b/, new RegExp(String.raw`${MATCH_PART}\s+(?:पर|पे)(?![\p{L}\p{M}])`, 'u'),
  ],
  // Fantasy by name, or picking a team of players for a contest: "टीम चुनें", "सात खिलाड़ी चुनें".
  'daily-fantasy-sports': [
    new RegExp(`(?<![\\p{L}\\p{M}])${FANTASY}`, 'u'),
    /(?<![\p{L}\p{M}])(?:टीम|खिलाड़ी|खिलाड़ियों|खिलाड़ी|ड्रीम\s+टीम|XI|इलेवन|11)\s+(?:को\s+)?(?:चुनें|चुनो|चुनिए|बनाएँ|बनाएं|बनाओ|बनाइए)(?![\p{L}\p{M}])/iu,
  ],
  rummy: ['रमी', 'रम्मी'],
  poker: ['पोकर'],
  // A daily draw with a ticket: लॉटरी, लकी ड्रॉ.
  lottery: ['लॉटरी', 'लकी ड्रॉ', 'ऑनलाइन ड्रॉ', 'टिकट'],
};
