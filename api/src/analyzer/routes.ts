// The analyzer's calls (spec 001 §7, issue 10): the three analysis modes and category detection, each taking
// an `image` part or the `filePath` of an earlier upload, and the audit trail (list, one record, CSV).
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { AnalysisInputError, analysisFieldsSchema } from '../../../core/analyzer/analysis-request.js';
import type { AnalysisMode } from '../../../core/analyzer/results.js';
import { idParamSchema, wholeNumberText } from '../../../core/contract.js';
import { HttpError, notFound, parseInput } from '../http/errors.js';
import { imageForm } from '../uploads/multipart.js';
import { OcrBusyError } from './ocr-pool.js';
import type { AnalysisSummary } from '../../../core/analyzer/history.js';
import type { AnalysisRepository } from './repository.js';
import type { AnalyzerService } from './service.js';

const MODES: Record<string, AnalysisMode> = {
  '/analyze-ad': 'standard',
  '/analyze-ad-enhanced': 'enhanced',
  '/analyze-ad-world-class': 'world-class',
};

const historyQuerySchema = z.object({
  limit: wholeNumberText('The limit', 1).refine((n) => n <= 500, 'The limit must be at most 500.').optional(),
});

/** Runs one pipeline call, turning its known failures into the statuses of spec §8 and DESIGN §10. */
async function answer<T>(res: Response, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new HttpError(400, error.message);
    if (error instanceof OcrBusyError) {
      res.set('Retry-After', String(error.retryAfterSeconds));
      throw new HttpError(503, error.message);
    }
    throw error;
  }
}

const fieldsOf = (req: Request) => parseInput(analysisFieldsSchema, req.body ?? {}, 'analysis request');

export function analyzerRoutes(analyzer: AnalyzerService, analyses: AnalysisRepository): Router {
  const router = Router();

  for (const [path, mode] of Object.entries(MODES)) {
    router.post(path, imageForm, async (req, res) => {
      const fields = fieldsOf(req);
      res.json(await answer(res, () => analyzer.analyze({ ...fields, image: req.file?.buffer, mode })));
    });
  }

  router.post('/detect-ad-category', imageForm, async (req, res) => {
    const fields = fieldsOf(req);
    if (!req.file && !fields.filePath && !fields.imagePath) throw new HttpError(400, 'Please select an image file first');
    res.json(await answer(res, () => analyzer.detect({ image: req.file?.buffer, filePath: fields.filePath, imagePath: fields.imagePath })));
  });

  router.get('/analyses', async (req, res) => {
    const { limit } = parseInput(historyQuerySchema, req.query, 'limit');
    res.json(await analyses.list(limit ?? 50));
  });

  router.get('/analyses/export.csv', async (_req, res) => {
    const rows = await analyses.list(500);
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="ad-analyses.csv"')
      .send(analysesCsv(rows));
  });

  router.get('/analyses/:id', async (req, res) => {
    const id = parseInput(idParamSchema, req.params.id, 'analysis id');
    const record = await analyses.get(id);
    if (!record) throw notFound(`No analysis with id ${id}.`);
    res.json(record);
  });

  return router;
}

const CSV_COLUMNS: Array<keyof AnalysisSummary> = [
  'id', 'createdAt', 'mode', 'platform', 'category', 'jurisdiction', 'detectedCategory', 'detectionConfidence',
  'verdict', 'engine', 'model', 'ocrConfidence', 'durationMs', 'filePath',
];

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with '. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function analysesCsv(rows: readonly AnalysisSummary[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
