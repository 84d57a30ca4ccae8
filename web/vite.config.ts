import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from '../scripts/vite-inline-css';
import { precompress } from '../scripts/vite-precompress';
import { prerenderHome } from '../scripts/vite-prerender';
import { MANTINE_CLASS, pruneLibraryStyles } from '../scripts/vite-prune-library-styles';
import { routePreloads } from '../scripts/vite-route-preloads';

const require = createRequire(import.meta.url);
/** react-router's package exports only its development build (warnings, checks); builds use its production one. */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    inlineEntryCss(),
    prerenderHome('dist-ssr/prerender.js'),
    routePreloads({
      ssrEntry: 'dist-ssr/prerender.js',
      everyPage: ['src/lib/full-styles.ts'],
      dataClient: ['src/lib/api.ts'],
      texts: {
        en: '../packages/core/src/i18n/resources-en.ts',
        vi: '../packages/core/src/i18n/resources-vi.ts',
      },
    }),
    // Mantine's rules for components no script of the build renders (about a quarter of its stylesheet).
    pruneLibraryStyles(MANTINE_CLASS),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    // The server-side build (src/prerender.tsx) only renders the home page at build time: no public files.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // Every browser of the es2022 target preloads modules natively; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs goes in one file: one request, and gzip does better on one long text than on
        // the many small shared chunks the default splitting makes of it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not react-query's mutation hook: the first page writes nothing, the pages that do bring it along.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/](?!.*(useMutation|mutationObserver)\.js$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API server (`pnpm --filter @w2e/server dev`) on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
