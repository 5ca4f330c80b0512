// The landing's AI Analyzer tab (spec 001 "AI Analyzer tab on the landing page", §5, §7, §8): its choices,
// what keeps 'Analyze with AI' disabled, the request it sends (POST /api/uploads first, then the world-class
// analysis with `imagePath`, Real Money Gaming sent as Gambling & Lottery) and its error messages.
import { CHECKER_JURISDICTIONS } from '../../../../core/checker';
import { toolPlatforms } from '../../lib/bundled-dataset';
import { HttpFailure } from '../../lib/send-with-progress';

/** The tools' ad platforms, Google and Facebook / Meta (spec 001), named as the dataset names them in the tools. */
export const LANDING_PLATFORMS = toolPlatforms('ad-platform');

/** The slug, its label, and the name the analyzer is sent (spec §7: Real Money Gaming goes as Gambling & Lottery). */
export const LANDING_CATEGORIES = [
  { slug: 'cryptocurrency', label: 'Cryptocurrency', sentAs: 'Cryptocurrency' },
  { slug: 'real-money-gaming', label: 'Real Money Gaming', sentAs: 'Gambling & Lottery' },
  { slug: 'alcohol', label: 'Alcohol', sentAs: 'Alcohol' },
] as const;

/** India, the United States and the United Kingdom: the checker's markets. */
export const LANDING_JURISDICTIONS = CHECKER_JURISDICTIONS;

export const MISSING_CHOICES = 'Please select platform, category, and jurisdiction.';
export const MISSING_IMAGE = 'Please upload an image to analyze.';
export const ANALYSIS_ERROR = 'An error occurred during analysis. Please try again.';

/** ?category= as this tab's choice: the UI shows Gambling & Lottery as Real Money Gaming (spec §2). */
export function landingCategory(value: string | null): string {
  const wanted = value?.trim().toLowerCase() ?? '';
  if (wanted === 'gambling & lottery' || wanted === 'gambling-lottery') return 'real-money-gaming';
  return LANDING_CATEGORIES.find((c) => c.slug === wanted || c.label.toLowerCase() === wanted)?.slug ?? '';
}

export interface LandingChoices {
  platform: string;
  category: string;
  jurisdiction: string;
}

/** Why 'Analyze with AI' cannot run now (spec §5's messages first), or null. */
export function landingBlocker(choices: LandingChoices, filePath: string | null, online: boolean): string | null {
  if (!choices.platform || !choices.category || !choices.jurisdiction) return MISSING_CHOICES;
  if (!filePath) return MISSING_IMAGE;
  if (!online) return 'Analysis needs a connection: the image is read and checked on the server. Your image and choices are kept; connect to run it.';
  return null;
}

export function landingRequest(choices: LandingChoices, filePath: string) {
  const category = LANDING_CATEGORIES.find((c) => c.slug === choices.category)?.sentAs ?? choices.category;
  return { imagePath: filePath, platform: choices.platform, category, jurisdiction: choices.jurisdiction };
}

/** 'Analysis failed: {status text}' for a refusal, else the general message (spec §8). */
export function landingFailureMessage(error: unknown): string {
  if (error instanceof HttpFailure) return `Analysis failed: ${error.statusText || `HTTP ${error.status}`}`;
  return ANALYSIS_ERROR;
}
