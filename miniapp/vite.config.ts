import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite-precompress';

/** Served by the API server under /miniapp/ (the URL BotFather's menu button opens). */
export default defineConfig({
  base: '/miniapp/',
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
