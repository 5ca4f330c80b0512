// An analysis made on the device by the offline analyzer (issue 33, ADR 320), as the device sends it to the
// audit trail (POST /api/analyses/device): the result of its mode as shown, which carries the text read and
// the detection, with the rules version and the policy library revision that judged it. No image: it never
// left the device. The client id makes a replay (a lost answer, a second tab) one record.
import { z } from 'zod';
import { clientIdSchema } from '../contract.js';
import { ANALYSIS_MODES } from './results.js';
import { VERDICTS } from './types.js';

/** What the audit trail keeps of the result; the rest of the mode's result is stored as sent. */
const deviceResultSchema = z.looseObject({
  verdict: z.enum(VERDICTS),
  analysis: z.looseObject({
    engine: z.literal('rules'),
    extractedText: z.string().max(20_000),
    ocrConfidence: z.number().min(0).max(100),
    detection: z.looseObject({ category: z.string().min(1).max(64), confidence: z.number().min(0).max(1) }),
    durationMs: z.number().int().min(0),
    ocrMs: z.number().int().min(0),
    analysedAt: z.iso.datetime(),
  }),
});

export const deviceAnalysisSchema = z.object({
  clientId: clientIdSchema,
  mode: z.enum(ANALYSIS_MODES),
  platform: z.string().trim().min(1).max(64),
  jurisdiction: z.string().trim().min(1).max(16),
  /** The category chosen, or null when it was detected. */
  category: z.string().trim().min(1).max(64).nullable(),
  rulesVersion: z.string().trim().min(1).max(64),
  datasetRevision: z.number().int().min(0),
  result: deviceResultSchema,
});

export type DeviceAnalysisPayload = z.input<typeof deviceAnalysisSchema>;

/** What a result checked on a device says about itself: the rules and the library revision that judged it. */
export interface DeviceCheck {
  rulesVersion: string;
  datasetRevision: number;
}

const NOTE_PREFIX = 'Checked on this device · Rules ';
const NOTE_REVISION = ' · policy library revision ';

/** The record's engine note: where it was checked, by which rules over which library. */
export const deviceEngineNote = (rulesVersion: string, datasetRevision: number) => `${NOTE_PREFIX}${rulesVersion}${NOTE_REVISION}${datasetRevision}`;

/** The device check a record's engine note names (deviceEngineNote read back), or null for any other note. */
export function deviceCheckOfNote(note: string | null): DeviceCheck | null {
  if (!note?.startsWith(NOTE_PREFIX)) return null;
  const at = note.lastIndexOf(NOTE_REVISION);
  const revision = note.slice(at + NOTE_REVISION.length);
  if (at < NOTE_PREFIX.length || !/^\d+$/.test(revision)) return null;
  return { rulesVersion: note.slice(NOTE_PREFIX.length, at), datasetRevision: Number(revision) };
}
