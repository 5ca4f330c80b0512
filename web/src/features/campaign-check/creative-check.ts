// "Check a creative for this plan" (issue 32 item 5, ADR 314 §creative): the targets a plan sends to
// POST /api/analyze-ad-campaign (ADR 315), the call itself (the analyzer's upload: multipart, progress,
// the client cookie) and each grid cell's answer. The analyzer judges the library's markets: a state the
// plan names from a category's regional rules (US-NJ) is not one, so its cell is judged by its country's
// rules and says so; a target is sent once however many cells it answers. Offline with the offline analyzer
// (ADR 320), the same targets are judged on this device instead, and their cells have no record to open; each
// target is queued as a device analysis for the audit trail (keep-device-check.ts).
import { MAX_CAMPAIGN_TARGETS, type CampaignResult, type CampaignTarget, type CampaignTargetResult } from '../../../../core/analyzer/campaign';
import type { CampaignPlan, CellRef } from '../../../../core/campaign-check';
import { GLOBAL_CODE } from '../../../../core/resolve-policy';
import { verdictBadge } from '../../components/analyzer/analysis-status';
import { failureMessage, IMAGE_REQUEST_TIME_LIMIT_MS, sendWithProgress, type SendOptions } from '../../lib/send-with-progress';
import { keepDeviceCheck } from './keep-device-check';

export const CAMPAIGN_CHECK_ENDPOINT = '/api/analyze-ad-campaign';

export const cellKey = (cell: CellRef): string => `${cell.platform}:${cell.market}`;

/** What a plan sends: each cell's target, the distinct targets in grid order, and the cells left over 20. */
export interface PlanTargets {
  /** At most MAX_CAMPAIGN_TARGETS, in the grid's reading order (market by market, platform by platform). */
  targets: CampaignTarget[];
  /** Each checked cell's target (its own market, or its country's). */
  byCell: Map<string, CampaignTarget>;
  /** Cells not sent: over the limit, or in a market the analyzer cannot place. */
  unchecked: CellRef[];
}

/** The targets of a plan, given the codes of the markets the analyzer knows (the library's jurisdictions). */
export function planTargets(plan: Pick<CampaignPlan, 'platforms' | 'markets'>, analyzerMarkets: ReadonlySet<string>): PlanTargets {
  const targets: CampaignTarget[] = [];
  const byCell = new Map<string, CampaignTarget>();
  const unchecked: CellRef[] = [];
  for (const market of plan.markets) {
    const judgedIn = analyzerMarket(market, analyzerMarkets);
    for (const platform of plan.platforms) {
      const cell = { platform, market };
      const sent = judgedIn ? targets.find((t) => t.platform === platform && t.jurisdiction === judgedIn) : undefined;
      if (sent) byCell.set(cellKey(cell), sent);
      else if (judgedIn && targets.length < MAX_CAMPAIGN_TARGETS) {
        const target = { platform, jurisdiction: judgedIn };
        targets.push(target);
        byCell.set(cellKey(cell), target);
      } else unchecked.push(cell);
    }
  }
  return { targets, byCell, unchecked };
}

/** The market the analyzer judges a plan's market in: itself, else (a state, US-NJ) its country, else none. */
function analyzerMarket(market: string, known: ReadonlySet<string>): string | null {
  if (known.has(market) && market !== GLOBAL_CODE) return market;
  const country = /^([A-Z]{2})-/.exec(market)?.[1];
  return country && known.has(country) ? country : null;
}

/** One cell's answer: its target's result, and the country it was judged in when not its own market. */
export interface CellVerdict {
  result: CampaignTargetResult;
  judgedIn: string | null;
  /** A verdict made on this device: the client id of its device analysis, by which the analyzer opens it. */
  deviceAnalysis?: string;
}

/** The answer of one check, per cell, for the category it was judged in. */
export interface CreativeCheck {
  category: string;
  fileName: string;
  cells: Map<string, CellVerdict>;
  unchecked: CellRef[];
}

