import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceAnalysisSchema, type DeviceAnalysisPayload } from '../../../../core/analyzer/device-analysis';
import { queueDeviceAnalysis, unsentDeviceAnalyses } from './device-analyses';
import { flushOutbox } from './outbox';
import { openReplica, type ReplicaDatabase } from './replica-db';
import { queuePolicyCheck } from './policy-check-events';

// The outbox kind 'analysis.device' (issue 33 item 4, ADR 320): an analysis made on the device is kept in the
// outbox until the audit trail holds it, sent once per client id, and listed while it waits.

/** The audit trail's route as api/src/analyzer/device-analyses.ts answers: the shared schema, one record per client id. */
class AuditTrail {
  readonly records = new Map<string, DeviceAnalysisPayload>();
  posts = 0;
  offline = false;
  /** Stores the record, then drops the answer, as a connection lost mid-response does. */
  loseNextAnswer = false;
  readonly fetch: typeof fetch = async (input, init = {}) => {
    if (this.offline) throw new TypeError('Failed to fetch');
    if (String(input).endsWith('/api/events/policy-check')) return new Response(null, { status: 204 });
    expect(String(input)).toBe('https://api.example/api/analyses/device');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    this.posts += 1;
    const parsed = deviceAnalysisSchema.safeParse(JSON.parse(String(init.body)));
    if (!parsed.success) return Response.json({ message: 'Invalid device analysis.' }, { status: 400 });
    const replay = this.records.has(parsed.data.clientId);
    if (!replay) this.records.set(parsed.data.clientId, parsed.data);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new TypeError('network error');
    }
    return Response.json({ id: 1, clientId: parsed.data.clientId }, { status: replay ? 200 : 201 });
  };
}

const analysis = (verdict = 'NON_COMPLIANT'): Omit<DeviceAnalysisPayload, 'clientId'> => ({
  mode: 'standard',
  platform: 'google',
  jurisdiction: 'IN',
  category: null,
  rulesVersion: '42 rules · 0a1b2c3d',
  datasetRevision: 3,
  result: {
    verdict: verdict as 'NON_COMPLIANT',
    analysis: {
      engine: 'rules', extractedText: 'Earn 300% in 3 months', ocrConfidence: 91, detection: { category: 'cryptocurrency', confidence: 0.8 },
      durationMs: 900, ocrMs: 700, analysedAt: '2026-11-27T05:40:00.000Z',
    },
  },
});

let db: ReplicaDatabase;
let trail: AuditTrail;
const flush = () => flushOutbox(db, { fetch: trail.fetch, baseUrl: 'https://api.example' });

beforeEach(() => {
  db = openReplica(`device-analyses-test-${crypto.randomUUID()}`);
  trail = new AuditTrail();
});
afterEach(async () => {
  await db.delete();
});

describe('analyses made on this device, in the outbox', () => {
  it('are listed while they wait (newest first, nothing else of the outbox), then sent once and gone from the list', async () => {
    trail.offline = true;
    const first = await queueDeviceAnalysis(db, analysis());
    await queuePolicyCheck(db, { checker: 'simple-checker', platform: 'google', category: 'alcohol', jurisdiction: 'US', outcome: 'limited' });
    const second = await queueDeviceAnalysis(db, analysis('COMPLIANT'));
    expect((await flush()).blocked).toBe(true);
    expect((await unsentDeviceAnalyses(db)).map((e) => [e.clientId, e.payload.result.verdict])).toEqual([[second, 'COMPLIANT'], [first, 'NON_COMPLIANT']]);

    trail.offline = false;
    expect(await flush()).toEqual({ sent: 3, rejected: [], blocked: false });
    expect([...trail.records.keys()]).toEqual([first, second]);
    expect(trail.records.get(first)).toMatchObject({ clientId: first, rulesVersion: '42 rules · 0a1b2c3d', datasetRevision: 3 });
    expect(await unsentDeviceAnalyses(db)).toEqual([]);
    expect(await flush()).toEqual({ sent: 0, rejected: [], blocked: false });
    expect(trail.posts).toBe(2);
  });

  it('an answer lost after the server stored it: the entry stays, the replay carries the same client id, one record', async () => {
    const clientId = await queueDeviceAnalysis(db, analysis());
    trail.loseNextAnswer = true;
    expect((await flush()).blocked).toBe(true);
    expect((await unsentDeviceAnalyses(db)).map((e) => e.clientId)).toEqual([clientId]);
    expect(await flush()).toEqual({ sent: 1, rejected: [], blocked: false });
    expect(trail.posts).toBe(2);
    expect(trail.records.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refused by the server (400), it leaves the outbox and is reported', async () => {
    const clientId = await queueDeviceAnalysis(db, { ...analysis(), datasetRevision: -1 });
    const result = await flush();
    expect(result.sent).toBe(0);
    expect(result.rejected.map((r) => [r.entry.clientId, r.error.status])).toEqual([[clientId, 400]]);
    expect(await db.outbox.count()).toBe(0);
    expect(trail.records.size).toBe(0);
  });
});
