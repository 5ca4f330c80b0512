// What the analyzer produces, from the rules' evaluation (evaluate-rules.ts) up to the three result shapes of
// spec 001 §3 (results.ts). Shared by the server, the screens and, later, an on-device pre-check.
import type { Product } from '../products.js';
import type { ClaimReading } from './claim-reading.js';
import type { FindingSeverity, RuleTopic } from './rule-schema.js';

export const VERDICTS = ['COMPLIANT', 'CONDITIONAL_APPROVAL', 'REQUIRES_REVIEW', 'NON_COMPLIANT'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** How strict a verdict is: a merge may only move up this scale (the model can never be more lenient). */
export const VERDICT_STRICTNESS: Record<Verdict, number> = {
  COMPLIANT: 0,
  CONDITIONAL_APPROVAL: 1,
  REQUIRES_REVIEW: 2,
  NON_COMPLIANT: 3,
};

/** The policy (or law) a finding enforces, as the finding cites it. */
export interface FindingSource {
  /** The dataset policy's id and key; null when the rule enforces a law only. */
  policyId: number | null;
  policyKey: string | null;
  policyTitle: string | null;
  lawKey: string | null;
  /** The rule record's source, where the rule is stated. */
  sourceUrl: string;
}

export type FindingEngine = 'rules' | 'model' | 'reader';

export interface Finding {
  /** The rule id (seed/rules), `category-status` for the category's own status, or `model:<n>` for a model's finding. */
  ruleId: string;
  check: string;
  topic: RuleTopic | 'status';
  severity: FindingSeverity;
  /** FAIL breaks a required rule; WARNING is advised, or could not be confirmed (low OCR confidence). */
  status: 'FAIL' | 'WARNING';
  message: string;
  fix: string;
  /** The words of the ad that triggered a `forbids` rule, quoted; null for a missing statement. */
  evidence: string | null;
  /** 0–1: how sure the engine is (lower when the OCR was unsure). */
  confidence: number;
  source: FindingSource;
  /** Who found it: the rules engine, the model's review, or the claim reader (a doubt, never a FAIL). */
  engine: FindingEngine;
  /** For a missing statement: text that would satisfy the rule. */
  suggestedText: string | null;
}

/** A `requires` rule the ad satisfies: what was found, so the report can show it. */
export interface PassedCheck {
  ruleId: string;
  check: string;
  topic: RuleTopic;
  evidence: string;
}

/**
 * How firmly the words name a category: `detected` (one category's cues are strong enough), `unsure` (weak
 * cues, or two categories level: `category` is the best guess and a person should choose between the
 * candidates), `none` (no cue worth naming).
 */
export type DetectionStatus = 'detected' | 'unsure' | 'none';

/** A category the cues point to, with its score (phrase 3, keyword 2, hint 1); 'none' stands for "no regulated category". */
export interface DetectionCandidate {
  category: string;
  score: number;
}

export interface CategoryDetection {
  /** A category slug: the best guess when `unsure`; 'none' when there is no cue worth naming. */
  category: string;
  status: DetectionStatus;
  /** The two best-scoring categories, best first (when unsure of one category only, the second is 'none'). */
  candidates: DetectionCandidate[];
  /** 0–1. */
  confidence: number;
  /** The product inside the category when the words name one (sports betting, rummy…). */
  product: Product | null;
  /** Score per category slug, for the audit trail. */
  scores: Record<string, number>;
  /** The phrases and keywords that matched, for the explanation. */
  matched: string[];
}

export interface AnalysisInput {
  /** The ad's text (OCR output or typed), untrusted. */
  text: string;
  /** 0–100, tesseract's mean word confidence; 100 for typed text. */
  ocrConfidence: number;
  /** A platform identifier or alias. */
  platform: string;
  /** A category slug. */
  category: string;
  /** A jurisdiction code or alias (UK = GB). */
  jurisdiction: string;
  product?: Product | null;
  /** 0–1 when the category was detected rather than chosen: below UNSURE_CATEGORY a person should review. */
  categoryConfidence?: number | null;
  /**
   * The detection of the text, when the caller has it: for a chosen category, the evaluator checks that the
   * ad shows a cue of it (and detects the text itself when this is not given).
   */
  detection?: Pick<CategoryDetection, 'category' | 'candidates'> | null;
  /**
   * The claim reader's suspicions (claim-reading.ts), by rule id, those above its threshold only: a forbidden
   * claim the rules' words missed sends an ad they would approve to a person. Absent where the reader did not run.
   */
  claimSuspicions?: ClaimReading | null;
}

export interface ResolvedPolicyRef {
  id: number;
  key: string;
  title: string;
  status: string;
  sourceUrl: string;
  minAge: number | null;
  certification: string | null;
  requirements: string;
  restrictions: string;
  laws: string[];
}

export interface RuleEvaluation {
  /** The policy that answers for the platform, category and market (resolve-policy.ts), or null. */
  policy: ResolvedPolicyRef | null;
  findings: Finding[];
  passed: PassedCheck[];
  /** Ids of every rule that applied, passed or not. */
  appliedRuleIds: string[];
  verdict: Verdict;
  verdictReason: string;
  /** 0–100. */
  riskScore: number;
  /** True when the OCR or the category was too uncertain for a confident verdict. */
  needsReview: boolean;
}
