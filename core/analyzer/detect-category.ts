// Category detection (DESIGN §6): weighted phrase and keyword scoring over the ad's normalised text. Each
// distinct term counts once, and each word once (the heaviest term that uses it), so a word repeated in a
// banner, or a phrase and the words inside it, do not outweigh a second, different signal.
// Pure and synchronous, for the server and, later, an on-device pre-check.
import type { Product } from '../products.js';
import { normaliseAdText } from './ad-text.js';
import {
  CATEGORY_TERMS,
  DETECTED_CATEGORIES,
  MASKS,
  PRODUCT_TERMS,
  TERM_WEIGHTS,
  type DetectedCategory,
  type Term,
} from './detection-terms.js';
import type { CategoryDetection } from './types.js';

/** The least score a category needs to be named: one phrase, a keyword and a hint, or three hints… */
export const DETECTION_THRESHOLD = 3;
/** …or one distinctive keyword on its own ("rummy", "vodka"): short ads often carry only one. Hints alone never. */
export const KEYWORD_THRESHOLD = TERM_WEIGHTS.keyword;
/** The score at which the evidence counts as strong (confidence then depends only on the runner-up). */
const STRONG_SCORE = 9;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A plain term as a pattern: word boundaries (letters and digits, any script), spaces and hyphens interchangeable. */
function termPattern(term: Term): RegExp {
  if (term instanceof RegExp) return new RegExp(term.source, 'giu');
  const words = term.trim().split(/[\s-]+/).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s-]*')}(?![\\p{L}\\p{N}])`, 'giu');
}

interface CompiledTerm {
  label: string;
  pattern: RegExp;
  weight: number;
}

const label = (term: Term) => (term instanceof RegExp ? term.source : term);

const COMPILED = DETECTED_CATEGORIES.map((slug) => {
  const { phrases, keywords, hints } = CATEGORY_TERMS[slug];
  const terms: CompiledTerm[] = [
    ...phrases.map((t) => ({ label: label(t), pattern: termPattern(t), weight: TERM_WEIGHTS.phrase })),
    ...keywords.map((t) => ({ label: label(t), pattern: termPattern(t), weight: TERM_WEIGHTS.keyword })),
    ...hints.map((t) => ({ label: label(t), pattern: termPattern(t), weight: TERM_WEIGHTS.hint })),
  ];
  // Heaviest and longest first: once a term has matched, its words are used up (see detectCategory).
  terms.sort((a, b) => b.weight - a.weight || b.label.length - a.label.length);
  return { slug, terms };
});

const MASK_PATTERNS = MASKS.map(termPattern);

const PRODUCTS_COMPILED = PRODUCT_TERMS.map((p) => ({
  ...p,
  // A phrase or a pattern names the product more surely than one word.
  compiled: p.terms.map((t) => ({ pattern: termPattern(t), weight: t instanceof RegExp || /[\s-]/.test(t.trim()) ? 2 : 1 })),
}));

const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

/** The text with every near-miss phrase blanked (same length, so nothing else moves). */
function masked(text: string): string {
  return MASK_PATTERNS.reduce(blank, text);
}

const hits = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

function detectProduct(text: string, category: DetectedCategory): Product | null {
  let best: { product: Product; score: number } | null = null;
  for (const entry of PRODUCTS_COMPILED) {
    if (entry.category !== category) continue;
    const score = entry.compiled.reduce((sum, t) => sum + (hits(t.pattern, text) ? t.weight : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { product: entry.product, score };
  }
  return best?.product ?? null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The category an ad's text is about, with a confidence (0–1), the product when the words name one, the
 * score of every category and the terms that matched. `none` when no category reaches the threshold.
 */
export function detectCategory(text: string): CategoryDetection {
  const normalised = masked(normaliseAdText(text));
  const scores: Record<string, number> = {};
  const heaviest: Record<string, number> = {};
  const matched: string[] = [];
  for (const { slug, terms } of COMPILED) {
    // Each word counts once: "win cash prizes" is one signal, not "win cash" plus "cash prizes" plus "cash".
    let remaining = normalised;
    let score = 0;
    heaviest[slug] = 0;
    for (const term of terms) {
      if (!hits(term.pattern, remaining)) continue;
      score += term.weight;
      heaviest[slug] = Math.max(heaviest[slug]!, term.weight);
      matched.push(term.label);
      remaining = blank(remaining, term.pattern);
    }
    scores[slug] = score;
  }

  const ranked = [...DETECTED_CATEGORIES].sort((a, b) => scores[b]! - scores[a]!);
  const top = ranked[0]!;
  const topScore = scores[top]!;
  const runnerUp = scores[ranked[1]!]!;
  const named = topScore >= DETECTION_THRESHOLD || (topScore >= KEYWORD_THRESHOLD && heaviest[top]! >= TERM_WEIGHTS.keyword);
  if (!named) {
    // How sure we are that it is none: less so when something came close.
    return { category: 'none', confidence: round2(1 - topScore / (2 * DETECTION_THRESHOLD)), product: null, scores, matched: [...new Set(matched)] };
  }

  // One keyword alone is the weakest evidence (0.4); a phrase 0.5; rising to 1 at a strong score.
  const strength = topScore < DETECTION_THRESHOLD ? 0.4 : 0.5 + 0.5 * Math.min(1, (topScore - DETECTION_THRESHOLD) / (STRONG_SCORE - DETECTION_THRESHOLD));
  const separation = topScore / (topScore + runnerUp);
  return {
    category: top,
    confidence: round2(strength * (runnerUp === 0 ? 1 : separation)),
    product: detectProduct(normalised, top),
    scores,
    matched: [...new Set(matched)],
  };
}
