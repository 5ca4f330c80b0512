import { describe, expect, it } from 'vitest';
import {
  briefDate,
  campaignBriefText,
  campaignMarketNamer,
  campaignMarkets,
  campaignPlanQuery,
  campaignProducts,
  cellStatusLabel,
  checkCampaign,
  readCampaignPlan,
  type CampaignPlan,
  type CampaignPolicy,
} from './campaign-check';
import type { PolicyStatus } from './status';
import { readSeedDataset } from '../seed/read-dataset';

const GOOGLE = 1;
const META = 2;
const GAMBLING = 10;
const CRYPTO = 11;

const platforms = [
  { id: GOOGLE, identifier: 'google', name: 'Google Ads' },
  { id: META, identifier: 'facebook', name: 'Facebook' },
];
const categories = [
  { id: GAMBLING, slug: 'gambling-lottery', name: 'Gambling & Lottery' },
  { id: CRYPTO, slug: 'cryptocurrency', name: 'Cryptocurrency' },
];
const jurisdictions = [
  { code: 'GLOBAL', name: 'Global', parent: null },
  { code: 'IN', name: 'India', parent: 'GLOBAL' },
  { code: 'US', name: 'United States', parent: 'GLOBAL' },
  { code: 'GB', name: 'United Kingdom', parent: 'GLOBAL', aliases: ['UK'] },
  { code: 'EU', name: 'European Union', parent: 'GLOBAL' },
  { code: 'BE', name: 'Belgium', parent: 'EU' },
  { code: 'CA', name: 'Canada', parent: 'GLOBAL' },
  { code: 'CA-ON', name: 'Ontario', parent: 'CA' },
];

let nextId = 1;
function policy(platformId: number, categoryId: number, codes: string[], status: PolicyStatus, over: Partial<CampaignPolicy> = {}): CampaignPolicy {
  return {
    id: nextId++,
    platformId,
    categoryId,
    jurisdictions: codes.map((code) => ({ code })),
    title: `Policy ${codes.join(',')}`,
    description: `${status} in ${codes.join(', ')}.`,
    status,
    requirements: '',
    certification: null,
    minAge: null,
    regionalRules: [],
    laws: [],
    statusQualifier: null,
    confidence: 'high',
    ...over,
  };
}

const GOOGLE_CERT = 'Google gambling certification for each country.';
const policies = [
  policy(GOOGLE, GAMBLING, ['GLOBAL'], 'limited', { certification: GOOGLE_CERT, requirements: '- Show a responsible-gambling message.\n- Licence number in the ad', minAge: 18 }),
  policy(GOOGLE, GAMBLING, ['IN'], 'prohibited'),
  policy(GOOGLE, GAMBLING, ['US'], 'limited', {
    certification: GOOGLE_CERT,
    minAge: 21,
    laws: ['us-wire-act'],
    regionalRules: [
      { code: 'US-TX', name: 'Texas', products: ['sports-betting'], status: 'prohibited', note: 'Texas does not license sports betting.' },
      { code: 'US-NJ', name: 'New Jersey', products: ['sports-betting'], status: 'limited', minAge: 21, note: 'Licensed by the NJ DGE.' },
      { code: 'US-UT', name: 'Utah', products: [], status: 'prohibited', note: 'Utah bans all gambling.' },
    ],
  }),
  policy(META, GAMBLING, ['IN'], 'prohibited'),
  policy(META, GAMBLING, ['GB'], 'limited', { certification: 'Meta written permission.', requirements: '- Show a responsible-gambling message' }),
  policy(META, GAMBLING, ['EU'], 'limited', { statusQualifier: 'no route found', confidence: 'low' }),
  policy(META, CRYPTO, ['GLOBAL'], 'allowed'),
];
const laws = [
  { key: 'uk-gambling-act', jurisdictionCode: 'GB', title: 'Gambling Act 2005', regulator: 'Gambling Commission', categories: ['gambling-lottery'], status: 'in-force' as const },
  { key: 'in-online-gaming-act', jurisdictionCode: 'IN', title: 'Online Gaming Act 2025', regulator: 'MeitY', categories: ['gambling-lottery', 'real-money-gaming'], status: 'in-force' as const },
  { key: 'in-crypto-rule', jurisdictionCode: 'IN', title: 'Crypto ad rule', regulator: 'ASCI', categories: ['cryptocurrency'], status: 'in-force' as const },
  { key: 'us-wire-act', jurisdictionCode: 'US', title: 'Wire Act', regulator: 'DOJ', categories: ['gambling-lottery'], status: 'in-force' as const },
  { key: 'eu-old', jurisdictionCode: 'EU', title: 'Old EU rule', regulator: 'EC', categories: ['gambling-lottery'], status: 'superseded' as const },
];
const data = { platforms, categories, jurisdictions, policies, laws };

