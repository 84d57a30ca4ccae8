import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes a new SQL migration from src/db/schema/*.ts; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
