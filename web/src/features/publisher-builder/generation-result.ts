// What a generation hands back to the builder screen: the documents and where they were written.
import type { PublisherPolicyResult } from '../../../../core/publisher-policy';

export type GenerationOrigin = { kind: 'server' } | { kind: 'device'; syncedAt: string | null };

export interface GeneratedPolicies {
  result: PublisherPolicyResult;
  origin: GenerationOrigin;
}

/** A failure to show as it is: the server's refusal, or why the device could not write the documents. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}