const plan = (over: Partial<CampaignPlan>): CampaignPlan => ({ category: 'gambling-lottery', product: null, platforms: ['google', 'facebook'], markets: ['IN', 'GB'], ...over });
const cell = (answer: ReturnType<typeof checkCampaign>, market: string, platform: string) =>
  answer.rows.find((r) => r.market === market)!.cells.find((c) => c.platform === platform)!;

describe('checkCampaign', () => {
  it('answers each cell by the one rule, in Compare’s status words, and names the market the rule comes from', () => {
    const answer = checkCampaign(data, plan({ markets: ['GB', 'BE', 'US'] }));
    expect(answer.rows.map((r) => r.market)).toEqual(['GB', 'BE', 'US']);
    const google = cell(answer, 'GB', 'google');
    expect(cellStatusLabel(google)).toBe('Allowed with limitations');
    expect(google.source).toEqual({ market: 'GB', from: 'GLOBAL', globalConfirmed: false });
    expect(cell(answer, 'BE', 'facebook').source.from).toBe('EU');
    expect(cell(answer, 'BE', 'facebook').caveat).toBe('no route found · not verified');
    expect(cell(answer, 'GB', 'facebook').source.from).toBe('GB');
  });

  it('a state with no record of its own inherits its country’s rule and says it comes from there', () => {
    const answer = checkCampaign(data, plan({ platforms: ['google'], markets: ['US-NJ', 'US-CA'], product: 'sports-betting' }));
    const nj = cell(answer, 'US-NJ', 'google');
    expect(nj.source).toEqual({ market: 'US-NJ', from: 'US', globalConfirmed: false });
    expect(nj.status).toBe('limited');
    expect(nj.regionalRule?.name).toBe('New Jersey');
    expect(nj.conditions).toContain('Licensed by the NJ DGE.');
    // California: no rule of its own in the US record, so the US policy's status stands.
    const ca = cell(answer, 'US-CA', 'google');
    expect([ca.source.from, ca.status, ca.regionalRule]).toEqual(['US', 'limited', null]);
  });

  it('a state rule about one product decides only for that product', () => {
    const betting = checkCampaign(data, plan({ platforms: ['google'], markets: ['US-TX'], product: 'sports-betting' }));
    const lottery = checkCampaign(data, plan({ platforms: ['google'], markets: ['US-TX'], product: 'lottery' }));
    expect(cell(betting, 'US-TX', 'google').status).toBe('prohibited');
    expect(cell(lottery, 'US-TX', 'google').status).toBe('limited');
  });

  it('puts first a market no chosen platform allows, as "Not allowed in India on any platform"', () => {
    const answer = checkCampaign(data, plan({ markets: ['GB', 'IN'] }));
    expect(answer.blockers[0]).toEqual({
      text: 'Not allowed in India on any platform',
      cells: [{ platform: 'google', market: 'IN' }, { platform: 'facebook', market: 'IN' }],
    });
    expect(answer.blockers).toHaveLength(1);
  });

  it('has no market-wide blocker when one platform still allows the market, only the cell', () => {
    const answer = checkCampaign(data, plan({ platforms: ['google', 'facebook'], markets: ['US-UT', 'GB'] }));
    // Utah: Google's US record prohibits it; Facebook has no US or global gambling rule (Unknown), so not "any platform".
    expect(cell(answer, 'US-UT', 'facebook').status).toBe('unknown');
    expect(answer.blockers.map((b) => b.text)).toEqual(['Not allowed on Google Ads in Utah']);
  });

  it('names a platform that allows the plan in no chosen market', () => {
    const answer = checkCampaign(data, plan({ platforms: ['google', 'facebook'], markets: ['IN', 'US-UT'] }));
    expect(answer.blockers.map((b) => b.text)).toEqual(['Not allowed in India on any platform', 'Not allowed on Google Ads in any chosen market']);
  });

  it('merges the checklist: one item per distinct requirement, naming every cell that needs it', () => {
    const answer = checkCampaign(data, plan({ markets: ['GB', 'US', 'IN'] }));
    const cert = answer.checklist.filter((i) => i.text === GOOGLE_CERT);
    expect(cert).toHaveLength(1);
    expect(cert[0]!.cells).toEqual([{ platform: 'google', market: 'GB' }, { platform: 'google', market: 'US' }]);
    // Google's line ends with a full stop and Meta's does not: still one statement, needed by both.
    const message = answer.checklist.filter((i) => i.kind === 'requirement' && /responsible-gambling/.test(i.text));
    expect(message).toHaveLength(1);
    expect(message[0]!.cells).toEqual([{ platform: 'google', market: 'GB' }, { platform: 'facebook', market: 'GB' }]);
    // Prohibited cells (India) need nothing: they are blockers.
    expect(answer.checklist.flatMap((i) => i.cells).some((c) => c.market === 'IN')).toBe(false);
    expect(answer.checklist.map((i) => i.kind)).toEqual(['certification', 'certification', 'age', 'age', 'excluded-regions', 'requirement', 'requirement']);
  });

  it('lists the age to target and the regions to exclude, for the product', () => {
    const answer = checkCampaign(data, plan({ platforms: ['google'], markets: ['US'], product: 'sports-betting' }));
    expect(answer.checklist.find((i) => i.kind === 'age')?.text).toBe('Target only people aged 21 or over');
    expect(answer.checklist.find((i) => i.kind === 'excluded-regions')?.text).toBe('Exclude Texas and Utah from targeting');
    const lottery = checkCampaign(data, plan({ platforms: ['google'], markets: ['US'], product: 'lottery' }));
    expect(lottery.checklist.find((i) => i.kind === 'excluded-regions')?.text).toBe('Exclude Utah from targeting');
  });

  it('lists the laws of the chosen markets and of the rules that answer, not superseded ones nor other categories', () => {
    const answer = checkCampaign(data, plan({ markets: ['GB', 'IN', 'BE', 'US-NJ'] }));
    expect(answer.laws.map((l) => [l.law.key, l.markets])).toEqual([
      ['uk-gambling-act', ['GB']],
      ['in-online-gaming-act', ['IN']],
      ['us-wire-act', ['US-NJ']],
    ]);
  });

  it('answers nothing for a plan without a category, platform or market', () => {
    expect(checkCampaign(data, plan({ category: '' })).rows).toEqual([]);
    expect(checkCampaign(data, plan({ platforms: [] })).rows).toEqual([]);
  });
});

