import { defineConfig, type Plugin, type Rollup } from 'vite';
import { precompress } from '../scripts/vite-precompress';
import { preactBuildWarnings, preactCompat } from './preact-compat.ts';
import { pruneLibraryStyles } from './prune-styles.ts';

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

/** The chunks the signed-in start screen needs, by their source: the screens, the sign-in and its HTTP client. */
const START_SCREEN = [/\/src\/app\/app\.tsx$/, /\/src\/app\/sign-in\.ts$/, /\/src\/app\/http\.ts$/];
const TEXT = { en: /\/src\/text-en\.ts$/, vi: /\/src\/text-vi\.ts$/ };

/**
 * The start screen's chunks load with the first bundle instead of after it: `<link rel="modulepreload">` for
 * each (and the chunks they import), and the file names of the two languages' text written into index.html's
 * early script, which preloads the user's one (`w2e:text-chunks`). Without these, each waited for the
 * module that imports it to run first. They are fetched at low priority like the first bundle (listed after
 * it, so they queue behind it and the stylesheet): at the default priority they went first and held the
 * first bundle's own chunks and the stylesheet back (Lighthouse: LCP 2.4 → 3.2 s).
 */
function preloadStartScreen(): Plugin {
  return {
    name: 'w2e-preload-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const source = (pattern: RegExp) => chunks.find((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
        const url = (fileName: string) => `/miniapp/${fileName}`;
        // What the first bundle already brings (its static imports are preloaded by Vite).
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set<string>();
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loaded.has(fileName)) return;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into);
        };
        if (entry) walk(entry.fileName, loaded);
        const preload = new Set<string>();
        for (const pattern of START_SCREEN) {
          const chunk = source(pattern);
          if (!chunk) throw new Error(`preloadStartScreen: no chunk for ${pattern}`);
          walk(chunk.fileName, preload);
        }
        const text = Object.fromEntries(
          Object.entries(TEXT).map(([language, pattern]) => {
            const chunk = source(pattern);
            if (!chunk) throw new Error(`preloadStartScreen: no chunk for ${pattern}`);
            return [language, url(chunk.fileName)];
          }),
        );
        const marker = "const text = { en: '', vi: '' }; /* w2e:text-chunks */";
        if (!html.includes(marker)) throw new Error('preloadStartScreen: the text-chunks marker is gone');
        const links = [...preload]
          .map(
            (fileName) =>
              `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url(fileName)}">`,
          )
          .join('\n    ');
        return html
          .replace(marker, `const text = ${JSON.stringify(text)};`)
          .replace(/\n\s*<\/head>/, `\n    ${links}\n  </head>`);
      },
    },
  };
}

/** Served by the API server under /miniapp/ (the URL BotFather's menu button opens); on Preact (preact-compat.ts). */
export default defineConfig({
  ...preactCompat,
  base: '/miniapp/',
  plugins: [firstScreenFirst(), preloadStartScreen(), pruneLibraryStyles(), precompress()],
  build: { target: 'es2022', sourcemap: true, rolldownOptions: { onwarn: preactBuildWarnings } },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
