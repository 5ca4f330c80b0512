// The rules engine (DESIGN §6): for one ad's text, platform, category and market it resolves the policy that
// answers (resolve-policy.ts, the one resolution rule), turns the policy's status into a finding, evaluates
// every rule record of seed/rules that applies, and derives the verdict, its reason and a risk score.
// Pure and deterministic: no I/O, no clock, no Node imports, so the browser can run it too.
import type { Policy } from '../contract.js';
import type { PolicyLibrary } from '../publisher-policy.js';
import { bulletLines } from '../markdown-lines.js';
import { PRODUCT_LABELS } from '../products.js';
import { regionalAnswer } from '../regional-rules.js';
import { lawGovernsMarket } from '../laws.js';
import { canonicalJurisdictionCode, resolvePolicy } from '../resolve-policy.js';
import { CHECK_BEFORE_PROMISE, hasNoRoute, isFirmAnswer, offersClosedService } from '../firm-answer.js';
import { refuses, type ClaimSuspicion } from './claim-reading.js';
import { adLines, normaliseAdText, quoteLine, type AdLines } from './ad-text.js';
import { detectCategory } from './detect-category.js';
import { riskScore } from './risk-score.js';
import { readRupeeSigns } from './term-match.js';
import type { AnalyzerRule } from './rule-schema.js';
import type { AnalysisInput, Finding, FindingSource, PassedCheck, ResolvedPolicyRef, RuleEvaluation, Verdict } from './types.js';

/** Below this OCR confidence (0–100) the text is too unsure for a verdict without a person. */
export const LOW_OCR_CONFIDENCE = 60;
export const CATEGORY_STATUS_RULE = 'category-status';
/** A detected category less sure than this (one keyword, or two categories close) is no ground for a firm verdict. */
export const UNSURE_CATEGORY = 0.45;
/** The regions of the market a product may not target, when the ad names a product but no region. */
export const REGIONAL_RESTRICTIONS_RULE = 'regional-restrictions';
/** The category of an ad in no restricted category (what detection answers for a shoe sale). */
export const NO_CATEGORY = 'none';

const POLICY_CONFIDENCE = { high: 0.95, medium: 0.85, low: 0.7 } as const;

// Rules are compiled once per rule record, not once per ad. A pattern is put in the text's normal form (NFKC,
// as normaliseAdText does), so a Devanagari letter with a nukta matches however the record wrote it.
const compiled = new WeakMap<AnalyzerRule, { patterns: RegExp[]; unless: RegExp[] }>();
const compile = (source: string) => new RegExp(source.normalize('NFKC'), 'iu');
function patternsOf(rule: AnalyzerRule) {
  let entry = compiled.get(rule);
  if (!entry) {
    entry = { patterns: rule.patterns.map(compile), unless: rule.unlessPatterns.map(compile) };
    compiled.set(rule, entry);
  }
  return entry;
}

function firstMatch(patterns: readonly RegExp[], text: string): RegExpMatchArray | null {
  for (const pattern of patterns) {
    const match = text.match(pattern);
    if (match) return match;
  }
  return null;
}

interface Context {
  library: PolicyLibrary;
  input: AnalysisInput;
  platform: PolicyLibrary['platforms'][number] | undefined;
  category: PolicyLibrary['categories'][number] | undefined;
  market: string;
  region: string | null;
  product: AnalysisInput['product'];
  policy: Policy | null;
  /** The ad is in no restricted category: only the rules for every ad apply, and no policy is looked for. */
  unrestricted: boolean;
  /**
   * The user chose the category but the ad shows no cue of it (an energy drink checked as Alcohol): the
   * category's own rules are not applied, and a person decides what the ad is.
   */
  categoryAbsent: boolean;
  /**
   * The user chose the category but the ad plainly is another one (a casino ad checked as Alcohol): what detection
   * says it is, and how sure. The chosen category's rules are not applied (their fixes would be wrong), and a
   * person or a check under the right category decides.
   */
  looksLike: { category: string; name: string; confidence: number } | null;
}

