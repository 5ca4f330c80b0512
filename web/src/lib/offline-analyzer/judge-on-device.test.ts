// A campaign's creative judged on the device (ADR 314's offline addendum): one call judges every target as
// the analyzer's own device judgement does in standard mode, with the reason and no record, and hands back each
// target's whole standard result (which the device keeps for the audit trail); a bad target is refused in the
// server's words before the image is read.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StandardResult } from '../../../../core/analyzer/results';
import { resetReplica, seededServer } from '../../test/render-screen';
import { replica } from '../replica/replica-db';
import { DeviceAnalysisError } from './device-analysis';
import { judgeAnalysis, judgeCampaign, prepareCampaign } from './judge-on-device';

const read = { text: 'MoonRupee 300% returns in just 3 months. Our AI trading bot turned ₹10,000 into ₹40,000. Join the bot.', confidence: 91, durationMs: 700 };
const targets = [
  { platform: 'google', jurisdiction: 'IN' },
  { platform: 'facebook', jurisdiction: 'IN' },
  { platform: 'google', jurisdiction: 'US' },
];

beforeAll(() => resetReplica(seededServer()));

describe('a campaign judged on the device', () => {
  it("judges each target as a standard analysis on the device would, with the rules' reason and no record", async () => {
    const name = replica().name;
    const checked = await judgeCampaign(name, read, { category: 'cryptocurrency', targets });
    expect(checked.category).toBe('cryptocurrency');
    expect(checked.extractedText).toBe(read.text);
    expect(checked.device.datasetRevision).toBeGreaterThan(0);
    expect(checked.results.map((r) => [r.platform, r.jurisdiction, r.analysisId])).toEqual(targets.map((t) => [t.platform, t.jurisdiction, null]));
    for (const [i, target] of targets.entries()) {
      const single = (await judgeAnalysis(name, read, { ...target, category: 'cryptocurrency', mode: 'standard' })).result as StandardResult;
      const { verdict, compliant, violations, riskScore, verdictReason } = checked.results[i]!;
      expect({ verdict, compliant, violations, riskScore }).toEqual({ verdict: single.verdict, compliant: single.compliant, violations: single.violations, riskScore: single.riskScore });
      // The reason is the summary's second line, as the server's campaign answer gives it.
      expect(verdictReason).toBe(single.summary.split('\n')[1]);
      // The whole result too, for the audit trail: the device's standard analysis of the target, but for its time.
      const whole = checked.standardResults[i]!;
      expect({ ...whole, analysis: { ...whole.analysis, analysedAt: single.analysis.analysedAt } }).toEqual(single);
    }
    expect(checked.standardResults).toHaveLength(targets.length);
  });

  it("refuses a target the library does not know in the server's words, before the image is prepared", async () => {
    const refused = prepareCampaign(replica().name, new Blob(), { category: 'cryptocurrency', targets: [targets[0]!, { platform: 'google', jurisdiction: 'XX' }] });
    await expect(refused).rejects.toBeInstanceOf(DeviceAnalysisError);
    await expect(refused).rejects.toThrow(/^Target 2: Unknown jurisdiction/);
  });
});
