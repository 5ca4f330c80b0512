// Explicit, ordered migrations run by umzug; the applied ones are recorded in the SequelizeMeta table.
import { SequelizeStorage, Umzug } from 'umzug';
import type { Database } from './database.js';
import * as initialSchema from './migrations/0001-initial-schema.js';
import * as lowercaseClientIds from './migrations/0002-lowercase-client-ids.js';
import * as followedPolicies from './migrations/0003-followed-policies.js';
import * as eventDetails from './migrations/0004-event-details.js';
import * as lawsAndHonestVerification from './migrations/0005-laws-and-honest-verification.js';
import * as analyses from './migrations/0006-analyses.js';
import * as marketParents from './migrations/0007-market-parents.js';
import * as globalConfirmed from './migrations/0008-global-confirmed-markets.js';
import * as owners from './migrations/0009-owners.js';
import * as deviceAnalyses from './migrations/0010-device-analyses.js';

const MIGRATIONS = [
  { name: '0001-initial-schema', ...initialSchema },
  { name: '0002-lowercase-client-ids', ...lowercaseClientIds },
  { name: '0003-followed-policies', ...followedPolicies },
  { name: '0004-event-details', ...eventDetails },
  { name: '0005-laws-and-honest-verification', ...lawsAndHonestVerification },
  { name: '0006-analyses', ...analyses },
  { name: '0007-market-parents', ...marketParents },
  { name: '0008-global-confirmed-markets', ...globalConfirmed },
  { name: '0009-owners', ...owners },
  { name: '0010-device-analyses', ...deviceAnalyses },
];

export function migrator(db: Database) {
  const qi = db.sequelize.getQueryInterface();
  return new Umzug({
    migrations: MIGRATIONS.map((m) => ({ name: m.name, up: () => m.up({ context: qi }), down: () => m.down({ context: qi }) })),
    context: qi,
    storage: new SequelizeStorage({ sequelize: db.sequelize }),
    logger: undefined,
  });
}

export async function migrate(db: Database): Promise<string[]> {
  const applied = await migrator(db).up();
  return applied.map((m) => m.name);
}
