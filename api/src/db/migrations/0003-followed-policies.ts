// Followed policies, which the client follows offline and replays through its outbox (PUT/DELETE by policy id).
// policy_id is the policy's id but deliberately not a foreign key: the seed loader deletes a policy whose
// record leaves the dataset, and that delete must neither fail nor take the follow with it (the client still
// holds the follow, and a replayed unfollow must still succeed).
import { DataTypes, type QueryInterface } from 'sequelize';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('followed_policies', {
    policy_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false, allowNull: false },
    date_followed: { type: DataTypes.STRING(24), allowNull: false },
  }, tableOptions);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('followed_policies');
}
