// What the device analyzer answers (issue 33, ADR 320), shared by the page (analyze-on-device.ts) and its
// worker (judge-on-device.ts) without loading the analyzer's code on the page.
import type { CampaignResult, CampaignTarget } from '../../../../core/analyzer/campaign';
import type { DeviceCheck } from '../../../../core/analyzer/device-analysis';
import type { DetectResult } from '../../../../core/analyzer/history';
import type { AnalysisMode, EnhancedResult, StandardResult, WorldClassResult } from '../../../../core/analyzer/results';

/** The choices of an analysis: a platform, a market, a category slug or '' to detect, and the mode. */
export interface DeviceChoices {
  platform: string;
  jurisdiction: string;
  category: string;
  mode: AnalysisMode;
}

export interface DeviceAnalysis {
  result: StandardResult | EnhancedResult | WorldClassResult;
  device: DeviceCheck;
}

/** A campaign's creative check (ADR 314): one image for the plan's category, judged for each target. */
export interface DeviceCampaignChoices {
  /** The plan's category slug. */
  category: string;
  targets: CampaignTarget[];
}

/**
 * The server's campaign answer made on this device: each target without an audit record (analysisId null),
 * and each target's whole standard result, in the order of `results`, for the audit trail (ADR 314).
 */
export interface DeviceCampaignResult extends CampaignResult {
  device: DeviceCheck;
  standardResults: StandardResult[];
}

/** A detection made on this device: the server's answer without a stored image or an audit record. */
export type DeviceDetection = Omit<DetectResult, 'filePath' | 'analysisId'>;

/** An analysis the device cannot make; its message is the one the 'Error' alert shows. */
export class DeviceAnalysisError extends Error {}

export type { DeviceCheck };
