// The installable PWA (vite-plugin-pwa, Workbox generateSW). What it decides and why:
// - The app shell (index.html, every built JS/CSS chunk, icons, the manifest and static documents in
//   web/public) is precached, so an installed app opens with no network at all; the data itself comes from
//   the IndexedDB replica, never from an HTTP cache.
// - Navigations fall back to index.html (the client router draws the screen), except /api/*, which must
//   always reach the server or fail, and file-like URLs (a last path segment ending in a file type, the
//   server's rule: core/file-paths.ts), which are files or nothing, never the app; npm run bench serves its
//   baseline page at one. A dot alone is no file: /policy/1.5 is a screen, offline too (issue 28).
// - registerType 'prompt': a new version waits until the user chooses "Reload" (a silent auto-update could
//   reload under a rep in the middle of a form). The page registers the worker itself (the strict CSP
//   forbids the plugin's inline script); see web/src/features/sync-status/use-app-update.ts.
// - The worker is off in development: `vite` serves modules unbundled and must never be cached.
// - The offline analyzer's engine and language models (ADR 320) are never precached: they are not in the
//   build at all, the server serves them under /offline-analyzer/, and the page downloads them into their own
//   cache only when the user asks (Settings). The worker answers that path from that cache first.
// - The share target (manifest `share_target`): the generated worker imports public/share-target-sw.js,
//   whose listener answers the share's POST to /ad-analyzer before Workbox's (ADR 224).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { FILE_PATH } from '../../core/file-paths';
import { OFFLINE_ANALYZER_CACHE } from '../../core/analyzer/offline-analyzer';

/** A URL whose last path segment ends in a file type (/report.pdf, /bench-baseline.html); the query string may hold any. */
export const FILE_LIKE_PATH = FILE_PATH;

/** The share target's listener, in web/public (ADR 224). */
export const SHARE_TARGET_SCRIPT = 'share-target-sw.js';

const THEME_COLOR = '#1e3a8a';
const BACKGROUND_COLOR = '#f8fafc';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'AdPolicy Compass — ad policy compliance',
    short_name: 'AdPolicy',
    description: 'Look up, search, compare and save advertising policies by platform, category and jurisdiction — also offline.',
    lang: 'en-US',
    dir: 'ltr',
    start_url: '/search',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity', 'reference'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Search policies', short_name: 'Search', url: '/search' },
      { name: 'Saved searches', short_name: 'Saved', url: '/saved-searches' },
    ],
    // Share an ad image from another app straight into the analyzer (installed app only). The service
    // worker answers this POST (public/share-target-sw.js) and the analyzer picks the image up (ADR 224).
    share_target: {
      action: '/ad-analyzer?shared=1',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'image', accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }] },
    },
    // The richer install dialog (Android, desktop Chromium): real screenshots of the search screen, taken by
    // scripts/generate-screenshots.ts.
    screenshots: [
      { src: '/screenshots/search-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Search ad policies on a phone' },
      { src: '/screenshots/search-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Search with filters on a desktop' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,pdf,txt,md,json}'],
    // Install screenshots are for the browser's install dialog, never shown inside the app.
    globIgnores: ['screenshots/**', SHARE_TARGET_SCRIPT],
    // Loaded by the worker itself (importScripts), so it is not precached as well.
    importScripts: [`/${SHARE_TARGET_SCRIPT}`],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, FILE_LIKE_PATH],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Serialised into the worker: the path is written out (OFFLINE_ANALYZER_PATH in core/analyzer/offline-analyzer.ts).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/offline-analyzer/'),
        handler: 'CacheFirst',
        options: { cacheName: OFFLINE_ANALYZER_CACHE },
      },
    ],
    // An update waits for the user's "Reload" (the prompt sends skipWaiting), never sooner. The first
    // install claims the open page at once, so a rep who opened the app once is covered offline already.
    skipWaiting: false,
    clientsClaim: true,
  },
  devOptions: { enabled: false },
};
