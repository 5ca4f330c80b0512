// The dataset's second pass (issue 12, ADR 219, ADR 220): honest verification, a product on every regional
// rule of a category with products, jurisdiction codes in updates, policies never older than their updates,
// no blank platform × category row, laws as their own records, and the answers the audit found wrong.
import { describe, expect, it } from 'vitest';
import { categoryHasProducts } from '../core/products.js';
import { regionalAnswer } from '../core/regional-rules.js';
import { statusCaveat } from '../core/status.js';
import { readSeedDataset, type SeedDataset } from './read-dataset.js';
import { resolveSeedPolicy } from './report.js';

const dataset: SeedDataset = readSeedDataset();
const resolve = (platform: string, category: string, jurisdiction: string) => resolveSeedPolicy(dataset, platform, category, jurisdiction);

/** A note that admits the record's source was not read: such a record must not carry a verifiedAt. */
export const SOURCE_NOT_READ = /source not read|not read|not retrieved|unverified/i;
const CODE = /^[A-Z]{2,6}$/;
const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

export function verificationProblems(records: readonly { key: string; verifiedAt: string | null; note: string | null; confidence: string }[]): string[] {
  return records.flatMap((r) => {
    if (r.verifiedAt !== null && r.note && SOURCE_NOT_READ.test(r.note)) return [`${r.key}: verifiedAt ${r.verifiedAt} but the note says the source was not read`];
    if (r.verifiedAt === null && r.confidence === 'high') return [`${r.key}: high confidence without reading the source`];
    return [];
  });
}

export function lastUpdatedProblems(data: Pick<SeedDataset, 'policies' | 'updates'>): string[] {
  const newest = new Map<string, string>();
  for (const u of data.updates) if (u.policy && u.updateDate > (newest.get(u.policy) ?? '')) newest.set(u.policy, u.updateDate);
  return data.policies.flatMap((p) => {
    const latest = newest.get(p.key);
    return latest && p.lastUpdated < latest ? [`${p.key}: lastUpdated ${p.lastUpdated} is older than its update of ${latest}`] : [];
  });
}

export function regionalProductProblems(policies: SeedDataset['policies']): string[] {
  const problems: string[] = [];
  for (const p of policies) {
    const seen = new Map<string, Set<string>>();
    for (const r of p.regionalRules) {
      if (categoryHasProducts(p.category) && r.products.length === 0) problems.push(`${p.key}: ${r.code} names no product`);
      const products = seen.get(r.code) ?? new Set<string>();
      for (const product of r.products.length ? r.products : ['(all)']) {
        if (products.has(product)) problems.push(`${p.key}: ${r.code} has two rules for ${product}`);
        products.add(product);
      }
      seen.set(r.code, products);
    }
  }
  return problems;
}

export function missingGlobalRecords(data: Pick<SeedDataset, 'platforms' | 'categories' | 'policies'>): string[] {
  const missing: string[] = [];
  for (const platform of data.platforms.filter((p) => p.kind !== 'publisher')) {
    for (const category of data.categories) {
      const has = data.policies.some((p) => p.platform === platform.identifier && p.category === category.slug && p.jurisdictions.includes('GLOBAL'));
      if (!has) missing.push(`${platform.identifier}/${category.slug}`);
    }
  }
  return missing;
}