function resolveContext(library: PolicyLibrary, input: AnalysisInput): Context {
  const wantedPlatform = input.platform.trim().toLowerCase();
  const platform = library.platforms.find((p) => p.identifier === wantedPlatform || p.aliases.some((a) => a.toLowerCase() === wantedPlatform));
  const wantedCategory = input.category.trim().toLowerCase();
  const category = library.categories.find((c) => c.slug === wantedCategory);
  // A sub-national code (US-TX, GB-NIR) names the market and a region inside it.
  const raw = input.jurisdiction.trim().toUpperCase();
  const sub = /^([A-Z]{2})-([A-Z0-9]{1,3})$/.exec(raw);
  const market = canonicalJurisdictionCode(sub ? sub[1]! : raw, library.jurisdictions);
  const region = sub ? `${market}-${sub[2]}` : null;
  const policy =
    platform && category
      ? resolvePolicy(library.policies, { platformId: platform.id, categoryId: category.id, jurisdictionCode: market }, library.jurisdictions)
      : null;
  const unrestricted = wantedCategory === NO_CATEGORY || wantedCategory === '';
  const categoryAbsent = !unrestricted && category !== undefined && chosenButAbsent(input, category.slug);
  const other = !unrestricted && !categoryAbsent && category !== undefined ? chosenButOther(input, category.slug) : null;
  const looksLike = other ? { ...other, name: library.categories.find((c) => c.slug === other.category)?.name ?? other.category } : null;
  return { library, input, platform, category, market, region, product: input.product ?? null, policy, unrestricted, categoryAbsent, looksLike };
}

// A campaign evaluates one text for many platforms and markets: its detection is made once.
let lastDetection: { text: string; detection: ReturnType<typeof detectCategory> } | null = null;
function detectionOf(text: string) {
  if (lastDetection?.text !== text) lastDetection = { text, detection: detectCategory(text) };
  return lastDetection.detection;
}

/**
 * A category the user chose (no detection confidence given) of which the text, read well, has no cue: the
 * detection names no category and does not have the chosen one among its candidates.
 */
function chosenButAbsent(input: AnalysisInput, slug: string): boolean {
  const chosen = input.categoryConfidence === undefined || input.categoryConfidence === null;
  if (!chosen || input.ocrConfidence < LOW_OCR_CONFIDENCE || normaliseAdText(input.text).length === 0) return false;
  const detection = input.detection ?? detectionOf(input.text);
  return detection.category === NO_CATEGORY && !detection.candidates.some((c) => c.category === slug);
}

/** Detection at least this sure of another category, with the chosen one far behind, is a wrong choice (ADR 333). */
export const OTHER_CATEGORY = 0.6;
/** Gambling & Lottery and Real Money Gaming share their cues (the UI even shows one as the other, spec 001). */
const GAMING = new Set(['gambling-lottery', 'real-money-gaming']);
const siblings = (a: string, b: string) => GAMING.has(a) && GAMING.has(b);

/** A category the user chose while the text, read well, is plainly another: that one, and how sure. */
function chosenButOther(input: AnalysisInput, slug: string): { category: string; confidence: number } | null {
  const chosen = input.categoryConfidence === undefined || input.categoryConfidence === null;
  if (!chosen || input.ocrConfidence < LOW_OCR_CONFIDENCE) return null;
  const detection = detectionOf(input.text); // the whole detection (the input's is only its category and candidates)
  // 'detected' names a category: never NO_CATEGORY.
  if (detection.status !== 'detected' || detection.category === slug || siblings(detection.category, slug)) return null;
  if (detection.confidence < OTHER_CATEGORY) return null;
  // The chosen category with half the cues of the detected one or more is a mixed ad, not a wrong choice.
  const chosenScore = detection.scores[slug] ?? 0;
  const topScore = detection.scores[detection.category] ?? 0;
  return chosenScore * 2 >= topScore ? null : { category: detection.category, confidence: detection.confidence };
}

function policyRef(policy: Policy): ResolvedPolicyRef {
  return {
    id: policy.id,
    key: policy.key,
    title: policy.title,
    status: policy.status,
    sourceUrl: policy.sourceUrl,
    minAge: policy.minAge,
    certification: policy.certification,
    requirements: policy.requirements,
    restrictions: policy.restrictions,
    laws: [...policy.laws],
  };
}

