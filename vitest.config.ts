import { defineConfig } from 'vitest/config';

/** One run for every package; `--project <name>` picks one (core, server, bot, web, miniapp). */
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/server', 'packages/bot', 'web', 'miniapp'],
  },
});
