// Build step: on a reload of /search whose last answer is remembered (shell-route.js sets
// window.__replicaRemembers), the app's entry module starts only once that answer is painted (or after a
// second at most). A module script in the page runs as soon as the document
// is parsed, and its evaluation (20–40 ms at 4× CPU) usually came before IndexedDB's answer could be painted,
// although that answer was on its way (ADR 310). Elsewhere, and when nothing is remembered, the entry starts as
// the page's end is parsed, as before. Its modules are still preloaded (modulepreload): only their evaluation
// waits.
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const WAIT_AT_MOST_MS = 1000;

/** The inline script that adds the entry module once the remembered answer is painted (the server allows it by its hash). */
export function entryLoader(src: string): string {
  return (
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `var painted=window.__rememberedPaint;if(!painted||!window.__replicaRemembers)return start();setTimeout(start,${WAIT_AT_MOST_MS});painted.then(start,start)})()</script>`
  );
}

export function entryAfterRememberedAnswer(): Plugin {
  return {
    name: 'adpolicy:entry-after-remembered-answer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html has no entry module script for the entry loader to replace.');
        if (!html.includes('</body>')) throw new Error('index.html has no </body>.');
        return html.replace(entry[0], '').replace('</body>', `${entryLoader(entry[1]!)}</body>`);
      },
    },
  };
}
