// The campaign check (issue 32): one category (and product) across several platforms and markets — the
// plan a rep is asked about ("sports betting on Google and Meta in the UK, Ontario and three US states").
// Each cell is the one resolution rule (resolve-policy.ts, as the checker and Compare answer it), narrowed to
// a state's or province's rule for the product (regional-rules.ts) when the market is one. Above the grid:
// the plan's blockers, what the advertiser must provide (merged, each item naming the cells that need it)
// and the laws of the chosen markets. Pure, so the screen, its brief and the bench answer the same.
import { answerSourceLine, marketNamer, type AnswerSourceOf } from './answer-source.js';
import { compareMarkets, withUkAsGb } from './compare.js';
import { LAW_STATUS_LABELS, lawGovernsMarket, type LawStatus } from './laws.js';
import { bulletLines } from './markdown-lines.js';
import { categoryHasProducts, isProduct, PRODUCT_LABELS, type Product } from './products.js';
import { regionalAnswer, type RegionalRuleLike } from './regional-rules.js';
import { canonicalJurisdictionCode, GLOBAL_CODE, marketChain, resolveMarket, type JurisdictionCodes, type ResolvablePolicy } from './resolve-policy.js';
import { STATUS_LABELS, statusCaveat, type Confidence, type PolicyStatus } from './status.js';

export interface CampaignPolicy extends ResolvablePolicy {
  id: number | string;
  title: string;
  description: string;
  status: PolicyStatus;
  requirements: string;
  certification: string | null;
  minAge: number | null;
  regionalRules: readonly RegionalRuleLike[];
  laws: readonly string[];
  statusQualifier: string | null;
  confidence: Confidence;
}

export interface CampaignLaw {
  key: string;
  /** A jurisdiction code (IN, GB, EU) or an ISO 3166-2 code (US-ME). */
  jurisdictionCode: string;
  title: string;
  regulator: string;
  categories: readonly string[];
  status: LawStatus;
}

export interface CampaignPlatform {
  id: number | string;
  identifier: string;
  name: string;
}

export interface CampaignData<P extends CampaignPolicy, L extends CampaignLaw> {
  platforms: readonly CampaignPlatform[];
  categories: readonly { id: number | string; slug: string; name: string }[];
  jurisdictions: readonly (JurisdictionCodes & { name: string })[];
  policies: readonly P[];
  laws: readonly L[];
}

/** A plan as the address carries it: identifiers, a category slug, market codes (any alias or case). */
export interface CampaignPlan {
  category: string;
  product: Product | null;
  platforms: string[];
  markets: string[];
}

/** A cell by its platform identifier and canonical market code. */
export interface CellRef {
  platform: string;
  market: string;
}

export interface CampaignCell<P extends CampaignPolicy> extends CellRef {
  /** The status shown, in Compare's words (STATUS_LABELS); 'unknown' when no rule answers. */
  status: PolicyStatus | 'unknown';
  policy: P | null;
  /** Where the rule comes from: the market itself, a region containing it, its country, or the global rule. */
  source: AnswerSourceOf;
  /** The state's or province's rule that decided the status, when one did. */
  regionalRule: RegionalRuleLike | null;
  /** The short answer and the regional rule's note, in that order. */
  conditions: string[];
  /** 'no route found', 'not verified': what the status rests on, when it is not firm. */
  caveat: string | null;
}

/** Certifications and licences, the youngest age to target, regions to leave out, and the rules' other requirements. */
export type ChecklistKind = 'certification' | 'age' | 'excluded-regions' | 'requirement';
export const CHECKLIST_KINDS: readonly ChecklistKind[] = ['certification', 'age', 'excluded-regions', 'requirement'];

export interface ChecklistItem {
  kind: ChecklistKind;
  text: string;
  cells: CellRef[];
}

export interface PlanBlocker {
  text: string;
  cells: CellRef[];
}

