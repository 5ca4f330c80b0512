// The labelled creatives of fixtures/ad-creatives, by their typed text (no OCR): detection and rules must give
// what each label says. The API suite runs the same creatives through the real OCR (api/test/analyzer-creatives.test.ts).
// The tuning split only: the held-out creatives are measured in api/test/analyzer-held-out.test.ts, never tuned on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../fixtures/ad-creatives/creatives.js';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { seedPolicyLibrary } from '../../seed/policy-library.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { isFirmAnswer } from '../firm-answer.js';
import { detectCategory } from './detect-category.js';
import { evaluateRules } from './evaluate-rules.js';

type Labelled = ManifestEntry;

const creatives = (JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/ad-creatives/manifest.json'), 'utf8')) as Labelled[]).filter((c) => c.split === 'tuning');
const dataset = readSeedDataset();
const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

describe('the labelled creatives by their text', () => {
  it.each(creatives.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const detection = detectCategory(c.text);
    expect(detection.category).toBe(c.expectedCategory);
    if (c.expectedProduct) expect(detection.product).toBe(c.expectedProduct);
    // checkedAs: the category the user chose, which the analysis then uses (the energy drink checked as alcohol).
    const category = c.checkedAs ?? detection.category;
    const evaluation = evaluateRules(library, rules, { text: c.text, ocrConfidence: 95, platform: c.platform, category, jurisdiction: c.jurisdiction, product: c.checkedAs ? null : detection.product });
    const found = evaluation.findings.map((f) => f.ruleId);
    for (const id of c.mustFind) expect(found).toContain(id);
    for (const id of c.mustNotFind) expect(found).not.toContain(id);
    if (c.injected) expect(evaluation.verdict).toBe('NON_COMPLIANT');
    // A clean ad is approved only where the platform's rule is firm; else a person checks it (core/firm-answer.ts).
    // Checked as a category it does not belong to (the energy drink as alcohol), a person may be asked to confirm.
    const deciding = library.policies.find((p) => p.id === evaluation.policy?.id);
    const approvals = deciding && !isFirmAnswer(deciding) ? ['REQUIRES_REVIEW'] : ['COMPLIANT', 'CONDITIONAL_APPROVAL', ...(c.checkedAs ? ['REQUIRES_REVIEW'] : [])];
    if (c.compliant) expect(approvals).toContain(evaluation.verdict);
    else expect(evaluation.verdict).not.toBe('COMPLIANT');
  });

  it('detects at least 90 % of them right, neutral ads included', () => {
    const right = creatives.filter((c) => detectCategory(c.text).category === c.expectedCategory).length;
    expect(right / creatives.length).toBeGreaterThanOrEqual(0.9);
  });
});
