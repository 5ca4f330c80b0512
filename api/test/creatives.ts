// The labelled ad creatives of fixtures/ad-creatives (rendered by scripts/render-ad-creatives.ts), for the
// analyzer's API tests: the tuning split, and apart from it the held-out split (measured, never tuned on).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ManifestEntry } from '../../fixtures/ad-creatives/creatives.js';

export const CREATIVES_DIR = resolve(import.meta.dirname, '../../fixtures/ad-creatives');

/** A labelled creative as fixtures/ad-creatives/manifest.json lists it. */
export type Creative = ManifestEntry;

const manifest = (): Creative[] => JSON.parse(readFileSync(join(CREATIVES_DIR, 'manifest.json'), 'utf8')) as Creative[];

/** The tuning split: what the analyzer's tests hold it to. */
export const creatives = (): Creative[] => manifest().filter((c) => c.split === 'tuning');

/** The held-out split, for api/test/analyzer-held-out.test.ts only. */
export const heldOutCreatives = (): Creative[] => manifest().filter((c) => c.split === 'held-out');

export const creativeBytes = (creative: Creative): Buffer => readFileSync(join(CREATIVES_DIR, creative.file));

/** A multipart form with the creative as its `image` and the given fields. */
export function creativeForm(creative: Creative | null, fields: Record<string, string> = {}, image?: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const bytes = image ?? (creative ? creativeBytes(creative) : null);
  if (bytes) form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), creative?.file ?? 'ad.png');
  return form;
}

// What a world-class analysis answers, as the analyzer tests read it.
export interface Violation { ruleId: string; status: string; severity: string; sourceUrl: string; policyId: number | null; platformRule: string; engine: string; evidence: string | null }
export interface WorldClass {
  verdict: string;
  verdictReason: string;
  riskScore: number;
  detectedCategory: string;
  detectedSubcategory: string | null;
  criticalViolations: Violation[];
  structuredPolicyRequirements: Record<string, unknown>;
  ageTargetingIssues: Record<string, unknown>;
  certificationRequirements: Record<string, unknown>;
  disclaimerAnalysis: Record<string, unknown>;
  actionPlan: Record<string, unknown>;
  legalContext: Record<string, unknown>;
  summary: string;
  violations: unknown[];
  analysis: { id: number; categoryUsed: string; categorySource: string; ocrConfidence: number; engine: string; extractedText: string; claimsRead?: boolean };
}

/** The rules a result reports as not passed, by the rules' own words (the claim reader's doubts are `readByReader`). */
export const reported = (r: WorldClass) => r.criticalViolations.filter((v) => v.status !== 'PASS' && v.engine !== 'reader').map((v) => v.ruleId);

/** The rules the claim reader suspects the ad of breaking (ADR 339): doubts that send an approval to a person. */
export const readByReader = (r: WorldClass) => r.criticalViolations.filter((v) => v.engine === 'reader').map((v) => v.ruleId);
