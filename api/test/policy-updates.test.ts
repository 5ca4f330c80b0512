import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyUpdateWithRefs } from '../../core/contract.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

describe.each(dialects())('API on %s: recent policy updates', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());

  it('when recent updates are listed, then they are newest first with platform and policy, or with the law they changed', async () => {
    const updates = (await (await app.get('/api/policy-updates/recent')).json()) as PolicyUpdateWithRefs[];
    expect(updates.length).toBeGreaterThan(0);
    const dates = updates.map((u) => u.updateDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const u of updates) {
      expect(['Policy Change', 'Restriction Eased', 'New Restriction']).toContain(u.changeType);
      if (u.lawId === null) {
        expect(u.platform).toEqual({ identifier: expect.any(String), name: expect.any(String) });
        expect(u.policy).toEqual({ title: expect.any(String), categoryId: expect.any(Number) });
        expect(u.law).toBeNull();
      } else {
        expect(u).toMatchObject({ policyId: null, platform: null, policy: null });
        expect(u.law).toEqual({ key: expect.any(String), title: expect.any(String), jurisdictionCode: expect.any(String), regulator: expect.any(String), categoryIds: expect.any(Array) });
      }
      expect(Array.isArray(u.affectedJurisdictions)).toBe(true);
      expect(u.sourceUrl).toMatch(/^https:\/\//);
    }
    // A change of law appears once, for every platform: the UK bonus cap is on the Gambling Commission's rules.
    const cap = updates.find((u) => u.key === 'ukgc-bonus-wagering-cap-2025')!;
    expect(cap.law).toMatchObject({ key: 'gb-ukgc-marketing-rules', jurisdictionCode: 'GB' });
    expect(cap.law!.categoryIds.length).toBeGreaterThan(0);
  });

  it('when a limit is given, then at most that many come back, the newest ones', async () => {
    const all = (await (await app.get('/api/policy-updates/recent')).json()) as PolicyUpdateWithRefs[];
    const two = (await (await app.get('/api/policy-updates/recent?limit=2')).json()) as PolicyUpdateWithRefs[];
    expect(two).toEqual(all.slice(0, 2));
  });

  it('when the limit is not a positive number, then 400', async () => {
    for (const limit of ['abc', '0', '-1', '100000']) {
      const response = await app.get(`/api/policy-updates/recent?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatch(/limit/i);
    }
  });
});
