// The part of the dataset the build bundles into the app, for what must show before the library is on the
// device (the sidebar, the tools' choice lists) or ships with a release (the launch navigator, ADR 222). It
// changes with a release, not with a sync. The only web module that reads seed/ (eslint.config.js): the
// rest of the app reads the dataset from the replica.
import { platformNamed } from '../../../core/checker';
import type { SeedLaunchRequirement, SeedPlatform, SeedRelatedDocuments } from '../../../core/seed-schema';
import platforms from '../../../seed/platforms.json';
import relatedDocuments from '../../../seed/related-documents.json';

/** The platforms, in the dataset's order (seed/platforms.json). */
export const BUNDLED_PLATFORMS = platforms as readonly SeedPlatform[];

/** The analyzer's document buttons per platform × category × market (seed/related-documents.json). */
export const RELATED_DOCUMENTS = relatedDocuments as readonly SeedRelatedDocuments[];

/** A platform identifier or one of its aliases, in any case, as its identifier; unknown ones as given. */
export function platformIdentifier(value: string): string {
  return platformNamed(BUNDLED_PLATFORMS, value)?.identifier ?? value;
}

/** The platforms offered in the checkers' and analyzers' choices (spec 001), with the name they show there. */
export function toolPlatforms(kind?: SeedPlatform['kind']): { identifier: string; label: string }[] {
  return BUNDLED_PLATFORMS.filter((p) => p.toolName && (!kind || p.kind === kind)).map((p) => ({ identifier: p.identifier, label: p.toolName! }));
}

/** The launch navigator's requirements, fetched with its chunk. */
export const loadLaunchRequirements = (): Promise<SeedLaunchRequirement[]> =>
  import('../../../seed/launch-requirements.json').then((m) => m.default as unknown as SeedLaunchRequirement[]);

/**
 * The analyzer's rule files (seed/rules/*.json, in name order as the server reads them), for the offline
 * analyzer (ADR 320): they ship with a release like the server's copy, fetched with the device pipeline's chunk.
 */
export const loadAnalyzerRuleFiles = async (): Promise<unknown[]> => {
  const files = import.meta.glob<unknown>('../../../seed/rules/*.json', { import: 'default' });
  const names = Object.keys(files).sort();
  return Promise.all(names.map((name) => files[name]!()));
};
