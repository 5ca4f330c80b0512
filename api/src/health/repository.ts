// Whether the database answers a trivial query, and which kind it is.
import type { Database } from '../db/database.js';

export function healthRepository(db: Database) {
  return {
    dialect: db.dialect,
    async databaseUp(): Promise<boolean> {
      try {
        await db.sequelize.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
