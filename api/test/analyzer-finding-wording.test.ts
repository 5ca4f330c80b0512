import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeForm, creatives, type WorldClass } from './creatives.js';
import { startTestApp, type TestApp } from './harness.js';

// The phone review of /ad-analyzer, through the real app and its OCR: the MoonRupee creative checked for Google
// in India with the category left to detection. The category-status finding's title agrees with its body, the
// findings cite the policy and the rule by name (the ids only in ruleId and policyId), and the claim's quote is
// the headline that makes it, not the logo's OCR noise.

interface Check { check: string; severity: string; status: string; description: string; platformRule: string; ruleId: string; evidence: string | null; policyId: number | null }

describe('the findings a rep reads, for the MoonRupee ad on Google in India', () => {
  let app: TestApp;
  const moonrupee = creatives().find((c) => c.id === 'crypto-in-300-percent-in-3-months')!;

  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(async () => app?.stop());

  it('titles, citations and quotes say what the body says, in words', async () => {
    const response = await fetch(`${app.url}/api/analyze-ad-world-class`, { method: 'POST', body: creativeForm(moonrupee, { platform: 'google', jurisdiction: 'IN' }) });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as Omit<WorldClass, 'criticalViolations'> & { criticalViolations: Check[] };
    expect(result.analysis.categorySource).toBe('detected');

    const status = result.criticalViolations.find((v) => v.ruleId === 'category-status')!;
    // Its AI trading bot is a trading service the India record closes: a failure, titled for the product.
    expect(status).toMatchObject({ severity: 'HIGH', status: 'FAIL', check: 'No route for this product in this market' });
    expect(status.description).toMatch(/^Google Ads has no known route for Cryptocurrency ads in India .*, under the policy “Cryptocurrency ads targeting India”\./);

    for (const v of result.criticalViolations) {
      expect(v.check, v.ruleId).not.toBe('Category allowed on this platform');
      expect(`${v.description} ${v.platformRule}`, v.ruleId).not.toMatch(/\bpolicy \d+\b|\(rule [a-z0-9-]+\)|google-cryptocurrency-in/);
      expect(v.platformRule, v.ruleId).not.toContain(v.ruleId);
      expect(v.policyId, v.ruleId).toEqual(expect.any(Number));
    }
    const disclaimer = result.criticalViolations.find((v) => v.ruleId === 'crypto-in-vda-disclaimer')!;
    expect(disclaimer.platformRule).toBe('Cryptocurrency ads targeting India — ASCI crypto risk disclaimer');

    const claim = result.criticalViolations.find((v) => v.ruleId === 'crypto-in-short-period-returns')!;
    expect(claim.evidence).toMatch(/^(?:300% )?300% returns in just 3 months$/);
    expect(claim.description).not.toMatch(/MOONRUPEE|[\u0900-\u097F]|trading bot/);
  });
});
