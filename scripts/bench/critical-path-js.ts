// `npm run bench`, section 1: the critical-path JS of the first screen and of /search, read from the built
// web/dist — the entry and the chunks it loads at once, with their static imports, gzipped (-9). The CSS is
// shown, not counted. DESIGN §9: the first screen ≤ 170 KB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, kb, line } from './runner.js';

export interface ScreenJs {
  screen: string;
  files: { file: string; gzip: number; raw: number }[];
  totalGzip: number;
}

export interface CriticalPathJs {
  screens: ScreenJs[];
  cssGzip: number;
}

/**
 * The JS a screen needs before it is usable: the entry of index.html and, because the entry loads the app
 * after the pre-rendered shell has painted (web/src/main.tsx), the chunks it imports at once — the app
 * (mount-app) on every screen, plus the screen and the replica sync on a data screen — each with its static
 * imports, followed through the built chunks.
 */
export function criticalPathJs(): CriticalPathJs {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // A module script, or the loader that adds it (web/src/boot/entry-loader.ts).
  const entry = (/<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+)"/.exec(html) ?? /\bdata-entry-module="\/assets\/([^"]+\.js)"/.exec(html))![1]!;
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(DIST, 'assets'));
  const chunk = (prefix: string) => assets.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))!;
  const staticImports = (file: string) =>
    [...readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    roots.forEach(visit);
    return [...seen];
  };
  const sizeOf = (href: string) => {
    const bytes = readFileSync(join(DIST, href.replace(/^\//, '')));
    return { file: href, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const screen = (name: string, roots: string[]): ScreenJs => {
    const files = closure(roots).map((f) => sizeOf(`/assets/${f}`));
    return { screen: name, files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  };
  return {
    screens: [
      screen('/ (first screen)', [entry, chunk('mount-app')]),
      screen('/search', [entry, chunk('mount-app'), chunk('search-page'), chunk('replica-sync')]),
    ],
    cssGzip: styles.map(sizeOf).reduce((sum, f) => sum + f.gzip, 0),
  };
}

export function printCriticalPathJs(critical: CriticalPathJs): void {
  console.log('Critical-path JS (the entry and the chunks it loads at once, with their static imports; gzip -9):');
  for (const screen of critical.screens) {
    line(screen.screen, `${kb(screen.totalGzip)} in ${screen.files.length} files`, screen.screen.includes('first') ? 'budget ≤ 170 KB' : '');
    for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip).slice(0, 4)) line(`  ${f.file}`, `${kb(f.gzip)} (raw ${kb(f.raw)})`);
  }
  line('(CSS, not counted)', kb(critical.cssGzip));
}
