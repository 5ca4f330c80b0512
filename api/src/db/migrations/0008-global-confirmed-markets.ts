// A GLOBAL record may name the markets where the platform's global rule was confirmed to apply as it stands
// (issue 29): a JSON list of codes, so a screen can say "global policy, confirmed for Mexico" rather than
// "no Mexico rule found". Empty until the seed loader fills it.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('policies', 'global_confirmed_in', { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('policies', 'global_confirmed_in');
}
