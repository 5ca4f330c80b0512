// npm run checker:snapshot — writes the emergency checker's bundled answers from seed/ (core/checker-snapshot.ts).
import { writeFileSync } from 'node:fs';
import { buildCheckerSnapshot } from '../core/checker-snapshot.js';
import { seedCheckerData } from '../seed/checker-data.js';

export const SNAPSHOT_PATH = 'web/src/features/checker/checker-snapshot.json';

const snapshot = buildCheckerSnapshot(seedCheckerData());
writeFileSync(SNAPSHOT_PATH, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`Wrote ${SNAPSHOT_PATH}: ${snapshot.cells.length} answers, sources checked up to ${snapshot.asOf}.`);
