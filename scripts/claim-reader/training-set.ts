// What the claim reader learns from (ADR 339): the tuning split of the labelled creatives (manifest.json), never
// the held-out split. For each claim rule, an ad is a positive when its label says the rule must be found and a
// negative when it says the rule must not be; an ad whose label says neither is left out for that rule.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '../../fixtures/ad-creatives/creatives.js';

export const MANIFEST_PATH = join(import.meta.dirname, '../../fixtures/ad-creatives/manifest.json');

export const tuningCreatives = (): ManifestEntry[] =>
  (JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as ManifestEntry[]).filter((c) => c.split === 'tuning');

/** A digest of what training reads (ids, texts, labels): the weights record it, and a test checks they are current. */
export function trainingDigest(creatives: readonly ManifestEntry[]): string {
  const hash = createHash('sha256');
  for (const c of creatives) hash.update(JSON.stringify([c.id, c.text, c.mustFind, c.mustNotFind]));
  return hash.digest('hex').slice(0, 16);
}
