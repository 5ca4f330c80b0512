import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedDataset } from '../../seed/read-dataset.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { creativeForm, heldOutCreatives, readByReader, reported, type Creative, type WorldClass } from './creatives.js';
import { startTestApp, type TestApp } from './harness.js';

// The held-out creatives (fixtures/ad-creatives/held-out.ts, round thirteen, ids h13-) through the real app, real
// OCR and the claim reader included: ads the analyzer was never tuned on. Issue 30's bars are the category detected
// in ≥ 96 % of them, the verdict agreeing with the label in ≥ 95 %, and every ad with a high-severity violation
// judged NON_COMPLIANT. Rounds eight to twelve (h8–h12) were measured here once each and now tune (ninth-round.ts to
// thirteenth-round.ts); round twelve was measured at detection 64/70, verdict 65/70, 3 high-severity ads not
// refused. Round thirteen was written blind before round twelve's misses were fixed, and measured once after, on 28
// Nov 2026: detection 61/70, verdict 62/70, 7 high-severity ads not refused (ADR 233, "Round thirteen"). This test
// holds that floor — a change that loses ground fails — and prints how far each bar is (the bench reports the same).
// Tune on the tuning split, never here: a split that has been tuned on moves to the tuning files and a fresh one is
// written blind.

const BARS = { detection: 0.96, verdict: 0.95, highSeverityMisses: 0 };
const FLOOR = { detection: 61 / 70, verdict: 62 / 70, highSeverityMisses: 7 };
/** Issue 30's rules: until their definitions land in seed/rules they count as high severity, as they will be. */
const NEW_HIGH_RULES = ['crypto-appeal-to-minors', 'gambling-easy-money', 'gambling-celebrity-appeal', 'alcohol-in-surrogate-advertising'];

const rules = readAnalyzerRules(undefined, readSeedDataset());
/** The rules whose failure alone makes an ad non-compliant: HIGH or CRITICAL, a prohibited category, an injection. */
const highSeverity = new Set([
  'category-status',
  ...rules.filter((r) => r.severity === 'HIGH' || r.severity === 'CRITICAL').map((r) => r.id),
  ...NEW_HIGH_RULES.filter((id) => !rules.some((r) => r.id === id)),
]);

/**
 * Whether a verdict agrees with the label: a compliant ad may pass, pass with conditions or go to a person;
 * a non-compliant one must be refused or go to a person (a conditional approval passes it).
 */
const agrees = (c: Creative, verdict: string) =>
  c.compliant ? ['COMPLIANT', 'CONDITIONAL_APPROVAL', 'REQUIRES_REVIEW'].includes(verdict) : ['NON_COMPLIANT', 'REQUIRES_REVIEW'].includes(verdict);

interface Outcome {
  creative: Creative;
  detected: string;
  verdict: string;
  found: string[];
  /** The rules the claim reader suspected (ADR 339): its warnings, which send an approval to a person. */
  read: string[];
  text: string;
}

