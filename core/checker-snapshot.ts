// The emergency checker's bundled answers (spec 001 "Emergency-fix checker", ADR 215): every cell of the
// simple checker's matrix (3 platforms × 3 categories × 3 markets) resolved from the seed by the same rule,
// small enough to ship inside the app, so the checker answers even where IndexedDB is unavailable or the
// replica is empty. `npm run checker:snapshot` writes it; a unit test fails when it no longer matches seed/.
import {
  SIMPLE_CHECKER_CATEGORIES,
  SIMPLE_CHECKER_JURISDICTIONS,
  SIMPLE_CHECKER_PLATFORMS,
  marketChoice,
  simpleCheck,
  type CheckerData,
  type CheckQuery,
} from './checker';
import type { ResolvablePolicy } from './resolve-policy';
import type { Confidence } from './status';

export interface SnapshotPolicy {
  key: string;
  title: string;
  status: string;
  description: string;
  requirements: string;
  details: string;
  sourceUrl: string;
  /** Null when the source was not read for the record. */
  verifiedAt: string | null;
  confidence: Confidence;
  statusQualifier: string | null;
}

export interface SnapshotCell extends CheckQuery {
  outcome: 'policy' | 'not-available' | 'none';
  policy: SnapshotPolicy | null;
}

export interface CheckerSnapshot {
  /** The newest verifiedAt among the answers: how current the bundled copy is. */
  asOf: string;
  cells: SnapshotCell[];
}

type SnapshotSource = ResolvablePolicy & SnapshotPolicy;

export function buildCheckerSnapshot<P extends SnapshotSource>(data: CheckerData<P>): CheckerSnapshot {
  const cells: SnapshotCell[] = [];
  for (const { identifier: platform } of SIMPLE_CHECKER_PLATFORMS) {
    for (const { slug: category } of SIMPLE_CHECKER_CATEGORIES) {
      for (const { code: jurisdiction } of SIMPLE_CHECKER_JURISDICTIONS) {
        const answer = simpleCheck(data, { platform, category, jurisdiction });
        const p = answer.kind === 'policy' ? answer.policy : null;
        cells.push({
          platform,
          category,
          jurisdiction,
          outcome: answer.kind,
          policy: p && {
            key: p.key,
            title: p.title,
            status: p.status,
            description: p.description,
            requirements: p.requirements,
            details: p.details,
            sourceUrl: p.sourceUrl,
            verifiedAt: p.verifiedAt,
            confidence: p.confidence,
            statusQualifier: p.statusQualifier,
          },
        });
      }
    }
  }
  const asOf = cells.reduce((newest, c) => (c.policy?.verifiedAt && c.policy.verifiedAt > newest ? c.policy.verifiedAt : newest), '');
  return { asOf, cells };
}

/** The bundled answer for a check, or undefined for a choice outside the matrix. */
export function snapshotAnswer(snapshot: CheckerSnapshot, query: CheckQuery): SnapshotCell | undefined {
  const jurisdiction = marketChoice(query.jurisdiction, SIMPLE_CHECKER_JURISDICTIONS); // UK is GB's alias
  return snapshot.cells.find((c) => c.platform === query.platform && c.category === query.category && c.jurisdiction === jurisdiction);
}
