// Category detection (DESIGN §6, ADR 234): weighted cues over the ad's normalised text, in English, Hindi and
// Hinglish. Each distinct term counts once, and each word once (the heaviest cue that uses it), so a word
// repeated in a banner, or a phrase and the words inside it, do not outweigh a second, different signal;
// weak cues of one kind add up, and cues that mean something only together ("club soda" beside "malt") count
// as one. Strong cues name the category; weak ones say `unsure` with the two best candidates.
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
import { blank, hits, readRupeeSigns, termMatcher, type TermMatcher } from './term-match.js';
import type { CategoryDetection, DetectionCandidate, DetectionStatus } from './types.js';

/** The least score a category needs to be named: one phrase, a keyword and a hint, or three hints… */
export const DETECTION_THRESHOLD = 3;
/** …or one distinctive keyword on its own ("rummy", "vodka"): short ads often carry only one. Hints alone never. */
export const KEYWORD_THRESHOLD = TERM_WEIGHTS.keyword;
/** Below a name, two weak cues of one kind ("token" and "presale") are enough to be unsure rather than say none. */
export const UNSURE_THRESHOLD = 2;
/** The score at which the evidence counts as strong (confidence then depends only on the runner-up). */
const STRONG_SCORE = 9;
/** Confidence of an unsure guess before the runner-up's share: below the rules engine's UNSURE_CATEGORY (0.45). */
const UNSURE_STRENGTH = 0.3;

/** A cue of one or more parts; each part is a set of alternative terms, and every part must match. */
interface CompiledCue {
  label: string;
  parts: TermMatcher[][];
  weight: number;
  /** Terms of which one must be somewhere in the ad, used up or not. */
  beside?: TermMatcher[];
}

const label = (term: Term) => (term instanceof RegExp ? term.source : term);
const single = (t: Term, weight: number): CompiledCue => ({ label: label(t), parts: [[termMatcher(t)]], weight });

const COMPILED = DETECTED_CATEGORIES.map((slug) => {
  const { phrases, keywords, hints, together = [] } = CATEGORY_TERMS[slug];
  const cues: CompiledCue[] = [
    ...together.map((c) => ({ label: c.label, parts: c.parts.map((alternatives) => alternatives.map(termMatcher)), weight: c.weight, beside: c.beside?.map(termMatcher) })),
    ...phrases.map((t) => single(t, TERM_WEIGHTS.phrase)),
    ...keywords.map((t) => single(t, TERM_WEIGHTS.keyword)),
    ...hints.map((t) => single(t, TERM_WEIGHTS.hint)),
  ];
  // Heaviest, then cues of several parts, then longest first: once a cue has matched, its words are used up.
  cues.sort((a, b) => b.weight - a.weight || b.parts.length - a.parts.length || b.label.length - a.label.length);
  return { slug, cues };
});

const MASK_PATTERNS = MASKS.map(termMatcher);

const PRODUCTS_COMPILED = PRODUCT_TERMS.map((p) => ({
  ...p,
  // A phrase or a pattern names the product more surely than one word.
  compiled: p.terms.map((t) => ({ matcher: termMatcher(t), weight: t instanceof RegExp || /[\s-]/.test(t.trim()) ? 2 : 1 })),
}));

/**
 * The text as detection reads it: normalised, brand compounds split where the case changes ("RummyRaja",
 * "BetKing": a brand built on a category word is a cue), the rupee sign as OCR misreads it restored, and every
 * near-miss phrase blanked.
 */
function readable(text: string): string {
  const split = readRupeeSigns(normaliseAdText(text)).replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return MASK_PATTERNS.reduce(blank, split);
}

/** The cue's terms that match, one per part, or null when a part is missing (or what it needs beside it in the whole ad). */
function matchCue(cue: CompiledCue, text: string, whole: string): TermMatcher[] | null {
  if (cue.beside && !cue.beside.some((t) => hits(t, whole))) return null;
  const found: TermMatcher[] = [];
  for (const alternatives of cue.parts) {
    const hit = alternatives.find((p) => hits(p, text));
    if (!hit) return null;
    found.push(hit);
  }
  return found;
}

function detectProduct(text: string, category: DetectedCategory): Product | null {
  let best: { product: Product; score: number } | null = null;
  for (const entry of PRODUCTS_COMPILED) {
    if (entry.category !== category) continue;
    const score = entry.compiled.reduce((sum, t) => sum + (hits(t.matcher, text) ? t.weight : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { product: entry.product, score };
  }
  return best?.product ?? null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each category's score and heaviest cue, and the cues that matched. */
function score(text: string) {
  const scores: Record<string, number> = {};
  const heaviest: Record<string, number> = {};
  const matched: string[] = [];
  for (const { slug, cues } of COMPILED) {
    // Each word counts once: "win cash prizes" is one signal, not "win cash" plus "cash prizes" plus "cash".
    let remaining = text;
    let total = 0;
    heaviest[slug] = 0;
    for (const cue of cues) {
      const found = matchCue(cue, remaining, text);
      if (!found) continue;
      total += cue.weight;
      heaviest[slug] = Math.max(heaviest[slug]!, cue.weight);
      matched.push(cue.label);
      remaining = found.reduce(blank, remaining);
    }
    scores[slug] = total;
  }
  return { scores, heaviest, matched: [...new Set(matched)] };
}

/**
 * The category an ad's text is about, how firmly (`status`), with a confidence (0–1), the product when the
 * words name one, the two best candidates, the score of every category and the cues that matched.
 */
export function detectCategory(text: string): CategoryDetection {
  const normalised = readable(text);
  const { scores, heaviest, matched } = score(normalised);

  const ranked = [...DETECTED_CATEGORIES].sort((a, b) => scores[b]! - scores[a]!);
  const top = ranked[0]!;
  const topScore = scores[top]!;
  const runnerUp = scores[ranked[1]!]!;
  const candidates: DetectionCandidate[] = ranked.slice(0, 2).filter((c) => scores[c]! > 0).map((c) => ({ category: c, score: scores[c]! }));
  const named = topScore >= DETECTION_THRESHOLD || (topScore >= KEYWORD_THRESHOLD && heaviest[top]! >= TERM_WEIGHTS.keyword);
  const separation = runnerUp === 0 ? 1 : topScore / (topScore + runnerUp);

  if (!named && topScore < UNSURE_THRESHOLD) {
    // How sure we are that it is none: less so when something came close.
    return { category: 'none', status: 'none', candidates, confidence: round2(1 - topScore / (2 * DETECTION_THRESHOLD)), product: null, scores, matched };
  }

  let status: DetectionStatus = 'detected';
  let strength: number;
  if (!named) {
    status = 'unsure';
    strength = UNSURE_STRENGTH;
    if (candidates.length < 2) candidates.push({ category: 'none', score: 0 });
  } else {
    // One keyword alone is the weakest evidence (0.4); a phrase 0.5; rising to 1 at a strong score.
    strength = topScore < DETECTION_THRESHOLD ? 0.4 : 0.5 + 0.5 * Math.min(1, (topScore - DETECTION_THRESHOLD) / (STRONG_SCORE - DETECTION_THRESHOLD));
    // Two categories level: the first in the list is only a guess.
    if (runnerUp === topScore) status = 'unsure';
  }
  return {
    category: top,
    status,
    candidates,
    // Unsure stays below the rules engine's UNSURE_CATEGORY, however strong two level categories are.
    confidence: round2(status === 'unsure' ? Math.min(UNSURE_STRENGTH, strength * separation) : strength * separation),
    product: detectProduct(normalised, top),
    scores,
    matched,
  };
}