const names = (ctx: Context) => ({
  platform: ctx.platform?.name ?? ctx.input.platform,
  category: ctx.category?.name ?? ctx.input.category,
  market: ctx.library.jurisdictions.find((j) => j.code === ctx.market)?.name ?? ctx.market,
});

function policySource(policy: Policy | null, sourceUrl: string, lawKey: string | null): FindingSource {
  return { policyId: policy?.id ?? null, policyKey: policy?.key ?? null, policyTitle: policy?.title ?? null, lawKey, sourceUrl };
}

interface StatusOutcome {
  findings: Finding[];
  needsReview: boolean;
  /** When the category is not allowed: the sentence that says so, for the verdict's reason. */
  headline: string | null;
}

/** The category's own status as a finding: not allowed here, no policy found, or regions the product may not target. */
function categoryStatusFindings(ctx: Context): StatusOutcome {
  const n = names(ctx);
  const base = { ruleId: CATEGORY_STATUS_RULE, topic: 'status' as const, engine: 'rules' as const, suggestedText: null, evidence: null };
  const policy = ctx.policy;
  if (ctx.unrestricted) return { findings: [], needsReview: false, headline: null };
  if (!policy) {
    return {
      needsReview: true,
      headline: null,
      findings: [{
        ...base,
        check: 'No platform policy found for this category',
        severity: 'HIGH',
        status: 'WARNING',
        message: `No policy was found for ${n.category} ads on ${n.platform} in ${n.market}, so the ad cannot be checked against the platform's own rules.`,
        fix: "Check the platform's current policy for this category and market before the ad runs.",
        confidence: 0.5,
        source: policySource(null, ctx.platform?.policyUrl ?? '', null),
      }],
    };
  }

  // An ad with no sign of the category chosen for it (a carrom board checked as real-money gaming) is not refused
  // for the category's status: the verdict says it does not look like one, and a person decides.
  if (ctx.categoryAbsent) return { findings: [], needsReview: false, headline: null };
  const source = policySource(policy, policy.sourceUrl, policy.laws[0] ?? null);
  const confidence = POLICY_CONFIDENCE[policy.confidence];
  const productLabel = ctx.product ? ` (${PRODUCT_LABELS[ctx.product].toLowerCase()})` : '';
  const answer = ctx.region ? regionalAnswer(policy, ctx.region, ctx.product) : { status: policy.status, rule: null };
  if (answer.status === 'prohibited') {
    const where = answer.rule ? `${answer.rule.name} (${n.market})` : n.market;
    const why = answer.rule ? ` ${answer.rule.note}` : '';
    const headline = `${n.category}${productLabel} ads are not allowed on ${n.platform} in ${where}.`;
    return {
      needsReview: false,
      headline,
      findings: [{
        ...base,
        check: 'Category not allowed on this platform',
        severity: 'CRITICAL',
        status: 'FAIL',
        message: `${n.category}${productLabel} ads are not allowed on ${n.platform} in ${where}: the policy “${policy.title}” marks them prohibited.${why}`,
        fix: `Do not run this ad on ${n.platform} in ${where}. Choose a market or platform whose policy allows the category, and check the source: ${policy.sourceUrl}`,
        confidence,
        source,
      }],
    };
  }

  // No route (core/firm-answer.ts): the certification or permission the platform asks for cannot be had here.
  // An ad that offers what the record closes (a crypto exchange, trading app or wallet) fails: whether the
  // platform limits or prohibits the category there, that ad cannot run. Any other ad of the category goes to a
  // person through the unsure status (evaluateRules), and a broken rule still makes it NON_COMPLIANT.
  if (!answer.rule && hasNoRoute(policy)) {
    const restriction = bulletLines(policy.restrictions).find((line) => /\broute\b|\bnot\s+(?:eligible|possible)\b|\blicen[cs]e\b/i.test(line));
    const closed = offersClosedService(normaliseAdText(ctx.input.text));
    return {
      needsReview: false,
      headline: closed ? `${n.platform} has no route for ${n.category} ads like this one in ${n.market}: it offers what the platform treats as not eligible there.` : null,
      findings: [{
        ...base,
        // The title says what the body says: no way in for what this ad offers, or none known for the category.
        check: closed ? 'No route for this product in this market' : 'No known route for this category in this market',
        severity: 'HIGH',
        status: closed ? 'FAIL' : 'WARNING',
        message: `${n.platform} has no known route for ${n.category} ads in ${n.market} (${policy.statusQualifier}), under the policy “${policy.title}”.${restriction ? ` ${restriction.replace(/\.?$/, '.')}` : ''}`,
        fix: `Do not promise this campaign. Confirm with ${n.platform} that this product may advertise in ${n.market}, and what it must hold to do so, before the ad runs; check the source: ${policy.sourceUrl}`,
        confidence,
        source,
      }],
    };
  }

  // A product with no region given: name the regions where that product may not be targeted.
  if (ctx.product && !ctx.region) {
    const product = ctx.product;
    const closed = [...new Set(policy.regionalRules.map((r) => r.code))]
      .map((code) => regionalAnswer(policy, code, product))
      .flatMap((answer) => (answer.status === 'prohibited' && answer.rule ? [answer.rule.name] : []));
    if (closed.length > 0) {
      return {
        needsReview: false,
        headline: null,
        findings: [{
          ...base,
          ruleId: REGIONAL_RESTRICTIONS_RULE,
          check: 'Regions the product may not target',
          severity: 'MEDIUM',
          status: 'WARNING',
          message: `${n.platform} does not accept ${PRODUCT_LABELS[product].toLowerCase()} ads targeting ${closed.length === 1 ? closed[0] : `${closed.length} regions of ${n.market}: ${closed.join(', ')}`} (policy “${policy.title}”).`,
          fix: 'Exclude those regions from the campaign’s location targeting.',
          confidence,
          source,
        }],
      };
    }
  }
  return { findings: [], needsReview: false, headline: null };
}