describe('honest verification', () => {
  it('never stamps verifiedAt on a record whose note says its source was not read, and never high confidence without it', () => {
    expect(verificationProblems(dataset.policies)).toEqual([]);
    expect(verificationProblems(dataset.laws)).toEqual([]);
  });

  it('catches a verifiedAt next to a note that admits the source was not read', () => {
    const base = dataset.policies[0]!;
    expect(verificationProblems([{ ...base, key: 'x', verifiedAt: '2026-11-23', note: 'Microsoft page not retrieved.', confidence: 'low' }])).toHaveLength(1);
    expect(verificationProblems([{ ...base, key: 'y', verifiedAt: null, note: 'Source not read.', confidence: 'low' }])).toEqual([]);
    expect(verificationProblems([{ ...base, key: 'z', verifiedAt: null, note: null, confidence: 'high' }])).toHaveLength(1);
  });

  it('says "not verified" beside every low-confidence status, and the qualifier where the status rests on no evidence', () => {
    for (const p of dataset.policies.filter((x) => x.confidence === 'low')) expect(statusCaveat(p), p.key).toMatch(/not verified/);
    for (const p of dataset.policies.filter((x) => x.statusQualifier)) expect(statusCaveat(p)).toContain(p.statusQualifier);
    // The audit's absence-of-evidence cells say so: India crypto on Google and Meta.
    for (const key of ['google-cryptocurrency-in', 'facebook-cryptocurrency-in', 'instagram-cryptocurrency-in']) {
      const p = dataset.policies.find((x) => x.key === key)!;
      expect(p).toMatchObject({ status: 'limited', confidence: 'low' });
      expect(statusCaveat(p)).toBe('exchanges and wallets: no route · not verified');
    }
  });
});

describe('updates and dates', () => {
  it('names affected jurisdictions by code only (IN, GB, US-ME, IN-TN)', () => {
    const names = dataset.updates.flatMap((u) => u.affectedJurisdictions.filter((c) => !CODE.test(c) && !REGION_CODE.test(c)).map((c) => `${u.key}: ${c}`));
    expect(names).toEqual([]);
  });

  it('never leaves a policy older than an update that changed it', () => {
    expect(lastUpdatedProblems(dataset)).toEqual([]);
    const p = dataset.policies[0]!;
    const update = { ...dataset.updates[0]!, policy: p.key, law: null, updateDate: '2099-01-01' };
    expect(lastUpdatedProblems({ policies: [p], updates: [update] })).toHaveLength(1);
  });
});

describe('regional rules by product', () => {
  it('gives every regional rule of a category with products its products, one rule per product and region', () => {
    expect(regionalProductProblems(dataset.policies)).toEqual([]);
    const p = dataset.policies.find((x) => x.category === 'gambling-lottery')!;
    expect(regionalProductProblems([{ ...p, regionalRules: [{ code: 'US-TX', name: 'Texas', products: [], status: 'prohibited', note: 'n' }] }])).toHaveLength(1);
  });

  it('answers Texas on Google by product, not with one blanket status', () => {
    const us = resolve('google', 'gambling-lottery', 'US')!;
    expect(regionalAnswer(us, 'US-TX', 'sports-betting').status).toBe('prohibited');
    expect(regionalAnswer(us, 'US-TX', 'online-casino').status).toBe('prohibited');
    expect(regionalAnswer(us, 'US-TX', 'prediction-markets').status).toBe('limited');
    // Google's July 2024 list names Texas for couriers, but Texas banned couriers in 2025 (SB 3070): the law wins.
    const courier = regionalAnswer(us, 'US-TX', 'lottery-courier');
    expect(courier.status).toBe('prohibited');
    expect(courier.rule?.note).toMatch(/3070/);
    // Where no state law stands in the way, Google's courier list decides: Idaho couriers run with certification.
    expect(regionalAnswer(us, 'US-ID', 'lottery-courier').status).toBe('limited');
    expect(regionalAnswer(us, 'US-ID', 'sports-betting').status).toBe('prohibited');
  });

  it('lets no platform carry Texas lottery-courier ads (state law), whatever its own list says', () => {
    for (const platform of ['google', 'facebook', 'instagram', 'microsoft', 'twitter']) {
      expect(regionalAnswer(resolve(platform, 'gambling-lottery', 'US')!, 'US-TX', 'lottery-courier').status, platform).toBe('prohibited');
    }
  });

  it('no longer bans state lotteries and venues on Meta in the eleven states', () => {
    for (const platform of ['facebook', 'instagram']) {
      const us = resolve(platform, 'gambling-lottery', 'US')!;
      for (const state of ['US-CA', 'US-GA', 'US-TX']) expect(regionalAnswer(us, state, 'lottery').status, `${platform} ${state}`).not.toBe('prohibited');
    }
  });
});

