// POST /api/analyses/device (issue 33, ADR 320): an analysis the offline analyzer made on the rep's device,
// sent by its outbox, kept in the audit trail as the caller's record (ADR 232) with engine 'rules' and a note
// that it was checked on the device. Idempotent by the device's client id: 201 with the new record's id, 200
// with the same id for a replay, never a second record. GET /api/analyses/device/:clientId reads it back.
import { Router } from 'express';
import { UniqueConstraintError } from 'sequelize';
import { deviceAnalysisSchema, deviceEngineNote } from '../../../core/analyzer/device-analysis.js';
import { clientIdSchema } from '../../../core/contract.js';
import { notFound, parseInput } from '../http/errors.js';
import { ownerOf } from '../identity/owner.js';
import type { AnalysisRepository } from './repository.js';

export function deviceAnalysisRoutes(analyses: AnalysisRepository): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const input = parseInput(deviceAnalysisSchema, req.body ?? {}, 'device analysis');
    const owner = ownerOf(req).key;
    const known = await analyses.findByClient(owner, input.clientId);
    if (known !== null) {
      res.status(200).json({ id: known, clientId: input.clientId });
      return;
    }
    const meta = input.result.analysis;
    let id: number;
    try {
      id = await analyses.record({
        owner,
        clientId: input.clientId,
        mode: input.mode,
        // Nothing was uploaded: the record names no stored image.
        uploadName: '',
        uploadHash: '',
        platform: input.platform,
        category: input.category,
        jurisdiction: input.jurisdiction,
        detection: meta.detection,
        extractedText: meta.extractedText,
        ocrConfidence: meta.ocrConfidence,
        engine: 'rules',
        model: null,
        engineNote: deviceEngineNote(input.rulesVersion, input.datasetRevision),
        verdict: input.result.verdict,
        result: input.result,
        durationMs: meta.durationMs,
        ocrMs: meta.ocrMs,
        createdAt: meta.analysedAt,
      });
    } catch (error) {
      // The same analysis replayed side by side (two tabs): the other request stored it.
      const stored = error instanceof UniqueConstraintError ? await analyses.findByClient(owner, input.clientId) : null;
      if (stored === null) throw error;
      res.status(200).json({ id: stored, clientId: input.clientId });
      return;
    }
    res.status(201).json({ id, clientId: input.clientId });
  });

  // The record a device analysis became, by the client id the device knows it by (a campaign cell checked
  // offline links to it): the caller's own, as GET /api/analyses/:id answers it.
  router.get('/:clientId', async (req, res) => {
    const clientId = parseInput(clientIdSchema, req.params.clientId, 'client id');
    const owner = ownerOf(req);
    const id = await analyses.findByClient(owner.key, clientId);
    const record = id === null ? null : await analyses.get(owner, id);
    if (!record) throw notFound('No analysis made on a device with this id is in your audit trail.');
    res.json(record);
  });
  return router;
}
