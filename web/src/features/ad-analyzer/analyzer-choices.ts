// The analyzer's form (spec 001 "AI analyzer", §5, §9; ADR 224): the platform, category and market choices,
// the three modes with their endpoints and submit labels, and what keeps the submit button disabled.
import { MISSING_ANALYSIS_INPUT } from '../../../../core/analyzer/analysis-request';
import type { AnalysisMode } from '../../../../core/analyzer/results';
import { toolPlatforms } from '../../lib/bundled-dataset';
import { categoryChoice, CHECKER_CATEGORIES, SIMPLE_CHECKER_JURISDICTIONS } from '../../../../core/checker';

/** Google, Facebook / Meta and the publisher (spec 001), named as the dataset names them in the tools. */
export const ANALYZER_PLATFORMS = toolPlatforms();

/** The checker's four categories; '' is "Detect automatically": the server detects it from the ad's text (spec §4). */
export const ANALYZER_CATEGORIES = CHECKER_CATEGORIES;

/** IN, US and one United Kingdom, as the simple checker lists them (the server reads UK as GB). */
export const ANALYZER_JURISDICTIONS = SIMPLE_CHECKER_JURISDICTIONS;

export interface ModeOption {
  mode: AnalysisMode;
  title: string;
  description: string;
  submitLabel: string;
  endpoint: string;
}

/** In the spec's order, Standard to World-Class (spec 001 "AI analyzer"); World-Class is the default (DEFAULT_MODE). Labels: ADR 224. */
export const MODE_OPTIONS: readonly ModeOption[] = [
  { mode: 'standard', title: 'Standard', description: 'Basic compliance check', submitLabel: 'Analyze Ad Creative', endpoint: '/api/analyze-ad' },
  { mode: 'enhanced', title: 'Enhanced', description: 'Detailed analysis & recommendations', submitLabel: 'Analyze with Enhanced AI', endpoint: '/api/analyze-ad-enhanced' },
  { mode: 'world-class', title: 'World-Class', description: 'Legal-grade AI analysis', submitLabel: 'Analyze with World-Class AI', endpoint: '/api/analyze-ad-world-class' },
];

export const DEFAULT_MODE: AnalysisMode = 'world-class';

export const modeOption = (mode: AnalysisMode): ModeOption => MODE_OPTIONS.find((m) => m.mode === mode)!;

/** The image to analyse: a file chosen on this device, or one already stored on the server. */
export type ChosenImage = { kind: 'file'; file: File } | { kind: 'stored'; filePath: string };

export interface AnalyzerForm {
  image: ChosenImage | null;
  platform: string;
  /** A category slug, or '' to have it detected. */
  category: string;
  jurisdiction: string;
  mode: AnalysisMode;
}

export const EMPTY_FORM: AnalyzerForm = { image: null, platform: '', category: '', jurisdiction: '', mode: DEFAULT_MODE };

/** spec §5, word for word. */
export const MISSING_INPUT_MESSAGE = MISSING_ANALYSIS_INPUT;
export const OFFLINE_MESSAGE = 'Analysis needs a connection: the image is read and checked on the server. Your image and choices are kept; connect to run it.';


/** Why the form cannot be sent now, or null when it can. */
export function submitBlocker(form: AnalyzerForm, online: boolean): string | null {
  if (!form.image || !form.platform || !form.jurisdiction) return MISSING_INPUT_MESSAGE;
  if (!online) return OFFLINE_MESSAGE;
  return null;
}

/** The form as a link opens it: ?filePath= (an image /ad-classify uploaded) and ?category= (a name or slug). */
export function formFromLink(params: URLSearchParams): AnalyzerForm {
  const filePath = params.get('filePath')?.trim();
  return { ...EMPTY_FORM, image: filePath ? { kind: 'stored', filePath } : null, category: categoryChoice(params.get('category')) };
}

export const platformLabel = (identifier: string | null | undefined): string =>
  ANALYZER_PLATFORMS.find((p) => p.identifier === identifier)?.label ?? (identifier || '—');
export const categoryLabel = (slug: string | null | undefined): string => ANALYZER_CATEGORIES.find((c) => c.slug === slug)?.label ?? (slug || '—');
export const jurisdictionName = (code: string | null | undefined): string =>
  code === 'GB' ? 'United Kingdom' : (ANALYZER_JURISDICTIONS.find((j) => j.code === code)?.name ?? (code || '—'));
