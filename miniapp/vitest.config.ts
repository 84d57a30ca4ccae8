import { defineProject } from 'vitest/config';
import { preactCompat } from './preact-compat.ts';

/**
 * On Preact like the build (preact-compat.ts). Every library runs through Vite here (`inline`), not Node, so
 * the aliases reach all of them: one left to Node would load React 19 beside Preact (its elements refused by
 * the other, its hooks without a renderer). It costs a few seconds of transform.
 */
export default defineProject({
  ...preactCompat,
  // The libraries' ES module builds for the browser, as the build picks them: a CommonJS file's require()s
  // would bypass the aliases (@testing-library/react's `main`).
  resolve: {
    ...preactCompat.resolve,
    mainFields: ['module', 'main'],
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    name: 'miniapp',
    // A hang detector, not a speed goal: a test that renders a whole page in happy-dom costs 1-3 s of CPU and
    // several times that when other work shares the cores; speed goals live in the benchmarks.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    server: { deps: { inline: true } },
  },
});
