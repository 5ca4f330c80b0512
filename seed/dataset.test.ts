// The policy dataset as data under test: every record must be sourced, dated and resolvable, the core
// platform × category × jurisdiction matrix must be complete, and resolution must behave as the app relies on.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJurisdictionCode, GLOBAL_CODE } from '../core/resolve-policy.js';
import { countSentences, researchWordingIn } from '../core/rep-facing-text.js';
import { regionalAnswer } from '../core/regional-rules.js';
import { isPolicyStatus } from '../core/status.js';
import { readSeedDataset, SEED_DIR, type SeedDataset } from './read-dataset.js';
import { buildCoverage, CORE_CATEGORIES, CORE_JURISDICTIONS, monthsBefore, resolveSeedPolicy } from './report.js';

const DATASET_AS_OF = '2026-11-23';
const now = new Date().toISOString().slice(0, 10);
/** Nothing in the dataset may be dated after the later of "today" and the date it was last verified. */
const LATEST_ALLOWED_DATE = now > DATASET_AS_OF ? now : DATASET_AS_OF;

const dataset: SeedDataset = readSeedDataset();

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && value.startsWith('https://');
  } catch {
    return false;
  }
}

function isRealIsoDate(value: string | null): boolean {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const policy = (key: string) => {
  const found = dataset.policies.find((p) => p.key === key);
  if (!found) throw new Error(`no policy ${key}`);
  return found;
};
const resolve = (platform: string, category: string, jurisdiction: string) => resolveSeedPolicy(dataset, platform, category, jurisdiction);

describe('the seed dataset', () => {
  it('loads through readSeedDataset (schemas and cross-references) with a rich set of records', () => {
    expect(dataset.platforms.map((p) => p.identifier)).toEqual(['google', 'facebook', 'instagram', 'microsoft', 'twitter', 'timesinternet']);
    expect(dataset.policies.length).toBeGreaterThanOrEqual(100);
    for (const slug of CORE_CATEGORIES) expect(dataset.categories.map((c) => c.slug)).toContain(slug);
    expect(dataset.categories.length).toBeGreaterThanOrEqual(12);
    expect(dataset.jurisdictions.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every policy an https source, real dates, a valid status and a note when not high confidence', () => {
    const problems: string[] = [];
    for (const p of dataset.policies) {
      if (!isHttpsUrl(p.sourceUrl)) problems.push(`${p.key}: sourceUrl ${p.sourceUrl}`);
      for (const u of p.extraSources) if (!isHttpsUrl(u)) problems.push(`${p.key}: extra source ${u}`);
      if (p.verifiedAt !== null && !isRealIsoDate(p.verifiedAt)) problems.push(`${p.key}: verifiedAt ${p.verifiedAt}`);
      if (!isRealIsoDate(p.lastUpdated)) problems.push(`${p.key}: lastUpdated ${p.lastUpdated}`);
      if (p.effectiveFrom !== null && !isRealIsoDate(p.effectiveFrom)) problems.push(`${p.key}: effectiveFrom ${p.effectiveFrom}`);
      if (!isPolicyStatus(p.status)) problems.push(`${p.key}: status ${String(p.status)}`);
      for (const r of p.regionalRules) if (!isPolicyStatus(r.status)) problems.push(`${p.key}: regional ${r.code} status ${String(r.status)}`);
      if (p.confidence !== 'high' && !p.note?.trim()) problems.push(`${p.key}: ${p.confidence} confidence without a note`);
      if (p.restrictions && !p.restrictions.split('\n').every((line) => line.startsWith('- '))) problems.push(`${p.key}: restrictions are not bullet lines`);
    }
    for (const u of dataset.updates) if (!isHttpsUrl(u.sourceUrl)) problems.push(`update ${u.key}: sourceUrl ${u.sourceUrl}`);
    for (const d of dataset.documents) if (d.sourceUrl !== null && !isHttpsUrl(d.sourceUrl)) problems.push(`document ${d.key}: sourceUrl ${d.sourceUrl}`);
    expect(problems).toEqual([]);
  });

  it('speaks to the rep in every rep-facing field: a short answer, and no research wording outside the notes (ADR 227)', () => {
    const problems: string[] = [];
    const check = (where: string, text: string | null) => {
      const found = text ? researchWordingIn(text) : [];
      if (found.length) problems.push(`${where} mentions ${found.join(', ')}`);
    };
    for (const p of dataset.policies) {
      for (const field of ['title', 'description', 'statusQualifier', 'requirements', 'restrictions', 'details', 'certification'] as const) check(`${p.key}.${field}`, p[field]);
      p.regionalRules.forEach((r, i) => check(`${p.key}.regionalRules.${i} (${r.code})`, r.note));
      if (countSentences(p.description) > 3) problems.push(`${p.key}.description has ${countSentences(p.description)} sentences`);
    }
    for (const l of dataset.laws) for (const field of ['title', 'regulator', 'adRequirements', 'courtChallenge'] as const) check(`law ${l.key}.${field}`, l[field]);
    expect(problems).toEqual([]);
    // The notes say what is relevant instead of pointing at "the spec".
    expect(dataset.policies.filter((p) => p.note !== null && /\bspec\b/i.test(p.note)).map((p) => p.key)).toEqual([]);
  });

  it('refuses to load a dataset whose rep-facing text talks about the research (ADR 227)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      cpSync(SEED_DIR, dir, { recursive: true });
      const file = join(dir, 'policies', 'google.json');
      const google = JSON.parse(readFileSync(file, 'utf8')) as { policies: { description: string }[] };
      google.policies[0]!.description = 'The spec shows this cell as limited, per answer 14009787.';
      writeFileSync(file, JSON.stringify(google));
      expect(() => readSeedDataset(dir)).toThrow(/description: rep-facing text mentions the spec, an answer id: move it to the note/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no record dated in the future', () => {
    const future: string[] = [];
    for (const p of dataset.policies) {
      for (const [field, date] of [['lastUpdated', p.lastUpdated], ['effectiveFrom', p.effectiveFrom], ['verifiedAt', p.verifiedAt]] as const) {
        if (date !== null && date > LATEST_ALLOWED_DATE) future.push(`${p.key}.${field} ${date}`);
      }
    }
    for (const u of dataset.updates) if (u.updateDate > LATEST_ALLOWED_DATE) future.push(`${u.key} ${u.updateDate}`);
    expect(future).toEqual([]);
    expect(buildCoverage(dataset, LATEST_ALLOWED_DATE).futureDates).toEqual([]);
  });

  it('names each policy file after the platform it declares', () => {
    const dir = join(SEED_DIR, 'policies');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const { platform } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { platform: string };
      expect(`${platform}.json`).toBe(file);
    }
  });

  it('never lets two policies of one platform and category claim the same jurisdiction (resolution would be ambiguous)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of dataset.policies) {
      for (const code of p.jurisdictions) {
        const slot = `${p.platform}/${p.category}/${canonicalJurisdictionCode(code, dataset.jurisdictions)}`;
        const other = seen.get(slot);
        if (other) clashes.push(`${slot}: ${other} and ${p.key}`);
        else seen.set(slot, p.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('keeps Instagram in step with Facebook (both follow Meta\'s Advertising Standards)', () => {
    const fb = dataset.policies.filter((p) => p.platform === 'facebook');
    const ig = dataset.policies.filter((p) => p.platform === 'instagram');
    expect(ig).toHaveLength(fb.length);
    for (const f of fb) {
      const twin = policy(f.key.replace(/^facebook-/, 'instagram-'));
      expect({ category: twin.category, jurisdictions: twin.jurisdictions, status: twin.status, sourceUrl: twin.sourceUrl, confidence: twin.confidence })
        .toEqual({ category: f.category, jurisdictions: f.jurisdictions, status: f.status, sourceUrl: f.sourceUrl, confidence: f.confidence });
    }
  });
});

describe('the core matrix', () => {
  const coverage = buildCoverage(dataset, DATASET_AS_OF);

  it('covers all 72 platform × core category × IN/US/GB cells', () => {
    expect(coverage.core).toHaveLength(dataset.platforms.length * CORE_CATEGORIES.length * CORE_JURISDICTIONS.length);
    expect(coverage.core).toHaveLength(72);
    expect(coverage.coreGaps.map((g) => `${g.platform}/${g.category}/${g.jurisdiction}`)).toEqual([]);
  });

  it('states the current India positions rather than the 2025 ones', () => {
    expect(resolve('google', 'real-money-gaming', 'IN')).toMatchObject({ key: 'google-real-money-gaming-in', status: 'prohibited', effectiveFrom: '2026-01-21' });
    expect(resolve('google', 'gambling-lottery', 'IN')?.status).toBe('prohibited');
    expect(resolve('google', 'alcohol', 'IN')?.status).toBe('prohibited');
    expect(resolve('timesinternet', 'real-money-gaming', 'IN')).toMatchObject({ status: 'prohibited' });
    expect(resolve('times', 'alcohol', 'IN')).toMatchObject({ key: 'timesinternet-alcohol-in', status: 'limited' });
    expect(resolve('facebook', 'real-money-gaming', 'IN')?.status).toBe('prohibited');
  });

  it('lists the current US online casino states and flags Maine and Nevada', () => {
    const us = resolve('google', 'gambling-lottery', 'US')!;
    const rules = us.regionalRules;
    // A state has a rule per product (online casino, poker, couriers…): ask for the online-casino one.
    const casino = (code: string) => regionalAnswer(us, code, 'online-casino');
    for (const code of ['US-CT', 'US-DE', 'US-MI', 'US-NJ', 'US-PA', 'US-RI', 'US-WV']) expect(casino(code).status).toBe('limited');
    expect(casino('US-NV').rule?.note).toMatch(/poker only/i);
    expect(casino('US-ME').rule?.note).toMatch(/not yet possible/i);
    // Texas by product (ADR 219): see dataset-second-pass.test.ts.
    expect(rules.filter((r) => r.code === 'US-TX').length).toBeGreaterThan(1);
  });
});

describe('policy resolution on the seed data', () => {
  it('walks from a member state to its region: Belgium political ads are Meta\'s and Google\'s EU rules (issue 28)', () => {
    expect(dataset.jurisdictions.find((j) => j.code === 'BE')?.parent).toBe('EU');
    for (const platform of ['facebook', 'instagram', 'google']) {
      expect(resolve(platform, 'political-election', 'BE')).toMatchObject({ key: `${platform}-political-election-eu`, status: 'prohibited' });
    }
    // Belgium's own record still wins over anything its region would say.
    expect(resolve('microsoft', 'gambling-lottery', 'BE')?.key).toBe('microsoft-gambling-lottery-be');
  });

  it('rejects markets whose parents do not form one tree under GLOBAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      cpSync(join(SEED_DIR), dir, { recursive: true });
      const markets = JSON.parse(readFileSync(join(dir, 'jurisdictions.json'), 'utf8')) as { code: string; parent: string | null }[];
      const withParent = (code: string, parent: string | null) => markets.map((j) => (j.code === code ? { ...j, parent } : j));
      writeFileSync(join(dir, 'jurisdictions.json'), JSON.stringify(withParent('EU', 'BE')));
      expect(() => readSeedDataset(dir)).toThrow(/jurisdiction EU: its parents loop/);
      writeFileSync(join(dir, 'jurisdictions.json'), JSON.stringify(withParent('BE', 'XX')));
      expect(() => readSeedDataset(dir)).toThrow(/jurisdiction BE: unknown parent XX/);
      writeFileSync(join(dir, 'jurisdictions.json'), JSON.stringify(withParent('IN', null)));
      expect(() => readSeedDataset(dir)).toThrow(/jurisdiction IN: only GLOBAL has no parent/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the same policy for UK and GB', () => {
    for (const platform of dataset.platforms.map((p) => p.identifier)) {
      for (const category of CORE_CATEGORIES) {
        expect(resolve(platform, category, 'UK')?.key).toBe(resolve(platform, category, 'GB')?.key);
      }
    }
    expect(resolve('google', 'gambling-lottery', 'uk')?.key).toBe('google-gambling-lottery-gb');
  });

  it('falls back to the platform\'s GLOBAL policy where a market has no specific one', () => {
    expect(resolve('google', 'cryptocurrency', 'BR')?.key).toBe('google-cryptocurrency-global');
    expect(resolve('facebook', 'alcohol', 'SG')?.key).toBe('facebook-alcohol-global');
    expect(resolve('microsoft', 'cryptocurrency', 'GB')).toMatchObject({ key: 'microsoft-cryptocurrency-global', jurisdictions: [GLOBAL_CODE] });
    // …but a specific policy still wins over GLOBAL.
    expect(resolve('facebook', 'alcohol', 'AE')?.key).toBe('facebook-alcohol-ae');
    expect(resolve('microsoft', 'gambling-lottery', 'SG')?.key).toBe('microsoft-gambling-lottery-in-sg');
  });

  it('resolves to nothing (Unknown) when the platform has no policy for the category', () => {
    expect(resolve('timesinternet', 'dating', 'IN')).toBeNull();
    expect(resolve('timesinternet', 'weapons', 'US')).toBeNull();
  });

  it('brings back regional rules with the resolved policy: Northern Ireland in Google UK gambling', () => {
    const gb = resolve('google', 'gambling-lottery', 'UK')!;
    expect(gb.regionalRules.find((r) => r.code === 'GB-NIR')).toMatchObject({ name: 'Northern Ireland', status: 'prohibited' });
  });

  it('brings back Meta\'s Indian state rules with the India alcohol policy, flagging where the law differs', () => {
    for (const platform of ['facebook', 'instagram']) {
      const india = resolve(platform, 'alcohol', 'IN')!;
      const byCode = new Map(india.regionalRules.map((r) => [r.code, r]));
      for (const code of ['IN-BR', 'IN-GJ', 'IN-LD', 'IN-MN', 'IN-NL']) expect(byCode.get(code)?.status).toBe('prohibited');
      expect(byCode.get('IN-MN')?.note).toMatch(/2023/);
      // Law beats platform (ADR 219, audit A7 of 26 November 2026): Meta would run 18+ ads, but Mizoram is dry.
      expect(byCode.get('IN-MZ')).toMatchObject({ status: 'prohibited' });
      expect(byCode.get('IN-MZ')?.note).toMatch(/dry/i);
      expect(byCode.get('IN-DL')?.minAge).toBe(25);
      expect(india.note).toMatch(/CONFLICT/);
    }
  });
});

describe('policy updates', () => {
  it('has at least 25 real dated updates, each linked to an existing policy or law', () => {
    const keys = new Set([...dataset.policies.map((p) => p.key), ...dataset.laws.map((l) => l.key)]);
    const own = dataset.updates.filter((u) => !u.key.endsWith('-instagram'));
    expect(own.length).toBeGreaterThanOrEqual(25);
    for (const u of dataset.updates) {
      const target = u.policy ?? u.law;
      expect(target !== null && keys.has(target), `${u.key} links to ${target}`).toBe(true);
      expect(isRealIsoDate(u.updateDate), `${u.key} date`).toBe(true);
    }
  });

  it('records the 2025 positions that newer facts replaced as dated updates', () => {
    const byKey = new Map(dataset.updates.map((u) => [u.key, u]));
    expect(byKey.get('google-in-rummy-dfs-ban-2026')).toMatchObject({ policy: 'google-real-money-gaming-in', updateDate: '2026-01-21', changeType: 'New Restriction' });
    expect(byKey.get('india-proga-times-internet-rmg-2025')).toMatchObject({ policy: 'timesinternet-real-money-gaming-in', updateDate: '2025-08-22' });
    expect(byKey.get('ukgc-bonus-wagering-cap-2025')?.updateDate).toBe('2025-12-19');
  });
});

describe('documents', () => {
  const doc = (key: string) => dataset.documents.find((d) => d.key === key)!.markdown;

  it('has every document the screens show', () => {
    for (const key of ['rmg-advertiser-undertaking', 'times-internet-rmg-undertaking', 'generic-undertaking', 'times-internet-alcohol-undertaking', 'google-documentation-requirements', 'facebook-documentation-requirements', 'us-publisher-gaming-recommendations', 'google-crypto-us-certification', 'google-gambling-certification', 'google-alcohol-us-guidance', 'google-alcohol-uk-guidance']) {
      expect(dataset.documents.map((d) => d.key)).toContain(key);
      expect(doc(key).trim().length).toBeGreaterThan(200);
    }
  });

  it('gives the US publisher recommendations the seven sections and the legal-counsel note', () => {
    const md = doc('us-publisher-gaming-recommendations');
    const headings = [...md.matchAll(/^## \d\. (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Licensing', 'Compliance documentation', 'Targeting restrictions', 'Creative content', 'Geo-fencing', 'Legal indemnity', 'Record retention']);
    expect(md).toMatch(/legal counsel/i);
  });

  it('keeps signature, name and designation blanks in the undertakings', () => {
    for (const key of ['rmg-advertiser-undertaking', 'times-internet-rmg-undertaking', 'generic-undertaking', 'times-internet-alcohol-undertaking']) {
      expect(doc(key)).toMatch(/Signature: _+/);
      expect(doc(key)).toMatch(/Name: _+/);
      expect(doc(key)).toMatch(/Designation: _+/);
    }
  });

  it('states the current India position in the Google gambling guidance and the review time in the documentation blocks', () => {
    expect(doc('google-gambling-certification')).toMatch(/21 January 2026/);
    expect(doc('google-documentation-requirements')).toMatch(/5–7 business days/);
    expect(doc('facebook-documentation-requirements')).toMatch(/5–7 business days/);
  });
});

describe('the coverage report', () => {
  it('flags records verified more than 12 months before today, and only those', () => {
    const base = dataset.policies[0];
    const fake: SeedDataset = {
      ...dataset,
      policies: [
        { ...base, key: 'old-record', verifiedAt: '2025-11-22' },
        { ...base, key: 'boundary-record', verifiedAt: '2025-11-23' },
        { ...base, key: 'fresh-record', verifiedAt: '2026-11-01' },
      ],
    };
    expect(buildCoverage(fake, '2026-11-23').stale.map((s) => s.key)).toEqual(['old-record']);
  });

  it('reports the real dataset as freshly verified', () => {
    expect(buildCoverage(dataset, DATASET_AS_OF).stale).toEqual([]);
  });

  it('computes month offsets across years and short months', () => {
    expect(monthsBefore('2026-11-23', 12)).toBe('2025-11-23');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 2)).toBe('2025-11-15');
  });
});