function applies(rule: AnalyzerRule, ctx: Context): boolean {
  const { platforms, categories, markets, products, exceptProducts } = rule.appliesTo;
  if (platforms.length > 0 && (!ctx.platform || !platforms.includes(ctx.platform.identifier))) return false;
  if (categories.length > 0 && (!ctx.category || ctx.categoryAbsent || ctx.looksLike || !categories.includes(ctx.category.slug))) return false;
  if (markets.length > 0 && !markets.includes(ctx.market)) return false;
  if (products.length > 0 && (!ctx.product || !products.includes(ctx.product))) return false;
  if (ctx.product && exceptProducts.includes(ctx.product)) return false;
  return true;
}

function ruleSource(rule: AnalyzerRule, ctx: Context): FindingSource {
  const own = rule.policy ? ctx.library.policies.find((p) => p.key === rule.policy) ?? null : null;
  if (rule.policy && !own) {
    return { policyId: null, policyKey: rule.policy, policyTitle: null, lawKey: rule.law, sourceUrl: rule.sourceUrl };
  }
  // A rule applied in every market may rest on one market's law (India's ASCI, the UK's CAP code): elsewhere
  // the finding cites the platform's policy that answers there, not a law that does not govern the ad.
  if (rule.law && !lawGoverns(rule.law, ctx)) {
    const policy = own ?? ctx.policy;
    return policySource(policy, policy?.sourceUrl ?? rule.sourceUrl, null);
  }
  return policySource(own ?? ctx.policy, rule.sourceUrl, rule.law);
}

/** Whether the law's jurisdiction is the market, its region or a region containing it (or the law is global); a law the library lacks cannot be placed, so it is cited as the rule says. */
function lawGoverns(lawKey: string, ctx: Context): boolean {
  const law = ctx.library.laws.find((l) => l.key === lawKey);
  if (!law) return true;
  return lawGovernsMarket(law.jurisdictionCode, ctx.region ?? ctx.market, ctx.library.jurisdictions);
}

interface RuleOutcome {
  finding: Finding | null;
  passed: PassedCheck | null;
}

