// The audit trail's device routes in front of whatever fetch answers the rest: POST /api/analyses/device,
// idempotent by client id as the server's is, and GET /api/analyses/device/{clientId}, the record it made.
// Returns the bodies it kept, in the order they first came.
import { vi } from 'vitest';

export function fakeDeviceAuditTrail(): Record<string, unknown>[] {
  const posted: Record<string, unknown>[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://fake.local').pathname;
    const read = /^\/api\/analyses\/device\/([^/]+)$/.exec(path);
    if (read) {
      const at = posted.findIndex((p) => p.clientId === decodeURIComponent(read[1]!));
      return at < 0 ? Response.json({ message: 'No analysis made on a device with this id is in your audit trail.' }, { status: 404 }) : Response.json(recordOf(posted[at]!, 91 + at));
    }
    if (path !== '/api/analyses/device') return next(input, init);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const replay = posted.some((p) => p.clientId === body.clientId);
    if (!replay) posted.push(body);
    return Response.json({ id: 90 + posted.length, clientId: body.clientId }, { status: replay ? 200 : 201 });
  });
  return posted;
}

/** The record the server keeps of a device analysis, as GET /api/analyses/{id} answers it. */
function recordOf(body: Record<string, unknown>, id: number): Record<string, unknown> {
  const { mode, platform, jurisdiction, category, result, rulesVersion, datasetRevision } = body;
  return { id, mode, platform, jurisdiction, category, engine: 'rules', checkedOnDevice: true, imageRemoved: false, filePath: '', result, device: { rulesVersion, datasetRevision } };
}
