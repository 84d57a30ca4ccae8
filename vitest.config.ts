import { defineConfig } from 'vitest/config';

/** One run for every package; `--project <name>` picks one (core, react, server, bot, web, miniapp). */
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/react', 'packages/server', 'packages/bot', 'web', 'miniapp'],
  },
});
