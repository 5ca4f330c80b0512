// Test helper for the ad tools' screens (only tests import it): the analyzer's API as the real server answers
// it — results written by core's own result builders over the seed library and rules, from a text standing
// in for the image's OCR — behind a fake XMLHttpRequest (the screens send images through XHR for upload
// progress) and a fetch for the history and the events; every other call goes to the replica's FakeServer.
import { detectCategory } from '../../../core/analyzer/detect-category';
import { evaluateRules } from '../../../core/analyzer/evaluate-rules';
import { enhancedResult, standardResult, worldClassResult, type AnalysisMeta, type AnalysisMode } from '../../../core/analyzer/results';
import { findCategorySlug, findMarketCode, findPlatformIdentifier } from '../../../core/analyzer/analysis-request';
import { readSeedDataset } from '../../../seed/read-dataset';
import { seedPolicyLibrary } from '../../../seed/policy-library';
import { readAnalyzerRules } from '../../../seed/read-rules';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { FakeServer } from '../lib/replica/testing/fake-server';
import { resetReplica, seededServer, setOnline } from './render-screen';

const dataset = readSeedDataset();
export const library = seedPolicyLibrary(dataset);
const rules = readAnalyzerRules(undefined, dataset);

const MODES: Record<string, AnalysisMode> = { '/api/analyze-ad': 'standard', '/api/analyze-ad-enhanced': 'enhanced', '/api/analyze-ad-world-class': 'world-class' };

/** A result as the server writes it for an ad whose image reads `text`. */
export function analysisResult(mode: AnalysisMode, text: string, fields: { platform: string; jurisdiction: string; category?: string }, meta: Partial<AnalysisMeta> = {}) {
  const platform = findPlatformIdentifier(library, fields.platform)!;
  const jurisdiction = findMarketCode(library, fields.jurisdiction)!;
  const detection = detectCategory(text);
  const chosen = fields.category ? findCategorySlug(library, fields.category) : null;
  const category = chosen ?? detection.category;
  const evaluation = evaluateRules(library, rules, {
    text, ocrConfidence: 91, platform, category, jurisdiction,
    product: detection.category === category ? detection.product : null,
    categoryConfidence: chosen ? null : detection.confidence,
  });
  const analysis: AnalysisMeta = {
    id: 41, mode, engine: 'rules', model: null, engineNote: null, filePath: `${'b'.repeat(64)}.png`, extractedText: text, ocrConfidence: 91,
    detection, categoryUsed: category, categorySource: chosen ? 'chosen' : 'detected', durationMs: 840, ocrMs: 600, analysedAt: '2026-11-25T10:00:00.000Z', ...meta,
  };
  const context = { library, platform, category, jurisdiction, evaluation, meta: analysis };
  return mode === 'standard' ? standardResult(context) : mode === 'enhanced' ? enhancedResult(context) : worldClassResult(context);
}

export interface SentRequest {
  url: string;
  /** Form fields (a File shows as `file:{name}`) or the JSON body. */
  body: Record<string, unknown>;
  multipart: boolean;
}

type Answer = { status: number; statusText?: string; body?: unknown } | 'network-error';

