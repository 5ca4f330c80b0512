import base from './vitest.config.ts';
const only = process.env.MUTATE_TESTS?.split(',');
export default {
  ...base,
  test: {
    ...base.test,
    projects: base.test.projects.filter((p) => p.test.name === 'unit').map((p) => (only ? { ...p, test: { ...p.test, include: only } } : p)),
  },
};
