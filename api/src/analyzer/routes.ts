// The analyzer's calls (spec 001 §7, issue 10): the three analysis modes, the campaign check (one creative for
// many targets, issue 32, ADR 315) and category detection, each taking an `image` part or the `filePath` of an
// earlier upload, and the audit trail (list, one record, CSV). Each acts for the requester: their own images
// and records, or every record for an admin (ADR 232).
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { AnalysisInputError, analysisFieldsSchema } from '../../../core/analyzer/analysis-request.js';
import type { AnalysisMode } from '../../../core/analyzer/results.js';
import { idParamSchema, wholeNumberText } from '../../../core/contract.js';
import { HttpError, notFound, parseInput } from '../http/errors.js';
import { ownerOf } from '../identity/owner.js';
import { imageForm } from '../uploads/multipart.js';
import { AnalysisCancelled, cancelledWhenClientLeaves } from './cancellation.js';
import { OcrBusyError } from './ocr-pool.js';
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
    // Nobody is waiting for this answer; 499 is the status proxies log for a client that closed the request.
    if (error instanceof AnalysisCancelled) throw new HttpError(499, error.message);
    if (error instanceof OcrBusyError) {
      res.set('Retry-After', String(error.retryAfterSeconds));
      throw new HttpError(503, error.message);
    }
    throw error;
  }
}

const fieldsOf = (req: Request) => parseInput(analysisFieldsSchema, req.body ?? {}, 'analysis request');

/** `targets` is read in core (campaign.ts), where each wrong shape has its own message. */
const campaignFieldsSchema = analysisFieldsSchema.pick({ category: true, filePath: true, imagePath: true }).extend({ targets: z.unknown().optional() });

export function analyzerRoutes(analyzer: AnalyzerService): Router {
  const router = Router();

  for (const [path, mode] of Object.entries(MODES)) {
    router.post(path, imageForm, async (req, res) => {
      const fields = fieldsOf(req);
      res.json(await answer(res, () => analyzer.analyze({ ...fields, image: req.file?.buffer, mode, signal: cancelledWhenClientLeaves(res) }, ownerOf(req))));
    });
  }

  router.post('/analyze-ad-campaign', imageForm, async (req, res) => {
    const fields = parseInput(campaignFieldsSchema, req.body ?? {}, 'campaign check');
    res.json(await answer(res, () => analyzer.analyzeCampaign({ ...fields, image: req.file?.buffer, signal: cancelledWhenClientLeaves(res) }, ownerOf(req))));
  });

  router.post('/detect-ad-category', imageForm, async (req, res) => {
    const fields = fieldsOf(req);
    if (!req.file && !fields.filePath && !fields.imagePath) throw new HttpError(400, 'Please select an image file first');
    res.json(await answer(res, () => analyzer.detect({ image: req.file?.buffer, filePath: fields.filePath, imagePath: fields.imagePath, signal: cancelledWhenClientLeaves(res) }, ownerOf(req))));
  });

  router.get('/analyses', async (req, res) => {
    const { limit } = parseInput(historyQuerySchema, req.query, 'limit');
    res.json(await analyzer.history(ownerOf(req), limit ?? 50));
  });

  router.get('/analyses/export.csv', async (req, res) => {
    const csv = await analyzer.historyCsv(ownerOf(req));
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="ad-analyses.csv"')
      .send(csv);
  });

  router.get('/analyses/:id', async (req, res) => {
    const id = parseInput(idParamSchema, req.params.id, 'analysis id');
    // Another's record answers as one that does not exist.
    const record = await analyzer.record(ownerOf(req), id);
    if (!record) throw notFound(`No analysis with id ${id}.`);
    res.json(record);
  });

  return router;
}
