// What the result views derive from a result (spec 001 §4, §8, §9; ADR 224): the standard result's status
// and score, the severity counts, the world-class badges, the verdict's label, which engine answered, and the
// related-document buttons. Pure functions, so each rule is tested on its own.
import type { StandardViolation, WorldClassResult, WorldClassViolation } from '../../../../core/analyzer/results';
import { relatedDocuments as relatedDocumentsOf } from '../../../../core/static-documents';
import { platformIdentifier, RELATED_DOCUMENTS } from '../../lib/bundled-dataset';
import type { BadgeProps } from '../ui/badge';

type Variant = NonNullable<BadgeProps['variant']>;

export interface StandardStatus {
  title: 'Ad Appears Compliant' | 'Major Compliance Issues Detected' | 'Minor Compliance Issues Detected';
  score: 100 | 70 | 0;
  label: 'Compliant' | 'Non-Compliant' | 'Partially Compliant';
  tone: 'allowed' | 'limited' | 'prohibited';
}

/** compliant: 100% Compliant; any high-severity violation: 0% Non-Compliant; otherwise 70% Partially Compliant. */
export function standardStatus(result: { compliant: boolean; violations: readonly Pick<StandardViolation, 'severity'>[] }): StandardStatus {
  if (result.compliant) return { title: 'Ad Appears Compliant', score: 100, label: 'Compliant', tone: 'allowed' };
  if (result.violations.some((v) => v.severity === 'high')) return { title: 'Major Compliance Issues Detected', score: 0, label: 'Non-Compliant', tone: 'prohibited' };
  return { title: 'Minor Compliance Issues Detected', score: 70, label: 'Partially Compliant', tone: 'limited' };
}

export function severityCounts(violations: readonly Pick<StandardViolation, 'severity'>[]): { high: number; medium: number; low: number; total: number } {
  const count = (s: StandardViolation['severity']) => violations.filter((v) => v.severity === s).length;
  return { high: count('high'), medium: count('medium'), low: count('low'), total: violations.length };
}

/** Confidence 0–1 as a rounded percent (spec §9). */
export const confidencePercent = (confidence: number): number => Math.round(confidence * 100);

/** high red, medium yellow, low blue (spec 001 landing tab). */
export const SEVERITY_VARIANT: Record<StandardViolation['severity'], Variant> = { high: 'prohibited', medium: 'limited', low: 'info' };
export const WORLD_CLASS_SEVERITY_VARIANT: Record<WorldClassViolation['severity'], Variant> = { CRITICAL: 'prohibited', HIGH: 'prohibited', MEDIUM: 'limited', LOW: 'info' };

export interface BadgeState {
  text: string;
  variant: Variant;
}

/** Age gating: REQUIRED for Alcohol, else MISSING or PRESENT (spec §4). */
export function ageGatingBadge(category: string, missingAgeGating: boolean): BadgeState {
  if (category.trim().toLowerCase() === 'alcohol') return { text: 'REQUIRED', variant: 'limited' };
  return missingAgeGating ? { text: 'MISSING', variant: 'prohibited' } : { text: 'PRESENT', variant: 'allowed' };
}

/** Appeal to minors: DETECTED or CLEAR. */
export const minorsBadge = (hasMinorAppeal: boolean): BadgeState => (hasMinorAppeal ? { text: 'DETECTED', variant: 'prohibited' } : { text: 'CLEAR', variant: 'allowed' });

/**
 * Imagery: DETECTED or APPROPRIATE. When no model looked at the picture (the rules read only its text), nothing
 * vouches for it: APPROPRIATE stays the spec's word but is grey, not the green of a check that passed.
 */
export const imageryBadge = (inappropriateImagery: boolean, textOnly = false): BadgeState =>
  inappropriateImagery ? { text: 'DETECTED', variant: 'prohibited' } : { text: 'APPROPRIATE', variant: textOnly ? 'secondary' : 'allowed' };

const VERDICTS: Record<string, BadgeState> = {
  COMPLIANT: { text: 'Compliant', variant: 'allowed' },
  CONDITIONAL_APPROVAL: { text: 'Conditional Approval', variant: 'limited' },
  REQUIRES_REVIEW: { text: 'Requires Review', variant: 'limited' },
  NON_COMPLIANT: { text: 'Non-Compliant', variant: 'prohibited' },
};

/** The verdict's badge; 'Unknown' when absent or unrecognised (spec §8). */
export const verdictBadge = (verdict: string | null | undefined): BadgeState => (verdict && VERDICTS[verdict]) || { text: 'Unknown', variant: 'secondary' };

/** COMPLIANT, INSUFFICIENT, else non-compliant (spec §3). */
export function disclaimerBadge(compliance: string): BadgeState {
  if (compliance === 'COMPLIANT') return { text: 'COMPLIANT', variant: 'allowed' };
  if (compliance === 'INSUFFICIENT') return { text: 'INSUFFICIENT', variant: 'limited' };
  return { text: 'NON-COMPLIANT', variant: 'prohibited' };
}

export const riskTone = (riskScore: number): 'allowed' | 'limited' | 'prohibited' => (riskScore >= 60 ? 'prohibited' : riskScore >= 25 ? 'limited' : 'allowed');

/** 'OCR + rules', '+ claim reader' when it read the claims (ADR 339), '+ {model}' when a model's review was merged. */
export const engineLabel = (meta: { engine: string; model: string | null; claimsRead?: boolean }): string =>
  ['OCR', 'rules', ...(meta.claimsRead ? ['claim reader'] : []), ...(meta.engine === 'rules+model' && meta.model ? [meta.model] : [])].join(' + ');

/** The failing and warning checks of a world-class result, worst first; passed checks apart. */
export function worldClassChecks(result: Pick<WorldClassResult, 'criticalViolations'>): { problems: WorldClassViolation[]; passed: WorldClassViolation[] } {
  const rank = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3 } as const;
  const problems = result.criticalViolations
    .filter((v) => v.status === 'FAIL' || v.status === 'WARNING')
    .sort((a, b) => (a.status === b.status ? rank[a.severity] - rank[b.severity] : a.status === 'FAIL' ? -1 : 1));
  return { problems, passed: result.criticalViolations.filter((v) => v.status !== 'FAIL' && v.status !== 'WARNING') };
}

export interface RelatedDocument {
  label: string;
  href: string;
}

/**
 * The Summary tab's document buttons (spec 001 "AI analyzer"), from seed/related-documents.json: a
 * combination listed there shows its documents (possibly none); any other offers 'View Complete Policy Information'.
 */
export function relatedDocuments(platform: string, categorySlug: string, jurisdiction: string): { documents: RelatedDocument[]; completePolicyInfo: boolean } {
  return relatedDocumentsOf(RELATED_DOCUMENTS, platformIdentifier(platform), categorySlug, jurisdiction);
}