/** Uploads the image once with every target; resolves to each cell's verdict. */
export async function checkCreative(file: File, category: string, planned: PlanTargets, progress: SendOptions = {}): Promise<CreativeCheck> {
  const form = new FormData();
  form.append('category', category);
  form.append('targets', JSON.stringify(planned.targets));
  form.append('image', file, file.name || 'ad-image');
  const answer = await sendWithProgress<CampaignResult>(CAMPAIGN_CHECK_ENDPOINT, form, { ...progress, timeoutMs: IMAGE_REQUEST_TIME_LIMIT_MS });
  return creativeCheckOf(answer, file, category, planned);
}

/**
 * The same check on this device (offline, the offline analyzer ready): the image read once and judged for
 * every target, by the rules only, nothing uploaded. Its code is loaded when first needed. Each target is
 * queued for the audit trail as the analyzer's device analyses are, as the server keeps a record of each.
 */
export async function checkCreativeOnDevice(file: File, category: string, planned: PlanTargets, signal?: AbortSignal): Promise<CreativeCheck> {
  const { checkCampaignOnDevice } = await import('../../lib/offline-analyzer/analyze-on-device');
  const answer = await checkCampaignOnDevice({ file, category, targets: planned.targets }, signal);
  const clientIds = await keepDeviceCheck(answer, category);
  return creativeCheckOf(answer, file, category, planned, clientIds);
}

/** Each cell's verdict from the answer's results, by the target that cell was sent as; `clientIds` are the device analyses', in the results' order. */
function creativeCheckOf(answer: Pick<CampaignResult, 'results'>, file: File, category: string, planned: PlanTargets, clientIds: string[] | null = null): CreativeCheck {
  const cells = new Map<string, CellVerdict>();
  for (const [key, target] of planned.byCell) {
    const at = answer.results.findIndex((r) => r.platform === target.platform && r.jurisdiction === target.jurisdiction);
    const market = key.slice(key.indexOf(':') + 1);
    const deviceAnalysis = clientIds?.[at];
    if (at >= 0) cells.set(key, { result: answer.results[at]!, judgedIn: market === target.jurisdiction ? null : target.jurisdiction, ...(deviceAnalysis ? { deviceAnalysis } : {}) });
  }
  return { category, fileName: file.name, cells, unchecked: planned.unchecked };
}

export const CREATIVE_CHECK_FAILED = 'The creative could not be checked';

/** The server's {message}, else the error's own, else a plain failure line. */
export const creativeCheckFailure = (error: unknown): string => failureMessage(error, CREATIVE_CHECK_FAILED);

/** "Conditional Approval": the analyzer's verdict words (its result view's badge). */
export const verdictWords = (verdict: string): string => verdictBadge(verdict).text;

/** The violation standardResult adds to a review that found nothing itself: its description is the verdict's reason. */
const NEEDS_REVIEW_RULE = 'needs-review';

/**
 * Why a cell got its verdict, in a line: for a review, the reason the result states; else the title of the
 * first finding that blocks the ad (high severity), else of the first finding; null for a clean pass.
 */
export function mainReason(result: Pick<CampaignTargetResult, 'verdict' | 'violations'> & { verdictReason?: string }): string | null {
  const { verdict, violations } = result;
  if (verdict === 'COMPLIANT') return null;
  // A check kept from before the server sent its reason has only the review's own violation to say why.
  const stated = verdict === 'REQUIRES_REVIEW' ? result.verdictReason || violations.find((v) => v.ruleId === NEEDS_REVIEW_RULE)?.description : undefined;
  return stated ?? (violations.find((v) => v.severity === 'high') ?? violations[0])?.category ?? null;
}

/** A cell's line in the copied brief: "Creative: Non-Compliant, risk score 90/100 — Guaranteed returns", or null without a check. */
export function creativeNote(check: CreativeCheck | null, marketName: (code: string) => string): (cell: CellRef) => string | null {
  return (cell) => {
    if (!check) return null;
    const verdict = check.cells.get(cellKey(cell));
    if (!verdict) return check.unchecked.some((c) => cellKey(c) === cellKey(cell)) ? 'Creative: not checked' : null;
    const judged = verdict.judgedIn ? `, judged by the ${marketName(verdict.judgedIn)} rules` : '';
    // The brief ends the note with its own full stop.
    const reason = mainReason(verdict.result)?.replace(/\.$/, '');
    return `Creative: ${verdictWords(verdict.result.verdict)}, risk score ${Math.round(verdict.result.riskScore)}/100${judged}${reason ? ` — ${reason}` : ''}`;
  };
}