export interface ApplicableLaw<L extends CampaignLaw> {
  law: L;
  /** The chosen markets it applies in (its own jurisdiction, or a market under it). */
  markets: string[];
}

export interface CampaignAnswer<P extends CampaignPolicy, L extends CampaignLaw> {
  platforms: CampaignPlatform[];
  markets: string[];
  /** One row per market, one cell per platform, in the plan's orders. */
  rows: { market: string; cells: CampaignCell<P>[] }[];
  blockers: PlanBlocker[];
  checklist: ChecklistItem[];
  laws: ApplicableLaw<L>[];
}

/** A plan this size answers on a phone within the budget (issue 32's bench: 3 × 10). */
export const MAX_PLAN_PLATFORMS = 6;
export const MAX_PLAN_MARKETS = 20;

/** The names of every market a plan can hold: the library's, and the states and provinces its rules name. */
export function campaignMarketNamer<P extends CampaignPolicy>(data: Pick<CampaignData<P, CampaignLaw>, 'jurisdictions' | 'policies'>): (code: string) => string {
  const regions = new Map(data.policies.flatMap((p) => p.regionalRules.map((r) => [r.code.toUpperCase(), r.name] as const)));
  const library = marketNamer(data.jurisdictions);
  return (code) => {
    const known = library(code);
    return known === code ? (regions.get(code.toUpperCase()) ?? code) : known;
  };
}

export interface MarketOption {
  code: string;
  name: string;
  /** The country a state or province belongs to; null for a country or region. */
  country: string | null;
}

/**
 * The markets a plan can choose: every market of the library (UK folded into GB), then the states and
 * provinces the category's rules name, grouped by country — where the answers differ inside a country.
 */
export function campaignMarkets<P extends CampaignPolicy>(data: CampaignData<P, CampaignLaw>, categorySlug: string): MarketOption[] {
  const library = compareMarkets(data.jurisdictions);
  const known = new Set(library.map((j) => j.code));
  const categoryId = data.categories.find((c) => c.slug === categorySlug)?.id;
  const regions = new Map<string, string>();
  for (const p of data.policies) {
    if (String(p.categoryId) !== String(categoryId)) continue;
    for (const r of p.regionalRules) if (!known.has(r.code)) regions.set(r.code, r.name);
  }
  const countryOf = (code: string) => (/^[A-Z]{2}-/.test(code) ? code.slice(0, 2) : null);
  return [
    ...library.map((j) => ({ code: j.code, name: j.name, country: countryOf(j.code) })),
    ...[...regions].map(([code, name]) => ({ code, name, country: countryOf(code) })).sort((a, b) => a.code.localeCompare(b.code)),
  ];
}

/** The products a category's rules tell apart (sports betting, lottery…); empty for a category without. */
export function campaignProducts<P extends CampaignPolicy>(data: CampaignData<P, CampaignLaw>, categorySlug: string): Product[] {
  if (!categoryHasProducts(categorySlug)) return [];
  const categoryId = data.categories.find((c) => c.slug === categorySlug)?.id;
  const named = new Set(data.policies.filter((p) => String(p.categoryId) === String(categoryId)).flatMap((p) => p.regionalRules.flatMap((r) => r.products ?? [])));
  return (Object.keys(PRODUCT_LABELS) as Product[]).filter((p) => named.has(p));
}

export interface PlanFromAddress {
  plan: CampaignPlan;
  /** What the address named that the library does not know, in sentences. */
  ignored: string[];
}

/** What the plan is read from: the address's query (URLSearchParams in the browser; core knows no DOM). */
export interface AddressQuery {
  get(name: string): string | null;
}