describe('the held-out creatives (issue 30 bars)', () => {
  let app: TestApp;
  const all = heldOutCreatives();
  const outcomes: Outcome[] = [];

  const post = async (path: string, c: Creative, fields: Record<string, string>) => {
    const response = await fetch(`${app.url}${path}`, { method: 'POST', body: creativeForm(c, fields) });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };

  async function judge(c: Creative): Promise<Outcome> {
    // Detection is measured on every ad; the analysis uses the user's category where the label has one.
    const detection = await post('/api/detect-ad-category', c, {});
    const fields = { platform: c.platform, jurisdiction: c.jurisdiction, ...(c.checkedAs ? { category: c.checkedAs } : {}) };
    const result = (await post('/api/analyze-ad-world-class', c, fields)) as unknown as WorldClass;
    return { creative: c, detected: String(detection.detectedCategory), verdict: result.verdict, found: reported(result), read: readByReader(result), text: result.analysis.extractedText };
  }

  beforeAll(async () => {
    app = await startTestApp('sqlite');
    // Two at a time: the pool's two OCR workers, without queueing behind each other's cold start.
    const queue = [...all];
    await Promise.all([0, 1].map(async () => {
      for (let c = queue.shift(); c; c = queue.shift()) outcomes.push(await judge(c));
    }));
    outcomes.sort((a, b) => all.indexOf(a.creative) - all.indexOf(b.creative));
    report(outcomes);
  }, 600_000);
  afterAll(async () => app?.stop());

  it('holds at least 35 creatives covering every category, Hindi and injected ones included', () => {
    expect(all.length).toBeGreaterThanOrEqual(35);
    for (const category of ['cryptocurrency', 'gambling-lottery', 'real-money-gaming', 'alcohol', 'none']) expect(all.some((c) => c.expectedCategory === category), category).toBe(true);
    expect(all.filter((c) => /[\u0900-\u097f]/u.test(c.text)).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((c) => c.injected).length).toBeGreaterThanOrEqual(3);
  });

  const share = (hits: number) => hits / outcomes.length;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

  it('detects the category of as many as it did, and says how far the 96 % bar is', () => {
    const misses = outcomes.filter((o) => o.detected !== o.creative.expectedCategory);
    const reached = share(outcomes.length - misses.length);
    console.log(`held-out detection ${pct(reached)} (bar ${pct(BARS.detection)}, floor ${pct(FLOOR.detection)})`);
    expect(reached, misses.map((o) => `${o.creative.id}: ${o.detected}`).join('; ')).toBeGreaterThanOrEqual(FLOOR.detection - 1e-9);
  });

  it('agrees with the labelled verdict as often as it did, and says how far the 95 % bar is', () => {
    const misses = outcomes.filter((o) => !agrees(o.creative, o.verdict));
    const reached = share(outcomes.length - misses.length);
    console.log(`held-out verdict agreement ${pct(reached)} (bar ${pct(BARS.verdict)}, floor ${pct(FLOOR.verdict)})`);
    expect(reached, misses.map((o) => `${o.creative.id}: ${o.verdict}`).join('; ')).toBeGreaterThanOrEqual(FLOOR.verdict - 1e-9);
  });

  it('refuses the creatives with a high-severity violation at least as often as it did (the bar: every one)', () => {
    const misses = outcomes.filter((o) => o.creative.mustFind.some((id) => highSeverity.has(id)) && o.verdict !== 'NON_COMPLIANT');
    console.log(`held-out high-severity ads not refused: ${misses.length} (bar ${BARS.highSeverityMisses}, floor ${FLOOR.highSeverityMisses}): ${misses.map((o) => `${o.creative.id} ${o.verdict}`).join(', ')}`);
    expect(misses.length, misses.map((o) => `${o.creative.id}: ${o.verdict}`).join('; ')).toBeLessThanOrEqual(FLOOR.highSeverityMisses);
  });
});

/** One line per creative that misses anything: category, verdict, rules not reported, rules wrongly reported. */
function report(outcomes: Outcome[]): void {
  const lines: string[] = [];
  for (const o of outcomes) {
    const c = o.creative;
    const missing = c.mustFind.filter((id) => !o.found.includes(id));
    const wrong = c.mustNotFind.filter((id) => o.found.includes(id));
    const problems = [
      o.detected !== c.expectedCategory ? `detected ${o.detected}, expected ${c.expectedCategory}` : '',
      agrees(c, o.verdict) ? '' : `verdict ${o.verdict}, labelled ${c.compliant ? 'compliant' : 'non-compliant'}`,
      missing.length ? `not reported: ${missing.join(', ')}` : '',
      wrong.length ? `wrongly reported: ${wrong.join(', ')}` : '',
      o.read.length ? `claim reader: ${o.read.join(', ')}` : '',
    ].filter(Boolean);
    if (problems.length) lines.push(`  ${c.id}: ${problems.join('; ')}`);
  }
  const detected = outcomes.filter((o) => o.detected === o.creative.expectedCategory).length;
  const agreed = outcomes.filter((o) => agrees(o.creative, o.verdict)).length;
  // What the reader costs: clean ads it sends to a person (agreement counts a review as agreeing, so say it apart).
  const clean = outcomes.filter((o) => o.creative.compliant);
  const sentToReview = clean.filter((o) => o.read.length > 0 && o.verdict === 'REQUIRES_REVIEW').length;
  const refused = clean.filter((o) => o.read.length > 0 && o.verdict === 'NON_COMPLIANT').length;
  const rounds = [...new Set(outcomes.map((o) => o.creative.id.split('-')[0]!))].map((round) => {
    const of = outcomes.filter((o) => o.creative.id.startsWith(`${round}-`));
    return `${round} ${of.filter((o) => o.detected === o.creative.expectedCategory).length}/${of.length}, ${of.filter((o) => agrees(o.creative, o.verdict)).length}/${of.length}`;
  });
  console.log(`Held-out: detection ${detected}/${outcomes.length}, verdict agreement ${agreed}/${outcomes.length} (${rounds.join('; ')}); clean ads the claim reader sent to a person ${sentToReview}/${clean.length}, refused ${refused}/${clean.length}\n${lines.join('\n') || '  no misses'}`);
}