describe('the audit\'s wrong answers, answered', () => {
  it('answers Mizoram alcohol on Meta consistently in status and text', () => {
    for (const platform of ['facebook', 'instagram']) {
      const india = resolve(platform, 'alcohol', 'IN')!;
      const mizoram = regionalAnswer(india, 'IN-MZ');
      expect(mizoram.rule).not.toBeNull();
      // Runnable under Meta's rule but dry in law: the rule's note must say both; no requirement may tell
      // the advertiser to exclude a state the rule calls runnable (or the other way round).
      if (mizoram.status === 'prohibited') expect(mizoram.rule!.note).toMatch(/Meta/);
      else {
        expect(mizoram.rule!.note).toMatch(/dry|prohibition/i);
        expect(india.requirements).not.toMatch(/exclude mizoram/i);
      }
    }
  });

  it('resolves EU crypto on Google to the MiCA record', () => {
    const eu = resolve('google', 'cryptocurrency', 'EU')!;
    expect(eu.key).toBe('google-cryptocurrency-eu');
    expect(eu.laws).toContain('eu-mica');
    expect(eu.lastUpdated >= '2025-04-23').toBe(true);
  });

  it('has a GLOBAL record for every category on every ad platform (the publisher may stay unknown)', () => {
    expect(missingGlobalRecords(dataset)).toEqual([]);
    expect(missingGlobalRecords({ ...dataset, policies: dataset.policies.filter((p) => p.key !== 'google-dating-global') })).toEqual(['google/dating']);
  });
});

describe('the law layer', () => {
  const law = (key: string) => dataset.laws.find((l) => l.key === key);

  it('keeps India\'s Online Gaming Act and its Rules apart, with assent and effect dates apart', () => {
    expect(law('in-online-gaming-act-2025')).toMatchObject({ jurisdiction: 'IN', enactedOn: '2025-08-22', effectiveFrom: null });
    expect(law('in-online-gaming-act-2025')?.courtChallenge).toMatch(/Supreme Court/);
    expect(law('in-online-gaming-rules-2026')).toMatchObject({ enactedOn: '2026-04-22', effectiveFrom: '2026-05-01' });
  });

  it('records each law change once, on the law, not on one platform\'s policy', () => {
    const byKey = new Map(dataset.updates.map((u) => [u.key, u]));
    expect(byKey.get('ukgc-bonus-wagering-cap-2025')).toMatchObject({ policy: null, law: 'gb-ukgc-marketing-rules' });
    expect(byKey.get('uk-cryptoasset-regime-2026')).toMatchObject({ policy: null, law: 'gb-fca-cryptoasset-promotions' });
    expect(byKey.get('uk-cap-strong-appeal-guidance-2025')).toMatchObject({ policy: null, law: 'gb-cap-gambling-rules' });
  });

  it('has the laws the issue names, each referenced by a policy it shapes', () => {
    const referenced = new Set(dataset.policies.flatMap((p) => p.laws));
    for (const key of ['in-online-gaming-act-2025', 'in-online-gaming-rules-2026', 'in-asci-vda-guidelines', 'in-asci-brand-extension-guidelines', 'gb-ukgc-marketing-rules', 'gb-cap-gambling-rules', 'gb-fca-cryptoasset-promotions', 'eu-mica', 'us-state-gambling-laws']) {
      expect(law(key), key).toBeDefined();
      expect(referenced.has(key), `${key} is referenced by a policy`).toBe(true);
    }
  });

  it('never uses a law\'s assent date as a platform policy\'s effectiveFrom for India\'s money-game ban', () => {
    const assent = law('in-online-gaming-act-2025')!.enactedOn;
    const offenders = dataset.policies.filter((p) => p.laws.includes('in-online-gaming-act-2025') && p.effectiveFrom === assent).map((p) => p.key);
    expect(offenders).toEqual([]);
  });
});
