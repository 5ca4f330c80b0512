// The analyzer's audit trail (migrations 0006, 0009): one row per analysis or detection, listed newest first.
// Each row belongs to the client or person that ran it (ADR 232): one reads one's own; an admin reads them all.
import type { Model, WhereOptions } from 'sequelize';
import type { AnalysisRecord, AnalysisSummary } from '../../../core/analyzer/history.js';
import { deviceCheckOfNote } from '../../../core/analyzer/device-analysis.js';
import type { CategoryDetection } from '../../../core/analyzer/types.js';
import type { Database } from '../db/database.js';
import type { Owner } from '../identity/owner.js';

export interface AnalysisRecordInput {
  owner: string;
  mode: string;
  uploadName: string;
  uploadHash: string;
  platform: string | null;
  category: string | null;
  jurisdiction: string | null;
  detection: Pick<CategoryDetection, 'category' | 'confidence'>;
  extractedText: string;
  ocrConfidence: number;
  engine: string;
  model: string | null;
  engineNote: string | null;
  verdict: string | null;
  result: unknown;
  durationMs: number;
  ocrMs: number;
  createdAt: string;
  /** The device's id of an analysis made on the device (ADR 320); absent for the server's own. */
  clientId?: string;
}

export interface AnalysisRepository {
  record(input: AnalysisRecordInput): Promise<number>;
  /** Several records at once, all or none; their ids in the order given. */
  recordAll(inputs: readonly AnalysisRecordInput[]): Promise<number[]>;
  /** The id of `owner`'s record with this device client id, or null. */
  findByClient(owner: string, clientId: string): Promise<number | null>;
  /** The newest `limit` records `reader` may see: their own, or all for an admin. */
  list(reader: Owner, limit: number): Promise<AnalysisSummary[]>;
  /** One record, or null when there is none that `reader` may see. */
  get(reader: Owner, id: number): Promise<AnalysisRecord | null>;
}

/** Column limits of migration 0006: what does not fit is cut, never refused (the analysis already ran). */
const cut = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

function summary(row: Model): AnalysisSummary {
  const r = row.get({ plain: true }) as Record<string, unknown>;
  return {
    id: r.id as number,
    mode: r.mode as string,
    filePath: r.uploadName as string,
    platform: r.platform as string | null,
    category: r.category as string | null,
    jurisdiction: r.jurisdiction as string | null,
    detectedCategory: r.detectedCategory as string,
    detectionConfidence: Math.round((r.detectionConfidence as number) * 100) / 100,
    ocrConfidence: r.ocrConfidence as number,
    engine: r.engine as string,
    model: r.model as string | null,
    verdict: r.verdict as string | null,
    durationMs: r.durationMs as number,
    createdAt: r.createdAt as string,
    imageRemoved: r.imageRemovedAt !== null && r.imageRemovedAt !== undefined,
    checkedOnDevice: r.clientId !== null && r.clientId !== undefined,
  };
}

/** The analyses row of a record. */
function rowOf(input: AnalysisRecordInput) {
  return {
    owner: input.owner,
    mode: input.mode,
    uploadName: input.uploadName,
    uploadHash: input.uploadHash,
    platform: cut(input.platform, 64),
    category: cut(input.category, 64),
    jurisdiction: cut(input.jurisdiction, 16),
    detectedCategory: input.detection.category,
    detectionConfidence: input.detection.confidence,
    // TEXT holds 64 KB on MySQL; an ad's text is far shorter, but OCR of noise can run long.
    extractedText: input.extractedText.slice(0, 20_000),
    ocrConfidence: Math.round(input.ocrConfidence),
    engine: input.engine,
    model: cut(input.model, 128),
    engineNote: cut(input.engineNote, 500),
    verdict: input.verdict,
    result: JSON.stringify(input.result),
    durationMs: input.durationMs,
    ocrMs: input.ocrMs,
    createdAt: input.createdAt,
    clientId: input.clientId ?? null,
  };
}

/** Admins read the whole trail, including records made before owners were kept; everyone else their own. */
const readableBy = (reader: Owner): WhereOptions => (reader.admin ? {} : { owner: reader.key });

export function analysisRepository(db: Database): AnalysisRepository {
  const { Analysis } = db.models;
  return {
    async record(input) {
      const row = await Analysis.create(rowOf(input));
      return row.get('id') as number;
    },
    async recordAll(inputs) {
      // One INSERT of every row, so the database keeps all of them or none (a campaign check's targets, ADR 315);
      // both dialects give the rows their ids from it.
      const rows = await Analysis.bulkCreate(inputs.map(rowOf));
      return rows.map((row) => row.get('id') as number);
    },
    async findByClient(owner, clientId) {
      const row = await Analysis.findOne({ where: { owner, clientId }, attributes: ['id'] });
      return row ? (row.get('id') as number) : null;
    },
    async list(reader, limit) {
      const rows = await Analysis.findAll({
        where: readableBy(reader),
        attributes: { exclude: ['result', 'extractedText'] },
        order: [['id', 'DESC']],
        limit,
      });
      return rows.map(summary);
    },
    async get(reader, id) {
      const row = await Analysis.findOne({ where: { ...readableBy(reader), id } });
      if (!row) return null;
      const r = row.get({ plain: true }) as Record<string, unknown>;
      const result = JSON.parse(r.result as string) as Record<string, unknown>;
      // The stored result was written before its id existed.
      if (result.analysis && typeof result.analysis === 'object') (result.analysis as { id: number }).id = id;
      return {
        ...summary(row),
        uploadHash: r.uploadHash as string,
        extractedText: r.extractedText as string,
        engineNote: r.engineNote as string | null,
        ocrMs: r.ocrMs as number,
        result,
        device: r.clientId ? deviceCheckOfNote(r.engineNote as string | null) : null,
      };
    },
  };
}
