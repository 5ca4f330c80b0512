import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { packTextIndex, type PackedTextIndex } from './packed-text-index.js';

const options = { fields: ['title', 'body'], storeFields: [] };
const docs = [
  { id: 10, title: 'red fox', body: 'fox fox' },
  { id: 20, title: 'blue', body: 'red reds fox' },
  { id: 5, title: 'green', body: '' },
];
function indexOf(documents: typeof docs): MiniSearch<unknown> {
  const index = new MiniSearch<unknown>(options);
  index.addAll(documents);
  return index;
}

/** A term's postings read back from the packed arrays: field name → [document id, frequency] pairs. */
function postings(packed: PackedTextIndex, term: string): Record<string, [number, number][]> {
  const t = packed.terms.indexOf(term);
  const out: Record<string, [number, number][]> = {};
  for (let f = packed.termFieldStart[t]!; f < packed.termFieldStart[t + 1]!; f++) {
    const pairs: [number, number][] = [];
    for (let p = packed.postingStart[f]!; p < packed.postingStart[f + 1]!; p++) {
      pairs.push([packed.documentIds[packed.postingDocs[p]!]!, packed.postingFreqs[p]!]);
    }
    out[packed.fields[packed.termFieldIds[f]!]!] = pairs;
  }
  return out;
}

describe('packTextIndex', () => {
  it('keeps the fields, the document count, ids in insertion order and the average field lengths', () => {
    const packed = packTextIndex(indexOf(docs));
    expect(packed.fields).toEqual(['title', 'body']);
    expect(packed.documentCount).toBe(3);
    expect(packed.documentIds).toEqual([10, 20, 5]);
    // A length counts distinct tokens: "fox fox" is 1, and MiniSearch counts an empty body as one empty token.
    expect(packed.averageFieldLength).toEqual([4 / 3, 5 / 3]);
    expect([...packed.fieldLengths]).toEqual([2, 1, 1, 3, 1, 1]);
  });

  it('lists every term once, with its postings by field and document', () => {
    const packed = packTextIndex(indexOf(docs));
    expect([...packed.terms].sort()).toEqual(['blue', 'fox', 'green', 'red', 'reds']);
    expect(postings(packed, 'fox')).toEqual({ title: [[10, 1]], body: [[10, 2], [20, 1]] });
    expect(postings(packed, 'red')).toEqual({ title: [[10, 1]], body: [[20, 1]] });
    expect(postings(packed, 'reds')).toEqual({ body: [[20, 1]] });
    expect(postings(packed, 'green')).toEqual({ title: [[5, 1]] });
  });

  it('lays the arrays out back to back: each start list ends at the length of the list it indexes', () => {
    const packed = packTextIndex(indexOf(docs));
    // Term-fields: blue 1, fox 2, green 1, red 2, reds 1; postings: 1 + (1 + 2) + 1 + (1 + 1) + 1.
    expect(packed.termFieldStart).toHaveLength(packed.terms.length + 1);
    expect(packed.termFieldStart[0]).toBe(0);
    expect(packed.termFieldStart[packed.terms.length]).toBe(7);
    expect(packed.termFieldIds).toHaveLength(7);
    expect(packed.postingStart).toHaveLength(8);
    expect(packed.postingStart[0]).toBe(0);
    expect(packed.postingStart[7]).toBe(8);
    expect(packed.postingDocs).toHaveLength(8);
    expect(packed.postingFreqs).toHaveLength(8);
  });

  it('names a term\'s fields in field id order, as MiniSearch scores them', () => {
    const packed = packTextIndex(indexOf(docs));
    const t = packed.terms.indexOf('fox');
    expect([...packed.termFieldIds.subarray(packed.termFieldStart[t]!, packed.termFieldStart[t + 1]!)]).toEqual([0, 1]);
  });

  it('when an index is loaded from JSON that lists its fields out of id order, then fields still follow their ids', () => {
    const json = indexOf(docs).toJSON();
    const reordered = MiniSearch.loadJSON<unknown>(JSON.stringify({ ...json, fieldIds: { body: 1, title: 0 } }), options);
    const packed = packTextIndex(reordered);
    expect(packed.fields).toEqual(['title', 'body']);
    expect(postings(packed, 'blue')).toEqual({ title: [[20, 1]] });
  });

  it('packs an empty index to empty lists with the start lists at zero', () => {
    const packed = packTextIndex(indexOf([]));
    expect(packed.documentCount).toBe(0);
    expect(packed.documentIds).toEqual([]);
    expect(packed.terms).toEqual([]);
    expect([...packed.termFieldStart]).toEqual([0]);
    expect([...packed.postingStart]).toEqual([0]);
    expect(packed.fieldLengths).toHaveLength(0);
  });

  it('returns typed arrays, which IndexedDB stores as raw bytes', () => {
    const packed = packTextIndex(indexOf(docs));
    expect(packed.fieldLengths).toBeInstanceOf(Uint32Array);
    expect(packed.termFieldStart).toBeInstanceOf(Uint32Array);
    expect(packed.termFieldIds).toBeInstanceOf(Uint8Array);
    expect(packed.postingStart).toBeInstanceOf(Uint32Array);
    expect(packed.postingDocs).toBeInstanceOf(Uint32Array);
    expect(packed.postingFreqs).toBeInstanceOf(Uint32Array);
  });
});
