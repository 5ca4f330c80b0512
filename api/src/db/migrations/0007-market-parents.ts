// Markets in a tree (issue 28, ADR 228): each jurisdiction names the market containing it (BE → EU,
// EU → GLOBAL), so a member state, a state or a province without a record of its own is answered by its
// region's. Null until the seed loader fills it; GLOBAL, the root, keeps null.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('jurisdictions', 'parent', { type: DataTypes.STRING(16), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('jurisdictions', 'parent');
}
