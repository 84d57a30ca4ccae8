import type { Rollup, UserConfig } from 'vite';

/**
 * The Mini App runs on Preact (preact/compat) instead of react-dom: about 60 KB gzip less in the first bundle,
 * which is what a phone on a slow network waits for before the signed-in screen (docs/miniapp.md, "Bundle and first screen").
 * The code, packages/react and the libraries still import React's modules (and are typechecked against
 * @types/react); the build, the dev server and the Mini App's unit tests resolve them to Preact here, so the
 * tests test what ships. The portal (web/) stays on React 19.
 *
 * Every React module the Mini App's code and libraries import is listed; anything not listed would pull
 * React itself into the build (`pnpm bench:bundle:miniapp` would show it) or, in the tests, run a second
 * renderer beside Preact.
 */
export const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // @testing-library/react's `act` (the tests only).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/** The aliases, and Preact resolved from the Mini App (once) wherever a library's import of React lands. */
export const preactCompat = {
  resolve: { alias: reactToPreact, dedupe: ['preact'] },
  // The app's own JSX straight to Preact's runtime (React Fast Refresh cannot refresh Preact: the dev server
  // reloads the page on a change instead).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The dev server's dependency scan does not see what the JSX compiles to, nor main.tsx's preact/debug: without
  // these it found them on the first page load and reloaded the page.
  optimizeDeps: { include: ['preact/jsx-dev-runtime', 'preact/debug'] },
} satisfies UserConfig;

/**
 * The build's warnings: an import from React that preact/compat does not have fails the build; React
 * libraries' "use client" directives mean nothing in a client-only app
 * (@vitejs/plugin-react silenced them too).
 */
export function preactBuildWarnings(warning: Rollup.RollupLog, handle: (warning: Rollup.RollupLog) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('/preact/compat/')) {
    throw new Error(`preact/compat lacks an API the Mini App uses: ${warning.message} (in ${warning.id})`);
  }
  handle(warning);
}
