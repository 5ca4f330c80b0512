// Build and dev step: the scripts of the boot path that must run before any module has loaded are bundled
// (each with its imports, as one minified classic script) and written into index.html where it names them,
// so the page waits for no request to run them. The server allows them by their hashes, computed from the
// built index.html at start (api/src/http/web-app.ts). ADR 311.
// - web/src/boot/shell-route.ts, in the head: picks the shell's layout, starts reading the replica on /search.
// - web/src/boot/remembered-answer.ts, after the shell: paints the address's remembered answer as soon as
//   shell-route has read its rows.
// (The third, web/src/boot/entry-loader.ts, is written by entry-loader.ts, which knows the entry's address.)
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The placeholders index.html carries, each naming the source the build puts in its place. */
const INLINED = ['/src/boot/shell-route.ts', '/src/boot/remembered-answer.ts'].map((source) => ({ source, tag: `<script src="${source}"></script>` }));

/** The script of this boot-path source (a path under web/), bundled with its imports and minified, ready to inline. */
export async function inlineScript(source: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, minify: true, lib: { entry: `${WEB_ROOT}${source.slice(1)}`, formats: ['iife'], name: 'boot', fileName: 'boot' } },
  });
  for (const result of Array.isArray(output) ? output : [output]) {
    const chunk = 'output' in result ? result.output.find((o) => o.type === 'chunk') : undefined;
    if (!chunk || !('code' in chunk)) continue;
    const code = chunk.code.trim();
    if (/<\/script/i.test(code)) throw new Error(`${source} may not contain "</script": it is inlined into index.html.`);
    return code;
  }
  throw new Error(`Bundling ${source} produced no code.`);
}

export function inlineScripts(): Plugin {
  let scripts: Promise<string[]> | null = null;
  return {
    name: 'adpolicy:inline-scripts',
    async transformIndexHtml(html) {
      scripts ??= Promise.all(INLINED.map(({ source }) => inlineScript(source)));
      const code = await scripts;
      return INLINED.reduce((page, { tag }, i) => {
        if (!page.includes(tag)) throw new Error(`index.html must contain ${tag}, which the build inlines.`);
        return page.replace(tag, () => `<script>${code[i]}</script>`);
      }, html);
    },
  };
}
