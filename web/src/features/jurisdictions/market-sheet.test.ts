import { describe, expect, it } from 'vitest';
import type { PolicyUpdateWithRefs, PolicyWithRefs } from '../../../../core/contract';
import { category, jurisdiction, platform, policy, update } from '../../lib/replica/testing/fake-server';
import { findMarket, marketSheet } from './market-sheet';

const platforms = [platform(1, 'google', 'Google Ads'), platform(2, 'facebook', 'Facebook')];
const categories = [category(1, 'Cryptocurrency'), category(2, 'Alcohol'), category(3, 'Dating')];
const jurisdictions = [jurisdiction(1, 'GLOBAL', 'Global'), jurisdiction(2, 'IN', 'India'), { ...jurisdiction(3, 'GB', 'United Kingdom'), aliases: ['UK'] }];
const ref = (id: number) => ({ id, code: jurisdictions[id - 1]!.code, name: jurisdictions[id - 1]!.name });
const withRefs = (p: ReturnType<typeof policy>): PolicyWithRefs => ({
  ...p,
  platform: platforms.find((x) => x.id === p.platformId)!,
  category: categories.find((x) => x.id === p.categoryId)!,
});
const policies = [
  withRefs(policy(1, { title: 'Google crypto (global)', status: 'limited', jurisdictions: [ref(1)] })),
  withRefs(policy(2, { title: 'Google crypto India', status: 'prohibited', jurisdictions: [ref(2)], regionalRules: [{ code: 'IN-KA', name: 'Karnataka', products: [], status: 'prohibited', note: 'x' }] })),
  withRefs(policy(3, { platformId: 2, title: 'Facebook crypto UK', status: 'limited', jurisdictions: [ref(3)] })),
  withRefs(policy(4, { platformId: 2, categoryId: 2, title: 'Facebook alcohol (global)', status: 'limited', jurisdictions: [ref(1)] })),
];
const updates: PolicyUpdateWithRefs[] = [
  { ...update(1, 2), affectedJurisdictions: [], platform: { identifier: 'google', name: 'Google Ads' }, policy: { title: 'x', categoryId: 1 }, law: null },
  { ...update(2, 4), affectedJurisdictions: ['IN'], platform: { identifier: 'facebook', name: 'Facebook' }, policy: { title: 'y', categoryId: 2 }, law: null },
  { ...update(3, 3), affectedJurisdictions: ['UK'], platform: { identifier: 'facebook', name: 'Facebook' }, policy: { title: 'z', categoryId: 1 }, law: null },
];
const data = { platforms, categories, jurisdictions, policies, updates };

describe('a market answer sheet', () => {
  it('finds a market by code or alias, and not GLOBAL or an unknown code', () => {
    expect(findMarket('uk', jurisdictions)?.code).toBe('GB');
    expect(findMarket('IN', jurisdictions)?.name).toBe('India');
    expect(findMarket('GLOBAL', jurisdictions)).toBeNull();
    expect(findMarket('XX', jurisdictions)).toBeNull();
  });

  it('answers each platform and category for India: its own policy first, else the global one, else Unknown', () => {
    const sheet = marketSheet(findMarket('IN', jurisdictions)!, data);
    const crypto = sheet.categories.find((c) => c.category.name === 'Cryptocurrency')!;
    expect(crypto.answers.map((a) => [a.platform.identifier, a.policy?.id ?? null, a.source.from, a.hint])).toEqual([
      ['google', 2, 'IN', null],
      ['facebook', null, null, null],
    ]);
    const alcohol = sheet.categories.find((c) => c.category.name === 'Alcohol')!;
    expect(alcohol.answers.map((a) => [a.policy?.id ?? null, a.source.from, a.hint])).toEqual([
      [null, null, null],
      [4, 'GLOBAL', 'No India rule found · global policy applies'],
    ]);
    expect(sheet.unanswered.map((c) => c.name)).toEqual(['Dating']);
  });

  it('for the UK, uses the GB policies and the updates that name UK or GB', () => {
    const sheet = marketSheet(findMarket('UK', jurisdictions)!, data);
    const crypto = sheet.categories.find((c) => c.category.name === 'Cryptocurrency')!;
    expect(crypto.answers.map((a) => a.policy?.id ?? null)).toEqual([1, 3]);
    expect(sheet.updates.map((u) => u.id)).toEqual([3]);
  });

  it('lists the market\'s policies with regional rules, and the updates that name it or change its own policies', () => {
    const sheet = marketSheet(findMarket('IN', jurisdictions)!, data);
    expect(sheet.regional.map((p) => p.id)).toEqual([2]);
    expect(sheet.updates.map((u) => u.id)).toEqual([1, 2]);
  });

  it('for a member state, answers from its region\'s policies and shows the region\'s laws and updates (issue 28)', () => {
    const markets = [...jurisdictions, jurisdiction(4, 'EU', 'European Union'), { ...jurisdiction(5, 'BE', 'Belgium'), parent: 'EU' }];
    const eu = { id: 4, code: 'EU', name: 'European Union' };
    const euPolicy = withRefs(policy(5, { platformId: 2, title: 'Facebook crypto EU', status: 'prohibited', jurisdictions: [eu] }));
    const euUpdate: PolicyUpdateWithRefs = { ...update(4, 5), affectedJurisdictions: ['EU'], platform: { identifier: 'facebook', name: 'Facebook' }, policy: { title: 'w', categoryId: 1 }, law: null };
    const sheet = marketSheet(findMarket('BE', markets)!, { ...data, jurisdictions: markets, policies: [...policies, euPolicy], updates: [...updates, euUpdate] });
    const crypto = sheet.categories.find((c) => c.category.name === 'Cryptocurrency')!;
    expect(crypto.answers.map((a) => [a.policy?.id ?? null, a.source.from, a.hint])).toEqual([
      [1, 'GLOBAL', 'No Belgium rule found · global policy applies'],
      [5, 'EU', "From Facebook's European Union rule"],
    ]);
    expect(sheet.updates.map((u) => u.id)).toEqual([4]);
  });
});
