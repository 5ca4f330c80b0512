// The checker's read of the replica, loaded on first use (never on the landing's first screen: Dexie and
// the sync stay off its critical path, ADR 305). `prepareChecker` starts it as soon as the rep touches the
// form, so the check itself answers from memory; on a device without the library it starts the first sync
// and waits for it.
import { describeAnswerSource, marketNamer, type AnswerSourceText } from '../../../core/answer-source';
import { checkMarket, platformNamed, simpleCheck, type CheckQuery, type SimpleCheckOutcome } from '../../../core/checker';
import { gamblingTabPolicies } from '../../../core/gambling-tabs';
import type { PolicyDocument, PolicyWithRefs } from '../../../core/contract';
import { readByRevision } from './replica/dataset-read-cache';
import { allDocumentsRead, allPoliciesRead, inKeyOrder, readPolicyLibrary, type CatalogWithPolicies } from './replica/dataset-reads';
import { replica } from './replica/replica-db';
import { recordPolicyCheck } from './replica/record-policy-check';
import { replicaSyncer } from './replica/replica-sync';

export interface CheckOutcome {
  /** Null: 'No policy found'. */
  policy: PolicyWithRefs | null;
  /** Where the answer comes from ("Belgium · from Facebook's European Union rule"); null for a generated policy. */
  source: AnswerSourceText | null;
  /** The seed documents the policy names (checklists, undertakings), in its order. */
  documents: PolicyDocument[];
  /** For Google, a gaming category and the US: the policies whose state rules the subcategory tabs count. */
  gamblingTabPolicies: PolicyWithRefs[];
  revision: number;
}

export class LibraryMissingError extends Error {
  constructor() {
    super('The policy library is not on this device yet. Connect to the internet once to download it; after that, the checker works offline.');
    this.name = 'LibraryMissingError';
  }
}

let prepared: Promise<CatalogWithPolicies> | null = null;

async function loadLibrary(): Promise<CatalogWithPolicies> {
  const db = replica();
  let data = await readByRevision(db, allPoliciesRead);
  if (data.revision === 0) {
    await replicaSyncer().syncNow();
    data = await readByRevision(db, allPoliciesRead);
  }
  if (data.revision === 0) throw new LibraryMissingError();
  return data;
}

/** Starts reading the library and its documents (once; again after a failure). */
export function prepareChecker(): Promise<CatalogWithPolicies> {
  prepared ??= loadLibrary().then(async (data) => {
    await readByRevision(replica(), allDocumentsRead);
    return data;
  }).then(
    (data) => {
      performance.mark('checker-prepared'); // npm run bench times the check from here
      return data;
    },
    (error: unknown) => {
      prepared = null;
      throw error;
    },
  );
  return prepared;
}

export async function runCheck(query: CheckQuery): Promise<CheckOutcome> {
  await prepareChecker();
  // Read again through the cache (from memory unless a sync moved the revision since the form was touched);
  // the documents too, alongside: reading the few a policy names after the answer was a second round trip
  // to IndexedDB on the tap (issue 27: the tap's budget is 100 ms at 4× CPU).
  const [data, { documents: library }] = await Promise.all([loadLibrary(), readByRevision(replica(), allDocumentsRead)]);
  const answer = checkMarket(data, query);
  const policy = answer.policy;
  const platform = platformNamed(data.platforms, query.platform)?.name ?? query.platform;
  const source = answer.source ? describeAnswerSource(answer.source, { platform, market: marketNamer(data.jurisdictions) }) : null;
  recordPolicyCheck({ checker: 'policy-checker', ...query, outcome: policy?.status ?? 'none' });
  const documents = inKeyOrder(policy?.documents ?? [], library);
  return { policy, source, documents, gamblingTabPolicies: gamblingTabPolicies(data, query), revision: data.revision };
}

/** A custom publisher's answer: the builder's policy for it, written on the device from the library (ADR 223). */
export async function runCustomPublisherCheck(publisherName: string, query: CheckQuery): Promise<CheckOutcome> {
  await prepareChecker();
  const [{ customPublisherPolicy }, library] = await Promise.all([import('../../../core/custom-publisher'), readPolicyLibrary(replica())]);
  const policy = customPublisherPolicy(library, publisherName, query.category, query.jurisdiction, new Date().toISOString().slice(0, 10));
  recordPolicyCheck({ checker: 'policy-checker', ...query, outcome: policy?.status ?? 'none' });
  return { policy, source: null, documents: [], gamblingTabPolicies: [], revision: library.revision };
}

/** The simple checker's answer (publisher markets without a rule of their own are 'Not Available'). */
export async function runSimpleCheck(
  query: CheckQuery,
  checker: 'simple-checker' | 'emergency-checker' = 'simple-checker',
): Promise<{ outcome: SimpleCheckOutcome<PolicyWithRefs>; source: AnswerSourceText | null; revision: number }> {
  await prepareChecker();
  const data = await loadLibrary();
  const outcome = simpleCheck(data, query);
  recordPolicyCheck({ checker, ...query, outcome: outcome.kind === 'policy' ? outcome.policy.status : outcome.kind });
  const source = outcome.kind === 'policy' ? describeAnswerSource(outcome.source, { platform: outcome.policy.platform.name, market: marketNamer(data.jurisdictions) }) : null;
  return { outcome, source, revision: data.revision };
}
