import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One run for every package; `--project <name>` picks one (core, react, server, bot, web, miniapp). */
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle (cores - 1), which on a 2-core machine runs one file at a time
    // while PostgreSQL, a stand-in or the other core waits. Each file has its own database and Redis key prefix.
    maxWorkers: availableParallelism(),
    projects: ['packages/core', 'packages/react', 'packages/server', 'packages/bot', 'web', 'miniapp'],
  },
});
