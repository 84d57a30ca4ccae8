import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'react', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
