// Test double of the two server endpoints the replica talks to: GET /api/sync (delta, tombstones, reset,
// ETag/304 as api/src/sync does it), /api/saved-searches (idempotent by client UUID) and
// /api/followed-policies (PUT/DELETE idempotent, a follow of an unknown policy 404), the checkers'
// /api/events/policy-check (once per client id) and the builder's POST /api/generate-publisher-policy (the
// real generator over the fake's tables, a 400 {message} for bad input). Network failure and
// error answers can be switched on. Only tests import it.
import type { Category, FollowedPolicy, Jurisdiction, Platform, Policy, PolicyCheckEvent, PolicyUpdate, SavedSearch } from '../../../../../core/contract';
import { publisherPolicyRequestSchema } from '../../../../../core/contract';
import { generatePublisherPolicy, PublisherPolicyInputError, type PolicyLibrary } from '../../../../../core/publisher-policy';
import type { SyncDelta } from '../sync-replica';

type Entity = 'platforms' | 'categories' | 'jurisdictions' | 'documents' | 'laws' | 'policies' | 'updates';
type Row = { id: number; revision: number };

export const platform = (id: number, identifier: string, name: string, revision = 1): Platform => ({
  id, identifier, name, website: `https://${identifier}.example`, policyUrl: `https://${identifier}.example/policy`, kind: 'ad-platform', aliases: [], revision,
});
export const category = (id: number, name: string, revision = 1): Category => ({
  id, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, description: name, icon: 'tag', aliases: [], revision,
});
export const jurisdiction = (id: number, code: string, name: string, revision = 1): Jurisdiction => ({
  id, code, name, region: 'Test', parent: code === 'GLOBAL' ? null : 'GLOBAL', aliases: [], revision,
});
export const policy = (id: number, over: Partial<Policy> = {}): Policy => ({
  id, key: `policy-${id}`, platformId: 1, categoryId: 1, title: `Policy ${id}`, description: 'About ads.', status: 'allowed',
  requirements: '', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [],
  sourceUrl: 'https://example.com/policy', extraSources: [], lastUpdated: '2026-01-01', effectiveFrom: null,
  verifiedAt: '2026-01-01', confidence: 'high', note: null, revision: 1, jurisdictions: [{ id: 1, code: 'GLOBAL', name: 'Global' }], ...over,
});
export const update = (id: number, policyId: number, revision = 1): PolicyUpdate => ({
  id, key: `update-${id}`, policyId, lawId: null, changeType: 'Policy Change', updateDate: '2026-01-01', summary: 'Changed.', details: '',
  affectedJurisdictions: [], sourceUrl: 'https://example.com/u', revision,
});

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export class FakeServer {
  revision = 0;
  readonly tables: Record<Entity, Map<number, Row>> = {
    platforms: new Map(), categories: new Map(), jurisdictions: new Map(), documents: new Map(), laws: new Map(), policies: new Map(), updates: new Map(),
  };
  readonly tombstones: { entity: Entity; id: number; revision: number }[] = [];
  readonly savedSearches: (SavedSearch & { deleted: boolean })[] = [];
  /** The checks the checkers recorded (POST /api/events/policy-check), once per client id. */
  readonly policyChecks: PolicyCheckEvent[] = [];
  /** The server's follows, by policy id. */
  readonly follows = new Map<number, FollowedPolicy>();
  readonly requests: FakeRequest[] = [];
  /** When set, every request fails as a dropped connection would. */
  offline = false;
  /** When set, the next saved-search write is answered with this status and body, once. */
  nextWriteAnswer: { status: number; body: string } | null = null;
  /** When set, GET /api/config answers this (the deployment's configuration); otherwise it is a 404. */
  config: Record<string, unknown> | null = null;

  /** Puts rows into the dataset as one new revision. */
  publish(rows: Partial<Record<Entity, Row[]>>, deleted: Partial<Record<Entity, number[]>> = {}): number {
    this.revision += 1;
    for (const [entity, list] of Object.entries(rows) as [Entity, Row[]][]) {
      for (const row of list) this.tables[entity].set(row.id, { ...row, revision: this.revision });
    }
    for (const [entity, ids] of Object.entries(deleted) as [Entity, number[]][]) {
      for (const id of ids) {
        this.tables[entity].delete(id);
        this.tombstones.push({ entity, id, revision: this.revision });
      }
    }
    return this.revision;
  }

  /** Rebuilds the dataset from scratch at a lower revision (the server's database was recreated). */
  rebuild(rows: Partial<Record<Entity, Row[]>>): void {
    for (const table of Object.values(this.tables)) table.clear();
    this.tombstones.length = 0;
    this.revision = 0;
    this.publish(rows);
  }

  serverSearches(): SavedSearch[] {
    return this.savedSearches.filter((s) => !s.deleted).map(({ deleted: _deleted, ...s }) => s);
  }

  readonly fetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://fake.local');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, path: url.pathname + url.search, headers, body });
    if (this.offline) throw new TypeError('Failed to fetch');

    if (url.pathname === '/api/config' && method === 'GET' && this.config) return json(200, this.config);
    if (url.pathname === '/api/sync' && method === 'GET') return this.sync(Number(url.searchParams.get('since') ?? 0), headers['if-none-match']);
    if (url.pathname === '/api/saved-searches' && method === 'GET') return json(200, this.serverSearches());
    if (this.nextWriteAnswer && url.pathname.startsWith('/api/saved-searches')) {
      const answer = this.nextWriteAnswer;
      this.nextWriteAnswer = null;
      return new Response(answer.body, { status: answer.status, statusText: 'Refused' });
    }
    if (url.pathname === '/api/saved-searches' && method === 'POST') {
      const input = body as Omit<SavedSearch, 'id' | 'dateCreated'>;
      const existing = this.savedSearches.find((s) => s.clientId === input.clientId);
      if (existing) return json(200, { ...existing, deleted: undefined });
      const row = { ...input, id: this.savedSearches.length + 1, dateCreated: new Date(Date.UTC(2026, 10, 23, 9, this.savedSearches.length)).toISOString(), deleted: false };
      this.savedSearches.push(row);
      return json(201, { ...row, deleted: undefined });
    }
    if (url.pathname.startsWith('/api/followed-policies')) return this.followedPolicies(url.pathname, method);
    if (url.pathname === '/api/generate-publisher-policy' && method === 'POST') return this.generatePublisherPolicy(body);
    if (url.pathname === '/api/events/policy-check' && method === 'POST') {
      const check = body as PolicyCheckEvent;
      if (!this.policyChecks.some((c) => c.clientId === check.clientId)) this.policyChecks.push(check);
      return new Response(null, { status: 204 });
    }
    const match = url.pathname.match(/^\/api\/saved-searches\/(.+)$/);
    if (match && method === 'DELETE') {
      const ref = decodeURIComponent(match[1]!);
      const row = this.savedSearches.find((s) => s.clientId === ref || String(s.id) === ref);
      if (!row) return json(404, { message: 'Saved search not found.' });
      row.deleted = true;
      return new Response(null, { status: 204 });
    }
    return json(404, { message: 'Not found' });
  };

  /** The date the fake's generator writes on the documents. */
  today = '2026-11-25';

  private generatePublisherPolicy(body: unknown): Response {
    const request = publisherPolicyRequestSchema.safeParse(body);
    if (!request.success) return json(400, { message: request.error.issues[0]?.message ?? 'Invalid policy request.' });
    const rows = (entity: Entity) => [...this.tables[entity].values()] as never[];
    const library: PolicyLibrary = {
      revision: this.revision, platforms: rows('platforms'), categories: rows('categories'), jurisdictions: rows('jurisdictions'),
      documents: rows('documents'), laws: rows('laws'), policies: rows('policies'),
    };
    try {
      return json(200, generatePublisherPolicy(library, request.data, this.today));
    } catch (error) {
      if (error instanceof PublisherPolicyInputError) return json(400, { message: error.message });
      throw error;
    }
  }

  private followedPolicies(path: string, method: string): Response {
    if (path === '/api/followed-policies' && method === 'GET') return json(200, [...this.follows.values()].reverse());
    const policyId = Number(path.match(/^\/api\/followed-policies\/(\d+)$/)?.[1]);
    if (!policyId) return json(400, { message: 'Invalid policy id.' });
    if (method === 'DELETE') {
      this.follows.delete(policyId);
      return new Response(null, { status: 204 });
    }
    if (method !== 'PUT') return json(404, { message: 'Not found' });
    const existing = this.follows.get(policyId);
    if (existing) return json(200, existing);
    if (!this.tables.policies.has(policyId)) return json(404, { message: 'Policy not found.' });
    const follow = { policyId, dateFollowed: new Date(Date.UTC(2026, 10, 24, 9, this.follows.size)).toISOString() };
    this.follows.set(policyId, follow);
    return json(201, follow);
  }

  private sync(requested: number, ifNoneMatch: string | undefined): Response {
    const etag = `"sync-${requested}-${this.revision}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304 });
    const reset = requested > this.revision;
    const since = reset ? 0 : requested;
    const changed = (entity: Entity) => [...this.tables[entity].values()].filter((r) => r.revision > since).sort((a, b) => a.id - b.id);
    const delta: SyncDelta = {
      revision: this.revision,
      reset,
      platforms: changed('platforms') as never,
      categories: changed('categories') as never,
      jurisdictions: changed('jurisdictions') as never,
      documents: changed('documents') as never,
      laws: changed('laws') as never,
      policies: changed('policies') as never,
      updates: changed('updates') as never,
      deleted: since === 0 ? [] : this.tombstones.filter((t) => t.revision > since).map(({ entity, id }) => ({ entity, id })),
    };
    return new Response(JSON.stringify(delta), { status: 200, headers: { 'content-type': 'application/json', etag } });
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
