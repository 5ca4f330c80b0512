// Build and dev step: writes the two scripts of a reload's first answer into index.html, where index.html names
// them, so the page waits for no request to run them. The server allows them by their hashes (web-app.ts).
// - web/shell-route.js, in the head: picks the shell's layout and starts reading the replica on /search.
// - web/src/features/search/remembered-answer.ts, bundled, after the shell: paints the address's remembered
//   answer as soon as shell-route has read its rows, before any of the app's modules has loaded.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { build, type Plugin } from 'vite';

const INLINED = [
  { tag: '<script src="/shell-route.js"></script>', source: () => Promise.resolve(readFileSync(fileURLToPath(new URL('../shell-route.js', import.meta.url)), 'utf8')) },
  { tag: '<script src="/remembered-answer.js"></script>', source: () => bundle(fileURLToPath(new URL('../src/features/search/remembered-answer.ts', import.meta.url))) },
];

/** The module and its imports as one script (an IIFE), minified. */
async function bundle(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'rememberedAnswer', fileName: 'remembered-answer' } },
  });
  for (const result of Array.isArray(output) ? output : [output]) {
    const chunk = 'output' in result ? result.output.find((o) => o.type === 'chunk') : undefined;
    if (chunk && 'code' in chunk) return chunk.code.trim();
  }
  throw new Error(`Bundling ${entry} produced no code.`);
}

export function inlineScripts(): Plugin {
  let sources: Promise<string[]> | null = null;
  return {
    name: 'adpolicy:inline-scripts',
    async transformIndexHtml(html) {
      sources ??= Promise.all(INLINED.map((script) => script.source()));
      const scripts = await sources;
      return INLINED.reduce((page, { tag }, i) => {
        if (!page.includes(tag)) throw new Error(`index.html must contain ${tag}, which the build inlines.`);
        if (/<\/script/i.test(scripts[i]!)) throw new Error(`The script for ${tag} may not contain "</script", it is inlined into index.html.`);
        return page.replace(tag, () => `<script>${scripts[i]}</script>`);
      }, html);
    },
  };
}
