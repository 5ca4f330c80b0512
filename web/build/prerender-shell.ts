// Build step (vite build only): renders the app shell (web/src/app/static-shell.tsx) into index.html's
// #root, so the first paint needs no JavaScript. The module runs in Node through Vite's module runner, with
// the same TypeScript/JSX handling as the app; the browser bundle is unchanged.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

export function prerenderAppShell(): Plugin {
  return {
    name: 'adpolicy:prerender-app-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html must contain ${EMPTY_ROOT} for the pre-rendered shell.`);
      const { module } = await runnerImport<typeof import('../src/app/static-shell')>(fileURLToPath(new URL('../src/app/static-shell.tsx', import.meta.url)), {
        configFile: false,
        root: WEB_ROOT,
        logLevel: 'error',
      });
      return html.replace(EMPTY_ROOT, `<div id="root">${module.renderStaticShell()}</div>`);
    },
  };
}
