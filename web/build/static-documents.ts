// Build step (vite build only): the static documents of spec 001 (core/static-documents.ts), each a seed
// document rendered to a standalone HTML page (web/src/app/static-document.tsx) and emitted into web/dist,
// where the service worker precaches it like every other file, so it opens offline. ADR 217.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { markdownSection, STATIC_DOCUMENTS } from '../../core/static-documents.js';
import { readSeedDataset } from '../../seed/read-dataset.js';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_NAME = 'AdPolicy Compass';

export function staticDocuments(): Plugin {
  return {
    name: 'adpolicy:static-documents',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<typeof import('../src/app/static-document')>(fileURLToPath(new URL('../src/app/static-document.tsx', import.meta.url)), {
        configFile: false,
        root: WEB_ROOT,
        logLevel: 'error',
      });
      const documents = new Map(readSeedDataset().documents.map((d) => [d.key, d]));
      for (const page of STATIC_DOCUMENTS) {
        const doc = documents.get(page.documentKey);
        if (!doc) throw new Error(`${page.path}: the seed has no document ${page.documentKey}.`);
        const html = module.renderStaticDocument({ title: page.title, markdown: markdownSection(doc.markdown, page.section), sourceUrl: doc.sourceUrl, appName: APP_NAME });
        this.emitFile({ type: 'asset', fileName: page.path.slice(1), source: html });
      }
    },
  };
}
