// The claim reader (ADR 339): a second reading of an ad's claims by meaning rather than by wording. Each line
// of English the ad shows is turned into a sentence vector (the Universal Sentence Encoder, on the server:
// api/src/analyzer/claim-reader.ts); one logistic model per claim rule, trained on the labelled tuning ads
// (scripts/train-claim-reader.ts), gives how much the ad reads like a breach of that rule. The rules stay the
// judge: a reading sends an ad the rules would approve to a person, naming the rule and the line that reads like
// a breach (evaluate-rules.ts); only a reading surer than any the model gave a clean ad in cross-validation, by a
// margin, refuses it (ADR 340). Pure, so it can be tested without the model.

/** The forbidden claims the reader is trained on: the creative-level claims of the four categories. */
export const READER_RULES = [
  'crypto-guaranteed-returns',
  'crypto-get-rich-quick',
  'crypto-in-short-period-returns',
  'crypto-appeal-to-minors',
  'gambling-guaranteed-win',
  'gambling-easy-money',
  'gambling-celebrity-appeal',
  'gambling-appeal-to-minors',
  'rmg-income-claims',
  'rmg-appeal-to-minors',
  'alcohol-health-claims',
  'alcohol-drink-driving',
  'alcohol-appeal-to-minors',
  'alcohol-excessive-drinking',
  'alcohol-social-success',
] as const;

export const isReaderRule = (ruleId: string): boolean => (READER_RULES as readonly string[]).includes(ruleId);

/** A logistic model over the ad's features: the element-wise max, then the mean, of its line vectors. */
export interface ClaimModel {
  weights: number[];
  bias: number;
  /** The probability from which a reading sends the ad to a person (set by cross-validation on the tuning ads). */
  threshold?: number;
  /** The probability from which a reading refuses the ad (ADR 340); absent, the rule's readings only send to a person. */
  refuseAt?: number;
}

export interface ClaimReaderWeights {
  /** The sentence encoder the vectors come from, and their length. */
  encoder: string;
  dimensions: number;
  /** What it was trained on: the tuning ads' count and a digest of their ids, texts and labels. */
  trainedOn: { creatives: number; digest: string };
  models: Record<string, ClaimModel>;
}

/** How much the ad reads like a breach of one rule, and the line that reads most like it. */
export interface ClaimSuspicion {
  probability: number;
  /** The rule's threshold: from it, the reading sends the ad to a person. */
  threshold: number;
  /** From it, the reading refuses the ad (ADR 340); null where the rule's readings never refuse. */
  refuseAt: number | null;
  line: string;
}

/** Whether a reading is sure enough to refuse the ad rather than send it to a person (ADR 340). */
export const refuses = (suspicion: ClaimSuspicion): boolean => suspicion.refuseAt !== null && suspicion.probability >= suspicion.refuseAt;

/** The reader's view of one ad: by rule id, for the rules it was trained on. */
export type ClaimReading = Record<string, ClaimSuspicion>;

const LATIN_WORD = /\b[A-Za-z][A-Za-z'’-]+\b/g;
const LETTER = /\p{L}/gu;

/**
 * The lines the encoder can read: English (or Hinglish) lines of at least two words, mostly Latin letters. The
 * encoder knows English only; a Devanagari line would be noise, and the rules read Hindi themselves.
 */
export function readerLines(text: string, limit = 24): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const latin = (line.match(LATIN_WORD) ?? []).length;
    const letters = (line.match(LETTER) ?? []).length;
    const latinLetters = (line.match(/[A-Za-z]/g) ?? []).length;
    if (latin >= 2 && latinLetters >= letters * 0.6) lines.push(line.slice(0, 300));
    if (lines.length === limit) break;
  }
  return lines;
}

/** The ad's features: the element-wise max of its line vectors, then their mean. */
export function adFeatures(vectors: readonly (readonly number[])[], dimensions: number): number[] {
  const max = new Array<number>(dimensions).fill(-Infinity);
  const mean = new Array<number>(dimensions).fill(0);
  for (const v of vectors) {
    for (let i = 0; i < dimensions; i++) {
      const x = v[i] ?? 0;
      if (x > max[i]!) max[i] = x;
      mean[i]! += x / vectors.length;
    }
  }
  return [...max, ...mean];
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probability(model: ClaimModel, features: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < features.length; i++) z += model.weights[i]! * features[i]!;
  return sigmoid(z);
}

/**
 * The reading of an ad from its lines and their vectors (same order). For each rule, the ad's probability and,
 * as evidence, the line that alone reads most like the breach. No lines: no reading.
 */
export function readClaims(lines: readonly string[], vectors: readonly (readonly number[])[], reader: ClaimReaderWeights): ClaimReading {
  if (lines.length === 0 || vectors.length !== lines.length) return {};
  const features = adFeatures(vectors, reader.dimensions);
  const alone = vectors.map((v) => adFeatures([v], reader.dimensions));
  const reading: ClaimReading = {};
  for (const [ruleId, model] of Object.entries(reader.models)) {
    const scores = alone.map((f) => probability(model, f));
    const best = scores.indexOf(Math.max(...scores));
    reading[ruleId] = { probability: probability(model, features), threshold: model.threshold ?? 0.5, refuseAt: model.refuseAt ?? null, line: lines[best]! };
  }
  return reading;
}

/** The readings that send the ad to a person: those whose probability reaches their rule's threshold. */
export function suspicions(reading: ClaimReading): ClaimReading {
  return Object.fromEntries(Object.entries(reading).filter(([, s]) => s.probability >= s.threshold));
}
