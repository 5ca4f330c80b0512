// The three result shapes of spec 001 §3 (standard, enhanced, world-class), written from one rule evaluation
// (evaluate-rules.ts) and, when a model answered, its merged findings (merge-model.ts). Every violation keeps
// the rule and the policy it comes from, so each screen can say why and where it is written.
import type { PolicyLibrary } from '../publisher-policy.js';
import { bulletLines } from '../markdown-lines.js';
import { lawGovernsMarket } from '../laws.js';
import { PRODUCT_LABELS } from '../products.js';
import { canonicalJurisdictionCode } from '../resolve-policy.js';
import { checkerStatusLabel } from '../status.js';
import { riskBand } from './risk-score.js';
import type { FindingSeverity } from './rule-schema.js';
import type { CategoryDetection, Finding, FindingEngine, RuleEvaluation, Verdict } from './types.js';

export const ANALYSIS_MODES = ['standard', 'enhanced', 'world-class'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

/** How the analysis was made: kept with every result and in the audit trail. */
export interface AnalysisMeta {
  /** The audit record's id (GET /api/analyses/{id}). */
  id: number | null;
  mode: AnalysisMode;
  /** `rules` (OCR and rules, no key needed) or `rules+model` when a model's answer was merged. */
  engine: 'rules' | 'rules+model';
  model: string | null;
  /** Why the model's answer is not in the result, when one was configured. */
  engineNote: string | null;
  filePath: string;
  extractedText: string;
  ocrConfidence: number;
  detection: CategoryDetection;
  /** The category analysed: the one chosen, or the one detected. */
  categoryUsed: string;
  categorySource: 'chosen' | 'detected';
  durationMs: number;
  ocrMs: number;
  analysedAt: string;
  /** Set when a stored analysis is read back after the retention period removed its image (the record stays). */
  imageRemoved?: boolean;
  /** Set when the claim reader (ADR 339) read the ad's claims; absent in results from before it, and on the device. */
  claimsRead?: boolean;
}

export interface StandardViolation {
  /** What kind of problem: the rule's check name. */
  category: string;
  severity: 'high' | 'medium' | 'low';
  /** 0–1. */
  confidence: number;
  description: string;
  ruleId: string;
  /** What the finding is about (the rule's topic: disclaimer, age, helpline, licence, claim, minors…). */
  topic: Finding['topic'];
  fix: string;
  evidence: string | null;
  policyId: number | null;
  sourceUrl: string;
  engine: FindingEngine;
}

export interface StandardResult {
  compliant: boolean;
  platform: string;
  category: string;
  jurisdiction: string;
  summary: string;
  violations: StandardViolation[];
  verdict: Verdict;
  riskScore: number;
  analysis: AnalysisMeta;
}

/** Enhanced (issue 10): the standard result, with what to do about it and the policy's own requirements. */
export interface EnhancedResult extends StandardResult {
  recommendations: string[];
  policyRequirements: string[];
  /** Disclaimer text that would satisfy every missing statement, in our words; null when none is missing. */
  correctedDisclaimer: string | null;
  policy: { id: number; title: string; status: string; sourceUrl: string } | null;
}

export type CheckStatus = 'FAIL' | 'WARNING' | 'PASS';

export interface WorldClassViolation {
  check: string;
  severity: FindingSeverity;
  status: CheckStatus;
  description: string;
  platformRule: string;
  actionRequired: string;
  ruleId: string;
  evidence: string | null;
  policyId: number | null;
  sourceUrl: string;
  engine: FindingEngine;
}

export interface WorldClassResult {
  verdict: Verdict;
  verdictReason: string;
  riskScore: number;
  detectedCategory: string;
  detectedSubcategory: string | null;
  platform: string;
  jurisdiction: string;
  /** The landing tab reads these two next to the verdict (spec 001 §7). */
  summary: string;
  violations: StandardViolation[];
  criticalViolations: WorldClassViolation[];
  structuredPolicyRequirements: {
    verdict: string;
    verdictReason: string | null;
    allowedRegions: string[];
    specificRequirements: string[];
    mandatoryDisclosures: string[];
    requiresAuthorization: boolean;
    maximumPenalty: string | null;
  };
  ageTargetingIssues: { hasMinorAppeal: boolean; missingAgeGating: boolean; inappropriateImagery: boolean; recommendations: string[] };
  certificationRequirements: { present: string[]; missing: string[]; recommendations: string[] };
  disclaimerAnalysis: {
    existingDisclaimers: string[];
    compliance: 'COMPLIANT' | 'INSUFFICIENT' | 'NON_COMPLIANT';
    required: string[];
    gaps: string[];
    correctedText: string[];
    additionalRequired: string[];
    missing: string[];
    formatIssues: string[];
    recommendations: string[];
  };
  actionPlan: { immediate: string[]; recommended: string[]; monitoring: string[] };
  legalContext: { jurisdiction: string; applicableLaws: string[]; riskAssessment: string; disclaimerNeeded: boolean };
  publisherSpecific?: {
    publisherName: string;
    customizedPolicy: string;
    publisherRequirements: string[];
    publisherDisclaimers: string[];
    publisherCertifications: string[];
  };
  analysis: AnalysisMeta;
}

const STANDARD_SEVERITY: Record<FindingSeverity, StandardViolation['severity']> = { CRITICAL: 'high', HIGH: 'high', MEDIUM: 'medium', LOW: 'low' };
const STATEMENT_TOPICS = new Set(['disclaimer', 'age', 'helpline', 'licence']);

export interface ResultContext {
  library: PolicyLibrary;
  /** Platform identifier, category slug and market code as asked. */
  platform: string;
  category: string;
  jurisdiction: string;
  evaluation: RuleEvaluation;
  meta: AnalysisMeta;
}

const names = (ctx: ResultContext) => {
  const platform = ctx.library.platforms.find((p) => p.identifier === ctx.platform || p.aliases.includes(ctx.platform));
  const category = ctx.library.categories.find((c) => c.slug === ctx.category);
  const code = canonicalJurisdictionCode(ctx.jurisdiction, ctx.library.jurisdictions);
  const market = ctx.library.jurisdictions.find((j) => j.code === code);
  return { platform: platform?.name ?? ctx.platform, platformKind: platform?.kind, category: category?.name ?? ctx.category, market: market?.name ?? code };
};

function standardViolation(finding: Finding): StandardViolation {
  return {
    category: finding.check,
    // The claim reader's doubt is no violation found (ADR 339): it counts as medium, so the standard panel says
    // "Minor Compliance Issues Detected", not "0% Non-Compliant", for an ad that goes to a person. A sure
    // reading that refuses the ad (ADR 340) counts as its rule's severity.
    severity: finding.engine === 'reader' && finding.status !== 'FAIL' ? 'medium' : STANDARD_SEVERITY[finding.severity],
    confidence: finding.confidence,
    description: finding.evidence ? `${finding.message} Found: “${finding.evidence}”.` : finding.message,
    ruleId: finding.ruleId,
    topic: finding.topic,
    fix: finding.fix,
    evidence: finding.evidence,
    policyId: finding.source.policyId,
    sourceUrl: finding.source.sourceUrl,
    engine: finding.engine,
  };
}

/** A verdict the screens may call compliant: nothing failed, nothing left for a person to review. */
export const isCompliantVerdict = (verdict: Verdict) => verdict === 'COMPLIANT' || verdict === 'CONDITIONAL_APPROVAL';

function summaryLines(ctx: ResultContext): string[] {
  const { platform, category, market } = names(ctx);
  const { evaluation, meta } = ctx;
  const fails = evaluation.findings.filter((f) => f.status === 'FAIL').length;
  const warnings = evaluation.findings.length - fails;
  return [
    `${category} ad for ${platform} in ${market}: ${VERDICT_LABELS[evaluation.verdict]}.`,
    evaluation.verdictReason,
    `${fails} ${fails === 1 ? 'problem' : 'problems'} and ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} from ${evaluation.appliedRuleIds.length} ${evaluation.appliedRuleIds.length === 1 ? 'rule' : 'rules'}; ${evaluation.passed.length} required ${evaluation.passed.length === 1 ? 'statement' : 'statements'} found.`,
    meta.categorySource === 'detected'
      ? `Category detected from the ad's text: ${category} (${Math.round(meta.detection.confidence * 100)}% sure).`
      : `Category as chosen: ${category}.`,
    `Text read from the image with ${meta.ocrConfidence}% confidence; ${reviewedBy(meta)}.`,
  ];
}

/** Who reviewed the text: the rules engine, the claim reader when it read the claims, a model when one was merged. */
function reviewedBy(meta: AnalysisMeta): string {
  const model = meta.engine === 'rules+model' && meta.model ? meta.model : null;
  if (!meta.claimsRead) return model ? `reviewed by the rules and by ${model}` : 'reviewed by the rules engine';
  return model ? `reviewed by the rules, the claim reader and ${model}` : 'reviewed by the rules engine and the claim reader';
}

export const VERDICT_LABELS: Record<Verdict, string> = {
  COMPLIANT: 'compliant',
  CONDITIONAL_APPROVAL: 'compliant if the conditions are met',
  REQUIRES_REVIEW: 'needs a person to review it',
  NON_COMPLIANT: 'not compliant',
};

export function standardResult(ctx: ResultContext): StandardResult {
  const { platform, category, market } = names(ctx);
  const violations = ctx.evaluation.findings.map(standardViolation);
  if (ctx.evaluation.verdict === 'REQUIRES_REVIEW' && violations.length === 0) {
    violations.push({
      category: 'Needs human review',
      severity: 'medium',
      confidence: 0.5,
      description: ctx.evaluation.verdictReason,
      ruleId: 'needs-review',
      topic: 'status',
      fix: 'Have a person check the ad against the policy before it runs.',
      evidence: null,
      policyId: ctx.evaluation.policy?.id ?? null,
      sourceUrl: ctx.evaluation.policy?.sourceUrl ?? '',
      engine: 'rules',
    });
  }
  return {
    compliant: isCompliantVerdict(ctx.evaluation.verdict) && violations.every((v) => v.severity !== 'high'),
    platform,
    category,
    jurisdiction: market,
    summary: summaryLines(ctx).join('\n'),
    violations,
    verdict: ctx.evaluation.verdict,
    riskScore: ctx.evaluation.riskScore,
    analysis: ctx.meta,
  };
}

const unique = (items: Iterable<string>) => [...new Set([...items].filter(Boolean))];

function missingStatements(ctx: ResultContext): Finding[] {
  return ctx.evaluation.findings.filter((f) => f.evidence === null && STATEMENT_TOPICS.has(f.topic) && f.ruleId !== 'category-status');
}

export function enhancedResult(ctx: ResultContext): EnhancedResult {
  const standard = standardResult(ctx);
  const policy = ctx.evaluation.policy;
  const missing = missingStatements(ctx);
  const texts = unique(missing.map((f) => f.suggestedText ?? ''));
  return {
    ...standard,
    recommendations: unique([
      ...ctx.evaluation.findings.filter((f) => f.status === 'FAIL').map((f) => f.fix),
      ...ctx.evaluation.findings.filter((f) => f.status === 'WARNING').map((f) => f.fix),
      ...(policy?.certification ? [`Hold the authorisation the platform asks for: ${policy.certification}`] : []),
      ...(policy?.minAge ? [`Target the ad at people aged ${policy.minAge} and over only.`] : []),
    ]),
    policyRequirements: policy ? bulletLines(policy.requirements) : [],
    correctedDisclaimer: texts.length ? texts.join(' ') : null,
    policy: policy ? { id: policy.id, title: policy.title, status: policy.status, sourceUrl: policy.sourceUrl } : null,
  };
}

/**
 * The rules the engine states itself (evaluate-rules.ts's CATEGORY_STATUS_RULE and REGIONAL_RESTRICTIONS_RULE,
 * spelt out so the screens' bundle does not take in the engine), by name; a seed rule is named by its check.
 */
const BUILT_IN_RULE_NAMES: Record<string, string> = {
  'category-status': 'the category’s status on this platform in this market',
  'regional-restrictions': 'regions the product may not target',
};

/**
 * What a check cites, in words a rep reads (issue 30): the policy's title (else the law's), then the rule's
 * name. Ids and keys stay in the violation's own fields (ruleId, policyId), never in this sentence.
 */
function citation(library: PolicyLibrary, where: { policyTitle: string | null; lawKey: string | null }, rule: { ruleId: string; check: string; engine: FindingEngine }): string {
  const law = where.lawKey ? library.laws.find((l) => l.key === where.lawKey)?.title : undefined;
  const ruleName = BUILT_IN_RULE_NAMES[rule.ruleId] ?? rule.check;
  const name = rule.engine === 'model' ? 'found by the model’s review' : rule.engine === 'reader' ? `${ruleName}, as the claim reader reads it` : ruleName;
  return `${where.policyTitle ?? law ?? 'Platform policy'} — ${name}`;
}

export function worldClassResult(ctx: ResultContext): WorldClassResult {
  const { evaluation, meta, library } = ctx;
  const { platform, platformKind, market } = names(ctx);
  const standard = standardResult(ctx);
  const policy = evaluation.policy;
  const findings = evaluation.findings;
  const failed = (topic: string) => findings.some((f) => f.topic === topic);
  const missing = missingStatements(ctx);
  const statementPasses = evaluation.passed.filter((p) => STATEMENT_TOPICS.has(p.topic));
  const requiredFails = missing.filter((f) => f.status === 'FAIL');
  const advisedGaps = missing.filter((f) => f.status === 'WARNING');
  const fullPolicy = policy ? library.policies.find((p) => p.id === policy.id) ?? null : null;
  // The answering record's laws that govern this market (a global record may name a US or an Indian law), and
  // those the findings cite (each cited only where it governs, evaluate-rules.ts).
  const named = (law: (typeof library.laws)[number]) => policy?.laws.includes(law.key) && lawGovernsMarket(law.jurisdictionCode, ctx.jurisdiction, library.jurisdictions);
  const laws = library.laws.filter((law) => named(law) || findings.some((f) => f.source.lawKey === law.key));
  const category = library.categories.find((c) => c.slug === meta.categoryUsed);

  const criticalViolations: WorldClassViolation[] = [
    ...findings.map((f) => ({
      check: f.check,
      severity: f.severity,
      status: f.status as CheckStatus,
      description: f.evidence ? `${f.message} Found: “${f.evidence}”.` : f.message,
      platformRule: citation(library, f.source, f),
      actionRequired: f.fix,
      ruleId: f.ruleId,
      evidence: f.evidence,
      policyId: f.source.policyId,
      sourceUrl: f.source.sourceUrl,
      engine: f.engine,
    })),
    ...evaluation.passed.map((p) => ({
      check: p.check,
      severity: 'LOW' as const,
      status: 'PASS' as const,
      description: `Found: “${p.evidence}”.`,
      platformRule: citation(library, { policyTitle: policy?.title ?? null, lawKey: null }, { ...p, engine: 'rules' }),
      actionRequired: 'None.',
      ruleId: p.ruleId,
      evidence: p.evidence,
      policyId: policy?.id ?? null,
      sourceUrl: policy?.sourceUrl ?? '',
      engine: 'rules' as const,
    })),
  ];

  const allowedRegions = fullPolicy
    ? fullPolicy.status === 'prohibited'
      ? []
      : fullPolicy.regionalRules.length
        ? unique(fullPolicy.regionalRules.filter((r) => r.status !== 'prohibited').map((r) => r.name))
        : [market]
    : [];

  const result: WorldClassResult = {
    verdict: evaluation.verdict,
    verdictReason: evaluation.verdictReason,
    riskScore: evaluation.riskScore,
    detectedCategory: category?.name ?? meta.categoryUsed,
    detectedSubcategory: meta.detection.product ? PRODUCT_LABELS[meta.detection.product] : null,
    platform,
    jurisdiction: market,
    summary: standard.summary,
    violations: standard.violations,
    criticalViolations,
    structuredPolicyRequirements: {
      verdict: policy ? checkerStatusLabel(policy.status) : 'Unknown',
      verdictReason: fullPolicy?.description ?? null,
      allowedRegions,
      specificRequirements: policy ? bulletLines(policy.requirements) : [],
      mandatoryDisclosures: unique([...statementPasses.map((p) => p.check), ...missing.map((f) => f.check)]),
      requiresAuthorization: Boolean(policy?.certification),
      // The dataset records no penalties; the screen then says 'Platform-specific penalties may apply'.
      maximumPenalty: null,
    },
    ageTargetingIssues: {
      hasMinorAppeal: failed('minors'),
      missingAgeGating: findings.some((f) => f.topic === 'age' && f.evidence === null),
      inappropriateImagery: findings.some((f) => f.topic === 'imagery'),
      recommendations: unique([
        ...findings.filter((f) => f.topic === 'age' || f.topic === 'minors').map((f) => f.fix),
        ...(policy?.minAge ? [`Set the campaign's age targeting to ${policy.minAge}+ as well as stating it in the ad.`] : []),
        ...(meta.engine === 'rules' ? ['Imagery was not assessed: the rules read the text only. Check that no one in the ad looks under 25 and nothing in it appeals to children.'] : []),
      ]),
    },
    certificationRequirements: {
      present: evaluation.passed.filter((p) => p.topic === 'licence').map((p) => p.evidence),
      missing: policy?.certification ? [policy.certification] : [],
      recommendations: policy?.certification
        ? [`Apply for or confirm the authorisation before the campaign starts; the ad will not serve without it.`]
        : [],
    },
    disclaimerAnalysis: {
      existingDisclaimers: statementPasses.map((p) => p.evidence),
      compliance: requiredFails.length ? (statementPasses.length ? 'INSUFFICIENT' : 'NON_COMPLIANT') : 'COMPLIANT',
      required: unique([...statementPasses.map((p) => p.check), ...missing.map((f) => f.check)]),
      gaps: requiredFails.map((f) => f.check),
      correctedText: unique(requiredFails.map((f) => f.suggestedText ?? '')),
      additionalRequired: unique(advisedGaps.map((f) => f.suggestedText ?? f.check)),
      missing: requiredFails.map((f) => f.message),
      formatIssues: meta.ocrConfidence < 60 ? ['The text was hard to read: small or low-contrast print may not meet the legibility rules for disclaimers.'] : [],
      recommendations: unique(missing.map((f) => f.fix)),
    },
    actionPlan: {
      immediate: unique(findings.filter((f) => f.status === 'FAIL' && (f.severity === 'CRITICAL' || f.severity === 'HIGH')).map((f) => f.fix)),
      recommended: unique([
        ...findings.filter((f) => !(f.status === 'FAIL' && (f.severity === 'CRITICAL' || f.severity === 'HIGH'))).map((f) => f.fix),
        ...(policy?.certification ? [`Confirm the authorisation: ${policy.certification}`] : []),
      ]),
      monitoring: unique([
        ...(fullPolicy ? [`Watch for changes to “${fullPolicy.title}” (last updated ${fullPolicy.lastUpdated}); follow it in the app to be alerted.`] : []),
        ...laws.filter((l) => l.status !== 'in-force').map((l) => `${l.title}: ${l.status.replace(/-/g, ' ')}; re-check when it changes.`),
      ]),
    },
    legalContext: {
      jurisdiction: market,
      applicableLaws: laws.map((l) => l.title),
      riskAssessment: riskAssessment(evaluation),
      disclaimerNeeded: missing.length > 0 || statementPasses.length > 0,
    },
    analysis: meta,
  };
  if (platformKind === 'publisher') {
    result.publisherSpecific = {
      publisherName: platform,
      customizedPolicy: fullPolicy?.details ?? '',
      publisherRequirements: policy ? bulletLines(policy.requirements) : [],
      publisherDisclaimers: unique([...statementPasses.map((p) => p.evidence), ...missing.map((f) => f.suggestedText ?? '')]),
      publisherCertifications: policy?.certification ? [policy.certification] : [],
    };
  }
  return result;
}

function riskAssessment(evaluation: RuleEvaluation): string {
  return `${riskBand(evaluation.riskScore)} risk (${evaluation.riskScore}/100): ${evaluation.verdictReason}`;
}
