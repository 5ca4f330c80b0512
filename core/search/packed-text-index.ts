// A MiniSearch index as flat typed arrays: the form the offline app keeps in IndexedDB (which stores typed
// arrays as raw bytes) and loads in a few milliseconds per thousand policies. MiniSearch's own loadJSON
// builds a Map for every posting up front: for 10,000 policies some 750,000 entries and most of a second on
// a slow phone, before the first answer. Packing reads only MiniSearch's public serialisation (toJSON);
// text-scorer.ts answers queries straight from these arrays.
import type MiniSearch from 'minisearch';

export interface PackedTextIndex {
  /** Field names, by field id. */
  fields: string[];
  documentCount: number;
  /** Average length (in terms) of each field, by field id. */
  averageFieldLength: number[];
  /** The document id of each document; a document's position in this list is how the arrays below name it. */
  documentIds: number[];
  /** The length of each field of each document: position × field count + field id. */
  fieldLengths: Uint32Array;
  /** The terms; term t's fields are termFieldStart[t] up to termFieldStart[t + 1] in termFieldIds, by field id. */
  terms: string[];
  termFieldStart: Uint32Array;
  termFieldIds: Uint8Array;
  /** Posting list of term-field f: postingStart[f] up to postingStart[f + 1] in postingDocs (positions) and postingFreqs. */
  postingStart: Uint32Array;
  postingDocs: Uint32Array;
  postingFreqs: Uint32Array;
}

/** Packs a MiniSearch whose document ids are numbers and from which nothing was removed. */
export function packTextIndex(index: MiniSearch<unknown>): PackedTextIndex {
  const plain = index.toJSON();
  const fields = Object.entries(plain.fieldIds)
    .sort(([, a], [, b]) => a - b)
    .map(([name]) => name);
  const shortIds = Object.keys(plain.documentIds);
  const positionOf = new Map(shortIds.map((shortId, position) => [shortId, position]));
  const fieldLengths = new Uint32Array(shortIds.length * fields.length);
  shortIds.forEach((shortId, position) => fieldLengths.set(plain.fieldLength[shortId]!, position * fields.length));

  const terms: string[] = [];
  const termFieldStart: number[] = [0];
  const termFieldIds: number[] = [];
  const postingStart: number[] = [0];
  const postingDocs: number[] = [];
  const postingFreqs: number[] = [];
  for (const [term, byField] of plain.index) {
    terms.push(term);
    // By field id: MiniSearch scores a term's fields in that order, and the scorer must add in the same order.
    // The keys are integers, which Object.keys always lists in ascending order: no sort needed.
    for (const fieldId of Object.keys(byField).map(Number)) {
      termFieldIds.push(fieldId);
      for (const [shortId, freq] of Object.entries(byField[fieldId]!)) {
        postingDocs.push(positionOf.get(shortId)!);
        postingFreqs.push(freq);
      }
      postingStart.push(postingDocs.length);
    }
    termFieldStart.push(termFieldIds.length);
  }
  return {
    fields,
    documentCount: plain.documentCount,
    averageFieldLength: plain.averageFieldLength,
    documentIds: shortIds.map((shortId) => plain.documentIds[shortId] as number),
    fieldLengths,
    terms,
    termFieldStart: Uint32Array.from(termFieldStart),
    termFieldIds: Uint8Array.from(termFieldIds),
    postingStart: Uint32Array.from(postingStart),
    postingDocs: Uint32Array.from(postingDocs),
    postingFreqs: Uint32Array.from(postingFreqs),
  };
}
