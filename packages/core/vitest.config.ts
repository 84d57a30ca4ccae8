import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions: the files of a worker share its modules, instead of importing them again per file
  // (docs/development.md, "Tests").
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
