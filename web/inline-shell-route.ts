// Build and dev step: puts web/shell-route.js into index.html as an inline script, where index.html names it.
// As a file it was one more request before the parser could go on (through the service worker, on a
// reload), on the path of every first paint. The server allows it by its hash (api/src/http/inline-scripts.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHELL_ROUTE_TAG = '<script src="/shell-route.js"></script>';
const SHELL_ROUTE_FILE = fileURLToPath(new URL('./shell-route.js', import.meta.url));

export function inlineShellRoute(): Plugin {
  return {
    name: 'adpolicy:inline-shell-route',
    transformIndexHtml(html) {
      if (!html.includes(SHELL_ROUTE_TAG)) throw new Error(`index.html must contain ${SHELL_ROUTE_TAG}, which the build inlines.`);
      const script = readFileSync(SHELL_ROUTE_FILE, 'utf8');
      if (/<\/script/i.test(script)) throw new Error('web/shell-route.js may not contain "</script", it is inlined into index.html.');
      return html.replace(SHELL_ROUTE_TAG, () => `<script>${script}</script>`);
    },
  };
}
