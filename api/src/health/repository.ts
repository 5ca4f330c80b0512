// Whether the database answers a trivial query, and which kind it is; whether Redis answers, when there is one.
import type { Database } from '../db/database.js';
import type { SharedState } from '../shared-state/redis.js';

export type RedisStatus = 'up' | 'down' | 'not configured';

export function healthRepository(db: Database, shared: SharedState | null = null) {
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
    async redis(): Promise<RedisStatus> {
      if (!shared) return 'not configured';
      return (await shared.up()) ? 'up' : 'down';
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
