// The boot path's one hand-off (web/src/boot/, ADR 311). Before React loads, three scripts bundled
// separately — two inlined into index.html and the entry module — run in turn on one page and pass work
// along: a read of the replica already under way, a remembered answer's rows, a request already sent to the
// server, a search to run inside that read, a paint to wait for. They meet here, on one global object
// (window.__adpolicyBoot), typed below: who sets each part and who takes it is said with the part.
import type { Category, Jurisdiction, Platform, Policy } from '../../../core/contract';
import type { StoredSearchIndex } from './replica/replica-db';

/** What shell-route read of the replica on /search, with its open connection (the reader closes it). */
export interface RawReplicaRead {
  db: IDBDatabase;
  revision: number;
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  stored: StoredSearchIndex | undefined;
}

/** The read once its transaction is complete, with what a search run inside it asked for, if one did. */
export interface RawReplicaStart<Early = unknown> extends RawReplicaRead {
  early: Early | null;
}

/**
 * Runs inside shell-route's read transaction, as soon as the stored index is read: it may ask for rows of
 * `policies` in that same transaction; what it returns comes back as the start's `early`.
 */
export type ReplicaReadSearch<Early> = (read: RawReplicaRead, policies: IDBObjectStore) => Early | null;

/**
 * The answer an address had when it was last painted on a reload (the ids of its first cards, its count), with
 * the dataset revision it was computed at (boot/last-answer.ts keeps it).
 */
export interface LastAnswer {
  /** pathname + search, as location has them. */
  address: string;
  revision: number;
  count: number;
  ids: number[];
}

/** What shell-route read of the last answer, once its rows are here (a row removed since reads undefined). */
export interface RememberedAnswer extends LastAnswer {
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
  rows: (Policy | undefined)[];
}

/** An answer painted into the pre-rendered shell: its nodes (to be replaced if need be) and what they show. */
export interface PaintedAnswer {
  nodes: ChildNode[];
  count: number;
  ids: readonly number[];
}

/** A request for the server's answer to a search, already on its way. */
export interface EarlyServerRequest {
  path: string;
  response: Promise<Response>;
}

export interface BootHandoff {
  /** shell-route, on /search: its replica read; null when there is no replica (yet) to read. Taken by the first answer. */
  replicaStart?: Promise<RawReplicaStart | null>;
  /** shell-route, on /search: this address's remembered answer with its rows, or null (none, another revision). */
  rememberedAnswer?: Promise<RememberedAnswer | null>;
  /** shell-route, on /search: an answer is remembered for this address, so the entry loader waits for its paint. */
  remembers?: boolean;
  /** shell-route, on /search of a device never synced: the server's answer, asked for; server-answer.ts takes it once. */
  serverRequest?: EarlyServerRequest;
  /** The first answer, while the read is under way: its search, which shell-route's read runs when the index arrives. */
  searchInRead?: ReplicaReadSearch<unknown>;
  /** remembered-answer (inlined after the shell): what it painted, or null. The entry loader and the first answer wait for it. */
  rememberedPaint?: Promise<PaintedAnswer | null>;
}

declare global {
  interface Window {
    __adpolicyBoot?: BootHandoff;
  }
}

const NOTHING_HANDED: Readonly<BootHandoff> = Object.freeze({});

/** What the boot path has handed over so far on this page (nothing outside a browser). */
export function bootHandoff(): Readonly<BootHandoff> {
  return typeof window === 'undefined' ? NOTHING_HANDED : (window.__adpolicyBoot ?? NOTHING_HANDED);
}

/** Hands these parts over (a part set to undefined is taken back). */
export function handOff(parts: Partial<BootHandoff>): void {
  if (typeof window === 'undefined') return;
  window.__adpolicyBoot = Object.assign(window.__adpolicyBoot ?? {}, parts);
}
