// The audit trail's device route (POST /api/analyses/device) in front of whatever fetch answers the rest:
// idempotent by client id as the server's is. Returns the bodies it kept, in the order they first came.
import { vi } from 'vitest';

export function fakeDeviceAuditTrail(): Record<string, unknown>[] {
  const posted: Record<string, unknown>[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (new URL(String(input), 'http://fake.local').pathname !== '/api/analyses/device') return next(input, init);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const replay = posted.some((p) => p.clientId === body.clientId);
    if (!replay) posted.push(body);
    return Response.json({ id: 90 + posted.length, clientId: body.clientId }, { status: replay ? 200 : 201 });
  });
  return posted;
}
