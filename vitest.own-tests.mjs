import base from './vitest.config.ts';
// MUTATE_PROJECT picks the Vitest project (unit by default; api for the server's folders), MUTATE_TESTS its test files.
const project = process.env.MUTATE_PROJECT ?? 'unit';
const only = process.env.MUTATE_TESTS?.split(',');
export default {
  ...base,
  test: {
    ...base.test,
    projects: base.test.projects.filter((p) => p.test.name === project).map((p) => (only ? { ...p, test: { ...p.test, include: only } } : p)),
  },
};