function evaluateRule(rule: AnalyzerRule, lines: AdLines, ctx: Context, lowOcr: boolean): RuleOutcome {
  const { text } = lines;
  const { patterns, unless } = patternsOf(rule);
  const match = firstMatch(patterns, text);
  const base = {
    ruleId: rule.id,
    check: rule.check,
    topic: rule.topic,
    severity: rule.severity,
    fix: rule.fix,
    source: ruleSource(rule, ctx),
    engine: 'rules' as const,
    suggestedText: rule.suggestedText,
  };
  const failing = rule.level === 'advised' ? 'WARNING' : 'FAIL';

  if (rule.kind === 'requires') {
    if (match) return { finding: null, passed: { ruleId: rule.id, check: rule.check, topic: rule.topic, evidence: quoteLine(lines, match) } };
    // Absence is only as sure as the reading: with poor OCR the statement may be there but unread.
    return {
      passed: null,
      finding: lowOcr
        ? { ...base, status: 'WARNING', evidence: null, confidence: 0.35, message: `${rule.message} The text could not be read well enough to confirm that it is missing.` }
        : { ...base, status: failing, evidence: null, confidence: 0.85, message: rule.message },
    };
  }

  if (!match || firstMatch(unless, text)) return { finding: null, passed: null };
  // The words were read, so a forbidden claim stands even when the OCR was unsure of the rest.
  return { passed: null, finding: { ...base, status: failing, evidence: quoteLine(lines, match), confidence: lowOcr ? 0.75 : 0.95, message: rule.message } };
}

/**
 * A forbidden claim the claim reader suspects where the rule's wordings found none (claim-reading.ts): a
 * warning that cites the rule and its source, quotes the line, and says it is a reading, not a match; a failure
 * when the reading is surer than any the reader gave a clean ad (ADR 340).
 */
function readerFinding(rule: AnalyzerRule, suspicion: ClaimSuspicion, ctx: Context): Finding {
  const sure = refuses(suspicion);
  const reading = `The claim reader, a model trained on labelled ads, reads the quoted line as such a claim (${Math.round(suspicion.probability * 100)}% sure), though none of the rule's wordings matched`;
  return {
    ruleId: rule.id,
    check: rule.check,
    topic: rule.topic,
    severity: rule.severity,
    status: sure ? 'FAIL' : 'WARNING',
    message: sure
      ? `${rule.message} ${reading}; it has read no clean ad it was tested on as surely, so the ad is refused until the line is reworded or a person overrules the reading.`
      : `${rule.message} ${reading}; a person should decide.`,
    fix: rule.fix,
    evidence: suspicion.line,
    confidence: Math.round(suspicion.probability * 100) / 100,
    source: ruleSource(rule, ctx),
    engine: 'reader',
    suggestedText: null,
  };
}

const isApproval = (verdict: Verdict) => verdict === 'COMPLIANT' || verdict === 'CONDITIONAL_APPROVAL';

const blocking = (f: Finding) => f.status === 'FAIL' && (f.severity === 'CRITICAL' || f.severity === 'HIGH');
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function verdictOf(findings: Finding[], kinds: Map<string, AnalyzerRule['kind']>, needsReview: boolean, policy: Policy | null): Verdict {
  const hardFail = findings.filter(blocking);
  if (hardFail.some((f) => f.ruleId === CATEGORY_STATUS_RULE || kinds.get(f.ruleId) === 'forbids')) return 'NON_COMPLIANT';
  if (needsReview) return 'REQUIRES_REVIEW';
  if (hardFail.length > 0) return 'NON_COMPLIANT';
  if (findings.length > 0 || policy?.status === 'limited') return 'CONDITIONAL_APPROVAL';
  return 'COMPLIANT';
}

/** Why a verdict could not be firm. */
interface Doubts {
  emptyText: boolean;
  unsureCategory: boolean;
  /** The deciding record has low confidence or rests on the absence of a stated rule. */
  unsureStatus: boolean;
  /** The claim reader's suspicion that alone sends an approval to a person. */
  readClaim: Finding | null;
}

