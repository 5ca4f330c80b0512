// The Official Policy Reference panel's items (spec 001 "Embedded Official Policy Reference panel", issue 9
// item 7): a policy's requirement and restriction lines from the data, each flagged 'AI Flagged' when the
// analysis found it missing or broken. "About it" comes from the finding's topic (issue 30): a missing age
// statement flags the line about age, a missing disclaimer the line about the disclaimer, a broken claim the
// lines that share a distinctive word of the claim's name. A finding's description is not used: its words
// (the category, the market, "ads") are in every line and would flag them all.

import { bulletLines } from './markdown-lines.js';

export interface ReferenceItem {
  text: string;
  kind: 'requirement' | 'restriction';
  flagged: boolean;
}

/** A finding as the panel needs it: its topic (a rule topic, or 'status') and its check's name. */
export interface ReferenceFlag {
  topic?: string | null;
  check: string;
}

/** The words a requirement line uses for each kind of statement the rules check. */
const TOPIC_WORDS: Record<string, RegExp> = {
  disclaimer: /\bdisclaimer|\brisk\s+warning|\bwarning\b/i,
  age: /\bage[ds]?\b|\d{2}\s*\+|\badults?\b|\b(?:over|under)[\s-]+\d{2}\b/i,
  helpline: /\bhelpline|\bresponsible|\bsafer\s+gambling|\bgambleaware|\bproblem\s+gambling|\b1-800/i,
  licence: /\blicen[cs]e|\bcertif|\bregist(?:ration|ered)\b|\bauthori[sz]|\bpermission\b/i,
  minors: /\bminors?\b|\bchild|\bunder[\s-]*(?:18|25)|\byoung|\byouth|\bteen|\bappeal\b/i,
};
/** Topics a requirement line cannot be about: the category's own status, injected words, imagery. */
const NO_LINE = new Set(['status', 'injection', 'imagery']);

// Words too common in policy lines, or naming the category itself, to tie a claim to one line.
const COMMON = new Set([
  'must', 'with', 'that', 'this', 'from', 'have', 'your', 'their', 'they', 'will', 'only', 'into', 'than', 'when', 'where', 'which',
  'ads', 'advert', 'advertising', 'advertisement', 'advertisements', 'policy', 'missing', 'required', 'requires', 'should', 'does',
  'shown', 'show', 'include', 'includes', 'other', 'also', 'each', 'every', 'been', 'being', 'more', 'less', 'about', 'claim', 'claims',
  'statement', 'message', 'without', 'over', 'risk', 'money', 'crypto', 'cryptocurrency', 'gambling', 'betting', 'gaming', 'alcohol',
  'drinking', 'lottery', 'casino', 'rummy', 'poker', 'play', 'presented', 'linked',
]);

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9+]+/).filter((w) => w.length >= 4 && !COMMON.has(w)));
}

/** Whether a line is about the finding: by its topic's words, or for a claim by a distinctive word of its name. */
function isAbout(line: string, flag: ReferenceFlag): boolean {
  const topic = flag.topic ?? 'claim';
  if (NO_LINE.has(topic)) return false;
  const vocabulary = TOPIC_WORDS[topic];
  if (vocabulary) return vocabulary.test(line);
  const own = words(line);
  return [...words(flag.check)].some((w) => own.has(w));
}

export function referenceItems(policy: { requirements: string; restrictions: string }, flags: readonly ReferenceFlag[] = []): ReferenceItem[] {
  const item = (text: string, kind: ReferenceItem['kind']): ReferenceItem => ({ text, kind, flagged: flags.some((flag) => isAbout(text, flag)) });
  return [...bulletLines(policy.requirements).map((t) => item(t, 'requirement')), ...bulletLines(policy.restrictions).map((t) => item(t, 'restriction'))];
}
