import base from './stryker.config.mjs';
// MUTATE_RUN names a run so several can go at once (own temp dir and reports).
const run = process.env.MUTATE_RUN ?? 'unit';
export default {
  ...base,
  vitest: { configFile: 'vitest.own-tests.mjs' },
  tempDirName: `reports/.stryker-tmp-${run}`,
  incrementalFile: `reports/stryker-incremental-${run}.json`,
  htmlReporter: { fileName: `reports/mutation-${run}/index.html` },
  jsonReporter: { fileName: `reports/mutation-${run}/mutation.json` },
};
