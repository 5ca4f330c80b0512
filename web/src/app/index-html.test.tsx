// What the built page carries before any JavaScript runs, and what the install dialog gets: the
// pre-rendered shell, the script that picks its layout, the Apple touch icon, and the manifest.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { entryImportsGroup } from '../../build/entry-chunk';
import { inlineScripts } from '../../build/inline-scripts';
import { FILE_LIKE_PATH, pwaOptions, SHARE_TARGET_SCRIPT } from '../../build/pwa-options';
import { SimpleLayout } from '../components/layout/simple-layout';
import { SHARED_IMAGE_CACHE, SHARED_IMAGE_URL } from '../features/ad-analyzer/shared-image';
import { routes } from './router';
import { renderStaticShell } from './static-shell';

const WEB = join(import.meta.dirname, '../..');
const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

/** Runs web/shell-route.js as the browser would on `path`; returns the layout it chose. */
function shellFor(path: string): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(readFileSync(join(WEB, 'shell-route.js'), 'utf8'), {
    location: { pathname: path },
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

  it('names the two scripts the build inlines, the layout picker before the body; every other script is a file', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    expect(indexHtml.indexOf('<script src="/shell-route.js"></script>')).toBeLessThan(indexHtml.indexOf('<body>'));
    // After the shell, which it paints into.
    expect(indexHtml.indexOf('<script src="/remembered-answer.js"></script>')).toBeGreaterThan(indexHtml.indexOf('<div id="root"></div>'));
    expect(indexHtml).toContain('<div id="root"></div>'); // filled by the build (web/build/prerender-shell.ts)
  });

  it('gets web/shell-route.js verbatim and the remembered answer bundled, inline, so the CSP can allow them by hash', async () => {
    const transform = inlineScripts().transformIndexHtml as (html: string) => Promise<string>;
    const built = await transform(indexHtml);
    expect(built).not.toMatch(/src="\/(shell-route|remembered-answer)\.js"/);
    expect(built).toContain(`<script>${readFileSync(join(WEB, 'shell-route.js'), 'utf8')}</script>`);
    const remembered = /<div id="root"><\/div>\s*<!--[^>]*-->\s*<script>([\s\S]+?)<\/script>/.exec(built)?.[1] ?? '';
    expect(remembered).toContain('__replicaLastAnswer');
    expect(remembered).not.toMatch(/\bimport\b|\bexport\b/); // one classic script, nothing to load
    await expect(transform('<html></html>')).rejects.toThrow(/must contain/);
  }, 30_000);
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

describe('shell-route.js', () => {
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
  it.each(['/search', '/search?q=a.b', '/search?q=x/y.z', '/policy/12', '/platform/timesinternet', '/jurisdiction/GB', '/category/3', '/'])(
    'serves the app for %s',
    (url) => expect(FILE_LIKE_PATH.test(url)).toBe(false),
  );
  it.each(['/bench-baseline.html', '/uploads/ad.png', '/report.pdf?download=1'])('leaves %s to the network', (url) => expect(FILE_LIKE_PATH.test(url)).toBe(true));
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
