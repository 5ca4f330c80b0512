// What the built page carries before any JavaScript runs, and what the install dialog gets: the
// pre-rendered shell, the boot path's inline scripts (the layout picker, the remembered answer, the entry
// loader), the Apple touch icon, and the manifest.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryImportsGroup } from '../../build/entry-chunk';
import { entryLoader } from '../../build/entry-loader';
import { inlineScripts } from '../../build/inline-scripts';
import { FILE_LIKE_PATH, pwaOptions, SHARE_TARGET_SCRIPT } from '../../build/pwa-options';
import { SimpleLayout } from '../components/layout/simple-layout';
import { SHARED_IMAGE_CACHE, SHARED_IMAGE_URL } from '../features/ad-analyzer/shared-image';
import { routes } from './router';
import { renderStaticShell } from './static-shell';

const WEB = join(import.meta.dirname, '../..');
const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

/** index.html as the build writes it, so far as these tests need: the inline scripts written in. */
let built = '';
beforeAll(async () => {
  built = await (inlineScripts().transformIndexHtml as (html: string) => Promise<string>)(indexHtml);
}, 60_000);

/** The inline script the build wrote first, in the head: boot/shell-route.ts bundled. */
const shellRouteScript = () => /<head>[\s\S]*?<script>([\s\S]+?)<\/script>[\s\S]*?<\/head>/.exec(built)![1]!;

/** Runs the built shell-route script as the browser would on `path` (with no IndexedDB); returns the layout it chose. */
function shellFor(path: string): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(shellRouteScript(), {
    window: {},
    location: { pathname: path, search: '', href: `http://localhost${path}` },
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  });
  return attributes['data-shell'];
}

