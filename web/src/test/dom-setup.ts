// Setup of the unit project (vitest.config.ts). In the DOM test files only: testing-library's find* and
// waitFor wait up to 5 s instead of 1 s. A screen's first render loads its lazy route, and on a busy 2-core
// runner that cold import alone has taken over a second; a passing test never waits longer for it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
