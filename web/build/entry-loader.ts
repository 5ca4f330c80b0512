// Build step: index.html's entry module script is replaced by the entry loader (web/src/boot/entry-loader.ts,
// bundled and inlined; the server allows it by its hash) at the end of the body, which adds the module itself:
// at once, or on a reload of a search whose answer is remembered, once that answer is painted (ADR 311). The
// entry's address goes in the script's data-entry-module attribute, so the script's text, and its hash, do not
// change with the entry's file name. The module's chunks stay preloaded (modulepreload).
import type { Plugin } from 'vite';
import { inlineScript } from './inline-scripts.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;

export function entryLoader(): Plugin {
  let loader: Promise<string> | null = null;
  return {
    name: 'adpolicy:entry-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html has no entry module script for the entry loader to replace.');
        if (!html.includes('</body>')) throw new Error('index.html has no </body>.');
        loader ??= inlineScript('/src/boot/entry-loader.ts');
        const script = `<script data-entry-module="${entry[1]}">${await loader}</script>`;
        return html.replace(entry[0], '').replace('</body>', () => `${script}</body>`);
      },
    },
  };
}
