// The two voices of a record (DESIGN §4, ADR 227): what a rep reads out at a meeting, and the evidence behind
// it. These are the words that belong only to the evidence — the research process, the spec, answer ids,
// stored copies, what sources said — so the schema can refuse them in a rep-facing field.

/** A kind of research wording, with the pattern that finds it and the words a reviewer is told. */
interface ResearchWording {
  says: string;
  pattern: RegExp;
}

const RESEARCH_WORDING: readonly ResearchWording[] = [
  { says: 'the spec', pattern: /\bspec\b/i },
  { says: 'an answer id', pattern: /\banswer \d{4,}\b/i },
  {
    says: 'a stored copy',
    pattern: /\b(?:stored|cached|archived|older|readable)\s+(?:\w+\s+)?cop(?:y|ies)\b|\bcop(?:y|ies)\s+(?:found|read)\b|\bin the cop(?:y|ies)\b|\breadable part\b/i,
  },
  { says: 'commentary', pattern: /\blegal commentary\b|\bcommentators?\b/i },
  { says: 'research', pattern: /(?<![\w-])research(?:ed|ers?|ing)?\b/i },
  { says: 'what could not be done', pattern: /\bwe (?:could|can)\s?not\b|\bcould not be (?:confirmed|verified|found|checked|read|retrieved)\b/i },
  { says: 'unclear', pattern: /\bunclear\b/i },
  {
    says: 'not verified',
    pattern: /\bnot (?:been |yet )?(?:verified|checked|retrieved)\b|\b(?:is|are|was|were|remains?) unverified\b|\bretrieved\b/i,
  },
  {
    says: 'what sources say',
    pattern:
      /\bsources? (?:says?|said|states?|stated|shows?|showed|names?|ties|read)\b|\b(?:no|any|every|other|some) sources?\b|\bfound in (?:the |any |a )?(?:sources?|cop(?:y|ies)|pages?)\b|\b(?:source|sources|page|pages|copy|copies|list|text) read\b/i,
  },
  { says: 'what was found', pattern: /\b(?:was|were|been|is|are) (?:not )?found\b|\bnot found\b|\bwe found\b|\broutes found\b/i },
  { says: 'reports', pattern: /\btrade (?:press|summary|reports?)\b|\boutlets\b|\breported by\b|\breports? (?:says?|said|that)\b/i },
  { says: 'when it was last seen', pattern: /\blast seen\b|\bcannot be ruled out\b/i },
  // The audit of 28 November 2026 found these asides in rep-facing fields ("(reported)", "older policy text").
  { says: 'an aside on the evidence', pattern: /\(reported[):]|\breported:|\b(?:older|earlier) (?:[\w ]{0,30}?)(?:text|page|version)\b|\blist seen\b|\bon the \w+ \d{4} page\b/i },
];

/** What research wording a rep-facing text holds ('the spec', 'a stored copy'); empty when none. */
export function researchWordingIn(text: string): string[] {
  return RESEARCH_WORDING.filter((w) => w.pattern.test(text)).map((w) => w.says);
}

/** Sentences in a short plain text: ends of sentence are . ! or ? followed by a space and a capital, digit or quote. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return trimmed.split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“(])/).length;
}

/** The short answer a rep reads out: one to three sentences. */
export const SHORT_ANSWER_MAX_SENTENCES = 3;
