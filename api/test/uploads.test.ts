import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';
import { pngChunk } from './image-payloads.js';

// Uploads (issue 10 item 1): the type comes from the bytes, the size and the pixels are bounded, the form is
// bounded, and clients only ever hold the opaque name the server issued. Every hostile upload of the issue's
// list is answered with a 4xx and a JSON message, never a 5xx, and the server keeps answering.

/** A valid PNG header declaring width × height, with one small compressed row: a decompression bomb's shape. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.txt'), Buffer.from('hello')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

function form(files: Array<{ data: Buffer; name?: string; type?: string; field?: string }>, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append(f.field ?? 'image', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name ?? 'ad.png');
  return body;
}

describe.each(dialects())('uploads on %s', (dialect) => {
  let app: TestApp;
  let png: Buffer;
  const upload = (body: FormData | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/uploads`, { method: 'POST', body: body as BodyInit, headers: { cookie: app.cookie, ...headers } });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#204080' } })
      .composite([{ input: Buffer.from('<svg width="320" height="200"><text x="10" y="100" font-size="32" fill="white">Hello</text></svg>'), top: 0, left: 0 }])
      .png()
      .toBuffer();
  });
  afterAll(async () => app?.stop());

  it('stores a PNG under a random name and serves it with its detected type, nosniff and a CSP that runs nothing', async () => {
    const first = await upload(form([{ data: png, name: 'anything.txt', type: 'text/plain' }]));
    expect(first.status).toBe(201);
    const { filePath, width, height } = (await first.json()) as { filePath: string; width: number; height: number };
    expect(filePath).toMatch(/^[a-f0-9]{64}\.png$/);
    expect([width, height]).toEqual([320, 200]);
    // The same bytes again are another stored image: a name tells nothing about the content (ADR 230).
    const again = (await (await upload(form([{ data: png }]))).json()) as { filePath: string };
    expect(again.filePath).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(again.filePath).not.toBe(filePath);

    const served = await app.get(`/uploads/${filePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 200]);
  });

  it('re-encodes a polyglot: a PNG with an HTML page and a ZIP appended is stored as the PNG alone', async () => {
    const polyglot = Buffer.concat([png, HTML, ZIP]);
    const response = await upload(form([{ data: polyglot }]));
    expect(response.status).toBe(201);
    const { filePath } = (await response.json()) as { filePath: string };
    const served = Buffer.from(await (await app.get(`/uploads/${filePath}`)).arrayBuffer());
    expect(served.includes(Buffer.from('<script>'))).toBe(false);
    expect(served.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0), 400],
    ['a truncated PNG', (p: Buffer) => p.subarray(0, Math.floor(p.length / 2)), 400],
    ['a 30,000 × 30,000 PNG', () => pngDeclaring(30_000, 30_000), 413],
    ['an SVG with a script', () => SVG, 415],
    ['an HTML page named .png', () => HTML, 415],
    ['a ZIP', () => ZIP, 415],
    ['10 MB + 1 byte', (p: Buffer) => Buffer.concat([p, Buffer.alloc(10 * 1024 * 1024 + 1 - p.length)]), 413],
  ])('refuses %s with a JSON message', async (_name, make, status) => {
    const response = await upload(form([{ data: make(png) }]));
    expect(response.status).toBe(status);
    expect(await errorBody(response)).toBeTruthy();
  });

  it('refuses 20 files at once, a form of 1,000 fields, a file in another field, a broken form and no file', async () => {
    const twenty = await upload(form(Array.from({ length: 20 }, () => ({ data: png }))));
    expect(twenty.status).toBe(400);
    expect(await errorBody(twenty)).toBe('Send one image at a time.');

    const fields = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    const many = await upload(form([{ data: png }], fields));
    expect(many.status).toBe(413);
    expect(await errorBody(many)).toBe('The form has too many fields.');

    const elsewhere = await upload(form([{ data: png, field: 'file' }]));
    expect(elsewhere.status).toBe(400);
    await errorBody(elsewhere);

    const broken = await upload(Buffer.from('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc'), { 'content-type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    await errorBody(broken);

    const none = await upload(form([], { platform: 'google' }));
    expect(none.status).toBe(400);
    expect(await errorBody(none)).toBe('Please upload an image to analyze.');

    // Still answering after all of it.
    expect((await app.get('/api/health')).status).toBe(200);
  });

  it('refuses a declared body over the limit before reading it', async () => {
    const response = await fetch(`${app.url}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: Buffer.alloc(10),
    }).catch(() => null);
    // Either the 413 arrives or the server closed the connection on the lying length; never a 5xx.
    if (response) expect(response.status).toBe(413);
  });

  it('accepts only names it issued: paths, absolute paths and unknown names are 400 or 404', async () => {
    const analyze = (filePath: string) => app.send('POST', '/api/analyze-ad', { filePath, platform: 'google', jurisdiction: 'US' });
    for (const bad of ['../../etc/passwd', '/etc/passwd', 'C:\\Windows\\win.ini', 'a'.repeat(64) + '.png/../x', `${'a'.repeat(64)}.exe`, 'data/uploads/x.png']) {
      const response = await analyze(bad);
      expect(response.status, bad).toBe(400);
      expect(await errorBody(response)).toBe('The file path is not one this server issued. Upload the image again.');
    }
    const unknown = await analyze(`${'0'.repeat(64)}.png`);
    expect(unknown.status).toBe(404);
    await errorBody(unknown);

    for (const path of ['/uploads/..%2F..%2Fetc%2Fpasswd', `/uploads/${'0'.repeat(64)}.png`, '/uploads/nope.png', '/uploads/']) {
      const served = await app.get(path);
      expect(served.status, path).toBe(404);
    }
  });

  it('answers 400 with the spec message when the image, platform or jurisdiction is missing', async () => {
    const stored = (await (await upload(form([{ data: png }]))).json()) as { filePath: string };
    const cases: Array<Record<string, string>> = [
      { platform: 'google', jurisdiction: 'US' },
      { filePath: stored.filePath, jurisdiction: 'US' },
      { filePath: stored.filePath, platform: 'google' },
    ];
    for (const body of cases) {
      const response = await app.send('POST', '/api/analyze-ad-world-class', body);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toBe('Please provide an image file, platform, and jurisdiction');
    }
    const detect = await fetch(`${app.url}/api/detect-ad-category`, { method: 'POST', body: form([]) });
    expect(detect.status).toBe(400);
    expect(await errorBody(detect)).toBe('Please select an image file first');
  });
});
