// The builder's documents, written by the one generator in core/ over the library as the replica holds it
// (the full sync snapshot, kept per revision), dated today. A request the library cannot answer throws
// PublisherPolicyInputError.
import { generatePublisherPolicy, type PublisherPolicyRequest, type PublisherPolicyResult } from '../../../core/publisher-policy.js';
import type { LibrarySource } from '../dataset/policy-library.js';

export function publisherPolicyService(library: LibrarySource, now: () => Date = () => new Date()) {
  return {
    async generate(request: PublisherPolicyRequest): Promise<PublisherPolicyResult> {
      return generatePublisherPolicy(await library(), request, now().toISOString().slice(0, 10));
    },
  };
}
export type PublisherPolicyService = ReturnType<typeof publisherPolicyService>;
