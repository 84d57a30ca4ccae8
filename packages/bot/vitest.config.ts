import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bot',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The files of a worker share its modules (docs/development.md, "Tests").
    isolate: false,
  },
});
