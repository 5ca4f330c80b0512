// `npm run bench`, section 4: bytes on the wire (status line + headers + body, over raw HTTP) for a full
// first sync, a no-change sync (200 with an empty delta) and a no-change sync with its ETag (304).
// DESIGN §9: a no-change sync under 1 KB. The full first sync is also the dataset the other sections use.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BenchDataset } from './search-entry.js';
import { kb, line } from './runner.js';

interface WireAnswer {
  status: number;
  etag: string | null;
  encoding: string | undefined;
  responseBytes: number;
  requestBytes: number;
  body: string;
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function wireGet(base: string, path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((ok, fail) => {
    const request = http.get(`${base}${path}`, { agent: false, headers: { accept: 'application/json', 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const socket = res.socket;
        ok({
          status: res.statusCode ?? 0,
          etag: (res.headers.etag as string | undefined) ?? null,
          encoding: res.headers['content-encoding'],
          responseBytes: socket.bytesRead,
          requestBytes: socket.bytesWritten,
          body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
        });
      });
    });
    request.on('error', fail);
  });
}

export interface FullSync {
  wire: WireAnswer;
  snapshot: BenchDataset & { revision: number };
}

/** GET /api/sync?since=0 as a browser asks for it (compressed), and the dataset it carries. */
export async function fullSync(base: string): Promise<FullSync> {
  const wire = await wireGet(base, '/api/sync?since=0');
  return { wire, snapshot: JSON.parse(wire.body) as BenchDataset & { revision: number } };
}

interface WireSize {
  status: number;
  responseBytes: number;
  requestBytes: number;
}

export interface SyncBytes {
  fullFirstSync: { encoding: string | undefined; responseBytes: number; requestBytes: number; bodyUncompressedBytes: number; policies: number; roundTrips: 1 };
  noChange200: WireSize;
  noChange304: WireSize;
}

/** The `sync` part of reports/bench.json: the full first sync, then the two no-change syncs, asked now. */
export async function syncBytes(base: string, full: FullSync): Promise<SyncBytes> {
  const { wire, snapshot } = full;
  const noChange = await wireGet(base, `/api/sync?since=${snapshot.revision}`);
  const notModified = await wireGet(base, `/api/sync?since=${snapshot.revision}`, { 'if-none-match': noChange.etag ?? '' });
  const fullRaw = Buffer.byteLength(wire.body);
  return {
    fullFirstSync: { encoding: wire.encoding, responseBytes: wire.responseBytes, requestBytes: wire.requestBytes, bodyUncompressedBytes: fullRaw, policies: snapshot.policies.length, roundTrips: 1 },
    noChange200: { status: noChange.status, responseBytes: noChange.responseBytes, requestBytes: noChange.requestBytes },
    noChange304: { status: notModified.status, responseBytes: notModified.responseBytes, requestBytes: notModified.requestBytes },
  };
}

export function printSyncBytes(sync: SyncBytes): void {
  const { fullFirstSync: full, noChange200: noChange, noChange304: notModified } = sync;
  console.log('\nSync bytes on the wire (status line + headers + body):');
  line(`full first sync (${full.policies} policies, 1 round trip)`, `${kb(full.responseBytes)} ${full.encoding ?? 'uncompressed'} (body ${kb(full.bodyUncompressedBytes)})`);
  line('no-change sync, 200 with empty delta', `${noChange.responseBytes} B (+ ${noChange.requestBytes} B request)`, 'budget < 1 KB');
  line('no-change sync with ETag, 304', `${notModified.responseBytes} B (+ ${notModified.requestBytes} B request)`, 'budget < 1 KB');
}
