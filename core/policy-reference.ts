// The Official Policy Reference panel's items (spec 001 "Embedded Official Policy Reference panel", issue 9
// item 7): a policy's requirement and restriction lines from the data, each flagged when an analyzer
// violation is about it. "About it" is a shared significant word (4+ letters, not a common word), so
// "Missing ASCI disclaimer" flags "- The ASCI disclaimer, prescribed wording …".

import { bulletLines } from './markdown-lines.js';

export interface ReferenceItem {
  text: string;
  kind: 'requirement' | 'restriction';
  flagged: boolean;
}

const COMMON = new Set(['must', 'with', 'that', 'this', 'from', 'have', 'your', 'their', 'they', 'will', 'only', 'into', 'than', 'when', 'where', 'which', 'ads', 'advert', 'advertising', 'advertisement', 'advertisements', 'policy', 'missing', 'required', 'requires', 'should', 'does', 'shown', 'show', 'include', 'includes', 'other', 'also', 'each', 'every', 'been', 'being', 'more', 'less', 'about']);

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9+]+/).filter((w) => w.length >= 4 && !COMMON.has(w)));
}


export function referenceItems(policy: { requirements: string; restrictions: string }, violations: readonly string[] = []): ReferenceItem[] {
  const flags = violations.map(words);
  const item = (text: string, kind: ReferenceItem['kind']): ReferenceItem => {
    const own = words(text);
    return { text, kind, flagged: flags.some((v) => [...v].some((w) => own.has(w))) };
  };
  return [...bulletLines(policy.requirements).map((t) => item(t, 'requirement')), ...bulletLines(policy.restrictions).map((t) => item(t, 'restriction'))];
}
