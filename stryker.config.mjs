// Mutation testing (`npm run mutate`, not part of `npm test`): small bugs are put into the modules whose
// tests are our guarantee, one at a time, and each must make a test fail. Incremental: a re-run only tries
// mutants in code or tests that changed (reports/stryker-incremental.json). Report: reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'core/**/*.ts',
    'api/src/http/**/*.ts',
    'api/src/sync/**/*.ts',
    'api/src/saved-searches/**/*.ts',
    'api/src/dataset/**/*.ts',
    'api/src/db/load-seed.ts',
    'web/src/lib/replica/**/*.ts',
    '!**/*.test.ts',
    '!**/*.fixture.ts',
    '!web/src/lib/replica/testing/**',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in module-level code (evaluated once on import) would each need the whole suite: about half
  // the mutants and nearly all the time. They are reported as ignored.
  ignoreStatic: true,
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/.stryker-tmp',
  // Reports and other runs' sandboxes are not copied into a sandbox (a run removing its own mid-copy failed another).
  ignorePatterns: ['reports'],
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: null },
};
