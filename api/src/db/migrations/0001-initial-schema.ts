// The first schema: the policy dataset (versioned for delta sync), saved searches, tombstones, events.
import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const key = { type: DataTypes.STRING(191), allowNull: false, unique: true };
const name = { type: DataTypes.STRING(191), allowNull: false };
const url = { type: DataTypes.STRING(500), allowNull: false };
const text = { type: DataTypes.TEXT, allowNull: false };
const jsonText = { type: DataTypes.TEXT, allowNull: false };
const isoDate = { type: DataTypes.STRING(10), allowNull: false };
const versioned = {
  content_hash: { type: DataTypes.STRING(64), allowNull: false },
  revision: { type: DataTypes.INTEGER, allowNull: false },
};
const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // MEDIUMTEXT on MySQL (long markdown); SQLite has one TEXT type.
  const longText = qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  await qi.createTable('platforms', {
    id, identifier: key, name, website: url, policy_url: url,
    kind: { type: DataTypes.STRING(20), allowNull: false }, aliases: jsonText, ...versioned,
  }, tableOptions);
  await qi.createTable('categories', {
    id, slug: key, name, description: text, icon: { type: DataTypes.STRING(64), allowNull: false }, aliases: jsonText, ...versioned,
  }, tableOptions);
  await qi.createTable('jurisdictions', {
    id, code: key, name, region: name, aliases: jsonText, ...versioned,
  }, tableOptions);
  await qi.createTable('documents', {
    id, key, title: { type: DataTypes.STRING(500), allowNull: false }, kind: { type: DataTypes.STRING(40), allowNull: false },
    markdown: { type: longText, allowNull: false }, source_url: { ...url, allowNull: true }, ...versioned,
  }, tableOptions);
  await qi.createTable('policies', {
    id, key,
    platform_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'platforms', key: 'id' } },
    category_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'categories', key: 'id' } },
    title: { type: DataTypes.STRING(500), allowNull: false },
    description: text,
    status: { type: DataTypes.STRING(20), allowNull: false },
    requirements: text,
    restrictions: text,
    details: { type: longText, allowNull: false },
    min_age: { type: DataTypes.INTEGER, allowNull: true },
    certification: { type: DataTypes.TEXT, allowNull: true },
    regional_rules: jsonText,
    documents: jsonText,
    source_url: url,
    extra_sources: jsonText,
    last_updated: isoDate,
    effective_from: { ...isoDate, allowNull: true },
    verified_at: isoDate,
    confidence: { type: DataTypes.STRING(10), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    ...versioned,
  }, tableOptions);
  await qi.addIndex('policies', ['platform_id', 'category_id']);
  await qi.addIndex('policies', ['revision']);
  await qi.createTable('policy_jurisdictions', {
    policy_id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false, references: { model: 'policies', key: 'id' }, onDelete: 'CASCADE' },
    jurisdiction_id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false, references: { model: 'jurisdictions', key: 'id' } },
  }, tableOptions);
  await qi.createTable('policy_updates', {
    id, key,
    policy_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'policies', key: 'id' } },
    change_type: { type: DataTypes.STRING(40), allowNull: false },
    update_date: isoDate,
    summary: text,
    details: text,
    affected_jurisdictions: jsonText,
    source_url: url,
    ...versioned,
  }, tableOptions);
  await qi.addIndex('policy_updates', ['update_date']);
  await qi.createTable('saved_searches', {
    id,
    client_id: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(200), allowNull: false },
    query: { type: DataTypes.STRING(200), allowNull: false },
    filters: text,
    date_created: { type: DataTypes.STRING(24), allowNull: false },
    deleted_at: { type: DataTypes.STRING(24), allowNull: true },
  }, tableOptions);
  await qi.createTable('tombstones', {
    id,
    entity: { type: DataTypes.STRING(40), allowNull: false },
    entity_id: { type: DataTypes.INTEGER, allowNull: false },
    revision: { type: DataTypes.INTEGER, allowNull: false },
  }, tableOptions);
  await qi.addIndex('tombstones', ['revision']);
  await qi.createTable('sync_state', {
    id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    revision: { type: DataTypes.INTEGER, allowNull: false },
  }, tableOptions);
  await qi.bulkInsert('sync_state', [{ id: 1, revision: 0 }]);
  await qi.createTable('events', {
    id,
    type: { type: DataTypes.STRING(40), allowNull: false },
    path: { type: DataTypes.STRING(2000), allowNull: false },
    created_at: { type: DataTypes.STRING(24), allowNull: false },
  }, tableOptions);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['events', 'sync_state', 'tombstones', 'saved_searches', 'policy_updates', 'policy_jurisdictions', 'policies', 'documents', 'jurisdictions', 'categories', 'platforms']) {
    await qi.dropTable(table);
  }
}
