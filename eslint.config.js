// `npm run lint` (part of `npm test`): the house's boundaries between folders, as import rules, so the
// structure cannot drift unnoticed (ADR 007). What each folder may import:
//   core/        nothing of web/, api/, seed/, scripts/ or e2e/: pure, isomorphic domain code
//   seed/        data and its schema (and pure readers of the files): nothing of api/, web/ or scripts/
//   api/         nothing of web/, scripts/ or e2e/
//   web/src/     nothing of api/ or scripts/, and the dataset only through the replica, or bundled at build
//                time by lib/bundled-dataset.ts, never seed/ directly elsewhere; tests may read seed/
//     components/, lib/  no features/ and no app/ (shared pieces, used by screens, use no screen)
//     features/X/        no other feature: what two features share lives in components/ or lib/
//     boot/              runs before React: no app/ and no features/ (it must stay tiny)
// And no import cycle anywhere.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test/**', '**/*.fixture.ts'];

/** Zones of import-x/no-restricted-paths: files in `target` may not import from `from`. */
const folderBoundaries = [
  { target: './core', from: ['./web', './api', './seed', './scripts', './e2e'], message: 'core/ is pure domain code: it imports no web/, api/, seed/ or scripts/ code.' },
  { target: './seed', from: ['./api', './web', './scripts', './e2e'], message: 'seed/ holds the data and its schema, not server or app code.' },
  { target: './api', from: ['./web', './scripts', './e2e'], message: 'The server imports no web app, script or e2e code.' },
  { target: './web/src', from: ['./api', './scripts', './e2e', './web/build'], message: 'The web app imports no server, script or build code.' },
];

/** Inside the web app. */
const webBoundaries = [
  {
    target: './web/src/components',
    from: ['./web/src/features', './web/src/app', './web/src/boot'],
    message: 'components/ are shared by screens: they import no feature, app or boot code (move the shared piece to components/ or lib/).',
  },
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app', './web/src/components'], message: 'lib/ imports no feature, app or component code.' },
  { target: './web/src/boot', from: ['./web/src/features', './web/src/app'], message: 'The boot path runs before React: it imports no feature or app code.' },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: what two features share lives in components/ or lib/.',
  })),
];

/** The web app reads the dataset through the replica or a build step; only tests may read seed/. */
const webReadsNoSeed = { target: './web/src', from: './seed', message: 'The web app reads the dataset from the replica, or what the build bundles through lib/bundled-dataset.ts, never seed/ directly.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'data/**', 'reports/**', 'dev-dist/**', '.stryker-tmp/**', 'playwright-report/**', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...folderBoundaries, webReadsNoSeed, ...webBoundaries] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The one module that bundles part of the dataset at build time (web/src/lib/bundled-dataset.ts says why).
    files: ['web/src/lib/bundled-dataset.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...folderBoundaries, ...webBoundaries] }] },
  },
  {
    // A test may read the dataset and drive code of another top-level folder (the replica against the real
    // server, core's rules over the real seed); inside the web app it keeps the app's boundaries.
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webBoundaries }] },
  },
);
