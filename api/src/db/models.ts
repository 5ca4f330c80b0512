// Sequelize models of the policy dataset, saved searches, followed policies and events. Tables are created by
// the migrations, never by sync(). Lists (aliases, jurisdictions of an update, regional rules) are JSON in TEXT
// columns, which behave the same on SQLite and MySQL.
import { DataTypes, type ModelStatic, type Model, type Sequelize } from 'sequelize';

type AnyModel = ModelStatic<Model>;

export interface Models {
  Platform: AnyModel;
  Category: AnyModel;
  Jurisdiction: AnyModel;
  Document: AnyModel;
  Law: AnyModel;
  Policy: AnyModel;
  PolicyJurisdiction: AnyModel;
  PolicyUpdate: AnyModel;
  SavedSearch: AnyModel;
  FollowedPolicy: AnyModel;
  Tombstone: AnyModel;
  SyncState: AnyModel;
  Event: AnyModel;
  Analysis: AnyModel;
  Upload: AnyModel;
}

// Factories, not shared objects: Sequelize writes into attribute definitions (their column names).
const key = () => ({ type: DataTypes.STRING(191), allowNull: false, unique: true });
const text = () => ({ type: DataTypes.TEXT, allowNull: false, defaultValue: '' });
const jsonText = () => ({ type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' });
const isoDate = () => ({ type: DataTypes.STRING(10), allowNull: false });
/** `client:<id>` or `user:<email>` (identity/owner.ts). */
const owner = () => ({ type: DataTypes.STRING(191), allowNull: true });
/** Versioned rows carry the hash of their seed record (to detect edits) and the revision that last changed them. */
const versioned = () => ({
  contentHash: { type: DataTypes.STRING(64), allowNull: false },
  revision: { type: DataTypes.INTEGER, allowNull: false },
});
const options = { underscored: true, timestamps: false };

export function defineModels(sequelize: Sequelize): Models {
  const id = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
  // MEDIUMTEXT on MySQL (long markdown); SQLite has one TEXT type.
  const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  const Platform = sequelize.define('Platform', {
    id: id(),
    identifier: key(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    website: { type: DataTypes.STRING(500), allowNull: false },
    policyUrl: { type: DataTypes.STRING(500), allowNull: false },
    kind: { type: DataTypes.STRING(20), allowNull: false },
    aliases: jsonText(),
    ...versioned(),
  }, { ...options, tableName: 'platforms' });

  const Category = sequelize.define('Category', {
    id: id(),
    slug: key(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    description: text(),
    icon: { type: DataTypes.STRING(64), allowNull: false },
    aliases: jsonText(),
    ...versioned(),
  }, { ...options, tableName: 'categories' });

  const Jurisdiction = sequelize.define('Jurisdiction', {
    id: id(),
    code: key(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    region: { type: DataTypes.STRING(191), allowNull: false },
    parent: { type: DataTypes.STRING(16), allowNull: true },
    aliases: jsonText(),
    ...versioned(),
  }, { ...options, tableName: 'jurisdictions' });

  const Document = sequelize.define('Document', {
    id: id(),
    key: key(),
    title: { type: DataTypes.STRING(500), allowNull: false },
    kind: { type: DataTypes.STRING(40), allowNull: false },
    markdown: { type: longText, allowNull: false },
    sourceUrl: { type: DataTypes.STRING(500), allowNull: true },
    ...versioned(),
  }, { ...options, tableName: 'documents' });

  const Policy = sequelize.define('Policy', {
    id: id(),
    key: key(),
    platformId: { type: DataTypes.INTEGER, allowNull: false },
    categoryId: { type: DataTypes.INTEGER, allowNull: false },
    title: { type: DataTypes.STRING(500), allowNull: false },
    description: text(),
    status: { type: DataTypes.STRING(20), allowNull: false },
    requirements: text(),
    restrictions: text(),
    details: { type: longText, allowNull: false, defaultValue: '' },
    minAge: { type: DataTypes.INTEGER, allowNull: true },
    certification: { type: DataTypes.TEXT, allowNull: true },
    regionalRules: jsonText(),
    documents: jsonText(),
    laws: jsonText(),
    statusQualifier: { type: DataTypes.STRING(40), allowNull: true },
    globalConfirmedIn: { ...jsonText(), defaultValue: '[]' },
    sourceUrl: { type: DataTypes.STRING(500), allowNull: false },
    extraSources: jsonText(),
    lastUpdated: isoDate(),
    effectiveFrom: { type: DataTypes.STRING(10), allowNull: true },
    verifiedAt: { type: DataTypes.STRING(10), allowNull: true },
    confidence: { type: DataTypes.STRING(10), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    ...versioned(),
  }, { ...options, tableName: 'policies' });

  const Law = sequelize.define('Law', {
    id: id(),
    key: key(),
    jurisdictionCode: { type: DataTypes.STRING(10), allowNull: false },
    title: { type: DataTypes.STRING(500), allowNull: false },
    regulator: { type: DataTypes.STRING(500), allowNull: false },
    categories: jsonText(),
    adRequirements: text(),
    status: { type: DataTypes.STRING(30), allowNull: false },
    enactedOn: { type: DataTypes.STRING(10), allowNull: true },
    effectiveFrom: { type: DataTypes.STRING(10), allowNull: true },
    courtChallenge: { type: DataTypes.TEXT, allowNull: true },
    sourceUrl: { type: DataTypes.STRING(500), allowNull: false },
    extraSources: jsonText(),
    verifiedAt: { type: DataTypes.STRING(10), allowNull: true },
    confidence: { type: DataTypes.STRING(10), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    ...versioned(),
  }, { ...options, tableName: 'laws' });

  const PolicyJurisdiction = sequelize.define('PolicyJurisdiction', {
    policyId: { type: DataTypes.INTEGER, primaryKey: true },
    jurisdictionId: { type: DataTypes.INTEGER, primaryKey: true },
  }, { ...options, tableName: 'policy_jurisdictions' });

  const PolicyUpdate = sequelize.define('PolicyUpdate', {
    id: id(),
    key: key(),
    /** Exactly one of policyId and lawId is set: an update changes a platform policy or a law (migration 0005). */
    policyId: { type: DataTypes.INTEGER, allowNull: true },
    lawId: { type: DataTypes.INTEGER, allowNull: true },
    changeType: { type: DataTypes.STRING(40), allowNull: false },
    updateDate: isoDate(),
    summary: text(),
    details: text(),
    affectedJurisdictions: jsonText(),
    sourceUrl: { type: DataTypes.STRING(500), allowNull: false },
    ...versioned(),
  }, { ...options, tableName: 'policy_updates' });

  const SavedSearch = sequelize.define('SavedSearch', {
    id: id(),
    clientId: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(200), allowNull: false },
    query: { type: DataTypes.STRING(200), allowNull: false },
    filters: { type: DataTypes.TEXT, allowNull: false },
    dateCreated: { type: DataTypes.STRING(24), allowNull: false },
    /** Kept after a delete so that a replayed delete from an offline outbox succeeds quietly. */
    deletedAt: { type: DataTypes.STRING(24), allowNull: true },
    /** Who made it (identity/owner.ts); null for searches saved before migration 0009. */
    owner: owner(),
  }, { ...options, tableName: 'saved_searches' });

  const FollowedPolicy = sequelize.define('FollowedPolicy', {
    id: id(),
    /** One follow per owner and policy (migration 0009); null for follows made before it. */
    owner: owner(),
    /** The policy's id, not a reference: a follow outlives its policy leaving the dataset (migration 0003). */
    policyId: { type: DataTypes.INTEGER, allowNull: false },
    dateFollowed: { type: DataTypes.STRING(24), allowNull: false },
  }, { ...options, tableName: 'followed_policies' });

  const Tombstone = sequelize.define('Tombstone', {
    id: id(),
    entity: { type: DataTypes.STRING(40), allowNull: false },
    entityId: { type: DataTypes.INTEGER, allowNull: false },
    revision: { type: DataTypes.INTEGER, allowNull: false },
  }, { ...options, tableName: 'tombstones' });

  const SyncState = sequelize.define('SyncState', {
    id: { type: DataTypes.INTEGER, primaryKey: true },
    revision: { type: DataTypes.INTEGER, allowNull: false },
  }, { ...options, tableName: 'sync_state' });

  const Event = sequelize.define('Event', {
    id: id(),
    type: { type: DataTypes.STRING(40), allowNull: false },
    path: { type: DataTypes.STRING(2000), allowNull: false },
    createdAt: { type: DataTypes.STRING(24), allowNull: false },
    clientId: { type: DataTypes.STRING(36), allowNull: true },
    detail: { type: DataTypes.TEXT, allowNull: true },
  }, { ...options, tableName: 'events' });

  const Analysis = sequelize.define('Analysis', {
    id: id(),
    mode: { type: DataTypes.STRING(16), allowNull: false },
    uploadName: { type: DataTypes.STRING(80), allowNull: false },
    uploadHash: { type: DataTypes.STRING(64), allowNull: false },
    platform: { type: DataTypes.STRING(64), allowNull: true },
    category: { type: DataTypes.STRING(64), allowNull: true },
    jurisdiction: { type: DataTypes.STRING(16), allowNull: true },
    detectedCategory: { type: DataTypes.STRING(64), allowNull: false },
    detectionConfidence: { type: DataTypes.FLOAT, allowNull: false },
    extractedText: { type: DataTypes.TEXT, allowNull: false },
    ocrConfidence: { type: DataTypes.INTEGER, allowNull: false },
    engine: { type: DataTypes.STRING(16), allowNull: false },
    model: { type: DataTypes.STRING(128), allowNull: true },
    engineNote: { type: DataTypes.STRING(500), allowNull: true },
    verdict: { type: DataTypes.STRING(24), allowNull: true },
    result: { type: longText, allowNull: false },
    durationMs: { type: DataTypes.INTEGER, allowNull: false },
    ocrMs: { type: DataTypes.INTEGER, allowNull: false },
    createdAt: { type: DataTypes.STRING(24), allowNull: false },
    owner: owner(),
    /** When the retention sweep removed the analysed image (migration 0009). */
    imageRemovedAt: { type: DataTypes.STRING(24), allowNull: true },
    /** The device's id of an analysis made on the device (migration 0010); null for the server's. */
    clientId: { type: DataTypes.STRING(36), allowNull: true },
  }, { ...options, tableName: 'analyses' });

  /** Stored images: who uploaded them, how large, since when, and when the retention sweep removed them. */
  const Upload = sequelize.define('Upload', {
    id: id(),
    name: { type: DataTypes.STRING(80), allowNull: false },
    owner: owner(),
    bytes: { type: DataTypes.INTEGER, allowNull: false },
    createdAt: { type: DataTypes.STRING(24), allowNull: false },
    removedAt: { type: DataTypes.STRING(24), allowNull: true },
  }, { ...options, tableName: 'uploads' });

  return { Platform, Category, Jurisdiction, Document, Law, Policy, PolicyJurisdiction, PolicyUpdate, SavedSearch, FollowedPolicy, Tombstone, SyncState, Event, Analysis, Upload };
}
