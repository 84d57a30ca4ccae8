import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';
import { inlineEntryCss } from '../scripts/vite-inline-css';
import { precompress } from '../scripts/vite-precompress';
import { preactBuildWarnings, preactCompat } from './preact-compat.ts';
import { pruneLibraryStyles } from './prune-styles.ts';

/**
 * Nothing the built page links holds its first paint: index.html's static first screen paints at once, and
 * the scripts load beside it. They are marked `fetchpriority="low"`, which tells the browser (and
 * Lighthouse's simulation) they are not render-blocking; with nothing else to fetch they still start at once.
 * The stylesheet is in the page (inlineEntryCss, pruned by pruneLibraryStyles), so it costs no request.
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
        // A module's chunk: the start screen's modules sit in the start chunks (startChunks), not chunks of their own.
        const source = (pattern: RegExp) =>
          chunks.find((chunk) => pattern.test(chunk.facadeModuleId ?? '')) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
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

/** The Telegram SDK (with valibot and its other dependencies) and Preact: the half of the start code that is libraries. */
const START_LIBRARIES =
  /node_modules[\\/].*(@telegram-apps[\\/](sdk|sdk-react|bridge|transformers|toolkit|signals|navigation)|valibot|better-promises|error-kid|mitt|preact)[\\/]/;

/**
 * The code of the signed-in start screen in two chunks of about the same size (~23 KB brotli each): the
 * libraries of START_LIBRARIES, and everything else it runs (telegram-ui, TanStack Query, the app, the router,
 * the sign-in), which the bundler puts in the entry. Left to itself the bundler made eleven chunks of it,
 * from 0.1 to 24 KB, split by which lazy screens share them. On a phone's network each request on a new
 * connection starts slow (TCP slow start, a handshake first), and six connections share the bandwidth, so the
 * start screen waited on the largest file while small ones held connections: two halves side by side arrive
 * sooner (docs/miniapp.md, "Bundle"). The start code is what the entry and START_SCREEN import statically,
 * collected when the module graph is complete; what only lazy screens use stays in their chunks.
 */
function startChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const start = new Set<string>();
  const plugin: Plugin = {
    name: 'w2e-start-chunks',
    apply: 'build',
    buildEnd() {
      start.clear();
      const ids = [...this.getModuleIds()];
      const pending = ids.filter(
        (id) => this.getModuleInfo(id)?.isEntry || START_SCREEN.some((pattern) => pattern.test(id)),
      );
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (start.has(id)) continue;
        start.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const code = (id: string) => start.has(id) && !/\.css$/.test(id);
  return {
    plugin,
    groups: [
      { name: 'start-libraries', priority: 2, test: (id) => code(id) && START_LIBRARIES.test(id) },
      { name: 'start', priority: 1, test: code },
    ],
  };
}

const start = startChunks();

/** Served by the API server under /miniapp/ (the URL BotFather's menu button opens); on Preact (preact-compat.ts). */
export default defineConfig({
  ...preactCompat,
  base: '/miniapp/',
  plugins: [
    start.plugin,
    firstScreenFirst(),
    preloadStartScreen(),
    inlineEntryCss(),
    pruneLibraryStyles(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { onwarn: preactBuildWarnings, output: { codeSplitting: { groups: start.groups } } },
  },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
