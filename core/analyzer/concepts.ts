// Concepts: broad lexicons that rule patterns name instead of listing phrases (ADR 234, round three). A claim
// is usually two ideas together ("a fiver" + "change your life" is easy money; "gut" + "loves your" is a
// health claim), and advertisers reword each idea freely. A rule pattern writes `{{small-stake}}` where any
// wording of that idea may stand; `expandConcepts` puts the lexicon in before the pattern is compiled, so the
// rule still is one regular expression and the engine stays unchanged.
//
// Each lexicon is a regular-expression source without its own boundaries: the pattern that uses it says them
// (`\b{{big-outcome}}\b` in English, `(?<![\p{L}\p{M}])…` in Devanagari). Devanagari sits in `-hi` concepts,
// so a rule's declared languages (ADR 235) still follow from its patterns.

const alternatives = (...terms: string[]) => `(?:${terms.join('|')})`;

/** A figure written as a sum of money: £5, $1, ₹11, rs 50, 11 rupees; a comma before a space ends it ("$10, then…"). */
const SMALL_SUM = String.raw`(?:[£$€₹]|rs\.?\s*|inr\s*)\s*\d{1,3}(?!\d|,\d)|\d{1,3}\s*(?:quid|pounds?|bucks|dollars?|rupees?|rupaye|rs)|\d{1,2}\s*p(?=\s|$)|\d{1,2}\s*(?:pence|cents?)`;

/** Any sum of money with its sign or unit: ₹2,500, $400, rs 900, 300 dollars. */
const SUM = String.raw`(?:(?:[£$€₹]|rs\.?\s*|inr\s*|usd\s*)\s*\d[\d,]*(?:\.\d+)?(?:\s*k\b)?|\d[\d,]*(?:\.\d+)?\s*(?:rupees?|rupaye|dollars?|bucks|quid|pounds|usdt)\b)`;

/** A sum of four figures or more, or one named in thousands, lakhs or crores: ₹8,000, $1,500, 5 lakh, 10k. */
const BIG_SUM = String.raw`(?:(?:[£$€₹]|rs\.?\s*|inr\s*)\s*(?:\d{1,3}(?:,\d{2,3})+|\d{4,})(?:\.\d+)?|(?:(?:[£$€₹]|rs\.?\s*)\s*)?\d+(?:[.,]\d+)?\s*(?:k|grand|lakhs?|crores?|million|m)\b)`;

/** Money multiplied, as a fact to come: "double", "tripled", "3x", "teen guna"; one in the past ("double hua tha") is none. */
const MULTIPLIED = String.raw`(?:doubled|tripled|double|triple|dabal|dugna|dugana|doguna|duguna|dogna|tigna|tiguna|(?:do|teen|char|chaar|\d+)\s*guna|\d+(?:[.,]\d+)?\s*x)\b(?!\s*(?:hua|hue|hui|ho\s*(?:gaya|gaye|gayi|chuka|chuke)|kiya|kar\s*(?:diya|liya)|tha|the|thi)\b)`;

/** What a multiple of something other than the money names: double points, 2x rewards, 3x leverage, 2x faster. */
const NOT_MONEY_MULTIPLE = String.raw`(?!\s*(?:points?|xp|rewards?|cash\s*back|cashback|bonus(?:es)?|referrals?|fees?|speed|faster|quicker|leverage|margin|zoom|data|spins?|entries|tickets?|chances?|discount|offers?|dhamaka|maza|masti|fun)\b)`;

