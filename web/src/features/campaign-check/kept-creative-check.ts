// The last creative check of each plan, kept in sessionStorage so a reload or Back shows the verdicts again
// (the answer otherwise lives in the page). One entry per plan, by its query (campaignPlanQuery), so another
// plan never shows it; the image is not kept, only the answer. A check made on this device keeps its cells
// without a record (analysisId null), with their device analyses' client ids; one kept before either existed
// still reads. Whatever cannot be read as a
// check (corrupt JSON, an older shape) is ignored, and storage full or denied only means the check lasts as
// long as the page.
import { useState } from 'react';
import { campaignPlanQuery, type CampaignPlan, type CellRef } from '../../../../core/campaign-check';
import type { CellVerdict, CreativeCheck } from './creative-check';

export const KEPT_CHECKS_KEY = 'adpolicy-creative-checks';
/** A session rarely returns to more plans than this; the oldest goes first. */
export const KEPT_PLANS = 8;

/** CreativeCheck as JSON holds it: the cells' Map as its entries. */
interface KeptCheck {
  category: string;
  fileName: string;
  cells: [string, CellVerdict][];
  unchecked: CellRef[];
}

export const planKey = (plan: CampaignPlan): string => new URLSearchParams(campaignPlanQuery(plan)).toString();

function keptChecks(): Record<string, unknown> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEPT_CHECKS_KEY) ?? '{}');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeChecks(checks: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(KEPT_CHECKS_KEY, JSON.stringify(checks));
  } catch {
    // Full or denied: the check stays on screen until the page goes.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The fields the grid, the summary and the brief read: anything else stored is not trusted as a check. */
function isCellVerdict(value: unknown): value is CellVerdict {
  if (!isRecord(value) || !(value.judgedIn === null || isText(value.judgedIn)) || !isRecord(value.result)) return false;
  if (value.deviceAnalysis !== undefined && !isText(value.deviceAnalysis)) return false;
  const { result } = value;
  return (
    isText(result.platform) &&
    isText(result.jurisdiction) &&
    isText(result.verdict) &&
    Number.isFinite(result.riskScore) &&
    // A server record's id, or null for a verdict made on this device.
    (result.analysisId === null || Number.isInteger(result.analysisId)) &&
    Array.isArray(result.violations) &&
    result.violations.every((v) => isRecord(v) && isText(v.category) && isText(v.description) && isText(v.severity) && isText(v.ruleId))
  );
}

function isKeptCheck(value: unknown): value is KeptCheck {
  return (
    isRecord(value) &&
    isText(value.category) &&
    isText(value.fileName) &&
    Array.isArray(value.cells) &&
    value.cells.every((cell) => Array.isArray(cell) && cell.length === 2 && isText(cell[0]) && isCellVerdict(cell[1])) &&
    Array.isArray(value.unchecked) &&
    value.unchecked.every((c) => isRecord(c) && isText(c.platform) && isText(c.market))
  );
}

/** The check kept for this plan, or null (none, or none that can be read). */
export function readKeptCheck(key: string): CreativeCheck | null {
  const kept = keptChecks()[key];
  return isKeptCheck(kept) ? { ...kept, cells: new Map(kept.cells) } : null;
}

export function keepCheck(key: string, check: CreativeCheck): void {
  const checks = keptChecks();
  delete checks[key];
  const kept: KeptCheck = { category: check.category, fileName: check.fileName, cells: [...check.cells], unchecked: check.unchecked };
  // Objects keep string keys in insertion order: the first are the plans checked longest ago.
  const recent = Object.entries(checks).slice(-(KEPT_PLANS - 1));
  writeChecks({ ...Object.fromEntries(recent), [key]: kept });
}

export function forgetCheck(...keys: string[]): void {
  const checks = keptChecks();
  for (const key of keys) delete checks[key];
  writeChecks(checks);
}

/**
 * The creative check the screen shows for a plan, and what keeps and clears it. A check stays shown while
 * the plan's platforms and markets change within its category (the cells it judged keep their verdicts);
 * otherwise the plan shows the check kept for it, if any.
 */
export function useKeptCreativeCheck(plan: CampaignPlan): {
  check: CreativeCheck | null;
  keep(check: CreativeCheck, checkedPlan: CampaignPlan): void;
  clear(): void;
} {
  const key = planKey(plan);
  const [held, setHeld] = useState(() => ({ shownFor: key, checkedFor: key, check: readKeptCheck(key) }));
  let current = held;
  if (held.shownFor !== key) {
    current = held.check?.category === plan.category ? { ...held, shownFor: key } : { shownFor: key, checkedFor: key, check: readKeptCheck(key) };
    setHeld(current);
  }
  return {
    check: current.check?.category === plan.category ? current.check : null,
    keep(check, checkedPlan) {
      const checkedFor = planKey(checkedPlan);
      keepCheck(checkedFor, check);
      setHeld((h) => ({ ...h, checkedFor, check }));
    },
    clear() {
      forgetCheck(current.checkedFor, key);
      setHeld((h) => ({ ...h, check: null }));
    },
  };
}
