// Where the builder's documents are written (issue 11 item 3): by the server (POST
// /api/generate-publisher-policy, spec 001 §7) when it can be reached, else on this device by the same
// generator over the replica. The generator is fetched only then, off the screen's bundle.
import type { PublisherPolicyRequest, PublisherPolicyResult } from '../../../../core/publisher-policy';
import { ApiError, apiRequest } from '../../lib/api-client';
import { GenerationError, type GeneratedPolicies } from './generation-result';

export async function generatePolicies(request: PublisherPolicyRequest): Promise<GeneratedPolicies> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return generateOnThisDevice(request);
  try {
    const result = await apiRequest<PublisherPolicyResult>('/api/generate-publisher-policy', { method: 'POST', body: request });
    return { result, origin: { kind: 'server' } };
  } catch (error) {
    if (error instanceof ApiError) throw new GenerationError(`The server refused the request: ${error.message.replace(/^\d+: /, '')}`);
    // fetch rejects with a TypeError when the network fails: the device writes them instead.
    if (error instanceof TypeError) return generateOnThisDevice(request);
    throw error;
  }
}

const deviceGenerator = () => import('./generate-on-device');

/** Fetches the device's half ahead (a small chunk), so it is here when the network goes, worker or not. */
export function prepareDeviceGeneration(): void {
  void deviceGenerator().catch(() => undefined); // tried again when needed
}

async function generateOnThisDevice(request: PublisherPolicyRequest): Promise<GeneratedPolicies> {
  const { generateOnDevice } = await deviceGenerator();
  return generateOnDevice(request);
}
