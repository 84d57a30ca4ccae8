import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite-precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: 5173,
    // The API server (`pnpm --filter @w2e/server dev`) on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