const listOf = (params: AddressQuery, name: string) => [...new Set((params.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(', ');

/** Reads `?category=&product=&platforms=&markets=`: known values kept in the link's order, the rest reported. */
export function readCampaignPlan<P extends CampaignPolicy>(params: AddressQuery, data: CampaignData<P, CampaignLaw>): PlanFromAddress {
  const ignored: string[] = [];
  const rawCategory = params.get('category')?.trim().toLowerCase() ?? '';
  const category = data.categories.find((c) => c.slug === rawCategory || c.name.toLowerCase() === rawCategory)?.slug ?? '';
  if (rawCategory && !category) ignored.push(`Unknown category ${quoted([rawCategory])} in the link was ignored.`);

  const rawProduct = params.get('product')?.trim() ?? '';
  const product = isProduct(rawProduct) && campaignProducts(data, category).includes(rawProduct) ? rawProduct : null;
  if (rawProduct && !product) ignored.push(`Product ${quoted([rawProduct])} is not one of this category's products; the plan answers for the whole category.`);

  const platforms: string[] = [];
  const unknownPlatforms: string[] = [];
  for (const name of listOf(params, 'platforms')) {
    const platform = data.platforms.find((p) => p.identifier.toLowerCase() === name.toLowerCase());
    if (!platform) unknownPlatforms.push(name);
    else if (!platforms.includes(platform.identifier)) platforms.push(platform.identifier);
  }
  if (unknownPlatforms.length) ignored.push(`Unknown platform${unknownPlatforms.length > 1 ? 's' : ''} ${quoted(unknownPlatforms)} in the link ignored.`);

  const options = new Set(campaignMarkets(data, category).map((m) => m.code));
  const jurisdictions = withUkAsGb(data.jurisdictions);
  const markets: string[] = [];
  const unknownMarkets: string[] = [];
  for (const raw of listOf(params, 'markets')) {
    const code = canonicalJurisdictionCode(raw, jurisdictions);
    if (!options.has(code)) unknownMarkets.push(raw);
    else if (!markets.includes(code)) markets.push(code);
  }
  if (unknownMarkets.length) ignored.push(`Unknown market${unknownMarkets.length > 1 ? 's' : ''} ${quoted(unknownMarkets)} in the link ignored.`);
  if (platforms.length > MAX_PLAN_PLATFORMS) ignored.push(`A plan holds at most ${MAX_PLAN_PLATFORMS} platforms; the first ${MAX_PLAN_PLATFORMS} are shown.`);
  if (markets.length > MAX_PLAN_MARKETS) ignored.push(`A plan holds at most ${MAX_PLAN_MARKETS} markets; the first ${MAX_PLAN_MARKETS} are shown.`);
  return { plan: { category, product, platforms: platforms.slice(0, MAX_PLAN_PLATFORMS), markets: markets.slice(0, MAX_PLAN_MARKETS) }, ignored };
}

/** The address of a plan: `/campaign-check?category=…&product=…&platforms=…&markets=…` (empty parts left out). */
export function campaignPlanQuery(plan: CampaignPlan): Record<string, string> {
  const params: Record<string, string> = {};
  if (plan.category) params.category = plan.category;
  if (plan.product) params.product = plan.product;
  if (plan.platforms.length) params.platforms = plan.platforms.join(',');
  if (plan.markets.length) params.markets = plan.markets.join(',');
  return params;
}

/** The plan's answer. Platforms and markets the library lacks are left out (readCampaignPlan reports them). */
export function checkCampaign<P extends CampaignPolicy, L extends CampaignLaw>(data: CampaignData<P, L>, plan: CampaignPlan): CampaignAnswer<P, L> {
  const category = data.categories.find((c) => c.slug === plan.category);
  const platforms = plan.platforms.flatMap((id) => data.platforms.filter((p) => p.identifier === id));
  const jurisdictions = withUkAsGb(data.jurisdictions);
  const markets = [...new Set(plan.markets.map((m) => canonicalJurisdictionCode(m, jurisdictions)))];
  if (!category || platforms.length === 0 || markets.length === 0) return { platforms, markets, rows: [], blockers: [], checklist: [], laws: [] };
  // Each cell resolves over its platform's few candidates, not the whole library.
  const candidates = new Map(platforms.map((p) => [p.identifier, data.policies.filter((x) => String(x.platformId) === String(p.id) && String(x.categoryId) === String(category.id))]));
  const rows = markets.map((market) => ({
    market,
    cells: platforms.map((platform) => cellFor(candidates.get(platform.identifier)!, { platformId: platform.id, categoryId: category.id, market, platform: platform.identifier }, jurisdictions, plan.product)),
  }));
  const name = campaignMarketNamer(data);
  const platformName = (identifier: string) => platforms.find((p) => p.identifier === identifier)?.name ?? identifier;
  return {
    platforms,
    markets,
    rows,
    blockers: planBlockers(rows, platforms, name, platformName),
    checklist: planChecklist(rows, name, plan.product),
    laws: planLaws(data.laws, category.slug, markets, rows, jurisdictions),
  };
}

interface CellQuery {
  platformId: number | string;
  categoryId: number | string;
  market: string;
  platform: string;
}

function cellFor<P extends CampaignPolicy>(pair: readonly P[], q: CellQuery, jurisdictions: readonly JurisdictionCodes[], product: Product | null): CampaignCell<P> {
  const { market, policies: [policy], from, globalConfirmed } = resolveMarket(pair, { platformId: q.platformId, categoryId: q.categoryId, jurisdictionCode: q.market }, jurisdictions);
  const source = { market, from, globalConfirmed };
  if (!policy) return { platform: q.platform, market, status: 'unknown', policy: null, source, regionalRule: null, conditions: [], caveat: null };
  // A state's or province's rule narrows its country's policy; a market's own record has none for itself.
  const answer = regionalAnswer(policy, market, product);
  const conditions = [policy.description, ...(answer.rule ? [answer.rule.note] : [])];
  return { platform: q.platform, market, status: answer.status, policy, source, regionalRule: answer.rule, conditions, caveat: statusCaveat(policy) };
}

type Row<P extends CampaignPolicy> = { market: string; cells: CampaignCell<P>[] };
const refOf = (cell: CellRef): CellRef => ({ platform: cell.platform, market: cell.market });

/**
 * What stops the plan, worst first: a market no chosen platform allows, a platform that allows the plan in
 * no chosen market, then each remaining prohibited cell.
 */
function planBlockers<P extends CampaignPolicy>(rows: Row<P>[], platforms: CampaignPlatform[], name: (code: string) => string, platformName: (id: string) => string): PlanBlocker[] {
  const closed = (cell: CampaignCell<P>) => cell.status === 'prohibited';
  const blockers: PlanBlocker[] = [];
  const covered = new Set<CampaignCell<P>>();
  for (const row of rows) {
    if (row.cells.every(closed)) {
      const where = platforms.length === 1 ? `on ${platformName(platforms[0]!.identifier)}` : 'on any platform';
      blockers.push({ text: `Not allowed in ${name(row.market)} ${where}`, cells: row.cells.map(refOf) });
      row.cells.forEach((c) => covered.add(c));
    }
  }
  if (rows.length > 1) {
    platforms.forEach((platform, i) => {
      const column = rows.map((r) => r.cells[i]!);
      if (column.every(closed) && !column.every((c) => covered.has(c))) {
        blockers.push({ text: `Not allowed on ${platform.name} in any chosen market`, cells: column.map(refOf) });
        column.forEach((c) => covered.add(c));
      }
    });
  }
  for (const cell of rows.flatMap((r) => r.cells)) {
    if (closed(cell) && !covered.has(cell)) blockers.push({ text: `Not allowed on ${platformName(cell.platform)} in ${name(cell.market)}`, cells: [refOf(cell)] });
  }
  return blockers;
}

/**
 * What the advertiser must provide where the plan may run (cells not prohibited): each certification or
 * licence, each requirement line (statements the ad must carry among them), the youngest age to target and the regions to exclude — one item per
 * distinct text, naming every cell that needs it, in the order first met.
 */
function planChecklist<P extends CampaignPolicy>(rows: Row<P>[], name: (code: string) => string, product: Product | null): ChecklistItem[] {
  const items = new Map<string, ChecklistItem>();
  const add = (kind: ChecklistKind, text: string, cell: CellRef) => {
    const key = `${kind}:${text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase()}`;
    const item = items.get(key) ?? items.set(key, { kind, text: text.trim(), cells: [] }).get(key)!;
    if (!item.cells.some((c) => c.platform === cell.platform && c.market === cell.market)) item.cells.push(refOf(cell));
  };
  for (const cell of rows.flatMap((r) => r.cells)) {
    const policy = cell.policy;
    if (!policy || cell.status === 'prohibited' || cell.status === 'unknown') continue;
    if (policy.certification) add('certification', policy.certification, cell);
    for (const line of bulletLines(policy.requirements)) add('requirement', line, cell);
    const age = cell.regionalRule?.minAge ?? policy.minAge;
    if (age) add('age', `Target only people aged ${age} or over`, cell);
    const excluded = excludedRegions(policy, cell, name, product);
    if (excluded.length) add('excluded-regions', `Exclude ${listNames(excluded)} from targeting`, cell);
  }
  return [...items.values()].sort((a, b) => CHECKLIST_KINDS.indexOf(a.kind) - CHECKLIST_KINDS.indexOf(b.kind));
}

/** A country's regions where the plan may not be targeted: those whose rule prohibits it (for the product). */
function excludedRegions(policy: CampaignPolicy, cell: CellRef, name: (code: string) => string, product: Product | null): string[] {
  if (/^[A-Z]{2}-/.test(cell.market)) return []; // the cell is one region already
  const codes = [...new Set(policy.regionalRules.map((r) => r.code.toUpperCase()))].filter((code) => code.startsWith(`${cell.market}-`));
  return codes.filter((code) => regionalAnswer(policy, code, product).status === 'prohibited').map(name);
}

/** The laws of the chosen markets (and the regions containing them) about the category, and those the answering rules name. */
function planLaws<L extends CampaignLaw, P extends CampaignPolicy>(laws: readonly L[], category: string, markets: string[], rows: Row<P>[], jurisdictions: readonly JurisdictionCodes[]): ApplicableLaw<L>[] {
  // A law the answering record names counts for the cell's market only if it governs there: a platform's global
  // record may name a US and an Indian law, and neither is Germany's.
  const lawPlace = new Map(laws.map((l) => [l.key, l.jurisdictionCode]));
  const named = new Map<string, Set<string>>();
  for (const cell of rows.flatMap((r) => r.cells)) {
    for (const key of cell.policy?.laws ?? []) {
      const place = lawPlace.get(key);
      if (place && !lawGovernsMarket(place, cell.market, jurisdictions)) continue;
      (named.get(key) ?? named.set(key, new Set()).get(key)!).add(cell.market);
    }
  }
  const chains = new Map(markets.map((m) => [m, marketChain(m, jurisdictions)]));
  return laws.flatMap((law) => {
    if (law.status === 'superseded') return [];
    const code = canonicalJurisdictionCode(law.jurisdictionCode, jurisdictions);
    const byPlace = law.categories.includes(category) ? markets.filter((m) => code !== GLOBAL_CODE && chains.get(m)!.includes(code)) : [];
    const inPlan = new Set([...byPlace, ...(named.get(law.key) ?? [])]);
    return inPlan.size ? [{ law, markets: markets.filter((m) => inPlan.has(m)) }] : [];
  });
}

const listNames = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "Google Ads in India, United Kingdom" — the cells an item names, grouped by platform. */
export function cellsLine(cells: readonly CellRef[], platformName: (id: string) => string, marketName: (code: string) => string): string {
  const byPlatform = new Map<string, string[]>();
  for (const c of cells) (byPlatform.get(c.platform) ?? byPlatform.set(c.platform, []).get(c.platform)!).push(marketName(c.market));
  return [...byPlatform].map(([p, ms]) => `${platformName(p)} in ${listNames(ms)}`).join('; ');
}

/** The status words of a cell: Compare's (Allowed, Allowed with limitations, Prohibited), or Unknown. */
export const cellStatusLabel = (cell: Pick<CampaignCell<CampaignPolicy>, 'status'>) => (cell.status === 'unknown' ? 'Unknown' : STATUS_LABELS[cell.status]);

export interface BriefHeading {
  categoryName: string;
  product: Product | null;
  /** The dataset revision the answer was read from. */
  revision: number;
  /** "26 Nov 2026". */
  answeredOn: string;
  link: string;
  /** The file name of a creative checked for the plan, when one was. */
  creative?: string;
}

/** "26 Nov 2026": the brief's date, day first so no reader mistakes it for another day. */
export function briefDate(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

export function planTitle(heading: Pick<BriefHeading, 'categoryName' | 'product'>): string {
  return heading.product ? `${heading.categoryName} · ${PRODUCT_LABELS[heading.product]}` : heading.categoryName;
}

/** The brief as plain text ("Copy brief"): what the printed brief says, in the same order. */
export function campaignBriefText<P extends CampaignPolicy, L extends CampaignLaw>(
  answer: CampaignAnswer<P, L>,
  heading: BriefHeading,
  marketName: (code: string) => string,
  /** A line added to a cell's, e.g. a creative's verdict there ("Creative: Compliant, risk 10/100"). */
  cellNote: (cell: CellRef) => string | null = () => null,
): string {
  const platformName = (id: string) => answer.platforms.find((p) => p.identifier === id)?.name ?? id;
  const cells = (refs: readonly CellRef[]) => cellsLine(refs, platformName, marketName);
  const lines = [
    `Campaign brief: ${planTitle(heading)}`,
    `Platforms: ${answer.platforms.map((p) => p.name).join(', ')}`,
    `Markets: ${answer.markets.map(marketName).join(', ')}`,
    ...(heading.creative ? [`Creative checked: ${heading.creative} (OCR + rules; each cell gives its verdict).`] : []),
    `Policy library revision ${heading.revision}, as of ${heading.answeredOn}. Not legal advice.`,
    heading.link,
    '',
    'Blockers:',
    ...(answer.blockers.length ? answer.blockers.map((b) => `  - ${b.text}`) : ['  - None: every cell allows the plan, some with conditions.']),
    '',
    'What the advertiser must provide:',
    ...(answer.checklist.length ? answer.checklist.map((i) => `  - ${i.text} (${cells(i.cells)})`) : ['  - Nothing recorded for the cells that allow the plan.']),
    '',
    'By platform and market:',
    ...answer.rows.flatMap((row) =>
      row.cells.map((cell) => {
        const source = answerSourceLine(cell.source, { platform: platformName(cell.platform), market: marketName });
        const caveat = cell.caveat ? ` (${cell.caveat})` : '';
        const note = cellNote(cell);
        return `  - ${marketName(row.market)}, ${platformName(cell.platform)}: ${cellStatusLabel(cell)}${caveat}. ${source}.${cell.conditions.length ? ` ${cell.conditions.join(' ')}` : ''}${note ? ` ${note}.` : ''}`;
      }),
    ),
  ];
  if (answer.laws.length) {
    lines.push('', 'Laws that apply:', ...answer.laws.map(({ law, markets }) => `  - ${law.title} (${law.regulator}; ${LAW_STATUS_LABELS[law.status]}) — ${markets.map(marketName).join(', ')}`));
  }
  return lines.join('\n') + '\n';
}
