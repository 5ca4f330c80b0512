// The dataset's second pass (ADR 219, 220): laws and regulator rules as their own table, updates that change a
// law instead of a policy (policy_updates.policy_id becomes nullable, law_id added), policies that name their
// laws and may say their source was not read (verified_at nullable) or why their status is uncertain.
//
// SQLite cannot make a NOT NULL column nullable, so there the two tables are rebuilt the documented way: with
// foreign keys off, create the new table, copy every row with its id, drop the old one, rename, re-index.
// Ids are kept, so replicas and followed policies still point at the same rows.
import { DataTypes, QueryTypes, type ModelAttributes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const key = { type: DataTypes.STRING(191), allowNull: false, unique: true };
const url = { type: DataTypes.STRING(500), allowNull: false };
const text = { type: DataTypes.TEXT, allowNull: false };
const jsonText = { type: DataTypes.TEXT, allowNull: false };
const isoDate = { type: DataTypes.STRING(10), allowNull: false };
const versioned = {
  content_hash: { type: DataTypes.STRING(64), allowNull: false },
  revision: { type: DataTypes.INTEGER, allowNull: false },
};
const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

function policyColumns(longText: typeof DataTypes.TEXT) {
  return {
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
    verified_at: { ...isoDate, allowNull: true },
    confidence: { type: DataTypes.STRING(10), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    ...versioned,
    laws: { ...jsonText, defaultValue: '[]' },
    status_qualifier: { type: DataTypes.STRING(40), allowNull: true },
  };
}

const updateColumns = () => ({
  id, key,
  policy_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'policies', key: 'id' } },
  change_type: { type: DataTypes.STRING(40), allowNull: false },
  update_date: isoDate,
  summary: text,
  details: text,
  affected_jurisdictions: jsonText,
  source_url: url,
  ...versioned,
  law_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'laws', key: 'id' } },
});

async function rebuildSqliteTable(
  qi: QueryInterface,
  table: string,
  columns: ModelAttributes,
  copied: string[],
  indexes: string[][],
): Promise<void> {
  const next = `${table}_next`;
  await qi.createTable(next, columns, tableOptions);
  const list = copied.map((c) => `"${c}"`).join(', ');
  await qi.sequelize.query(`INSERT INTO "${next}" (${list}) SELECT ${list} FROM "${table}"`);
  await qi.dropTable(table);
  await qi.renameTable(next, table);
  for (const fields of indexes) await qi.addIndex(table, fields);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const mysql = qi.sequelize.getDialect() === 'mysql';
  await qi.createTable('laws', {
    id, key,
    jurisdiction_code: { type: DataTypes.STRING(10), allowNull: false },
    title: { type: DataTypes.STRING(500), allowNull: false },
    regulator: { type: DataTypes.STRING(500), allowNull: false },
    categories: jsonText,
    ad_requirements: text,
    status: { type: DataTypes.STRING(30), allowNull: false },
    enacted_on: { ...isoDate, allowNull: true },
    effective_from: { ...isoDate, allowNull: true },
    court_challenge: { type: DataTypes.TEXT, allowNull: true },
    source_url: url,
    extra_sources: jsonText,
    verified_at: { ...isoDate, allowNull: true },
    confidence: { type: DataTypes.STRING(10), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    ...versioned,
  }, tableOptions);
  await qi.addIndex('laws', ['revision']);

  if (mysql) {
    await qi.changeColumn('policies', 'verified_at', { ...isoDate, allowNull: true });
    await qi.addColumn('policies', 'laws', { ...jsonText, defaultValue: '[]' });
    // MySQL gives a TEXT column no default, so the rows already there get an empty list here.
    await qi.bulkUpdate('policies', { laws: '[]' }, {});
    await qi.addColumn('policies', 'status_qualifier', { type: DataTypes.STRING(40), allowNull: true });
    await qi.changeColumn('policy_updates', 'policy_id', { type: DataTypes.INTEGER, allowNull: true });
    await qi.addColumn('policy_updates', 'law_id', { type: DataTypes.INTEGER, allowNull: true, references: { model: 'laws', key: 'id' } });
    return;
  }
  const policyCopied = Object.keys(policyColumns(DataTypes.TEXT)).filter((c) => c !== 'laws' && c !== 'status_qualifier');
  const updateCopied = Object.keys(updateColumns()).filter((c) => c !== 'law_id');
  await qi.sequelize.query('PRAGMA foreign_keys = OFF');
  try {
    await rebuildSqliteTable(qi, 'policies', policyColumns(DataTypes.TEXT), policyCopied, [['platform_id', 'category_id'], ['revision']]);
    await rebuildSqliteTable(qi, 'policy_updates', updateColumns(), updateCopied, [['update_date']]);
    const broken = await qi.sequelize.query('PRAGMA foreign_key_check', { type: QueryTypes.SELECT });
    if (broken.length > 0) throw new Error(`migration 0005 left ${broken.length} broken foreign key(s)`);
  } finally {
    await qi.sequelize.query('PRAGMA foreign_keys = ON');
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Laws and law updates go; the nullable columns stay nullable (the rows that need them go with the laws).
  await qi.bulkDelete('policy_updates', { policy_id: null });
  await qi.removeColumn('policy_updates', 'law_id');
  await qi.removeColumn('policies', 'status_qualifier');
  await qi.removeColumn('policies', 'laws');
  await qi.dropTable('laws');
}
