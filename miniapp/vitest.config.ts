import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'miniapp', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
