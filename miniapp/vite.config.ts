import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../scripts/vite-precompress';

/**
 * Nothing the built page links holds its first paint: index.html's static first screen paints at once, and
 * the stylesheet and scripts load beside it. The stylesheet is linked as `media="print"` (main.tsx turns it on
 * and waits for it before the app renders, so nothing shows unstyled); the scripts are marked
 * `fetchpriority="low"`, which tells the browser (and Lighthouse's simulation) they are not render-blocking.
 * With nothing else to fetch they still start at once.
 */
function firstScreenFirst(): Plugin {
  return {
    name: 'w2e-first-screen-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
            '<link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
          )
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}

/** Served by the API server under /miniapp/ (the URL BotFather's menu button opens). */
export default defineConfig({
  base: '/miniapp/',
  plugins: [react(), firstScreenFirst(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
