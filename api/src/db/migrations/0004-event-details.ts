// Events beyond page views (a checker's policy_check): what was checked, as JSON, and the client's id for
// the event, so a replay from the offline outbox is stored once (unique; page views have none).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('events', 'client_id', { type: DataTypes.STRING(36), allowNull: true });
  await qi.addColumn('events', 'detail', { type: DataTypes.TEXT, allowNull: true });
  await qi.addIndex('events', ['client_id'], { unique: true, name: 'events_client_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('events', 'events_client_id');
  await qi.removeColumn('events', 'detail');
  await qi.removeColumn('events', 'client_id');
}