/** PNG width and height from the IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('index.html', () => {
  it('links the Apple touch icon, and the file exists', () => {
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />');
    expect(pngSize(join(WEB, 'public/icons/apple-touch-icon-180.png'))).toBe('180x180');
  });

  it('names the two boot scripts the build inlines, the layout picker before the body; every other script is a file', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    const shellRoute = indexHtml.indexOf('<script src="/src/boot/shell-route.ts"></script>');
    expect(shellRoute).toBeGreaterThan(0);
    expect(shellRoute).toBeLessThan(indexHtml.indexOf('<body>'));
    // After the shell, which it paints into.
    expect(indexHtml.indexOf('<script src="/src/boot/remembered-answer.ts"></script>')).toBeGreaterThan(indexHtml.indexOf('<div id="root"></div>'));
    expect(indexHtml).toContain('<div id="root"></div>'); // filled by the build (web/build/prerender-shell.ts)
  });

  it('gets both bundled from boot/, minified, inline, so the CSP can allow them by hash; they talk through the one hand-off', async () => {
    expect(built).not.toMatch(/src="\/src\/boot\//);
    const shellRoute = shellRouteScript();
    const remembered = /<div id="root"><\/div>\s*<!--[^>]*-->\s*<script>([\s\S]+?)<\/script>/.exec(built)?.[1] ?? '';
    for (const script of [shellRoute, remembered]) {
      expect(script).not.toMatch(/\bimport\b|\bexport\b/); // one classic script, nothing to load
      expect(script).not.toMatch(/^\s*\/\//m); // minified: no comments left
      expect(script).toContain('__adpolicyBoot');
      expect(script).not.toMatch(/window\.__(replica|serverAnswer|searchReplicaRead|rememberedPaint)/);
    }
    expect(shellRoute.length).toBeLessThan(5000); // in every page: it must stay small
    expect(shellRoute).toContain('adpolicy-replica');
    expect(shellRoute).toContain('adpolicy-last-answer');
    expect(shellRoute).toContain('/api/policies?');
    await expect((inlineScripts().transformIndexHtml as (html: string) => Promise<string>)('<html></html>')).rejects.toThrow(/must contain/);
  }, 60_000);
});

describe('the pre-rendered shell', () => {
  const shell = renderStaticShell();

  it('holds the header, the sidebar navigation, a main area and the footer of both layouts', () => {
    expect(shell.match(/<header\b/g)).toHaveLength(2);
    expect(shell.match(/<footer\b/g)).toHaveLength(2);
    expect(shell.match(/<main id="main-content"/g)).toHaveLength(2);
    expect(shell).toContain('aria-label="Open navigation"');
    for (const link of ['/search', '/saved-searches', '/platform/google', '/updates']) expect(shell).toContain(`href="${link}"`);
    expect(shell).toContain('Advanced Dashboard');
    expect(shell).toContain('Policy Update Alert');
  });

  it("has the landing's hero for / (its title and toolkit, painted before any script)", () => {
    expect(shell).toContain('data-shell-part="landing"');
    expect(shell).toContain('Ad policy compliance for regulated categories</h1>');
    expect(shell).toContain('aria-label="Toolkit"');
  });

  it('has the search skeleton (title, description, grey results) and a generic one, and marks no link as current', () => {
    expect(shell).toContain('data-shell-part="search"');
    expect(shell).toContain('data-shell-part="screen"');
    expect(shell).toContain('Search Policies</h1>');
    expect(shell).toContain('Loading policies…');
    expect(shell).not.toContain('aria-current');
  });

  it('runs no inline script (the CSP forbids it); its one data block holds the templates of the first answer', () => {
    const scripts = [...shell.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script type="application/json" id="first-answer-templates">']);
    const json = /<script type="application\/json" id="first-answer-templates">(.*?)<\/script>/s.exec(shell)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ header: expect.stringContaining('Sort by'), item: expect.stringContaining('View Details') });
    expect(shell).toContain('data-first-answer-slot=""');
  });
});

describe('the shell-route script', () => {
  it.each([
    ['/', 'landing'],
    ['/publisher-policy-builder', 'simple'],
    ['/search', 'search'],
    ['/categories', 'search'],
    ['/category/4', 'search'],
    ['/compare', 'screen'],
    ['/saved-searches', 'screen'],
    ['/policy/12', 'screen'],
    ['/no/such/page', 'screen'],
    ['/search/', 'search'],
    ['/search/x', 'screen'],
    ['/category', 'screen'],
  ])('on %s paints the %s shell, in step with the route table', (path, expected) => {
    expect(shellFor(path)).toBe(expected);
    const usesSimpleLayout = (matchRoutes(routes, path) ?? []).some((m) => (m.route.element as { type?: unknown } | undefined)?.type === SimpleLayout);
    expect(usesSimpleLayout).toBe(expected === 'simple' || expected === 'landing');
  });
});

describe('the web app manifest', () => {
  const manifest = pwaOptions.manifest as Record<string, unknown> & { share_target?: unknown; screenshots?: { src: string; sizes: string; type: string; form_factor?: string }[] };

  it('offers the analyzer as a share target for one image, which the worker script it imports answers (ADR 224)', () => {
    expect(manifest.share_target).toEqual({
      action: '/ad-analyzer?shared=1',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'image', accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }] },
    });
    expect(pwaOptions.workbox?.importScripts).toEqual([`/${SHARE_TARGET_SCRIPT}`]);
    const script = readFileSync(join(WEB, 'public', SHARE_TARGET_SCRIPT), 'utf8');
    // The worker and the analyzer name the kept image alike.
    expect(script).toContain(`'${SHARED_IMAGE_CACHE}'`);
    expect(script).toContain(`'${SHARED_IMAGE_URL}'`);
    expect(script).toContain("form.get('image')");
  });

  it('has a narrow and a wide screenshot: real PNGs of the stated size, small enough to download on a phone', () => {
    expect(manifest.screenshots?.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots ?? []) {
      const file = join(WEB, 'public', shot.src);
      expect(shot.type).toBe('image/png');
      expect(pngSize(file)).toBe(shot.sizes);
      expect(statSync(file).size).toBeLessThan(250 * 1024);
    }
    const [narrow, wide] = ['narrow', 'wide'].map((f) => manifest.screenshots!.find((s) => s.form_factor === f)!.sizes.split('x').map(Number));
    expect(narrow![0]).toBeLessThan(narrow![1]!);
    expect(wide![0]).toBeGreaterThan(wide![1]!);
  });
});

describe('the service worker navigation fallback', () => {
  // Workbox tests the denylist against the path and the query string together.
  it.each(['/search', '/search?q=a.b', '/search?q=x/y.z', '/policy/12', '/policy/1.5', '/platform/x.com', '/platform/timesinternet', '/jurisdiction/GB', '/category/3', '/'])(
    'serves the app for %s',
    (url) => expect(FILE_LIKE_PATH.test(url)).toBe(false),
  );
  it.each(['/bench-baseline.html', '/uploads/ad.png', '/report.pdf?download=1'])('leaves %s to the network', (url) => expect(FILE_LIKE_PATH.test(url)).toBe(true));
});

describe('the entry loader', () => {
  const page = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head><body><div id="root"></div></body></html>';
  let html = '';
  beforeAll(async () => {
    html = await (entryLoader().transformIndexHtml as { handler: (html: string) => Promise<string> }).handler(page);
  }, 60_000);

  /** Runs the loader as the browser would on a page with this hand-off: the module scripts it adds, and its timers. */
  function load(handoff: object) {
    const [, src, code] = /<script data-entry-module="([^"]+)">([\s\S]+?)<\/script><\/body>/.exec(html)!;
    const added: object[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    runInNewContext(code!, {
      window: { __adpolicyBoot: handoff },
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      document: { currentScript: { dataset: { entryModule: src } }, createElement: () => ({}), head: { appendChild: (script: object) => added.push(script) } },
    });
    return { added, timers };
  }

  it('takes the place of the module script, at the end of the body, naming the module in an attribute (its text, and hash, stay the same)', () => {
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<div id="root"><\/div><script data-entry-module="\/assets\/index-abc\.js">[^<]+<\/script><\/body>/);
  });

  it('adds the module at once when no answer is remembered for the address', () => {
    expect(load({}).added).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
    expect(load({ remembers: false, rememberedPaint: new Promise(() => undefined) }).added).toHaveLength(1);
  });

  it('on a remembered answer, adds it once the answer is painted, once', async () => {
    let painted!: (answer: null) => void;
    const { added, timers } = load({ remembers: true, rememberedPaint: new Promise((resolve) => (painted = resolve)) });
    expect(added).toHaveLength(0);
    painted(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toHaveLength(1);
    timers.forEach((timer) => timer.run());
    expect(added).toHaveLength(1);
  });

  it('on a remembered answer never painted, adds it after a second at most', () => {
    const { added, timers } = load({ remembers: true, rememberedPaint: new Promise(() => undefined) });
    expect(added).toHaveLength(0);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]!.run();
    expect(added).toHaveLength(1);
  });
});

describe('the entry chunk', () => {
  // A module graph as the bundler sees it: the entry imports a and b; a imports c; d is only loaded lazily.
  const graph: Record<string, string[]> = { '/main.tsx': ['/a.ts', '/b.ts', '/styles.css'], '/a.ts': ['/c.ts', '/b.ts'], '/b.ts': [], '/c.ts': [], '/d.ts': ['/a.ts'] };
  const context = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null) } as never;

  it('puts everything the entry imports at once, and only that, into one first-answer chunk', () => {
    const name = entryImportsGroup('/main.tsx').name as (id: string, context: never) => string | null;
    expect(['/a.ts', '/b.ts', '/c.ts'].map((id) => name(id, context))).toEqual(['first-answer', 'first-answer', 'first-answer']);
    expect(['/d.ts', '/main.tsx', '/styles.css'].map((id) => name(id, context))).toEqual([null, null, null]);
  });
});
