// @vitest-environment jsdom
// The creative checks kept for the session: a check goes in and comes back with its Map, per plan; what
// cannot be read as one is ignored; the oldest plans go first; and the screen's hook keeps a check shown
// while its plan changes within the category, as before it was kept.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignPlan } from '../../../../core/campaign-check';
import type { CreativeCheck } from './creative-check';
import { forgetCheck, keepCheck, KEPT_CHECKS_KEY, KEPT_PLANS, planKey, readKeptCheck, useKeptCreativeCheck } from './kept-creative-check';

const plan = (markets: string[], category = 'cryptocurrency'): CampaignPlan => ({ category, product: null, platforms: ['google', 'facebook'], markets });
const check = (fileName = 'lager.png', category = 'cryptocurrency'): CreativeCheck => ({
  category,
  fileName,
  cells: new Map([
    ['google:IN', { judgedIn: null, result: { platform: 'google', jurisdiction: 'IN', verdict: 'NON_COMPLIANT', verdictReason: 'The ad promises returns.', compliant: false, riskScore: 90, analysisId: 11, violations: [] } }],
    ['google:US-NJ', { judgedIn: 'US', result: { platform: 'google', jurisdiction: 'US', verdict: 'COMPLIANT', verdictReason: 'Every check passed.', compliant: true, riskScore: 5, analysisId: 12, violations: [] } }],
  ]),
  unchecked: [{ platform: 'facebook', market: 'BR' }],
});
const stored = () => JSON.parse(sessionStorage.getItem(KEPT_CHECKS_KEY)!) as Record<string, unknown>;

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a creative check kept for the session', () => {
  it('comes back as it went in, for its plan only', () => {
    const key = planKey(plan(['IN', 'US-NJ']));
    expect(key).toBe('category=cryptocurrency&platforms=google%2Cfacebook&markets=IN%2CUS-NJ');
    keepCheck(key, check());
    const back = readKeptCheck(key)!;
    expect(back).toEqual(check());
    expect(back.cells).toBeInstanceOf(Map);
    expect(readKeptCheck(planKey(plan(['IN'])))).toBeNull();
  });

  it('keeps a check made on this device, whose cells have no record (analysisId null) but their device analyses’ client ids, and still reads one kept before', () => {
    const key = planKey(plan(['IN', 'US-NJ']));
    const onDevice = check();
    for (const verdict of onDevice.cells.values()) {
      verdict.result.analysisId = null;
      verdict.deviceAnalysis = crypto.randomUUID();
    }
    keepCheck(key, onDevice);
    expect(readKeptCheck(key)).toEqual(onDevice);

    // A client id that is not text: not a check.
    const [[cellKey, verdict]] = [...onDevice.cells];
    sessionStorage.setItem(KEPT_CHECKS_KEY, JSON.stringify({ [key]: { category: 'cryptocurrency', fileName: 'lager.png', cells: [[cellKey, { ...verdict, deviceAnalysis: 7 }]], unchecked: [] } }));
    expect(readKeptCheck(key)).toBeNull();

    // As kept before the server sent a reason, or a device could check: a record's id and no verdictReason.
    const { verdictReason: _reason, ...older } = check().cells.get('google:IN')!.result;
    sessionStorage.setItem(KEPT_CHECKS_KEY, JSON.stringify({ [key]: { category: 'cryptocurrency', fileName: 'lager.png', cells: [['google:IN', { judgedIn: null, result: older }]], unchecked: [] } }));
    expect(readKeptCheck(key)?.cells.get('google:IN')?.result).toEqual(older);

    // Neither a record's id nor null: not a check.
    sessionStorage.setItem(KEPT_CHECKS_KEY, JSON.stringify({ [key]: { category: 'cryptocurrency', fileName: 'lager.png', cells: [['google:IN', { judgedIn: null, result: { ...older, analysisId: '11' } }]], unchecked: [] } }));
    expect(readKeptCheck(key)).toBeNull();
  });

  it('ignores corrupt JSON, a store that is not a map of plans, and an entry of another shape', () => {
    const key = planKey(plan(['IN']));
    for (const text of ['{"category=', 'null', '[1,2]', '"text"']) {
      sessionStorage.setItem(KEPT_CHECKS_KEY, text);
      expect(readKeptCheck(key)).toBeNull();
    }
    const kept = { category: 'cryptocurrency', fileName: 'lager.png', cells: [...check().cells], unchecked: [] };
    const stale = [
      { ...kept, cells: Object.fromEntries(check().cells) },
      { ...kept, fileName: undefined },
      { ...kept, cells: [['google:IN', { judgedIn: null, result: { verdict: 'COMPLIANT', riskScore: '5' } }]] },
      { ...kept, unchecked: [{ platform: 'facebook' }] },
    ];
    for (const entry of stale) {
      sessionStorage.setItem(KEPT_CHECKS_KEY, JSON.stringify({ [key]: entry }));
      expect(readKeptCheck(key)).toBeNull();
    }
    // And keeping a new check writes over what could not be read.
    sessionStorage.setItem(KEPT_CHECKS_KEY, '{"category=');
    keepCheck(key, check());
    expect(readKeptCheck(key)?.fileName).toBe('lager.png');
  });

  it(`keeps the last ${KEPT_PLANS} plans checked, a plan checked again counting as the latest`, () => {
    const keys = Array.from({ length: KEPT_PLANS + 1 }, (_, i) => planKey(plan([`M${i}`])));
    keys.slice(0, KEPT_PLANS).forEach((key) => keepCheck(key, check()));
    keepCheck(keys[0]!, check('again.png'));
    keepCheck(keys[KEPT_PLANS]!, check());
    expect(Object.keys(stored())).toEqual([...keys.slice(2, KEPT_PLANS), keys[0], keys[KEPT_PLANS]]);
    forgetCheck(keys[0]!);
    expect(readKeptCheck(keys[0]!)).toBeNull();
  });

  it('lasts as long as the page when storage is full or denied', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepCheck(planKey(plan(['IN'])), check())).not.toThrow();
  });
});

describe("the screen's check", () => {
  it('stays shown while the plan changes within its category, is kept under the plan it was made for, and is cleared for both', () => {
    const checked = plan(['IN', 'US-NJ']);
    const { result, rerender } = renderHook((p: CampaignPlan) => useKeptCreativeCheck(p), { initialProps: checked });
    expect(result.current.check).toBeNull();
    act(() => result.current.keep(check(), checked));

    const wider = plan(['IN', 'US-NJ', 'GB']);
    rerender(wider);
    expect(result.current.check?.fileName).toBe('lager.png');
    expect(readKeptCheck(planKey(wider))).toBeNull();
    rerender(plan(['IN'], 'alcohol'));
    expect(result.current.check).toBeNull();
    rerender(checked);
    expect(result.current.check?.fileName).toBe('lager.png');

    rerender(wider);
    act(() => result.current.clear());
    expect(result.current.check).toBeNull();
    expect(readKeptCheck(planKey(checked))).toBeNull();
  });

  it('keeps a check made for a plan the screen has since left under that plan', () => {
    const sent = plan(['IN']);
    const { result } = renderHook((p: CampaignPlan) => useKeptCreativeCheck(p), { initialProps: plan(['US'], 'alcohol') });
    act(() => result.current.keep(check(), sent));
    expect(result.current.check).toBeNull();
    expect(readKeptCheck(planKey(sent))?.fileName).toBe('lager.png');
  });
});
