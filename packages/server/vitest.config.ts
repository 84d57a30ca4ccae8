import { defineProject } from 'vitest/config';

/**
 * Server tests build their own app and call it with `app.inject`. On PGlite by default (each file loads a
 * migrated template, ~0.6 s instead of ~3 s for initdb); set TEST_DATABASE_URL to run the same files on
 * PostgreSQL, each in a database of its own.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    // The files of a worker share its modules: the server's graph (Fastify, grammY, viem, drizzle, PGlite) is
    // imported once per worker instead of once per file, which was half the suite's CPU time. Every file builds
    // its own app on its own database, and no test replaces a module (docs/development.md, "Tests").
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // What the tests poll for (a mail through the outbox and the SMTP stand-in, a log line) comes within a second
    // on an idle machine; a loaded CI host can take longer, and a slower pass is not a failure.
    expect: { poll: { timeout: 10_000 } },
  },
});