describe('the plan in the address', () => {
  it('reads the example link, UK as GB, and reports what it does not know', () => {
    const { plan: read, ignored } = readCampaignPlan(new URLSearchParams('category=gambling-lottery&platforms=google,facebook,myspace&markets=IN,uk,US,US-NJ,XX&product=sports-betting'), data);
    expect(read).toEqual({ category: 'gambling-lottery', product: 'sports-betting', platforms: ['google', 'facebook'], markets: ['IN', 'GB', 'US', 'US-NJ'] });
    expect(ignored).toEqual(['Unknown platform “myspace” in the link ignored.', 'Unknown market “XX” in the link ignored.']);
    expect(new URLSearchParams(campaignPlanQuery(read)).toString()).toBe('category=gambling-lottery&product=sports-betting&platforms=google%2Cfacebook&markets=IN%2CGB%2CUS%2CUS-NJ');
  });

  it('drops a product the category does not tell apart', () => {
    const { plan: read, ignored } = readCampaignPlan(new URLSearchParams('category=cryptocurrency&product=lottery&platforms=facebook&markets=IN'), data);
    expect(read.product).toBeNull();
    expect(ignored).toHaveLength(1);
  });
});

describe('choices', () => {
  it('offers the library’s markets, then the states and provinces the category’s rules name', () => {
    const codes = campaignMarkets(data, 'gambling-lottery').map((m) => m.code);
    // The library's by name (Ontario is one of them), then the rules' regions by code; never GLOBAL.
    expect(codes).toEqual(['BE', 'CA', 'EU', 'IN', 'CA-ON', 'GB', 'US', 'US-NJ', 'US-TX', 'US-UT']);
    expect(campaignMarkets(data, 'cryptocurrency').some((m) => m.code === 'US-TX')).toBe(false);
    expect(campaignProducts(data, 'gambling-lottery')).toEqual(['sports-betting']);
    expect(campaignProducts(data, 'cryptocurrency')).toEqual([]);
    expect(campaignMarketNamer(data)('US-TX')).toBe('Texas');
  });
});