/** A near day or time by its name: a weekday, the weekend, tonight, tomorrow, "kal", next week, payday. */
const NEAR_DAY = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|tonight|tomorrow|kal|parso|payday|month[\s-]*end|end\s*of\s*(?:the\s*)?(?:week|month)|(?:next|agle|agli)\s*(?:week|hafte|month|mahine))`;

/** Money put in: "daalo", "lagao", "deposit karo", "invest", "put $500 in", "stake". */
const PUT_IN = String.raw`(?:daal(?:o|iye|ein|en|\s*do)|dalo|lagao|lagaiye|lagayein|laga\s*do|(?:jama|invest|deposit)\s*karo|bhejo|deposit(?:s|ed|ing)?|invest(?:s|ed|ing)?|stake|put\s*(?:[\p{L}\p{N}$₹£€,.]+\s*){0,2}?in|send|top\s*up)`;

/** A time under a year, in Hinglish, with "mein" or "ke andar": "72 ghante mein", "do hafte mein", "3 mahine ke andar". */
const SHORT_PERIOD_HI = (() => {
  const small = 'ek|do|teen|chaar|char|paanch|panch|chhe|chhah|saat|aath|das|pandrah|bees|tees';
  return String.raw`(?:(?:\d{1,4}|${small})\s*(?:ghante|ghanton|ghanta|hours?|hrs?)|(?:[1-9]\d?|[12]\d\d|3[0-5]\d|${small})\s*(?:din|dino|dinon|days?)|(?:[1-9]|[1-4]\d|5[01]|${small})\s*(?:hafte|hafton|weeks?)|(?:[1-9]|1[01]|ek|do|teen|chaar|char|paanch|panch|chhe|chhah)\s*(?:mahine|mahina|mahino|mahinon|months?))\s*(?:(?:ke\s*)?(?:andar|bhitar)|mein|me|mei|main)`;
})();

/** A time under a year, in English: "in 72 hours", "within two weeks", "in just 3 months", "overnight". */
const SHORT_PERIOD_EN = String.raw`(?:(?:in|within|inside|under)\s*(?:just\s*|only\s*)?(?:\d{1,4}\s*(?:hours?|hrs?)|an?\s*(?:hour|day|week|month)|(?:[1-9]\d?|[12]\d\d|3[0-5]\d|one|two|three|four|five|six|seven|ten|few|couple\s*of)\s*(?:days?|weeks?)|(?:[1-9]|1[01]|one|two|three|four|five|six|few)\s*months?)\b|overnight\b)`;

/** What a daily sum is per: "roz", "har raat", "daily", "every day", "a day". */
const PER_DAY = String.raw`(?:roz(?:ana|aana)?|har\s*(?:din|roz|raat|subah|shaam)|prati\s*din|daily|nightly|every\s*(?:single\s*)?(?:day|night|morning|evening)|(?:a|per|each)\s*(?:day|night))`;

/** What is earned: "kamai", "income", "profit", "munafa", "payout". */
const EARNING = String.raw`(?:kamai|kamaai|aamdani|amdani|income|earnings?|profits?|munafa|munafaa|payouts?)`;

export const CONCEPTS: Readonly<Record<string, string>> = {
  /** A stake too small to matter. */
  'small-stake': alternatives(
    SMALL_SUM, String.raw`(?:a|one|two|three|five|ten|twenty|few|couple\s*of)\s*(?:quid|pounds?|bucks|dollars?|rupees?|coins?)`, String.raw`(?:a\s*)?small\s*bag`, 'fiver', 'tenner',
    String.raw`(?:pocket|spare|loose)\s*change`, String.raw`(?:small|tiny|little|low|minimum)\s*(?:stakes?|bets?|deposits?|entry)`,
    String.raw`(?:one|a|single)\s*(?:good\s*|lucky\s*|single\s*)?(?:spin|bet|ticket|punt|tap|scratch(?:card)?|draw|acca|accumulator|parlay)`,
    String.raw`(?:a\s*)?(?:few|couple\s*(?:of\s*)?)\s*hundred\s*(?:quid|pounds?|bucks|dollars?|rupees?)`,
    String.raw`price\s*of\s*a\s*(?:coffee|pint|sandwich|chai)`, String.raw`(?:turn(?:s|ed|ing)?|from)\s*nothing`, String.raw`next\s*to\s*nothing`,
  ),
  'small-stake-hi': alternatives(String.raw`\d{1,3}\s*(?:रुपये|रुपए|रुपया|रु\.?)`, String.raw`₹\s*\d{1,3}(?![\d,])`, 'चंद\\s*रुपये', 'छोटी\\s*सी\\s*रकम'),
  /** No work, no time: the money arrives by itself. */
  effortless: alternatives(
    'overnight', String.raw`while\s*you\s*(?:sleep|slept|nap|relax|chill)`, String.raw`wake\s*up(?:\s*to)?`, String.raw`woke\s*up`,
    String.raw`no\s*(?:effort|work|skill|experience)\s*(?:needed|required)?`, 'effortless(?:ly)?', String.raw`just\s*(?:tap|click|hold|sit\s*back)`,
    String.raw`sit\s*back`, String.raw`from\s*(?:your|her|his|their|the)\s*(?:couch|sofa|bed|phone)`, String.raw`do(?:es)?\s*the\s*rest`, String.raw`in\s*(?:minutes|seconds|a\s*flash)`, String.raw`on\s*autopilot`,
    String.raw`(?:raaton|raato)\s*raat`, 'raatoraat', String.raw`ghar\s*baithe`,
    // Riches a gesture away: "a few taps away", "one click away" (round ten).
    String.raw`(?:just\s*|only\s*)?(?:a\s*few|a\s*couple\s*(?:of\s*)?|one|a|two|three|\d)\s*(?:taps?|clicks?|swipes?)\s*away`,
  ),
  // Hindi compounds are written with a hyphen as often as a space ("रातों-रात").
  'effortless-hi': alternatives('रातों[\\s-]*रात', 'घर\\s*बैठे', 'बिना\\s*(?:किसी\\s*)?(?:मेहनत|अनुभव|ज्ञान|जानकारी)', 'सोते[\\s-]*सोते'),
  /** A sum or a life that changes everything. */
  'big-outcome': alternatives(
    String.raw`(?:small\s*|absolute\s*)?fortunes?`, 'millions', 'millionaires?', 'billionaires?', 'wealth(?:y)?', 'rich(?:es)?', 'loaded',
    String.raw`(?:five|six|seven|\d)[\s-]*figures?`, String.raw`life[\s-]*chang(?:ing|er|e)`, String.raw`chang(?:e|es|ed)\s*your\s*life`, String.raw`(?:could|will|can|would)\s*change\s*everything`,
    String.raw`retire(?:ment)?(?:\s*(?:[\p{L}]+\s*){0,2}(?:early|rich|young))?`, String.raw`set\s*(?:you|yourself|your\s*family|them)\s*up\s*for\s*life`,
    String.raw`never\s*(?:have\s*to\s*)?work\s*again`, String.raw`(?:quit|leave|ditch)\s*(?:your|the)\s*(?:day\s*)?job(?!\s*(?:search|hunt|board|listings?|applications?|interview))`,
    String.raw`dream\s*(?:house|home|car|life)`, String.raw`(?:say\s*)?goodbye\s*to\s*(?:the\s*|your\s*)?(?:boss|bills|overtime|job|debts?|rent)`,
    String.raw`crorepati|karodpati|lakhpati|lakhs|crores?`, 'ameer', String.raw`(?:\d+|a|few|ten|twenty|fifty|hundred)\s*grand(?!\s*national)`,
    String.raw`thousands(?!\s*of\s*(?:players|fans|customers|people|games|markets))`, String.raw`financial\s*freedom`,
    String.raw`paid[\s-]*off\s*(?:houses?|homes?|mortgages?|cars?)`,
  ),
  /** The job left behind as the prize: a resignation drafted, no alarm or commute again, the desk a memory. */
  'job-escape': alternatives(
    String.raw`(?:draft|write|type\s*up|hand\s*in|print(?:\s*out)?)\s*(?:your|that|the|a)\s*(?:resignation(?:\s*letter)?|notice)`, String.raw`resignation\s*letters?`,
    String.raw`never\s*(?:set(?:ting)?\s*(?:an?\s*)?alarm|commut(?:e|ing)|clock(?:ing)?\s*in|punch(?:ing)?\s*in)\s*again`,
    String.raw`(?:cubicle|desk\s*job|day\s*job|office\s*job|(?:office\s*)?commute|9\s*-?\s*to\s*-?\s*5|nine\s*-?\s*to\s*-?\s*five)\s*(?:becomes?|is|will\s*be|could\s*be|turns?\s*into)\s*(?:just\s*)?(?:a\s*)?(?:memory|history|thing\s*of\s*the\s*past)`,
    String.raw`tell\s*(?:your|the)\s*boss\s*(?:you\s*quit|goodbye|where\s*to\s*go)`,
    String.raw`(?:start\s*)?(?:draft|drafting|write|writing)\s*(?:that|the|your|an?)\s*(?:email|letter|message|note)\s*to\s*(?:your|the)\s*boss`,
    String.raw`(?:your|the|my|her|his)\s*last\s*(?:monday|day|shift|week)\s*at\s*(?:the\s*)?(?:office|work|job|desk|factory)`,
    // The job thrown away, whatever the verb: "chuck in the nine-to-five", "walk out on the office job", "naukri chhodo" (round nine).
    String.raw`(?:quit|leave|ditch|bin|chuck(?:\s*in)?|dump|scrap|escape|pack\s*in|jack\s*in|sack\s*off|walk\s*(?:out\s*on|away\s*from)|break\s*free\s*(?:of|from)|(?:kiss|say|wave)\s*goodbye\s*to)\s*(?:your|ur|the|that|this)\s*(?:day\s*job|office\s*job|desk\s*job|job|9\s*-?\s*(?:to\s*)?-?\s*5|nine\s*-?\s*to\s*-?\s*five|rat\s*race|boss)(?!\s*(?:search|hunt|board|listings?|applications?|interview|to\s*(?:us|our|them|the\s*(?:pros|experts|bot))\b))`,
    // Another tense, of the job as a grind: "members are leaving the 9-to-5", "she ditched the desk job" (round eleven).
    // "Leaving your job?" is a situation, so a bare "job" or "boss" stays with the verb's plain form.
    String.raw`(?:quits|quitting|leaves|leaving|left|ditch(?:es|ed|ing)|binn(?:ed|ing)|chuck(?:s|ed|ing)(?:\s*in)?|dump(?:s|ed|ing)|scrapp(?:ed|ing)|escap(?:es|ed|ing)|(?:pack|jack)(?:s|ed|ing)\s*in|walk(?:s|ed|ing)\s*(?:out\s*on|away\s*from)|(?:breaks|breaking|broke)\s*free\s*(?:of|from)|(?:kiss(?:es|ed|ing)|says|saying|said|wav(?:es|ed|ing))\s*goodbye\s*to)\s*(?:your|ur|the|that|this|their|his|her|my)\s*(?:day\s*job|office\s*job|desk\s*job|9\s*-?\s*(?:to\s*)?-?\s*5|nine\s*-?\s*to\s*-?\s*five|rat\s*race)`,
    String.raw`(?:naukri|job|9\s*-?\s*(?:to\s*)?-?\s*5)\s*(?:chhodo|chodo|chhod\s*do|chod\s*do|chhodiye|chhod\s*dijiye|ko\s*(?:alvida|bye|tata))`,
    // The job given an end: "your nine-to-five has an expiry date", "the desk job's days are numbered" (round ten).
    String.raw`(?:your|ur|the|that)\s*(?:day\s*job|office\s*job|desk\s*job|9\s*-?\s*(?:to\s*)?-?\s*5|nine\s*-?\s*to\s*-?\s*five|rat\s*race)(?:['’]s)?\s*(?:has\s*(?:got\s*)?an?\s*(?:sell[\s-]*by|use[\s-]*by|expiry|expiration|end)\s*date|days\s*are\s*numbered|is\s*on\s*(?:its|the)\s*way\s*out)`,
  ),
  /** One move of the market or one play: the means of a life expense paid in one go. */
  'one-move': String.raw`(?:one|a\s*single|just\s*one|(?:bas\s*)?ek(?:\s*hi)?)\s*(?:good\s*|lucky\s*|right\s*|big\s*|sahi\s*|accha\s*|achha\s*)?(?:trade|coin|token|pump|bull\s*run|bet|ticket|spin|scratch(?:card)?|draw|punt|flip|acca|accumulator|parlay|daa?n?v|dao)`,
  /** A big expense of a life: a wedding, a house, a car, the children's schooling. */
  'life-expense': alternatives(
    String.raw`(?:(?:the|your|whole)\s*)*wedding`, String.raw`(?:house|home)\s*deposit`, String.raw`(?:new|brand[\s-]*new)\s*(?:house|home|car|motor|kitchen)`, String.raw`(?:dream|first)\s*(?:house|home)`,
    String.raw`college\s*(?:fund|fees|tuition)`, String.raw`(?:school|university|uni)\s*fees`, String.raw`(?:the\s*)?mortgage`,
  ),
  'one-move-hi': String.raw`(?:बस\s*)?एक\s*(?:ही\s*)?(?:सही\s*|अच्छा\s*|अच्छी\s*)?(?:बुल\s*रन|पंप|टोकन|कॉइन|सिक्का|दांव|दाँव|टिकट|स्पिन|ट्रेड)`,
  'life-expense-hi': alternatives(
    String.raw`शादी(?:\s*का\s*(?:ख़र्च|खर्च|ख़र्चा|खर्चा))?`, String.raw`(?:नया\s*|अपना\s*)?घर\s*(?:ख़रीद|खरीद)`, String.raw`बच्चों\s*की\s*(?:पढ़ाई|फ़ीस|फीस)`, String.raw`(?:नई\s*)?गाड़ी`,
  ),
  /**
   * The cost of living paid or in hand: rent money, the rent covered, the bills paid. Ordinary words ("the bills",
   * "the rent"), so a rule counts them only beside a small stake or something said to earn them (round nine).
   */
  'living-paid': alternatives(
    String.raw`rent\s*money`, String.raw`(?:the\s*|your\s*|this\s*month['’]?s\s*)?(?:rent|bills|mortgage|car\s*payments?|groceries|food\s*shop)\s*(?:is\s*|are\s*)?(?:paid|covered|sorted|taken\s*care\s*of)`,
    String.raw`(?:pay|pays|paid|cover|covers|covered|take\s*care\s*of|takes\s*care\s*of)\s*(?:for\s*)?(?:the|your|my|his|her|their|this\s*month['’]?s|next\s*month['’]?s)\s*(?:rent|bills|mortgage|car\s*payments?|groceries|food\s*shop)`,
    // In Hinglish the rent "comes out" of it or "gets paid"; "bill bharo" (pay the bill) is an errand, not a claim.
    String.raw`(?:kiraya|kiraaya|rent|bills?|ghar\s*ka\s*kharch(?:a|e)?)\s*(?:[\p{L}]+\s*){0,2}?(?:nikal[\p{L}]*|(?:bhar|chuk)\s*(?:jayega|jaayega|jaega|gaya|gayi|jaata|jata|jaati|jati))`,
    // The rent named by whom it is owed to: "landlord paid by teatime", "the landlord's sorted", "paid the landlord" (round eleven).
    String.raw`(?:(?:the|your|his|her|my|their)\s*)?landlord(?:['’]s|\s*(?:is|was|got|gets))?\s*(?:paid|sorted|covered|taken\s*care\s*of)`,
    String.raw`(?:pay|pays|paid|paying)\s*(?:off\s*)?(?:the|your|his|her|my|their)\s*landlord`,
  ),
  /**
   * A cost of living, whoever's it is: the rent, next month's rent, her council tax, the gas bill. A rule counts it
   * only as what a small stake was turned into (round eleven: "turned a £2 acca into his rent").
   */
  'living-cost': String.raw`(?:(?:the|your|his|her|their|my|our|a|next|this|that|last)\s*)?(?:(?:whole\s*)?(?:month|week|year)['’]?s?\s*)?(?:rent|bills|mortgage(?:\s*payments?)?|car\s*payments?|council\s*tax|groceries|food\s*shop|(?:gas|electric(?:ity)?|energy|phone|water)(?:\s*(?:and|&)\s*(?:gas|electric(?:ity)?))?\s*bills?|emis?|school\s*fees|tuition)`,
  /** What a punter stakes, named by the bet: an acca, a treble, a slip, a scratchcard. */
  'bet-slip': String.raw`(?:stake|bet|acca|accumulator|parlay|treble|double|yankee|slip|spin|ticket|punt|scratch[\s-]*card|scratcher|multi|lucky\s*15)s?`,
  'living-paid-hi': alternatives(
    String.raw`(?:किराया|किराए|बिल|(?:घर\s*का\s*)?(?:ख़र्च|खर्च|ख़र्चा|खर्चा))\s*(?:[\p{L}\p{M}]+\s*){0,2}?(?:निकल|(?:भर|चुक)\s*(?:जाएगा|जाएगी|जाएँगे|जाएंगे|गया|गई|गए|जाता|जाती))`,
  ),
  /**
   * A payment due or behind: the rent due Friday, bills piling up, behind on the mortgage, "EMI due hai". With a stake
   * and `covers-it` after it, the stake is said to pay it (round ten: "Rent due? One spin covers it").
   */
  'bill-due': alternatives(
    String.raw`(?:the\s*|your\s*|my\s*|this\s*month['’]?s\s*)?(?:rent|bills?|mortgage|car\s*payments?|(?:credit\s*)?card\s*bills?|(?:phone|electric(?:ity)?|energy|gas|water|power)\s*bills?|council\s*tax|tuition|school\s*fees|emis?|loan\s*payments?|instal(?:l)?ments?)(?:['’]s|\s*is|\s*are)?\s*(?:due|overdue|late|looming|piling\s*up|coming\s*up)`,
    String.raw`behind\s*on\s*(?:the\s*|your\s*|my\s*)?(?:rent|bills|mortgage|payments|emis?|car\s*payments?)`, String.raw`short\s*(?:for|on)\s*(?:the\s*|your\s*|this\s*month['’]?s\s*)?(?:rent|bills|mortgage)`, String.raw`rent\s*day`,
    String.raw`(?:kiraya|kiraaya|kiraye|rent|emi|bill)\s*(?:[\p{L}]+\s*){0,2}?(?:due|dena\s*hai|bharna\s*hai|chukana\s*hai|baaki|baki|pending)`,
  ),
  'bill-due-hi': alternatives(
    String.raw`(?:किराया|किराए|किराये|बिल|ईएमआई|EMI|फ़ीस|फीस|क़िस्त|किस्त)\s*(?:[\p{L}\p{M}]+\s*){0,2}?(?:बाकी|बाक़ी|ड्यू|देना\s*है|भरना\s*है|चुकाना\s*है)`,
  ),
  /** Said to pay what was named before it: "covers it", "sorts that", "takes care of the lot", "se nikal aayega". */
  'covers-it': alternatives(
    String.raw`(?:cover|covers|covered|pay|pays|paid|sort|sorts|sorted|handle|handles|handled|clear|clears|cleared|settle|settles|settled|fix|fixes|take\s*care\s*of|takes\s*care\s*of|deal\s*with|deals\s*with)\s*(?:it|that|them|those|this|the\s*lot|everything|all\s*of\s*(?:it|them))(?:\s*(?:off|out|for\s*you))?`,
    String.raw`(?:(?:se|mein|me|main)\s*(?:[\p{L}]+\s*){0,1}?)?(?:nikal\s*(?:aayega|ayega|jayega|jaayega|aata\s*hai)|(?:bhar|chuk)\s*(?:jayega|jaayega|jaega|jata\s*hai|jaata\s*hai))`,
    String.raw`(?:se|mein|me|main)\s*(?:[\p{L}]+\s*){0,1}?ho\s*(?:jayega|jaayega|jaega|jata\s*hai|jaata\s*hai)`,
  ),
  'covers-it-hi': alternatives(
    String.raw`(?:(?:से|में)\s*(?:[\p{L}\p{M}]+\s*){0,1}?)?(?:निकल|भर|चुक)\s*(?:जाएगा|जाएगी|जाएँगे|जाएंगे|आएगा|आएगी|जाता|जाती)`,
    String.raw`(?:से|में)\s*(?:[\p{L}\p{M}]+\s*){0,1}?हो\s*(?:जाएगा|जाएगी|जाएँगे|जाएंगे|जाता|जाती)`,
  ),
  /**
   * Getting in early on a token: a presale, an IDO, an airdrop, before or at the listing, the early holders
   * (round ten). Ordinary words of crypto: a rule counts them only beside a `multiple`.
   */
  'early-entry': alternatives(
    String.raw`pre[\s-]*sales?`, String.raw`pre[\s-]*launch`, 'idos?', 'icos?', 'ieos?', String.raw`token\s*(?:sales?|launch(?:es)?|generation\s*events?)`, 'airdrops?', 'launchpads?', 'whitelist(?:ed|s)?',
    String.raw`(?:before|at|after|on|from|post|since)\s*(?:the\s*|its\s*|our\s*|their\s*)?(?:exchange\s*|public\s*|first\s*)?(?:listing|launch)`, String.raw`listing\s*(?:day|price)`,
    String.raw`early\s*(?:holders?|buyers?|investors?|backers?|birds?|adopters?|entry|supporters?|believers?|participants?|contributors?)`, String.raw`(?:got|get|getting|gets|be|were|was|are)\s*in\s*early`,
    String.raw`(?:first|earliest|original)\s*(?:buyers|holders|investors|backers)`,
    String.raw`listing\s*(?:pe|par|ke\s*baad|se\s*pehle|hote\s*hi|wale\s*din)`,
  ),
  'early-entry-hi': alternatives('लिस्टिंग', 'प्री[\\s-]*सेल', 'आईडीओ', 'आईसीओ', 'एयरड्रॉप', 'एयरड्राप', 'लॉन्च', String.raw`शुरुआती\s*(?:निवेशक|निवेशकों|खरीदार|ख़रीदार|खरीदारों|ख़रीदारों|होल्डर|होल्डरों)`),
  /**
   * A multiple of the money put in: "50x", "ten times their money", "twentyfold", "a 100-bagger", "15 guna". A multiple
   * of something else is none: "10x leverage", "3x faster", "2x the speakers"; a multiple "the day we list" or "the
   * week it launches" is one of the money again (round eleven).
   */
  multiple: alternatives(
    String.raw`\d{1,4}(?:[.,]\d+)?\s*x\b(?!\s*(?:leverage|margin|faster|quicker|cheaper|lower|less|fewer|smaller|speed|zoom|points|rewards?|xp|more\s*(?:secure|features|coins|pairs)|the\b(?!\s*(?:price|money|value|investment|stake|(?:day|week|month|moment|minute|hour|morning|night)\b))))`,
    String.raw`(?:\d+|two|three|four|five|ten|twenty|fifty|a\s*hundred|hundred)\s*times\s*(?:their|your|ur|the|what|its|his|her|my)\s*(?:money|investment|stake|entry|price|initial|(?:they|you|i|we)\s*(?:paid|put\s*in))`,
    String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)[\s-]*fold`, String.raw`\d+[\s-]*fold`, String.raw`\d+[\s-]*baggers?`,
    String.raw`\d+\s*guna(?!\s*(?:tez|tezi|fast|sasta|sasti|kam))`, String.raw`(?:do|teen|das|bees|sau)\s*guna(?!\s*(?:tez|tezi|fast|sasta|sasti|kam))`,
  ),
  'multiple-hi': alternatives(
    String.raw`(?:\d+|दो|तीन|पाँच|पांच|दस|बीस|पचास|सौ)\s*गुना(?!\s*(?:तेज़|तेज|सस्त|कम|लीवरेज))`, String.raw`(?:दोगुना|दुगना|दुगुना|तिगुना|चौगुना)(?![\p{L}\p{M}])`,
  ),
  /**
   * What a percentage is per: a year, APY, p.a., interest, rewards. With a fixing word after it ("11% a year, locked
   * in", "9% APY fixed"), a rate is promised (round eleven).
   */
  'rate-period': String.raw`(?:apy|apr|aer|p\.?\s*a\b\.?|(?:a|per|every|each)\s*(?:year|annum|month|week|day)|annual(?:ly)?|yearly|monthly|weekly|daily|interest|yield|returns?|rewards?)`,
  /** Said not to move: fixed, locked in, guaranteed, set in stone. */
  'rate-fixed': String.raw`(?:fixed|locked(?:[\s-]*in)?|guaranteed|assured|set\s*in\s*stone|(?:is|are|stays?|remains?)\s*(?:fixed|locked(?:[\s-]*in)?|guaranteed|assured))`,
  /**
   * Money said to double, triple or multiply within a stated time, as a fact to come: "90 din mein paisa double",
   * "teen mahine baad double lo", "apna paisa double karo 60 din mein", "your deposit doubles in 100 days" (round
   * eleven); within hours, and a pool or a bot that gives or makes it ("72 ghante mein 2x deta hai", round twelve).
   * Past doublings ("double hua tha", "has doubled") and other things doubled ("trading volume") are none.
   */
  'money-doubles': (() => {
    const period = String.raw`(?:\d+|ek|do|teen|chaar|char|paanch|panch|chhe|chhah|saat|aath|das|pandrah|bees|tees|chalees|pachaas|saath|nabbe|sau)\s*(?:ghante|ghanton|ghanta|din|dino|dinon|hafte|hafton|mahine|mahino|mahinon|mahina|saal)\s*(?:(?:ke\s*)?(?:andar|baad|bhitar)|mein|me|mei|main)`;
    const money = String.raw`(?:(?:apna|apne|aapka|aapke|tumhara|tumhare|hamara|sab|pura|poora|yeh|ye)\s*)?(?:paisa|paise|paison|rakam|raqam|nivesh|investment|amount|capital|punji|poonji)`;
    const doubled = String.raw`(?:double|dabal|dugna|dugana|doguna|duguna|dogna|tigna|tiguna|(?:teen|char|chaar|\d+)\s*guna|\d+\s*x)\b(?!\s*(?:hua|hue|hui|ho\s*(?:gaya|gaye|gayi|chuka|chuke)|kiya|kar\s*(?:diya|liya)|tha|the|thi)\b)`;
    const taken = String.raw`\s*(?:lo|le\s*lo|paao|paaiye|paiye|payen|milega|milenge|milta|ho\s*(?:jayega|jaayega|jaega|jaata|jata)|hoga|karo|kar\s*lo|karke\s*(?:denge|dete|milega)|(?:kar\s*)?de(?:ta|ti|te)\s*(?:hai|hain|h)|(?:kar\s*)?de(?:ga|gi|nge))\b`;
    return alternatives(
      String.raw`${period}\s*${money}\s*(?:[\p{L}]+\s*)?${doubled}`, `${period}\\s*${doubled}${taken}`, String.raw`${money}\s*(?:[\p{L}]+\s*)?${doubled}[^.!?]{0,30}?\b${period}`,
      String.raw`(?:your|ur|the|every|each)\s*(?:money|investment|deposit|stake|savings|capital|coins?|crypto|bitcoin|btc|eth|usdt|usdc|dollars|rupees)\s*(?:(?:will|is\s*(?:set|going)\s*to|are\s*(?:set|going)\s*to)\s*)?(?:doubles|triples|double|triple|gets\s*doubled|is\s*doubled)\s*(?:in|within|every)\s*(?:just\s*|only\s*)?(?:\d+|a|one|two|three|four|six|twelve|thirty|sixty|ninety|hundred)\s*(?:days?|weeks?|months?)`,
    );
  })(),
  'money-doubles-hi': (() => {
    const period = String.raw`(?:\d+|एक|दो|तीन|चार|पाँच|पांच|छह|छः|सात|आठ|दस|बीस|तीस|साठ|नब्बे|सौ)\s*(?:दिन|दिनों|हफ़्ते|हफ्ते|हफ़्तों|हफ्तों|महीने|महीनों|साल)\s*(?:में|बाद|के\s*(?:अंदर|भीतर|बाद))`;
    const money = String.raw`(?:(?:आपका|आपकी|आपके|अपना|अपनी|अपने|तुम्हारा|पूरा|पूरी)\s*)?(?:पैसा|पैसे|रकम|रक़म|निवेश|पूंजी|पूँजी|राशि)`;
    const doubled = String.raw`(?:डबल|दोगुना|दोगुनी|दुगना|दुगनी|दुगुना|दुगुनी|तिगुना|तिगुनी|\d+\s*गुना)(?![\p{L}\p{M}])(?!\s*(?:हुआ|हुई|हुए|हो\s*(?:गया|गई|गए|चुका|चुकी)|था|थी|थे)(?![\p{L}\p{M}]))`;
    return alternatives(String.raw`${period}\s*${money}\s*(?:[\p{L}\p{M}]+\s*)?${doubled}`, String.raw`${money}\s*(?:[\p{L}\p{M}]+\s*)?${doubled}[^.!?।]{0,30}?${period}`);
  })(),
  /**
   * Money put in and said to be doubled by a near day: "Friday ko daalo, Monday ko double", "aaj daalo, kal tak
   * double", "put $500 in on Friday, doubled by Monday" (round twelve). Double points or rewards are a promotion, and
   * a past doubling ("Monday tak double hua tha") no promise.
   */
  'doubles-by-day': alternatives(
    String.raw`${PUT_IN}\b[^.!?]{0,40}?\b${NEAR_DAY}\s*(?:ko|tak|pe|par|by|on)?\s*[,:–-]?\s*${MULTIPLIED}${NOT_MONEY_MULTIPLE}`,
    String.raw`${PUT_IN}\b[^.!?]{0,40}?${MULTIPLIED}\s*(?:by|before|till|until|come)\s*(?:this\s*|next\s*|the\s*)?${NEAR_DAY}\b`,
  ),
  /**
   * Money doubled or multiplied within a time under a year: "24 ghante mein double", "12 ghante mein 2x", "your
   * deposit, doubled in 72 hours" (round twelve). Only money words may stand between ("30 din mein users double" is
   * none); a past doubling is none.
   */
  'doubles-soon': alternatives(
    String.raw`${SHORT_PERIOD_HI}\s*(?:(?:hi|aapka|aapke|apna|apne|tumhara|tumhare|paisa|paise|rakam|nivesh|investment|amount|capital|coins?|crypto|usdt|btc|eth|portfolio|wallet|balance|deposit|sab|pura|poora|seedha|direct)\s*){0,3}${MULTIPLIED}${NOT_MONEY_MULTIPLE}`,
    String.raw`(?:your|ur|the|their|every|each)\s*(?:money|investment|deposit|stake|savings|capital|coins?|crypto|bitcoin|btc|eth|usdt|usdc|funds|portfolio|balance)\s*,?\s*(?:(?:is|are|gets?|will\s*be)\s*)?(?:doubled|tripled|doubles|triples|\d+\s*x(?:['’]?d|ed)?)\s*${SHORT_PERIOD_EN}`,
  ),
  'doubles-soon-hi': String.raw`(?:\d{1,4}|एक|दो|तीन|चार|पाँच|पांच|छह|सात|दस)\s*(?:घंटे|घंटों|घण्टे|दिन|दिनों|हफ़्ते|हफ्ते|हफ़्तों|हफ्तों|महीने|महीनों)\s*(?:में|के\s*(?:अंदर|भीतर))\s*(?:(?:आपका|आपकी|अपना|अपनी|पैसा|पैसे|रकम|रक़म|निवेश|पूंजी|पूँजी)\s*){0,2}(?:डबल|दोगुना|दोगुनी|दुगना|दुगनी|दुगुना|तिगुना|तिगुनी|\d+\s*गुना|\d+\s*x)(?![\p{L}\p{M}])(?!\s*(?:हुआ|हुई|हुए|हो\s*(?:गया|गई|गए|चुका|चुकी)|था|थी|थे)(?![\p{L}\p{M}]))`,
  /**
   * A sum of money earned every day or night: "roz ₹2,500 ki kamai", "har raat ₹900 profit", "earn ₹3,000 every
   * day", "makes members $400 a day" (round twelve). A daily limit, fee, deposit or cashback is none, and so is "profit ya loss" (a risk).
   */
  'daily-earning': alternatives(
    String.raw`${PER_DAY}\s*(?:ka\s*|ki\s*|ke\s*)?(?:up\s*to\s*|upto\s*)?${SUM}\s*(?:tak\s*)?(?:ki\s*|ka\s*|ke\s*|in\s*)?(?:(?!(?:cash\s*back|cashback|bonus|rewards?|discount|fees?|limit|withdrawal|deposit|se|tak)\b)[\p{L}]+\s*)?(?:${EARNING}|kamao|kamaiye|kamaao|kamayein|earn(?:ed)?)\b(?!\s*(?:ya|or|aur|and|\/)\s*(?:loss|nuksan|nuksaan|lose|losses)\b)`,
    String.raw`${SUM}\s*(?:ki\s*|ka\s*|in\s*)?${EARNING}\s*(?:[\p{L}]+\s*)?${PER_DAY}\b`,
    String.raw`${SUM}\s*${PER_DAY}\s*(?:${EARNING}|kamao|kamaiye|kamaao|kamayein)\b`,
    String.raw`(?:earn(?:s|ed|ing)?|mak(?:e|es|ing)|pocket(?:s|ing)?|takes?\s*home|bank(?:s|ing)?|kamao|kamaiye|kamaao|kamayein)\s*(?:(?:you|members|users|them|us|me|traders|investors|people|subscribers|holders)\s*)?(?:up\s*to\s*|upto\s*|over\s*|around\s*|about\s*|at\s*least\s*)?${SUM}\s*(?:(?:in\s*)?${EARNING}\s*)?${PER_DAY}\b`,
  ),
  /** A near day or time by its name, for what is said to be paid or doubled by then. */
  'near-day': NEAR_DAY,
  /** A sum of four figures or more, or in thousands, lakhs or crores: what a small stake is said to bring home. */
  'big-sum': BIG_SUM,
  /**
   * Told to become rich, or that they will: "crorepati bano", "ban jao malamaal", "you could be a millionaire by
   * listing day" (round eleven). "Kaun banega crorepati" (a quiz show) and "crorepati banne ka shortcut" are none.
   */
  'become-rich': alternatives(
    String.raw`(?:crorepati|karodpati|karorpati|lakhpati|millionaire|ameer|amir|maalamaal|malamaal|malamal)\s*(?:bano|banein|banen|baniye|banie|banoge|banenge|ban\s*(?:jao|jaiye|jaoge|jaaoge|jaenge|jayenge|sakte\s*(?:ho|hain)))`,
    String.raw`(?:bano|baniye|banein|banen|ban\s*(?:jao|jaiye))\s*(?:[\p{L}]+\s*)?(?:crorepati|karodpati|karorpati|lakhpati|ameer|amir|maalamaal|malamaal|malamal|millionaire)`,
    String.raw`(?:you['’]ll|(?:you|u|they|holders|buyers|investors|everyone|early\s*[\p{L}]+)\s*(?:could|will|can|would|might|are\s*(?:set|going|about)\s*to))\s*(?:soon\s*|all\s*|easily\s*)?(?:be|become)\s*(?:a\s*)?(?:crypto\s*|bitcoin\s*)?(?:millionaires?|billionaires?|rich|wealthy|crorepatis?|lakhpatis?)`,
  ),
  'become-rich-hi': alternatives(
    String.raw`(?:करोड़पति|करोड़पती|लखपति|मिलियनेयर|अमीर|मालामाल)\s*(?:बनो|बनें|बनिए|बनिये|बनोगे|बनेंगे|बन\s*(?:जाओ|जाइए|जाइये|जाएँ|जाएं|जाओगे|जाएँगे|जाएंगे|सकते\s*(?:हो|हैं)))(?![\p{L}\p{M}])`,
    String.raw`(?:बनो|बनें|बनिए|बनिये|बन\s*(?:जाओ|जाइए|जाइये))\s*(?:[\p{L}\p{M}]+\s*)?(?:करोड़पति|लखपति|अमीर|मालामाल|मिलियनेयर)(?![\p{L}\p{M}])`,
  ),
  /** What the ad says will earn that living: the coins, the bot, the winnings, the slots. */
  earner: String.raw`(?:crypto|bitcoin|btc|eth|coins?|tokens?|altcoins?|staking(?:\s*rewards)?|trading|bot|portfolio|bags?|gains|profits|yields?|winnings|wins?|slots|spins?|reels|jackpots?|bets?|accas?|parlays?|(?:big\s*)?hits?|payouts?|scratch\s*cards?|scratchcards?)`,
  'big-outcome-hi': alternatives('करोड़पति', 'करोड़', 'लखपति', 'लाखों', 'अमीर', 'ज़िंदगी\\s*बदल', 'जिंदगी\\s*बदल', 'किस्मत\\s*बदल'),
  /** Debts, bills or EMIs cleared: gambling, games or crypto as the way out of money trouble. */
  'debt-relief': alternatives(
    String.raw`(?:clear(?:ed|s|ing)?|pa(?:y|id|ys|ying)\s*off|wipe[ds]?\s*out|settle[ds]?|kill(?:ed|s)?|bust(?:ed|s)?)\s*(?:[£$€₹]\s*[\d,]+\s*(?:of\s*)?)?(?:all\s*)?(?:of\s*)?(?:your|my|her|his|their|the|that|those)?\s*(?:debts?|loans?|emis?|(?:credit\s*)?card\s*(?:debts?|balances?)|credit\s*cards?(?:\s*bills?)?|card\s*bills?|bills|mortgage|arrears|overdraft)`,
    String.raw`(?:debts?|loans?|emis?|bills?|overdraft|mortgage|rent)\s*(?:is|are)\s*(?:history|gone|sorted|cleared|paid\s*off|a\s*thing\s*of\s*the\s*past)`, String.raw`(?:debt|loan|emi)[\s-]*free`,
    String.raw`(?:sort(?:s|ed)?|cover(?:s|ed)?)\s*(?:out\s*)?(?:every|all(?:\s*of)?|your|the|those)?\s*(?:the\s*)?(?:bills?|debts?|loans?|arrears)`,
    String.raw`(?:mortgage|car\s*loan|loans?|card\s*balances?|credit\s*cards?|overdraft|debts?)\b[^.!?]{0,60}?\b(?:scratched\s*off|wiped\s*(?:out|off|clean)|cleared|paid\s*off|settled)`,
    String.raw`(?:karz|karza|karj|udhaar|udhar|loan|emi)\s*(?:[\p{L}]+\s*){0,3}?(?:chuka|chukao|utaar|utaro|khatam|khatm)`,
    // Played or traded out of debt: "staking your way out of card debt", "spin your way out of the red" (round nine).
    String.raw`(?:trad|bet|betting|spin|spinn|play|stak|gambl|invest|flipp?|hodl|punt|scratch)(?:e|es|ed|ing|s)?\s*(?:your|ur|their|his|her|my|our)\s*way\s*out\s*of\s*(?:[\p{L}-]+\s*){0,2}?(?:debts?|loans?|overdrafts?|arrears|bills|the\s*red|money\s*(?:trouble|worries|problems))`,
  ),
  'debt-relief-hi': alternatives(
    String.raw`(?:कर्ज़?|कर्ज|क़र्ज़|उधारी|उधार|लोन|EMI|ईएमआई)\s*(?:[\p{L}\p{M}]+\s*){0,4}?(?:चुका|उतार|ख़त्म|खत्म|मुक्ति|छुटकारा|से\s*आज़ादी|से\s*आजादी)`,
  ),
  /** A person whose fame sells the bet: a title, an award, a role. */
  'famous-role': alternatives(
    // Awards and markets share names ("Golden Boot odds", "World Cup winner", "anytime goalscorer"): the person
    // is the award's winner or holder, a many-time champion, a former captain, an ambassador.
    String.raw`(?:golden\s*(?:boot|ball|glove)|ballon\s*d'?or|top\s*(?:goal\s*)?scorer)\s*(?:award\s*)?(?:winner|holder)s?(?!\s*(?:odds|market|betting|bets?|prices?))`,
    String.raw`(?:league|premier\s*league|championship|world\s*cup|ipl|nba|nfl|la\s*liga|serie\s*a)['’]?s?\s*(?:top|leading|record)\s*(?:goal\s*|run\s*|try\s*)?(?:scorer|getter|wicket[\s-]*taker)`,
    'ambassadors?', String.raw`(?:former|ex)[\s-]*(?:england\s*|club\s*|team\s*)?(?:captain|skipper|striker|keeper|goalkeeper|international)s?`,
    String.raw`(?:world\s*cup|cup|title|league|grand\s*slam|gold\s*medal|olympic)[\s-]*winning\s*(?:captain|striker|player|star|legend|keeper|coach|hero)`,
    String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|\d+)[\s-]*times?\s*(?:[\p{L}]+\s*){0,3}(?:champ(?:ion)?|winner|top\s*scorer|mvp)s?`, 'olympians?',
    // A champion by weight or division, or one who was: "three-division champ", "former middleweight champion"; not
    // the subject of a bet ("back the former champion at 7/2", "the ex-champ to win") (round nine).
    String.raw`(?:two|three|four|five|multi|\d)[\s-]*(?:weight|division|belt)\s*(?:[\p{L}]+\s*){0,2}?champ(?:ion)?s?`,
    String.raw`(?<!\b(?:on|back|backing|backs|backed)\s*(?:the\s*)?)(?:former|ex|retired)[\s-]*(?:[\p{L}]+[\s-]*){0,2}?(?:champ(?:ion)?|title[\s-]*holder|gold\s*medall?ist)s?(?!\s*(?:to\s*(?:win|score|be|regain|retain|reclaim|get|make|land)|odds|market|at\s*\d))`,
    // A place in a national side or a top league is fame enough: "an England winger", "a Premier League defender";
    // not a bet on what that player does ("the England captain to score first").
    String.raw`(?:england|scotland|wales|welsh|irish|ireland|team\s*india|indian|india|usa|national[\s-]*team|premier\s*league|nba|nfl|ipl|test)\s*(?:winger|striker|forward|captain|skipper|keeper|goalkeeper|defender|midfielder|full[\s-]*back|centre[\s-]*back|batter|batsman|bowler|opener|all[\s-]*rounder|quarterback|point\s*guard|international)s?(?!\s*(?:to\s*(?:score|win|be|get|make|hit|take)|odds|market|anytime|first[\s-]*goal))`,
    String.raw`hall\s*of\s*famer?`, String.raw`as\s*seen\s*with`,
    // Reach makes a creator famous: "the UK's most-watched Twitch gamer", "YouTube star".
    String.raw`(?:twitch|youtube|tiktok|kick|instagram|streaming)\s*(?:gamers?|stars?|creators?|sensations?|personalit(?:y|ies)|legends?)`,
    String.raw`(?:most[\s-]*(?:watched|followed|subscribed|popular)|biggest|best[\s-]*known|famous|favourite|favorite)\s*(?:[\p{L}'’]+\s*){0,2}(?:gamers?|streamers?|creators?|youtubers?|influencers?|presenters?|personalit(?:y|ies)|stars?)`, String.raw`(?:famous|legendary|iconic)\s*(?:players?|footballers?|boxers?|stars?)`,
  ),
  /** A body, a health or a feeling the drink is said to do good to. */
  'body-benefit': alternatives(
    'gut', String.raw`gut[\s-]*(?:friendly|health|loving)`, 'probiotics?', String.raw`live\s*cultures`, 'digestion', 'digestive',
    'immun(?:e|ity)', 'vitamins?', 'electrolytes?', 'hydrat(?:ed|es|ing|ion)', String.raw`recover(?:y)?(?:\s*faster)?`, String.raw`heart\s*health`, 'cholesterol', String.raw`blood\s*pressure`, 'muscles?',
    'metabolism', 'detox(?:es|ing)?', 'antioxidants?', String.raw`(?:better|deeper)\s*sleep`, 'stamina', 'energy', 'wellness', String.raw`well[\s-]*being`,
  ),
  /** Said to do that good: aids, loves, keeps you, helps. */
  'does-good': alternatives(
    'aids?', 'helps?', 'loves?', 'supports?', 'boosts?', String.raw`keeps?\s*(?:you|your)`, String.raw`good\s*for`, String.raw`kind\s*to`,
    'friendly', 'improves?', 'restores?', 'feeds?', 'nourish(?:es)?', 'protects?', String.raw`packed\s*with`, String.raw`full\s*of`, 'healthy',
  ),
  'body-benefit-hi': alternatives('सेहत', 'स्वास्थ्य', 'पाचन', 'इम्युनिटी', 'इम्यूनिटी', 'सर्दी', 'ज़ुकाम', 'जुकाम', 'खांसी', 'थकान', 'नींद', 'ताकत', 'ताक़त', 'दिल'),
  'does-good-hi': alternatives(
    'के\\s*लिए\\s*(?:बढ़िया|अच्छा|अच्छी|अच्छे|फ़ायदेमंद|फायदेमंद|लाभदायक|लाभकारी)', 'दूर', 'गायब', 'गहरी', 'ठीक', 'बढ़ाए', 'बढ़ाती', 'बढ़ाता', 'भगाए',
  ),
  /** At the wheel, in a car, on the road. */
  driving: alternatives(
    String.raw`drive(?:s|n)?(?:\s*home)?`, 'driving', String.raw`(?:behind|at)\s*the\s*wheel`, String.raw`(?:in|stock|from)\s*the\s*car`,
    'motorways?', 'junctions?', 'dashboard', String.raw`cup[\s-]*holders?`, String.raw`door[\s-]*pockets?`, 'commute', String.raw`road\s*trips?`,
    String.raw`on\s*the\s*road`, String.raw`hit\s*the\s*road`, String.raw`(?:car\s*)?keys`, String.raw`ride\s*home`, String.raw`school\s*run`, 'gaadi', 'gadi',
    // A boat is driven too: the helm, the tiller, the controls.
    String.raw`(?:at|take|behind|man)\s*the\s*(?:helm|tiller|controls)`, String.raw`the\s*(?:helm|tiller|wheel)\s*in\s*(?:the\s*other|one\s*hand|your\s*(?:other\s*)?hand)`,
    String.raw`steer(?:s|ing)?(?!\s*clear)`,
  ),
  /** Drinking or the drink, as the ad calls it. */
  drinking: alternatives(
    'drinks?', 'drinking', 'sip(?:s|ping)?', String.raw`cold\s*ones?`, 'beers?', 'lagers?', 'ales?', 'ciders?', 'pints?', 'cans?', 'tinnies', 'tins',
    'shots?', 'cocktails?', 'booze', 'brews?', 'wine', 'whisk(?:e)?y', String.raw`(?:crack|pop)\s*(?:one|a\s*can|a\s*cold\s*one)\s*open`, 'peg',
    String.raw`pee?\s*ke`, 'piyo',
    String.raw`crack(?:s|ed|ing)?\s*(?:open\s*)?(?:a|one|another|your)\s*(?!(?:joke|smile|code|window|egg|safe|case)s?\b)(?:cold\s*)?[\p{L}]+`, String.raw`pour\s*(?:a|another|yourself\s*a)\s*(?:glass|drink|pint|dram)`, 'pours', 'pouring',
    String.raw`(?:a|one|your)\s*(?:glass|drink|can|bottle|beer|pint)\s*in\s*(?:one|your)\s*hand`,
  ),
  /** A quantity no one should drink in one go. */
  'drinking-bulk': alternatives(
    String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:racks?|packs?|cans|bottles|pints|beers|shots|jugs)`, 'racks?', 'crates?', 'kegs?', 'buckets?', 'pitchers?', 'yards?\\s*of\\s*ale',
    String.raw`(?:a|the|whole|full)\s*(?:case|crate|bottle|keg)`,
  ),
  /** Finishing it as a feat. */
  'drinking-feat': alternatives(
    'challenge', String.raw`no\s*leftovers`, String.raw`last\s*(?:one|man|woman|person)\s*standing`, String.raw`how\s*many\s*can\s*you`,
    'marathon', String.raw`finish\s*(?:it|the\s*lot|them\s*all)`, String.raw`in\s*one\s*(?:night|sitting|go)`, String.raw`(?:beat|top)\s*(?:your|their)\s*record`,
    String.raw`not\s*a\s*drop\s*(?:left|wasted)`, 'showdown', 'stopwatch', String.raw`against\s*the\s*(?:clock|stopwatch|timer)`, String.raw`beat\s*the\s*(?:bell|clock|buzzer|timer)`, String.raw`(?:pint|beer|drinking|shot)\s*race`,
    String.raw`in\s*(?:\d+|one|two|three|five|ten|fifteen|twenty|thirty)\s*(?:minutes?|mins?|seconds?)`,
  ),
  /** Being wanted, admired or noticed. */
  'social-success': alternatives(
    'admirers?', 'admired', 'attraction', String.raw`attractive(?!\s*(?:price|prices|offer|offers|deal|deals|rate|rates))`, 'attracts?',
    String.raw`(?:turns?|turning)\s*heads`, String.raw`head[\s-]*turn(?:er|ing)`, String.raw`irresistible\s*(?:to|in\s*the\s*eyes)`, 'magnetic', 'seductive', 'desirable',
    String.raw`(?:watch|see)\s*who\s*comes\s*over`, String.raw`asking\s*(?:for\s*)?your\s*(?:name|number)`, String.raw`catch\s*(?:his|her|their|every|all\s*the)\s*eyes?`,
    String.raw`(?:all|every)\s*eyes?\s*(?:in\s*the\s*(?:room|place|bar|club)\s*)?(?:is\s*|are\s*|will\s*be\s*)?on\s*you`, String.raw`shy\s*(?:on\s*the\s*way\s*in|at\s*first|no\s*more|before)`, String.raw`get\s*noticed`,
    // Romance and transformation: "turns a first date into a second", "the man everyone notices".
    String.raw`(?:first|second|next)\s*date`, String.raw`won'?t\s*want\s*to\s*(?:leave|go\s*home)`,
    String.raw`(?:the\s*)?(?:man|woman|guy|girl|one)\s*(?:that\s*|who\s*)?every(?:one|body)\s*(?:notices|wants|remembers|talks\s*about)`,
    String.raw`every(?:one|body)\s*(?:notices|will\s*notice)\s*(?:you|him|her)`,
    String.raw`(?:the\s*)?(?:talk|story|star|toast)\s*of\s*the\s*(?:night|party|room|bar|evening|wedding|weekend)`,
    String.raw`(?:shy|nervous|awkward|quiet|anxious|wallflower)\b[^.!?]{0,30}\?\s*not\s*(?:after|with|any\s*more|anymore|tonight)`,
    String.raw`(?:every|each|all(?:\s*the)?)\s*(?:eyes?|heads?|glances?|stares?|looks?)\s*(?:[\p{L}]+\s*){0,4}?(?:on|to|toward|towards|at)\s*you`,
    String.raw`(?:the\s*)?one\s*(?:they|everyone|everybody|people)\s*(?:all\s*)?(?:notice|want|remember|talk\s*about)s?`, String.raw`new\s*(?:numbers?|digits|contacts)\s*in\s*your\s*phone`,
    String.raw`walk(?:s|ed)?\s*in\s*(?:quiet|shy|alone|nervous|awkward)`, String.raw`(?:the\s*)?you\s*(?:everyone|everybody)\s*wants?\s*to\s*(?:know|meet|date|be\s*with)`, String.raw`(?:quiet|shy|ordinary|boring)\s*(?:guy|girl|man|woman|one)\s*into`, String.raw`(?:wins?|winning)\s*(?:hearts|them\s*over)`, String.raw`the\s*one\s*everyone\s*wants`,
  ),
  /** What an alcohol brand sells under its name in India: soda, water, music, golf, glasses, clothes. */
  'brand-extension': alternatives(
    String.raw`(?:club\s*)?soda`, String.raw`(?:packaged\s*)?(?:drinking|mineral)\s*water`, String.raw`music\s*(?:cds?|albums?|cassettes?|nights?|festival|fest|concerts?)`,
    'cds?', 'cassettes?', 'glass(?:es|ware)', 'tumblers?', String.raw`playing\s*cards`, String.raw`deck\s*of\s*cards`, 'apparel', 'merchandise', 'merch',
    'clothing', 'jackets?', String.raw`t[\s-]*shirts?`, 'hoodies?', 'caps',
    String.raw`golf\s*(?:classic|cup|open|championship|tournament|balls?|accessories|days?)`, String.raw`cricket\s*(?:cup|trophy|league|nights?)`,
    String.raw`(?:live\s*)?concerts?`, 'music', 'edm', String.raw`fashion\s*(?:week|nights?)`, String.raw`polo\s*(?:cup|classic)`,
    String.raw`(?:live\s*)?bands?`, 'gigs?', String.raw`(?:live\s*)?sessions`, String.raw`dj\s*nights?`, String.raw`comedy\s*nights?`, String.raw`stand[\s-]*up\s*(?:nights?|shows?)`,
  ),
  'brand-extension-hi': alternatives('सोडा', 'सीडी', 'कैसेट', 'पानी', 'जैकेट', 'टी[\\s-]*शर्ट', 'ताश', 'म्यूज़िक', 'म्यूजिक', 'संगीत', 'म्यूज़िक\\s*नाइट्स?', 'संगीत\\s*(?:संध्या|रातें|रात)', 'कॉन्सर्ट', 'गोल्फ़?', 'गिलास'),
  /** The same, in Devanagari: distilleries, breweries, a peg, whisky. */
  'liquor-maker-hi': alternatives('डिस्टिलरीज़?', 'डिस्टिलरी', 'ब्रुअरीज़?', 'ब्रूअरीज़?', 'ब्रुअरी', 'ब्रूअरी', 'पेग', 'व्हिस्की', 'दारू', 'शराब'),
  /** Whoever is behind it makes liquor, or the ad points at the drink. */
  'liquor-maker': alternatives(
    'distillers?', 'distiller(?:y|ies)', 'breweries', 'brewery', String.raw`brewing\s*(?:co|company)`, 'vintners', 'winery',
    String.raw`spirits\s*(?:pvt|private|ltd|limited|co|company|india|inc)`, String.raw`(?:liquor|beverages?)\s*(?:pvt|private|ltd|limited)`,
    String.raw`(?:large|small|patiala)?\s*peg`, String.raw`(?:from|on)\s*the\s*bottle`, String.raw`brand\s*extension`,
    String.raw`(?:from|by)\s*the\s*(?:makers|house|home|family|people)\s*(?:of|behind)`, String.raw`on\s*the\s*rocks`, String.raw`(?:har|every|each)\s*glass`,
    String.raw`(?:whisk(?:e)?y|rum|vodka|gin|beer|lager|brandy|scotch|spirits?)\s*(?:ke|ki)\s*(?:ghar|taraf|makers|parivaar)`,
    String.raw`(?:dark\s*rum|rum|whisk(?:e)?y|vodka|scotch|single\s*malt|beer|lager)\s*(?:wala|waala|wali|waali|jaisa|jaisi|jaise)`,
    String.raw`(?:house|home|makers|family)\s*of\s*(?:[\p{L}]+\s*){0,3}?(?:whisk(?:e)?y|rum|vodka|gin|beer|lager|brandy|scotch)`,
  ),
  /** Teenagers' words: a rule counts them only two together (one "slay" or "fave" is ordinary). */
  'teen-slang': alternatives(String.raw`no\s*cap`, 'bestie', String.raw`fr\s*fr`, 'rizz', 'bussin', 'lowkey', 'highkey', 'skibidi', 'gyatt', 'delulu', String.raw`it'?s\s*giving`, 'periodt', 'slay', 'fave', 'sus', 'bruh'),
  /** The places and days of a school: its bus, its gate, its holidays. */
  'school-setting': String.raw`school\s*(?:bus|bag|gate|uniform|trip|holidays?|break|canteen|dinner)s?`,
  /**
   * A school's exams and their results: GCSEs, A-levels, sixth form, board exams, "smashed your exams" (round nine).
   * "A level" written with a space and in the singular is left out ("a level playing field"), as is a bare
   * "results day" (race and match results).
   */
  'school-exams': alternatives(
    'i?gcses?', String.raw`a-levels?`, String.raw`a\s*levels`, String.raw`sixth[\s-]*form(?:ers?)?`, String.raw`school[\s-]*leavers?`,
    String.raw`(?:exam|gcse|a-level|board|class\s*(?:10|12|x|xii)(?:th)?|(?:10|12)th)\s*(?:results?|grades|marks)(?:\s*(?:day|slips?))?`, String.raw`results?\s*slips?`,
    String.raw`(?:board|school|mock|end[\s-]*of[\s-]*year|final[\s-]*year)\s*exams?`, String.raw`board\s*(?:ke|ka)\s*(?:result|exam|pariksha)`,
    String.raw`(?:smash(?:ed)?|pass(?:ed)?|ac(?:e|ed)|nail(?:ed)?|surviv(?:e|ed)|finish(?:ed)?|sat|sit|revis(?:e|ing)\s*for|done\s*with)\s*(?:your|the|all\s*(?:your|the|those)|those|my)\s*exams?`,
    // Exams said over, in English or Hinglish: "exams done?", "exam khatam ho gaye", "pariksha khatam" (round twelve);
    // a driving test or a professional's exams are no school's.
    String.raw`(?<!\b(?:ca|cfa|cma|upsc|bank|bar|driving|theory|professional|nursing|licen[cs]ing)\s*)(?:exams?|pariksha|imtihaan|imtihan)\s*(?:(?:are|r|is|ab|toh|to|bhi)\s*)?(?:khatam|khatm|khtm|over|done|finished)`,
  ),
  'school-exams-hi': alternatives(
    String.raw`बोर्ड\s*(?:की\s*)?(?:परीक्षा|एग्ज़ाम|एग्जाम|रिज़ल्ट|रिजल्ट|नतीजे)`, String.raw`(?:10वीं|12वीं|दसवीं|बारहवीं)\s*(?:का\s*|के\s*)?(?:परीक्षा|एग्ज़ाम|एग्जाम|रिज़ल्ट|रिजल्ट|नतीजे|बोर्ड)`,
    String.raw`परीक्षा\s*(?:के\s*)?(?:परिणाम|नतीजे|रिज़ल्ट|रिजल्ट)`,
  ),
  /**
   * Whoever reviews the ad, addressed in it: an AI, a model, a classifier, a moderation or screening system, an
   * automated policy check, the platform's review team. With `review-directive` near it, the ad is talking to its
   * reviewer, whatever the wording (round eight).
   */
  'reviewer-addressee': alternatives(
    // OCR reads "AI" as "Al" or "A1" in small print: all three are the addressee.
    // The words may be joined by a hyphen or an underscore, as in a tag: "policy-engine", "ai_reviewer" (round twelve).
    String.raw`(?:the\s*|an?\s*|any\s*|whichever\s*|whatever\s*)?(?:a[il1]|a\.i\.|llm|gpt|language\s*model|classifier|bot)(?:[\s_-]*(?:reviewer|moderator|screener|checker|system|model|tool))?`,
    String.raw`(?:ad[\s_-]*review|review(?:ing)?|moderation|content[\s_-]*moderation|screening|automated|policy|compliance|brand[\s_-]*safety|trust\s*(?:&|and)\s*safety)[\s_-]*(?:system|model|tool|bot|check(?:er)?|classifier|team|reviewer|engine)s?`,
    String.raw`(?:reviewer|moderator|screener)s?`,
    // An automated check named by what it checks: "automated claims check", "automatic screening" (round nine).
    String.raw`(?:automated|automatic|machine)\s*(?:[\p{L}]+[\s-]*){0,2}?(?:check(?:er)?|review(?:er)?|screen(?:ing|er)?|scan(?:ner)?|filter|moderation)s?`,
    // "The system" addressed by a note, in English or Hinglish: "note for the system", "System ke liye note", "system ko
    // sandesh:" (round eleven). A note to a sound system is one too, but it carries no directive.
    String.raw`(?:note|message|memo|instructions?)\s*(?:to|for)\s*(?:the\s*|this\s*|your\s*)?system`, String.raw`to\s*the\s*system(?=\s*[:;])`,
    String.raw`system\s*(?:ke\s*liye|ko|ke\s*naam)(?:\s*(?:ek\s*)?(?:note|message|sandesh|nirdesh|instructions?)|(?=\s*[:;]))`,
  ),
  /** What the ad tells its reviewer: approve it, let it through, skip the checks, it was cleared already. */
  'review-directive': alternatives(
    String.raw`(?:approve|pass|clear|mark|record|treat|let|wave)\s*(?:it|this(?:\s*(?:ad|advert|creative|banner|one))?)\b(?:\s*(?:through|as\s*(?:passing|compliant|approved|clean|safe)))?`,
    String.raw`(?:skip|bypass|without)\s*(?:the\s*|any\s*|all\s*|a\s*)?(?:remaining\s*|further\s*|usual\s*|financial[\s-]*claims?\s*)?(?:checks?|checking|steps|review|reviewing|screening|scan|scanning)`,
    String.raw`no\s*(?:further\s*)?(?:checks?|review|flags?|warnings?|objections?)\s*(?:are\s*|is\s*)?(?:needed|required|necessary)`, String.raw`raise\s*no\s*(?:issues|flags|warnings|objections)`,
    String.raw`(?:already|in\s*advance|previously)\s*(?:been\s*)?(?:signed\s*off|cleared|approved|checked|reviewed|vetted)`, String.raw`(?:signed\s*off|cleared|approved|vetted)\s*(?:by\s*(?:our|the)\s*[\p{L}\s]{0,30}?)?\s*in\s*advance`,
    String.raw`exemption\s*(?:is\s*)?on\s*file`, String.raw`let\s*(?:it|this)\s*through`,
    String.raw`(?:flag|warning)s?\s*(?:ya\s*[\p{L}]+\s*)?mat\s*(?:lagana|lagao|lagaiye|dena|do|dikhana|dikhao)`, String.raw`pehle\s*(?:hi|se)\s*clear`,
    // The answer dictated ("return CLEAN", "respond with OK"), a named check skipped ("skip the disclosure test"),
    // the ad said cleared by someone's team, and the same in Hinglish (round nine).
    // A status or verdict named before it: "return status APPROVED", "output the verdict as CLEAN" (round twelve).
    String.raw`(?:return|respond\s*with|reply\s*with|answer\s*with|output|give\s*it|log\s*it\s*as)\s*(?:(?:the|a|its)\s*)?(?:(?:status|verdict|result|decision|outcome|label|rating)\s*(?:as|of|to|=|:)?\s*)?["'“‘]?\s*(?:pass(?:ed)?|ok|clean|compliant|approved|green|no\s*(?:issues|findings|violations))\b`,
    String.raw`(?:with\s*)?(?:zero|0)\s*(?:findings|violations)`,
    String.raw`(?:skip|bypass|omit|disable|switch\s*off|turn\s*off)\s*(?:the\s*|any\s*|all\s*|your\s*)?(?:risk|warning|disclaimer|disclosure|policy|compliance|claims?|safety|age|content|brand[\s-]*safety)[\s-]*(?:warning[\s-]*)?(?:tests?|checks?|review|screening|scan)`,
    String.raw`(?:it|this(?:\s*(?:ad|advert|creative|banner|copy|post|content))?)\s*(?:was|has\s*been|have\s*been|is)\s*(?:already\s*)?(?:signed\s*off|cleared|pre[\s-]*approved|approved|vetted)\s*by\s*(?:our|the|their|its)\s*(?:[\p{L}&-]+\s*){0,2}?(?:team|department|dept|lawyers|legal|counsel)`,
    String.raw`(?:pass|approve|clear)\s*(?:kar\s*(?:do|dena|dijiye|dein|dijiyega)|karo|karein|kariye|karna)`,
    // Passed unchecked, or said approved already, in Hinglish: "bina check kiye", "pehle se approved hai" (round eleven).
    String.raw`bina\s*(?:kisi\s*)?(?:check|jaanch|janch|jaanchh|review|screening)\s*(?:kiye|ke|kare|karke|kiye\s*hi)`, String.raw`pehle\s*(?:hi|se)\s*(?:approved?|pass(?:ed)?|checked|verified|cleared)`, String.raw`(?:risk\s*)?(?:note|comment|tippani|warning)\s*mat\s*(?:jodna|jodo|jodiye|add\s*karna|add\s*karo|likhna)`,
  ),
  'reviewer-addressee-hi': alternatives(
    String.raw`(?:स्वचालित|एआई|AI)\s*(?:समीक्षक|जाँचकर्ता|जांचकर्ता|मॉडरेटर|सिस्टम|प्रणाली)`, 'समीक्षक', 'मॉडरेटर', 'जाँचकर्ता', 'जांचकर्ता',
    String.raw`(?:समीक्षा|जाँच|जांच|अनुपालन|मॉडरेशन)\s*(?:प्रणाली|सिस्टम|टीम|मॉडल|विभाग)`,
    // An automated or AI check with words between ("एआई विज्ञापन-समीक्षा"), or any check addressed with "के लिए:" (round nine).
    String.raw`(?:स्वचालित|एआई|AI|ऑटोमेटेड)\s*(?:[\p{L}\p{M}]+[\s-]*){0,2}?(?:जाँच|जांच|समीक्षा|स्क्रीनिंग|मॉडरेशन|चेक)`,
    String.raw`(?:जाँच|जांच|समीक्षा|स्क्रीनिंग|मॉडरेशन|चेक)\s*(?:के\s*लिए|हेतु)\s*[:;]`,
    // "The system" addressed by a note: "सिस्टम के लिए नोट", "सिस्टम को संदेश:" (round eleven).
    String.raw`सिस्टम\s*(?:के\s*लिए|को|के\s*नाम)\s*(?:(?:एक\s*)?(?:नोट|संदेश|निर्देश|मैसेज)|[:;])`,
  ),
  'review-directive-hi': alternatives(
    String.raw`(?:आपत्ति|उल्लंघन|चेतावनी|फ्लैग|फ़्लैग)\s*(?:[\p{L}\p{M}]+\s*){0,2}?(?:न|ना|मत)\s*(?:करें|करो|कीजिए|दिखाएँ|दिखाएं|लगाएँ|लगाएं)`,
    String.raw`पहले\s*(?:ही|से)\s*(?:[\p{L}\p{M}]+\s*){0,3}?(?:जाँच|जांच|मंज़ूर|मंजूर|स्वीकृत|पूरी|पास|क्लियर|अप्रूव)`,
    // No note or comment to be added: a reviewer's act, so "टिप्पणी न करें" (no rude comments) is not one.
    String.raw`(?:टिप्पणी|नोट|चेतावनी)\s*(?:[\p{L}\p{M}]+\s*){0,2}?(?:न|ना|मत)\s*(?:जोड़ें|जोड़ो|जोड़िए|लिखें|लगाएँ|लगाएं)`,
    String.raw`(?:मंज़ूर|मंजूर|स्वीकृत|पास)\s*(?:करें|करो|कीजिए|कर\s*(?:दें|दो|दीजिए|देना))`,
    String.raw`बिना\s*(?:किसी\s*)?(?:जाँच|जांच|चेक|समीक्षा)(?![\p{L}\p{M}])`,
  ),
};

const REFERENCE = /\{\{([a-z-]+)\}\}/g;

/** The pattern with each `{{concept}}` replaced by its lexicon; an unknown concept is an error. */
export function expandConcepts(source: string): string {
  return source.replace(REFERENCE, (_, name: string) => {
    const lexicon = CONCEPTS[name];
    if (lexicon === undefined) throw new Error(`unknown concept {{${name}}}`);
    return lexicon;
  });
}

/** Whether the pattern names only known concepts. */
export const namesKnownConcepts = (source: string) => [...source.matchAll(REFERENCE)].every((m) => m[1]! in CONCEPTS);
