// Analyses made on the device by the offline analyzer (issue 33, ADR 320) reach the audit trail through the
// outbox, each with the client id the device gave it: one record per owner and client id however often it is
// replayed. Analyses made on the server have none (NULL, which a unique index does not count).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('analyses', 'client_id', { type: DataTypes.STRING(36), allowNull: true });
  await qi.addIndex('analyses', ['owner', 'client_id'], { unique: true, name: 'analyses_owner_client' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('analyses', 'analyses_owner_client');
  await qi.removeColumn('analyses', 'client_id');
}
