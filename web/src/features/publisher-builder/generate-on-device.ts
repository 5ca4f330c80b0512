// The builder offline: the core generator over the library in the replica, dated today on this device.
// Loaded only when the server cannot be reached (generate-policies.ts).
import { generatePublisherPolicy, PublisherPolicyInputError, type PublisherPolicyRequest } from '../../../../core/publisher-policy';
import { readPolicyLibrary } from '../../lib/replica/dataset-reads';
import { META_KEYS, readMeta, replica } from '../../lib/replica/replica-db';
import { GenerationError, type GeneratedPolicies } from './generation-result';

/** Today as YYYY-MM-DD in the device's time zone. */
const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export async function generateOnDevice(request: PublisherPolicyRequest): Promise<GeneratedPolicies> {
  const db = replica();
  const [library, syncedAt] = await Promise.all([readPolicyLibrary(db), readMeta<string>(db, META_KEYS.lastSyncedAt)]);
  if (library.revision === 0 || library.categories.length === 0) {
    throw new GenerationError(
      'You are offline and this device has no copy of the policy library yet. Open the app once while online so it can download the library, then generate again.',
    );
  }
  try {
    return { result: generatePublisherPolicy(library, request, localToday()), origin: { kind: 'device', syncedAt: syncedAt ?? null } };
  } catch (error) {
    if (error instanceof PublisherPolicyInputError) throw new GenerationError(error.message);
    throw new GenerationError(`This device could not write them from its copy of the library: ${error instanceof Error ? error.message : String(error)}`);
  }
}