describe('the brief', () => {
  it('dates it day first and writes the plan as plain text, blockers first', () => {
    expect(briefDate(new Date(2026, 10, 26))).toBe('26 Nov 2026');
    const answer = checkCampaign(data, plan({ markets: ['IN', 'GB'] }));
    const text = campaignBriefText(answer, { categoryName: 'Gambling & Lottery', product: null, revision: 42, answeredOn: '26 Nov 2026', link: 'https://x/campaign-check' }, campaignMarketNamer(data));
    expect(text).toContain('Policy library revision 42, as of 26 Nov 2026.');
    expect(text.indexOf('Not allowed in India on any platform')).toBeLessThan(text.indexOf('What the advertiser must provide'));
    expect(text).toContain(`  - ${GOOGLE_CERT} (Google Ads in United Kingdom)`);
    expect(text).toContain("  - United Kingdom, Google Ads: Allowed with limitations. No United Kingdom rule found · Google Ads' global policy applies.");
    expect(text).toContain('  - Gambling Act 2005 (Gambling Commission; In force) — United Kingdom');
  });

  it("adds a cell's note (a creative's verdict there) to that cell's line alone", () => {
    const answer = checkCampaign(data, plan({ markets: ['IN', 'GB'] }));
    const heading = { categoryName: 'Gambling & Lottery', product: null, revision: 42, answeredOn: '26 Nov 2026', link: 'https://x/campaign-check' };
    const note = (c: { platform: string; market: string }) => (c.platform === 'google' && c.market === 'GB' ? 'Creative: Compliant, risk score 10/100' : null);
    const lines = campaignBriefText(answer, { ...heading, creative: 'lager.png' }, campaignMarketNamer(data), note).split('\n');
    expect(lines[3]).toBe('Creative checked: lager.png (OCR + rules; each cell gives its verdict).');
    expect(campaignBriefText(answer, heading, campaignMarketNamer(data))).not.toContain('Creative');
    expect(lines.filter((l) => l.includes('Creative:'))).toEqual([
      "  - United Kingdom, Google Ads: Allowed with limitations. No United Kingdom rule found · Google Ads' global policy applies. limited in GLOBAL. Creative: Compliant, risk score 10/100.",
    ]);
  });
});

describe('over the real dataset (seed/)', () => {
  const seed = readSeedDataset();
  const real = {
    platforms: seed.platforms.map((p) => ({ id: p.identifier, identifier: p.identifier, name: p.name })),
    categories: seed.categories.map((c) => ({ id: c.slug, slug: c.slug, name: c.name })),
    jurisdictions: seed.jurisdictions,
    policies: seed.policies.map((p) => ({ ...p, id: p.key, platformId: p.platform, categoryId: p.category, jurisdictions: p.jurisdictions.map((code) => ({ code })) })),
    laws: seed.laws.map((l) => ({ ...l, jurisdictionCode: l.jurisdiction })),
  };

  it("answers the issue's example: sports betting on Google and Meta in India, the UK and New Jersey", () => {
    const { plan: read } = readCampaignPlan(new URLSearchParams('category=gambling-lottery&product=sports-betting&platforms=google,facebook&markets=IN,GB,US-NJ'), real);
    const answer = checkCampaign(real, read);
    expect(answer.blockers.map((b) => b.text)).toEqual(['Not allowed in India on any platform']);
    expect(cell(answer, 'US-NJ', 'google').source).toEqual({ market: 'US-NJ', from: 'US', globalConfirmed: false });
    expect(answer.checklist.find((i) => i.kind === 'excluded-regions')).toMatchObject({ text: 'Exclude Northern Ireland from targeting', cells: [{ platform: 'google', market: 'GB' }] });
    expect(answer.laws.map((l) => l.law.key)).toEqual(expect.arrayContaining(['in-online-gaming-act-2025', 'gb-ukgc-marketing-rules', 'us-state-gambling-laws']));
  });

  it("lists a law a global record names only for the markets it governs: no US or Indian deepfake law for Germany", () => {
    const { plan: read } = readCampaignPlan(new URLSearchParams('category=ai-synthetic-content&platforms=google&markets=DE,US,IN'), real);
    const laws = checkCampaign(real, read).laws.map((l) => [l.law.key, l.markets]);
    expect(laws).toContainEqual(['us-state-election-deepfake-laws', ['US']]);
    expect(laws).toContainEqual(['in-it-rules-synthetic-content-2026', ['IN']]);
    expect(laws.filter(([, markets]) => markets.includes('DE')).map(([key]) => key)).toEqual(['eu-ai-act-transparency']);
  });

  it('asks the same 21+ of sports betting in the US on Google as on Meta and Microsoft, the age Google sets for sports-betting ads', () => {
    const { plan: read } = readCampaignPlan(new URLSearchParams('category=gambling-lottery&product=sports-betting&platforms=google,facebook,microsoft&markets=US'), real);
    const ages = checkCampaign(real, read).checklist.filter((i) => i.kind === 'age');
    expect(ages.map((i) => i.text)).toEqual(['Target only people aged 21 or over']);
    expect(ages[0]!.cells.map((c) => c.platform)).toEqual(['google', 'facebook', 'microsoft']);
  });
});
