import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: unit (pure code, seed data, web logic with fake-indexeddb) and api (the real app on port 0).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: {
          // The PWA plugin only runs in the app build; unit tests get a stand-in they can mock.
          alias: { 'virtual:pwa-register': fileURLToPath(new URL('web/src/components/sync-status/testing/pwa-register.ts', import.meta.url)) },
        },
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'seed/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['web/src/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own app on port 0 and its own database (a temporary SQLite file, a MySQL
          // database with a unique name), so two files can run side by side (harness.ts).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
