// The analyzer's audit trail (issue 10, DESIGN §6): every analysis and detection kept with its inputs, the
// text read from the image and how sure the reader was, which engine and model answered, the result and
// how long it took. The result is JSON in a MEDIUMTEXT on MySQL (a world-class result runs to tens of KB).
import { DataTypes, type QueryInterface } from 'sequelize';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const longText = qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  await qi.createTable('analyses', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    /** standard, enhanced, world-class or detect. */
    mode: { type: DataTypes.STRING(16), allowNull: false },
    upload_name: { type: DataTypes.STRING(80), allowNull: false },
    upload_hash: { type: DataTypes.STRING(64), allowNull: false },
    platform: { type: DataTypes.STRING(64), allowNull: true },
    /** The category the user chose; null when it was left to detection. */
    category: { type: DataTypes.STRING(64), allowNull: true },
    jurisdiction: { type: DataTypes.STRING(16), allowNull: true },
    detected_category: { type: DataTypes.STRING(64), allowNull: false },
    detection_confidence: { type: DataTypes.FLOAT, allowNull: false },
    extracted_text: { type: DataTypes.TEXT, allowNull: false },
    ocr_confidence: { type: DataTypes.INTEGER, allowNull: false },
    /** rules, or rules+model when a model's answer was merged. */
    engine: { type: DataTypes.STRING(16), allowNull: false },
    model: { type: DataTypes.STRING(128), allowNull: true },
    /** Why the model's answer was not used, when it was not. */
    engine_note: { type: DataTypes.STRING(500), allowNull: true },
    verdict: { type: DataTypes.STRING(24), allowNull: true },
    result: { type: longText, allowNull: false },
    duration_ms: { type: DataTypes.INTEGER, allowNull: false },
    ocr_ms: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.STRING(24), allowNull: false },
  }, tableOptions);
  await qi.addIndex('analyses', ['created_at'], { name: 'analyses_created_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('analyses');
}
