// Whose data is it (issue 31, ADR 232): saved searches, followed policies and analyses get the owner that made
// them (`client:<cookie id>` or `user:<email>`), and uploaded images get a table of their own (name, owner,
// size, when stored, when removed) for ownership, the per-client quota and the retention sweep. Rows made
// before this migration get no owner: no client sees them, admins still read the old analyses.
//
// A follow was one global row per policy (policy_id the primary key); it becomes one row per owner and policy.
// Changing a primary key means a new table on both databases: rename the old one, create, copy, drop.
import { DataTypes, type QueryInterface } from 'sequelize';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };
/** 191 characters × 4 bytes of utf8mb4 stays within MySQL's index limits. */
const owner = () => ({ type: DataTypes.STRING(191), allowNull: true });
const isoTime = (allowNull: boolean) => ({ type: DataTypes.STRING(24), allowNull });

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('saved_searches', 'owner', owner());
  await qi.addIndex('saved_searches', ['owner', 'date_created'], { name: 'saved_searches_owner' });

  await qi.renameTable('followed_policies', 'followed_policies_0003');
  await qi.createTable('followed_policies', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    owner: owner(),
    policy_id: { type: DataTypes.INTEGER, allowNull: false },
    date_followed: isoTime(false),
  }, tableOptions);
  await qi.addIndex('followed_policies', ['owner', 'policy_id'], { unique: true, name: 'followed_policies_owner_policy' });
  await qi.sequelize.query('INSERT INTO followed_policies (owner, policy_id, date_followed) SELECT NULL, policy_id, date_followed FROM followed_policies_0003');
  await qi.dropTable('followed_policies_0003');

  await qi.addColumn('analyses', 'owner', owner());
  /** Set when the retention sweep removed the analysed image: the record stays, its image is gone. */
  await qi.addColumn('analyses', 'image_removed_at', isoTime(true));
  await qi.addIndex('analyses', ['owner', 'id'], { name: 'analyses_owner' });
  await qi.addIndex('analyses', ['upload_name'], { name: 'analyses_upload_name' });

  await qi.createTable('uploads', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    /** The store's name for the image (`filePath` in the API). */
    name: { type: DataTypes.STRING(80), allowNull: false },
    owner: owner(),
    bytes: { type: DataTypes.INTEGER, allowNull: false },
    created_at: isoTime(false),
    removed_at: isoTime(true),
  }, tableOptions);
  await qi.addIndex('uploads', ['name'], { name: 'uploads_name' });
  await qi.addIndex('uploads', ['owner', 'removed_at'], { name: 'uploads_owner' });
  await qi.addIndex('uploads', ['removed_at', 'created_at'], { name: 'uploads_age' });
  // Images analysed before this migration: known from their analyses, ownerless, and swept by their age.
  await qi.sequelize.query(
    `INSERT INTO uploads (name, owner, bytes, created_at, removed_at)
     SELECT upload_name, NULL, 0, MIN(created_at), NULL FROM analyses GROUP BY upload_name`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('uploads');
  await qi.removeIndex('analyses', 'analyses_upload_name');
  await qi.removeIndex('analyses', 'analyses_owner');
  await qi.removeColumn('analyses', 'image_removed_at');
  await qi.removeColumn('analyses', 'owner');

  // Back to one global follow per policy: the earliest follow of each policy is kept.
  await qi.renameTable('followed_policies', 'followed_policies_0009');
  await qi.createTable('followed_policies', {
    policy_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false, allowNull: false },
    date_followed: isoTime(false),
  }, tableOptions);
  await qi.sequelize.query('INSERT INTO followed_policies (policy_id, date_followed) SELECT policy_id, MIN(date_followed) FROM followed_policies_0009 GROUP BY policy_id');
  await qi.dropTable('followed_policies_0009');

  await qi.removeIndex('saved_searches', 'saved_searches_owner');
  await qi.removeColumn('saved_searches', 'owner');
}
