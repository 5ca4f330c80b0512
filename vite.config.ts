// The web app build: React + Tailwind 4, rooted at web/ and emitted to web/dist, which api/src/server.ts serves.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryLoader } from './web/build/entry-loader.js';
import { entryImportsGroup } from './web/build/entry-chunk.js';
import { inlineScripts } from './web/build/inline-scripts.js';
import { prerenderAppShell } from './web/build/prerender-shell.js';
import { pwaOptions } from './web/build/pwa-options.js';
import { staticDocuments } from './web/build/static-documents.js';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

// The app shell is pre-rendered into index.html (web/build/prerender-shell.ts); the service worker
// (vite-plugin-pwa, options in web/build/pwa-options.ts) is the last plugin, so it precaches that index.html and
// the static documents built from the seed (web/build/static-documents.ts).
const plugins: PluginOption[] = [react(), tailwindcss(), inlineScripts(), entryLoader(), prerenderAppShell(), staticDocuments(), VitePWA(pwaOptions)];

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins,
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    // The entry's chunks stay preloaded from index.html (the preload scanner finds them at no cost to the page's
    // thread). A dynamic import gets no preload links: Vite's helper appended one <link> per chunk of the
    // imported graph (20-odd for a screen) in one task, about 30 ms here and four times that on a phone; the
    // browser fetches a module's imports itself as it reads it (ADR 322).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [entryImportsGroup(fileURLToPath(new URL('./web/src/main.tsx', import.meta.url)))] } },
    },
  },
  server: {
    // `npm run dev:api` serves the API on :3000; the Vite dev server forwards /api to it.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
