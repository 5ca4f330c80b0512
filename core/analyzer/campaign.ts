// One creative judged for every target of a campaign (issue 32 item 5, ADR 315): the targets a call names,
// read and checked before any work is done, and the answer's shape — per target, the fields of a standard
// result that a grid cell shows.
import type { PolicyLibrary } from '../publisher-policy.js';
import { AnalysisInputError, resolveAnalysisChoices, resolveChosenCategory } from './analysis-request.js';
import type { StandardViolation } from './results.js';
import type { Verdict } from './types.js';

/** A plan of 3 platforms × 6 markets fits; the OCR is shared, but each target is its own audit record. */
export const MAX_CAMPAIGN_TARGETS = 20;

export const MISSING_CAMPAIGN_IMAGE = 'Please provide an image file to check against the targets.';

const TARGETS_EXAMPLE = 'such as [{"platform":"google","jurisdiction":"GB"}]';

/** One cell of the plan: a platform identifier and a market code, as the library names them. */
export interface CampaignTarget {
  platform: string;
  jurisdiction: string;
}

export interface CampaignChoices {
  /** A category slug, or null when the category is left to detection. */
  category: string | null;
  targets: CampaignTarget[];
}

export interface CampaignTargetResult extends CampaignTarget {
  verdict: Verdict;
  /** Why, in a sentence: the grid cell's and the brief's reason for a review. */
  verdictReason: string;
  compliant: boolean;
  violations: StandardViolation[];
  riskScore: number;
  /**
   * This target's audit record (GET /api/analyses/{id}): a standard analysis. null when the target was judged
   * on the device by the offline analyzer (ADR 314, its offline addendum): no record was made.
   */
  analysisId: number | null;
}

export interface CampaignResult {
  /** In the order the targets were sent. */
  results: CampaignTargetResult[];
  /** The category judged: the one chosen, or the one read from the image. */
  category: string;
  extractedText: string;
  durationMs: number;
}

/** `targets` as a form sends it (JSON text) or a JSON body does (an array). */
function targetList(targets: unknown): unknown[] {
  let list = targets;
  if (typeof targets === 'string') {
    if (!targets.trim()) list = [];
    else {
      try {
        list = JSON.parse(targets) as unknown;
      } catch {
        throw new AnalysisInputError(`The targets are not valid JSON. Send a list of platforms and jurisdictions, ${TARGETS_EXAMPLE}.`);
      }
    }
  }
  if (list === undefined || list === null) list = [];
  if (!Array.isArray(list)) throw new AnalysisInputError(`The targets must be a list of platforms and jurisdictions, ${TARGETS_EXAMPLE}.`);
  if (list.length === 0) throw new AnalysisInputError('Please choose at least one target: a platform and a jurisdiction.');
  if (list.length > MAX_CAMPAIGN_TARGETS) {
    throw new AnalysisInputError(`At most ${MAX_CAMPAIGN_TARGETS} targets can be checked at once; this request has ${list.length}.`);
  }
  return list;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() && value.length <= 100 ? value : undefined);

/** The category and targets of a campaign check; throws AnalysisInputError with the message the screen shows. */
export function resolveCampaignChoices(library: PolicyLibrary, fields: { category?: string; targets?: unknown }): CampaignChoices {
  const list = targetList(fields.targets);
  const seen = new Set<string>();
  const targets = list.map((entry, i) => {
    const { platform, jurisdiction } = (entry ?? {}) as Record<string, unknown>;
    const asked = { platform: text(platform), jurisdiction: text(jurisdiction) };
    if (!asked.platform || !asked.jurisdiction) throw new AnalysisInputError(`Target ${i + 1} needs a platform and a jurisdiction.`);
    let target: CampaignTarget;
    try {
      const { platform: p, jurisdiction: j } = resolveAnalysisChoices(library, asked);
      target = { platform: p, jurisdiction: j };
    } catch (error) {
      if (error instanceof AnalysisInputError) throw new AnalysisInputError(`Target ${i + 1}: ${error.message}`);
      throw error;
    }
    // 'UK' and 'GB' are one market: judging it twice would only keep two identical records.
    const key = `${target.platform} ${target.jurisdiction}`;
    if (seen.has(key)) throw new AnalysisInputError(`Target ${i + 1} repeats ${target.platform} in ${target.jurisdiction}.`);
    seen.add(key);
    return target;
  });
  return { category: resolveChosenCategory(library, fields.category), targets };
}
