// The version of a set of analyzer rules: their count and a hash of their content, so a result checked on a
// device says which rules judged it, and two copies of the rules can be told apart (ADR 320).
import type { AnalyzerRule } from './rule-schema.js';

/** FNV-1a (32-bit) over the UTF-16 code units: small, stable on every platform, and no crypto API needed. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** "48 rules · 3f2a9c1b": the same rules in the same order always give the same version. */
export function rulesVersion(rules: readonly AnalyzerRule[]): string {
  return `${rules.length} rules · ${fnv1a(JSON.stringify(rules))}`;
}