function reasonFor(verdict: Verdict, findings: Finding[], kinds: Map<string, AnalyzerRule['kind']>, ctx: Context, status: StatusOutcome, doubts: Doubts): string {
  const { emptyText, unsureCategory, unsureStatus } = doubts;
  const n = names(ctx);
  const fails = findings.filter(blocking);
  const claims = fails.filter((f) => kinds.get(f.ruleId) === 'forbids');
  const missing = fails.filter((f) => kinds.get(f.ruleId) === 'requires');
  const conditions = ctx.policy?.status === 'limited'
    ? ctx.policy.certification
      ? ` ${n.platform} allows ${n.category} ads in ${n.market} only with its authorisation.`
      : ` ${n.platform} allows ${n.category} ads in ${n.market} only under its targeting and content conditions.`
    : '';

  const an = (word: string) => `a${/^[aeiou]/i.test(word) ? 'n' : ''} ${word}`;
  const absent = ctx.categoryAbsent
    ? `The ad does not look like ${an(n.category)} ad: no word of the category was found in it, so ${n.category}'s own rules were not applied.`
    : ctx.looksLike
      ? `The ad looks like ${an(ctx.looksLike.name)} ad (${Math.round(ctx.looksLike.confidence * 100)}% sure), not ${an(n.category)} ad, so ${n.category}'s own rules were not applied.`
      : null;
  switch (verdict) {
    case 'NON_COMPLIANT':
      if (status.headline) return `${status.headline}${claims.length ? ` The ad also breaks ${claims.length === 1 ? 'a rule' : `${claims.length} rules`}: ${list(claims.map((f) => f.check.toLowerCase()))}.` : ''}${absent ? ` ${absent}` : ''}`;
      if (claims.length) {
        // The rules' own match first: a reading is quoted only when it alone refuses the ad.
        const first = claims.find((f) => f.engine !== 'reader') ?? claims[0]!;
        const others = claims.length + missing.length - 1;
        const more = others > 0 ? ` ${others} more ${others === 1 ? 'problem needs' : 'problems need'} fixing.` : '';
        if (first.engine === 'reader') {
          return `The claim reader reads “${first.evidence}” as a clear breach of the rule on ${first.check.toLowerCase()}, though none of the rule's wordings matched; reword the line, or have a person overrule the reading.${more}`;
        }
        const quoted = first.evidence && first.evidence.length <= 60 ? ` (“${first.evidence}”)` : '';
        return `The ad breaks the rule on ${first.check.toLowerCase()}${quoted}.${more}`;
      }
      return `${missing.length === 1 ? 'A required statement is missing' : 'Required statements are missing'}: ${list(missing.map((f) => f.check.toLowerCase()))}.`;
    case 'REQUIRES_REVIEW':
      if (doubts.readClaim) {
        return `The rules' wordings found nothing blocking, but the claim reader reads “${doubts.readClaim.evidence}” as a breach of the rule on ${doubts.readClaim.check.toLowerCase()}; a person should check the claim before the ad runs.`;
      }
      if (!ctx.policy && !ctx.unrestricted) return `No policy was found for ${n.category} ads on ${n.platform} in ${n.market}; a person should check the ad before it runs.`;
      if (emptyText) return 'No text could be read from the ad, so the rules had nothing to check; a person should review it.';
      if (ctx.looksLike) return `${absent} Check it under ${ctx.looksLike.name}, or have a person confirm what it advertises.`;
      if (absent) return `${absent} If it advertises ${n.category.toLowerCase()} (a brand the words do not name), a person should check it; if not, check it under its own category.`;
      if (unsureStatus) {
        const why = ctx.policy?.statusQualifier ? ` (${ctx.policy.statusQualifier})` : ' (not verified against its source)';
        return `${CHECK_BEFORE_PROMISE}: whether ${n.platform} allows ${n.category} ads in ${n.market} is uncertain${why}, so the ad cannot be approved; a person should confirm the platform's rule before it runs.`;
      }
      if (unsureCategory && ctx.input.ocrConfidence >= LOW_OCR_CONFIDENCE) {
        return `The ad was taken for ${n.category} from few words (${Math.round((ctx.input.categoryConfidence ?? 0) * 100)}% sure); choose the category for a firm verdict, or have a person check it.`;
      }
      return `The text was read with only ${Math.round(ctx.input.ocrConfidence)}% confidence, so missing statements cannot be confirmed; a person should check the ad before it runs.`;
    case 'CONDITIONAL_APPROVAL':
      if (findings.length) return `No blocking problem was found, but ${findings.length === 1 ? 'one point needs' : `${findings.length} points need`} attention: ${list(findings.map((f) => f.check.toLowerCase()))}.${conditions}`;
      return `Every rule that applies was met.${conditions}`;
    case 'COMPLIANT':
      if (ctx.unrestricted) return 'The ad is in no restricted category and breaks none of the rules that apply to every ad.';
      return `Every rule that applies was met, and ${n.platform} allows ${n.category} ads in ${n.market}.`;
  }
}

