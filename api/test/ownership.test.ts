import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord, AnalysisSummary, DetectResult } from '../../core/analyzer/history.js';
import type { FollowedPolicy, SavedSearch } from '../../core/contract.js';
import { findRows } from '../src/db/database.js';
import { imageStore } from '../src/uploads/image-store.js';
import { uploadRetention } from '../src/uploads/retention.js';
import { localDiskBackend } from '../src/uploads/stores/local-disk.js';
import { clientCookie, dialects, errorBody, startTestApp, type TestApp } from './harness.js';

// Whose data is it (issue 31, ADR 232): each browser is a client named by its cookie, or a person named by a
// trusted proxy; saved searches, follows, analyses and images belong to whoever made them, and to anyone else
// they do not exist (404). Admins read the whole audit trail. Images leave after the retention period, their
// records stay marked; a client's stored images are bounded by a quota.

const DAY_MS = 24 * 60 * 60 * 1000;

const adImage = (label: string) =>
  sharp({ create: { width: 360, height: 160, channels: 3, background: '#1d3f72' } })
    .composite([{ input: Buffer.from(`<svg width="360" height="160"><text x="12" y="90" font-size="34" fill="white">${label}</text></svg>`), top: 0, left: 0 }])
    .png()
    .toBuffer();

/** Random pixels compress to nothing: about 480 KB stored, whatever the encoder. */
const noiseImage = async () => {
  const pixels = randomBytes(400 * 400 * 3);
  return sharp(pixels, { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
};

const imageForm = (data: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'ad.png');
  return form;
};

const filters = { platforms: [], categories: [], jurisdictions: [], status: [] };

describe.each(dialects())('ownership on %s', (dialect) => {
  let app: TestApp;
  /** A second browser: a cookie of its own. */
  const other = clientCookie();
  const as = (cookie: string) => ({ headers: { cookie } });
  const upload = async (cookie: string, data: Buffer) => fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(data), headers: { cookie } });
  const detect = async (cookie: string, data: Buffer) => {
    const response = await fetch(`${app.url}/api/detect-ad-category`, { method: 'POST', body: imageForm(data), headers: { cookie } });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as DetectResult;
  };

  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(async () => app?.stop());

  const save = (name: string, init: { headers?: Record<string, string> } = {}) =>
    fetch(`${app.url}/api/saved-searches`, {
      method: 'POST',
      body: JSON.stringify({ clientId: crypto.randomUUID(), name, query: 'crypto', filters }),
      headers: { 'content-type': 'application/json', ...init.headers },
    });

  it('when a browser without a client cookie keeps something, then it gets one: HttpOnly, SameSite=Strict, Path=/, long-lived, 128 random bits', async () => {
    const first = await save('First');
    expect(first.status).toBe(201);
    const cookies = first.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatch(/^adpolicy_client=[A-Za-z0-9_-]{22};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(cookie).not.toMatch(/; Secure/);
    // What it kept is under that cookie.
    const mine = (await (await app.get('/api/saved-searches', as(cookie.split(';')[0]!))).json()) as SavedSearch[];
    expect(mine.map((s) => s.name)).toEqual(['First']);
    // Each browser gets its own.
    const second = (await save('Second')).headers.getSetCookie()[0]!;
    expect(second.split(';')[0]).not.toBe(cookie.split(';')[0]);
    // A request that carries one is not given another.
    expect((await save('Third', as(cookie.split(';')[0]!))).headers.getSetCookie()).toEqual([]);
    // Served over HTTPS behind the local proxy: Secure as well.
    const https = await save('Fourth', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it('when a browser without a cookie reads, syncs and sends usage events, then no answer sets a cookie that could replace the one a write was given', async () => {
    const burst = await Promise.all([
      fetch(`${app.url}/api/health`),
      fetch(`${app.url}/api/config`),
      fetch(`${app.url}/api/sync?since=0`),
      fetch(`${app.url}/api/policies?q=crypto`),
      fetch(`${app.url}/api/saved-searches`),
      fetch(`${app.url}/api/followed-policies`),
      fetch(`${app.url}/api/analyses`),
      fetch(`${app.url}/api/events/page-view`, { method: 'POST', body: JSON.stringify({ path: '/' }), headers: { 'content-type': 'application/json' } }),
    ]);
    for (const response of burst) {
      expect(response.status, response.url).toBeLessThan(300);
      expect(response.headers.getSetCookie(), response.url).toEqual([]);
    }
    // Its lists are empty: a browser without a cookie owns nothing.
    expect(await burst[4]!.json()).toEqual([]);
    expect(await burst[6]!.json()).toEqual([]);
  });

  it('when a cookie the server never issued arrives, then it is replaced, not adopted', async () => {
    const response = await save('Guessed', as('adpolicy_client=guessable'));
    expect(response.headers.getSetCookie()[0]).toMatch(/^adpolicy_client=[A-Za-z0-9_-]{22};/);
    expect((await (await app.get('/api/saved-searches', as('adpolicy_client=guessable'))).json()) as SavedSearch[]).toEqual([]);
  });

  it("when another client asks for a saved search, then it is not listed, cannot be deleted (404) and its UUID cannot be taken over", async () => {
    const clientId = crypto.randomUUID();
    const saved = (await (await app.send('POST', '/api/saved-searches', { clientId, name: 'Mine', query: 'crypto', filters })).json()) as SavedSearch;
    expect((await (await app.get('/api/saved-searches', as(other))).json()) as SavedSearch[]).toEqual([]);
    for (const ref of [saved.id, clientId]) {
      const refused = await app.send('DELETE', `/api/saved-searches/${ref}`, undefined, { cookie: other });
      expect(refused.status).toBe(404);
      await errorBody(refused);
    }
    const takeover = await app.send('POST', '/api/saved-searches', { clientId, name: 'Theirs', query: 'x', filters }, { cookie: other });
    expect(takeover.status).toBe(409);
    expect(await errorBody(takeover)).not.toContain('Mine');
    expect((await (await app.get('/api/saved-searches')).json()) as SavedSearch[]).toEqual([saved]);
    // The owner still deletes it.
    expect((await app.send('DELETE', `/api/saved-searches/${clientId}`)).status).toBe(204);
  });

  it('when two clients follow a policy and one unfollows, then the other still follows it', async () => {
    const [policy] = await findRows(app.db.models.Policy, { attributes: ['id'], limit: 1 });
    const policyId = Number(policy!.id);
    expect((await app.send('PUT', `/api/followed-policies/${policyId}`)).status).toBe(201);
    expect((await app.send('PUT', `/api/followed-policies/${policyId}`, undefined, { cookie: other })).status).toBe(201);
    expect((await app.send('DELETE', `/api/followed-policies/${policyId}`, undefined, { cookie: other })).status).toBe(204);
    expect(((await (await app.get('/api/followed-policies')).json()) as FollowedPolicy[]).map((f) => f.policyId)).toEqual([policyId]);
    expect(await (await app.get('/api/followed-policies', as(other))).json()).toEqual([]);
    // A third client never followed it: its list is empty, and its unfollow changes nothing.
    expect((await app.send('DELETE', `/api/followed-policies/${policyId}`, undefined, { cookie: clientCookie() })).status).toBe(204);
    expect(((await (await app.get('/api/followed-policies')).json()) as FollowedPolicy[]).map((f) => f.policyId)).toEqual([policyId]);
  });

  it("when another client asks for an analysis or its image, then 404, and neither the list nor the CSV shows it", async () => {
    const mine = await detect(app.cookie, await adImage('Bitcoin trading 500% returns'));
    const own = await app.get(`/api/analyses/${mine.analysisId}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as AnalysisRecord).imageRemoved).toBe(false);
    expect((await app.get(`/uploads/${mine.filePath}`)).status).toBe(200);

    const record = await app.get(`/api/analyses/${mine.analysisId}`, as(other));
    expect(record.status).toBe(404);
    await errorBody(record);
    const list = (await (await app.get('/api/analyses?limit=500', as(other))).json()) as AnalysisSummary[];
    expect(list.map((r) => r.id)).not.toContain(mine.analysisId);
    const csv = await (await app.get('/api/analyses/export.csv', as(other))).text();
    expect(csv.split('\r\n').some((line) => line.startsWith(`${mine.analysisId},`))).toBe(false);

    expect((await app.get(`/uploads/${mine.filePath}`, as(other))).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/${mine.filePath}`)).status).toBe(404);
    // Nor can another client analyse it by its name.
    const reuse = await app.send('POST', '/api/analyze-ad-world-class', { filePath: mine.filePath, platform: 'google', jurisdiction: 'US' }, { cookie: other });
    expect(reuse.status).toBe(404);
    await errorBody(reuse);
    const redetect = await app.send('POST', '/api/detect-ad-category', { filePath: mine.filePath }, { cookie: other });
    expect(redetect.status).toBe(404);
  });

  it('when an upload is made, then only its uploader may fetch it', async () => {
    const response = await upload(other, await adImage('Other client ad'));
    expect(response.status).toBe(201);
    const { filePath } = (await response.json()) as { filePath: string };
    expect((await app.get(`/uploads/${filePath}`, as(other))).status).toBe(200);
    expect((await app.get(`/uploads/${filePath}`)).status).toBe(404);
  });

  it('when the retention period has passed, then the image is removed and its analysis stays, marked image removed', async () => {
    const old = await detect(app.cookie, await adImage('Old casino bonus'));
    const path = join(app.config.UPLOAD_DIR, old.filePath);
    expect(existsSync(path)).toBe(true);
    const retention = uploadRetention({ db: app.db, store: imageStore(localDiskBackend(app.config.UPLOAD_DIR)), days: app.config.UPLOAD_RETENTION_DAYS, logger: pino({ level: 'silent' }) });
    expect(app.config.UPLOAD_RETENTION_DAYS).toBe(30);

    // A day before the limit nothing goes.
    expect(await retention.sweep(new Date(Date.now() + 29 * DAY_MS))).toBe(0);
    expect(existsSync(path)).toBe(true);

    expect(await retention.sweep(new Date(Date.now() + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(existsSync(path)).toBe(false);
    expect((await app.get(`/uploads/${old.filePath}`)).status).toBe(404);
    const record = (await (await app.get(`/api/analyses/${old.analysisId}`)).json()) as AnalysisRecord;
    expect(record.imageRemoved).toBe(true);
    expect(record.extractedText.length).toBeGreaterThan(0);
    const listed = ((await (await app.get('/api/analyses?limit=500')).json()) as AnalysisSummary[]).find((r) => r.id === old.analysisId);
    expect(listed?.imageRemoved).toBe(true);
    // Analysing it again by name says it is gone.
    const again = await app.send('POST', '/api/detect-ad-category', { filePath: old.filePath });
    expect(again.status).toBe(404);
    // A second sweep has nothing left to do.
    expect(await retention.sweep(new Date(Date.now() + 31 * DAY_MS))).toBe(0);
  });
});

describe.each(dialects())('identity from an authenticating proxy on %s', (dialect) => {
  const PROXY = { AUTH_PROXY_HEADER: 'X-Forwarded-Email', ADMIN_EMAILS: 'Boss@Example.com' };
  let trusted: TestApp;
  let untrusted: TestApp;
  const email = (address: string, cookie = clientCookie()) => ({ cookie, 'x-forwarded-email': address });

  beforeAll(async () => {
    trusted = await startTestApp(dialect, { env: { ...PROXY, TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' } });
    untrusted = await startTestApp(dialect, { env: { ...PROXY, TRUSTED_PROXIES: '10.0.0.1' } });
  });
  afterAll(async () => {
    await trusted?.stop();
    await untrusted?.stop();
  });

  const saveAs = (app: TestApp, headers: Record<string, string>, name: string) =>
    app.send('POST', '/api/saved-searches', { clientId: crypto.randomUUID(), name, query: 'crypto', filters }, headers);
  const namesAs = async (app: TestApp, headers: Record<string, string>) =>
    ((await (await app.get('/api/saved-searches', { headers })).json()) as SavedSearch[]).map((s) => s.name);

  it('when the header comes from a trusted proxy, then the person owns the data on every device', async () => {
    expect((await saveAs(trusted, email('Alice@Example.com'), 'from the laptop')).status).toBe(201);
    // Another browser (another cookie), the same person, the email in another case.
    expect(await namesAs(trusted, email('alice@example.com'))).toEqual(['from the laptop']);
    expect(await namesAs(trusted, email('bob@example.com'))).toEqual([]);
    const bad = await trusted.get('/api/saved-searches', { headers: email('not an email') });
    expect(bad.status).toBe(400);
    await errorBody(bad);
  });

  it('when the header comes from an address not in TRUSTED_PROXIES, then it is ignored, even with X-Forwarded-For', async () => {
    const laptop = clientCookie();
    const headers = { ...email('alice@example.com', laptop), 'x-forwarded-for': '10.0.0.1' };
    expect((await saveAs(untrusted, headers, 'laptop only')).status).toBe(201);
    expect(await namesAs(untrusted, email('alice@example.com'))).toEqual([]);
    expect(await namesAs(untrusted, { cookie: laptop })).toEqual(['laptop only']);
  });

  it('when an admin asks, then the whole audit trail is theirs to read (list, record, CSV), records made before owners included', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await adImage('Craft beer sale'))], { type: 'image/png' }), 'ad.png');
    const made = await fetch(`${trusted.url}/api/detect-ad-category`, { method: 'POST', body: form, headers: email('carol@example.com') });
    expect(made.status).toBe(200);
    const { analysisId, filePath } = (await made.json()) as DetectResult;
    const boss = email('boss@example.com');
    expect((await trusted.get(`/api/analyses/${analysisId}`, { headers: boss })).status).toBe(200);
    expect(((await (await trusted.get('/api/analyses?limit=500', { headers: boss })).json()) as AnalysisSummary[]).map((r) => r.id)).toContain(analysisId);
    expect((await (await trusted.get('/api/analyses/export.csv', { headers: boss })).text()).split('\r\n').some((l) => l.startsWith(`${analysisId},`))).toBe(true);
    expect((await trusted.get(`/uploads/${filePath}`, { headers: boss })).status).toBe(200);
    // Anyone else: not found.
    expect((await trusted.get(`/api/analyses/${analysisId}`, { headers: email('dave@example.com') })).status).toBe(404);

    // A record from before migration 0009 has no owner: an admin reads it, its old client no longer can.
    await trusted.db.models.Analysis.update({ owner: null }, { where: { id: analysisId } });
    expect((await trusted.get(`/api/analyses/${analysisId}`, { headers: email('carol@example.com') })).status).toBe(404);
    expect((await trusted.get(`/api/analyses/${analysisId}`, { headers: boss })).status).toBe(200);
  });
});

describe('the upload quota', () => {
  it('when a client holds its quota of images, then the next upload is refused with 413 and a message, and other clients still upload', async () => {
    const app = await startTestApp('sqlite', { env: { UPLOAD_QUOTA_MB: '1' } });
    try {
      const send = async (cookie: string) => fetch(`${app.url}/api/uploads`, { method: 'POST', body: imageForm(await noiseImage()), headers: { cookie } });
      const statuses: number[] = [];
      let refusal: Response | null = null;
      for (let i = 0; i < 4 && !refusal; i++) {
        const response = await send(app.cookie);
        statuses.push(response.status);
        if (response.status === 413) refusal = response;
      }
      // ~480 KB each under 1 MB: two fit, the third does not.
      expect(statuses).toEqual([201, 201, 413]);
      expect(await errorBody(refusal!)).toMatch(/1 MB/);
      expect((await send(clientCookie())).status).toBe(201);
    } finally {
      await app.stop();
    }
  });
});