export class FakeAnalyzerServer {
  /** What the image of the next analysis "reads". */
  adText = 'MoonRupee 300% returns in just 3 months. Our AI trading bot turned ₹10,000 into ₹40,000. Join the bot.';
  readonly sent: SentRequest[] = [];
  readonly events: { event: string; label: string; path: string }[] = [];
  history: Record<string, unknown>[] = [];
  records = new Map<number, Record<string, unknown>>();
  /** When set, the next XHR is answered with this instead. */
  nextAnswer: Answer | null = null;
  /** Hold answers until release() (to see the loading card). */
  hold = false;
  private held: (() => void)[] = [];

  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }

  answer(url: string, body: Record<string, unknown>): Answer {
    if (this.nextAnswer) {
      const answer = this.nextAnswer;
      this.nextAnswer = null;
      return answer;
    }
    const mode = MODES[url];
    if (mode) {
      if (!body.platform || !body.jurisdiction || !(body.image || body.filePath || body.imagePath)) return { status: 400, statusText: 'Bad Request', body: { message: 'Please provide an image file, platform, and jurisdiction' } };
      const filePath = typeof body.filePath === 'string' ? body.filePath : typeof body.imagePath === 'string' ? body.imagePath : undefined;
      return { status: 200, body: analysisResult(mode, this.adText, body as { platform: string; jurisdiction: string; category?: string }, filePath ? { filePath } : {}) };
    }
    if (url === '/api/uploads') return { status: 201, body: { filePath: `${'c'.repeat(64)}.png`, width: 1080, height: 1080 } };
    if (url === '/api/detect-ad-category') {
      const detection = detectCategory(this.adText);
      const nameOf = (slug: string) => library.categories.find((c) => c.slug === slug)?.name ?? null;
      const candidates = detection.candidates.map((c) => ({ ...c, name: nameOf(c.category) }));
      return { status: 200, body: { filePath: `${'d'.repeat(64)}.png`, detectedCategory: detection.category, detectedCategoryName: nameOf(detection.category), confidence: detection.confidence, detectedSubcategory: null, detectionStatus: detection.status, candidates, analysisId: 7 } };
    }
    return { status: 404, statusText: 'Not Found', body: { message: 'Not found' } };
  }

  /** A fetch for the history and the events, falling back to `next` (the replica's fake server). */
  fetch(next: typeof fetch): typeof fetch {
    return async (input, init = {}) => {
      const url = new URL(String(input), 'http://fake.local');
      if (url.pathname === '/api/events/ad-analysis') {
        this.events.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/analyses') return Response.json(this.history);
      const record = /^\/api\/analyses\/(\d+)$/.exec(url.pathname);
      if (record) {
        const found = this.records.get(Number(record[1]));
        return found ? Response.json(found) : Response.json({ message: `No analysis with id ${record[1]}.` }, { status: 404, statusText: 'Not Found' });
      }
      return next(input, init);
    };
  }

  /** The XMLHttpRequest class the screens will construct. */
  xhrClass(): typeof XMLHttpRequest {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const server = this;
    class FakeXhr extends EventTarget {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      readonly upload = new EventTarget();
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      abort() {
        this.dispatchEvent(new Event('abort'));
      }
      send(body: FormData | string) {
        const multipart = body instanceof FormData;
        const fields: Record<string, unknown> = {};
        if (multipart) for (const [key, value] of body.entries()) fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
        else Object.assign(fields, JSON.parse(body));
        server.sent.push({ url: this.url, body: fields, multipart });
        this.dispatchEvent(new Event('loadstart'));
        if (multipart) {
          this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }));
        }
        const respond = () => {
          if (multipart) this.upload.dispatchEvent(new Event('load'));
          const answer = server.answer(this.url, fields);
          if (answer === 'network-error') return this.dispatchEvent(new Event('error'));
          this.status = answer.status;
          this.statusText = answer.statusText ?? (answer.status < 300 ? 'OK' : 'Error');
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.dispatchEvent(new Event('load'));
        };
        if (server.hold) server.held.push(respond);
        else setTimeout(respond, 0);
      }
    }
    return FakeXhr as unknown as typeof XMLHttpRequest;
  }
}

/**
 * For a test file of a screen that sends images: before each test, the seeded replica server and this fake
 * analyzer answer fetch and XMLHttpRequest, and previews are blob URLs; after each, the screen is unmounted,
 * the globals restored and the device online again. Returns the current test's servers.
 */
export function withFakeAnalyzer(): () => { api: FakeAnalyzerServer; replicaServer: FakeServer } {
  let servers: { api: FakeAnalyzerServer; replicaServer: FakeServer };
  beforeEach(async () => {
    servers = { api: new FakeAnalyzerServer(), replicaServer: seededServer() };
    vi.stubGlobal('fetch', servers.api.fetch(servers.replicaServer.fetch));
    vi.stubGlobal('XMLHttpRequest', servers.api.xhrClass());
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
    await resetReplica(servers.replicaServer);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setOnline(true);
  });
  return () => servers;
}