/** Evaluates the rules that apply to one ad and gives the findings, the passed checks and the verdict. */
export function evaluateRules(library: PolicyLibrary, rules: readonly AnalyzerRule[], input: AnalysisInput): RuleEvaluation {
  const ctx = resolveContext(library, input);
  // In India a ¥ or a lone र before a figure is the rupee sign misread (a yen price elsewhere is left alone).
  const lines = adLines(input.text, ctx.market === 'IN' ? (raw) => readRupeeSigns(normaliseAdText(raw)) : normaliseAdText);
  const { text } = lines;
  const emptyText = text.length === 0;
  const lowOcr = input.ocrConfidence < LOW_OCR_CONFIDENCE;

  const status = categoryStatusFindings(ctx);
  const findings: Finding[] = [...status.findings];
  const passed: PassedCheck[] = [];
  const appliedRuleIds: string[] = [];
  const kinds = new Map<string, AnalyzerRule['kind']>();
  for (const rule of rules) {
    if (!applies(rule, ctx)) continue;
    appliedRuleIds.push(rule.id);
    kinds.set(rule.id, rule.kind);
    const outcome = evaluateRule(rule, lines, ctx, lowOcr);
    if (outcome.finding) findings.push(outcome.finding);
    if (outcome.passed) passed.push(outcome.passed);
    const suspicion = rule.kind === 'forbids' && !outcome.finding ? input.claimSuspicions?.[rule.id] : undefined;
    if (suspicion) findings.push(readerFinding(rule, suspicion, ctx));
  }

  const unsureCategory = input.categoryConfidence !== undefined && input.categoryConfidence !== null && input.categoryConfidence < UNSURE_CATEGORY;
  const doubtful = status.needsReview || lowOcr || emptyText || unsureCategory || ctx.categoryAbsent || ctx.looksLike !== null;
  const firmVerdict = verdictOf(findings, kinds, doubtful, ctx.policy);
  // Low confidence never approves (core/firm-answer.ts): an approval that rests on a status the dataset is
  // unsure of, or on a route that does not exist, goes to a person; a known breach stays NON_COMPLIANT.
  const unsureStatus = ctx.policy !== null && !isFirmAnswer(ctx.policy) && firmVerdict !== 'NON_COMPLIANT';
  // A claim the reader suspects and the rules' words missed: an approval goes to a person (a sure reading has
  // already refused it: readerFinding).
  const readClaim = isApproval(firmVerdict) && !unsureStatus ? (findings.find((f) => f.engine === 'reader') ?? null) : null;
  const verdict = unsureStatus || readClaim ? 'REQUIRES_REVIEW' : firmVerdict;
  const needsReview = doubtful || unsureStatus || readClaim !== null;
  return {
    policy: ctx.policy ? policyRef(ctx.policy) : null,
    findings,
    passed,
    appliedRuleIds,
    verdict,
    verdictReason: reasonFor(verdict, findings, kinds, ctx, status, { emptyText, unsureCategory, unsureStatus, readClaim }),
    riskScore: riskScore({ verdict, findings, policyStatus: ctx.policy?.status ?? null }),
    needsReview,
  };
}
