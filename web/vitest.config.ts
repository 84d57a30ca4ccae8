import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    // The files of a worker share its modules and document instead of importing the app again per file (half the
    // time); src/test-setup.ts removes what each test rendered or raised (docs/development.md, "Tests").
    isolate: false,
    // A hang detector, not a speed goal: a test that renders a whole page in happy-dom costs 1-3 s of CPU and
    // several times that when other work shares the cores; speed goals live in the benchmarks.
    testTimeout: 30_000,
  },
});
