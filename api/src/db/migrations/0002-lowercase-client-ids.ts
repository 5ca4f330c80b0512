// Client ids of saved searches are stored in lower case from now on (core/contract.ts clientIdSchema):
// MySQL compares them case-insensitively, SQLite does not, so an upper-case UUID made two searches on
// SQLite and one on MySQL. Rows stored earlier in upper case on SQLite are lowered here, unless the
// lower-case id is taken already (then they were two searches, and stay so). MySQL needs nothing.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  await qi.sequelize.query(
    `UPDATE saved_searches SET client_id = lower(client_id)
     WHERE client_id <> lower(client_id) AND lower(client_id) NOT IN (SELECT client_id FROM saved_searches)`,
  );
}

export async function down(): Promise<void> {}
