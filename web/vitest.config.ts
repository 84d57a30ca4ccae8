import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    // A hang detector, not a speed goal: a test that renders a whole page in happy-dom costs 1-3 s of CPU and
    // several times that when other work shares the cores; speed goals live in the benchmarks.
    testTimeout: 30_000,
  },
});
