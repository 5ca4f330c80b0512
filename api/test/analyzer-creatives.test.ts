import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeForm, creatives, readByReader, reported, type Creative, type WorldClass } from './creatives.js';
import { dialects, startTestApp, type TestApp } from './harness.js';

// Each labelled creative of the tuning split of fixtures/ad-creatives through the real app (issue 10 item 2):
// the real OCR, detection and rules must report what its label says. On MySQL a sample runs (the pipeline is the same;
// the audit rows are what differ between databases).

describe.each(dialects())('the labelled creatives on %s', (dialect) => {
  let app: TestApp;
  const all = creatives();
  const sample = dialect === 'sqlite' ? all : all.filter((_, i) => i % 6 === 0);
  /** The claim reader's doubts that a label says are wrong: rules it reads in an ad that does not break them. */
  const misread: string[] = [];

  const worldClass = async (c: Creative): Promise<WorldClass> => {
    // checkedAs: the user chose the category (the energy drink checked as alcohol); otherwise it is detected.
    const fields = { platform: c.platform, jurisdiction: c.jurisdiction, ...(c.checkedAs ? { category: c.checkedAs } : {}) };
    const response = await fetch(`${app.url}/api/analyze-ad-world-class`, { method: 'POST', body: creativeForm(c, fields) });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as WorldClass;
  };

  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(async () => app?.stop());

  it('has a labelled fixture set of at least 30 creatives, neutral and injected ones included', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.filter((c) => c.expectedCategory === 'none').length).toBeGreaterThanOrEqual(8);
    expect(all.filter((c) => c.injected).length).toBeGreaterThanOrEqual(3);
  });

  it.each(sample.map((c) => [c.id, c] as const))('%s: detected and judged as labelled', async (_id, creative) => {
    const result = await worldClass(creative);
    if (creative.checkedAs) expect(result.analysis.categorySource).toBe('chosen');
    else {
      expect(result.analysis.categorySource).toBe('detected');
      expect(result.analysis.categoryUsed).toBe(creative.expectedCategory);
    }
    const found = reported(result);
    for (const rule of creative.mustFind) expect(found, `${rule} in ${result.analysis.extractedText}`).toContain(rule);
    for (const rule of creative.mustNotFind) expect(found, `${rule} in ${result.analysis.extractedText}`).not.toContain(rule);
    misread.push(...readByReader(result).filter((rule) => creative.mustNotFind.includes(rule as never)).map((rule) => `${creative.id}: ${rule}`));
    if (creative.injected) expect(result.verdict).toBe('NON_COMPLIANT');
    if (creative.compliant) expect(['COMPLIANT', 'CONDITIONAL_APPROVAL', 'REQUIRES_REVIEW']).toContain(result.verdict);
    else expect(result.verdict).not.toBe('COMPLIANT');
    // Every finding cites its rule and the policy (or law) it comes from: in words, the ids in their own fields.
    for (const v of result.criticalViolations.filter((x) => x.status !== 'PASS')) {
      expect(v.sourceUrl, v.ruleId).toMatch(/^https:\/\//);
      expect(v.platformRule, v.ruleId).toMatch(/ — \S/);
      expect(v.platformRule, v.ruleId).not.toContain(v.ruleId);
    }
  });

  // The reader was trained on these ads (ADR 339), so this is no measure of it (the held-out split is); it
  // catches a retraining or an encoder that reads breaches everywhere.
  it('lets the claim reader doubt few of them wrongly (at most 4 %)', () => {
    expect(misread.length / sample.length, misread.join('; ')).toBeLessThanOrEqual(0.04);
  });
});
