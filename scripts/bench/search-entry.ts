// Bundled by search.ts and run inside a Chromium page (under 4× CPU throttling): the one search
// module, over the real dataset and over a synthetic 10,000-policy corpus. Timed: building the index,
// loading it back as the app does on a reload (from IndexedDB, then loadPolicySearch), and each search.
import type { Category, Jurisdiction, Platform, Policy, PolicyFilters, SortOrder } from '../../core/contract';
import { withRefs } from '../../core/policy-refs';
import { buildPolicySearch } from '../../core/search/build-policy-search';
import { loadPolicySearch, type SerializedPolicySearch } from '../../core/search/policy-search';

export interface BenchDataset {
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  policies: Policy[];
}

export interface BenchQuery {
  q: string;
  filters: PolicyFilters;
  sort: SortOrder;
}

export interface SearchTimings {
  policies: number;
  buildMs: number;
  /** The stored index: MiniSearch's JSON plus the filter and sort columns. */
  storedBytes: number;
  /** Median of 3: read the stored index from IndexedDB and load it, as the app does on a reload. */
  loadMs: number;
  calls: number;
  p50: number;
  p95: number;
  max: number;
  meanResults: number;
}

/** A deterministic generator, so every run benchmarks the same corpus. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'licence', 'certification', 'disclaimer', 'minors', 'age', 'verification', 'approval', 'regulator', 'exchange', 'wallet',
  'casino', 'lottery', 'betting', 'fantasy', 'skill', 'beer', 'wine', 'spirits', 'pharmacy', 'prescription', 'loans',
  'credit', 'insurance', 'dating', 'election', 'firearms', 'vaping', 'cannabis', 'cbd', 'nft', 'token', 'trading',
];

/** Grows the real dataset to `size` policies: same platforms, categories and jurisdictions, varied text. */
export function syntheticDataset(base: BenchDataset, size: number): BenchDataset {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const policies: Policy[] = [];
  for (let i = 0; i < size; i++) {
    const template = base.policies[i % base.policies.length]!;
    const extra = Array.from({ length: 6 }, () => pick(WORDS)).join(' ');
    const jurisdictions = Array.from(new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(base.jurisdictions))));
    const day = 1 + Math.floor(random() * 1000);
    policies.push({
      ...template,
      id: i + 1,
      key: `synthetic-${i}`,
      platformId: pick(base.platforms).id,
      categoryId: pick(base.categories).id,
      title: `${template.title} ${pick(WORDS)} ${i}`,
      description: `${template.description} ${extra}`,
      status: pick(['allowed', 'limited', 'prohibited'] as const),
      jurisdictions: jurisdictions.map((j) => ({ id: j.id, code: j.code, name: j.name })),
      lastUpdated: new Date(Date.UTC(2023, 0, day)).toISOString().slice(0, 10),
    });
  }
  return { ...base, policies };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Bytes of the stored index: typed arrays as their buffers, the rest as JSON. */
const byteSize = (value: unknown): number =>
  ArrayBuffer.isView(value)
    ? value.byteLength
    : Array.isArray(value)
      ? value.reduce((sum: number, v) => sum + byteSize(v), 0)
      : value !== null && typeof value === 'object'
        ? Object.values(value).reduce((sum: number, v) => sum + byteSize(v), 0)
        : JSON.stringify(value).length;

const idbRequest = <T>(request: IDBRequest<T>) =>
  new Promise<T>((ok, fail) => {
    request.onsuccess = () => ok(request.result);
    request.onerror = () => fail(request.error);
  });

/** A scratch IndexedDB database holding one serialised index, like the replica's searchIndexes store. */
async function storeIndex(name: string, serialized: SerializedPolicySearch): Promise<void> {
  indexedDB.deleteDatabase(name);
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => open.result.createObjectStore('searchIndexes');
  const db = await idbRequest(open);
  const tx = db.transaction('searchIndexes', 'readwrite');
  tx.objectStore('searchIndexes').put(serialized, 'policies');
  await new Promise((ok, fail) => {
    tx.oncomplete = ok;
    tx.onerror = () => fail(tx.error);
  });
  db.close();
}

async function readIndex(name: string): Promise<SerializedPolicySearch> {
  const db = await idbRequest(indexedDB.open(name, 1));
  const stored = await idbRequest(db.transaction('searchIndexes').objectStore('searchIndexes').get('policies'));
  db.close();
  return stored as SerializedPolicySearch;
}

export async function timeSearch(dataset: BenchDataset, queries: BenchQuery[], repeats: number): Promise<SearchTimings> {
  const t0 = performance.now();
  const policies = withRefs(dataset.policies, dataset.platforms, dataset.categories);
  const built = buildPolicySearch({ policies, platforms: dataset.platforms, categories: dataset.categories, jurisdictions: dataset.jurisdictions });
  const serialized = built.serialize();
  const buildMs = performance.now() - t0;
  const storedBytes = byteSize(serialized);

  const dbName = `search-bench-${policies.length}`;
  await storeIndex(dbName, serialized);
  const loads: number[] = [];
  let index = built;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    index = loadPolicySearch(await readIndex(dbName), dataset);
    loads.push(performance.now() - start);
  }
  indexedDB.deleteDatabase(dbName);

  index.searchIds(queries[0]!); // warm-up
  const times: number[] = [];
  let results = 0;
  for (let r = 0; r < repeats; r++) {
    for (const query of queries) {
      const start = performance.now();
      results += index.searchIds(query).length;
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    policies: policies.length,
    buildMs,
    storedBytes,
    loadMs: loads.sort((a, b) => a - b)[1]!,
    calls: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1)!,
    meanResults: results / times.length,
  };
}

declare global {
  interface Window {
    __searchBench: { syntheticDataset: typeof syntheticDataset; timeSearch: typeof timeSearch };
  }
}
window.__searchBench = { syntheticDataset, timeSearch };
