import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';
import { inlineEntryCss } from '../scripts/vite-inline-css';
import { precompress } from '../scripts/vite-precompress';
import { pruneLibraryStyles, TELEGRAM_UI_CLASS } from '../scripts/vite-prune-library-styles';
import { preactBuildWarnings, preactCompat } from './preact-compat.ts';

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

/** The modules the signed-in start screen needs first: the screens, the sign-in and its HTTP client. */
const START_SCREEN = [/\/src\/app\/app\.tsx$/, /\/src\/app\/sign-in\.ts$/, /\/src\/app\/http\.ts$/];
const TEXT = { en: /\/src\/text-en\.ts$/, vi: /\/src\/text-vi\.ts$/ };

/**
 * The file names of the two languages' first-screen text, written into index.html's early script, which
 * preloads the user's one beside the first bundle (`w2e:text-chunks`); without it the text waited for the
 * module that imports it to run. It also holds the build to what `startChunks` promises: every module of
 * START_SCREEN is in the first bundle or a chunk it imports statically (which Vite preloads), so none waits
 * for the entry to run before its download starts.
 */
function startScreenText(): Plugin {
  return {
    name: 'w2e-start-screen-text',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const firstBundle = chunks.filter(
          (chunk) => chunk === entry || entry?.imports.includes(chunk.fileName),
        );
        for (const pattern of START_SCREEN) {
          if (!firstBundle.some((chunk) => chunk.moduleIds.some((id) => pattern.test(id))))
            throw new Error(`startScreenText: ${pattern} is not in the first bundle`);
        }
        const text = Object.fromEntries(
          Object.entries(TEXT).map(([language, pattern]) => {
            const chunk = chunks.find((candidate) => pattern.test(candidate.facadeModuleId ?? ''));
            if (!chunk) throw new Error(`startScreenText: no chunk for ${pattern}`);
            return [language, `/miniapp/${chunk.fileName}`];
          }),
        );
        const marker = "const text = { en: '', vi: '' }; /* w2e:text-chunks */";
        if (!html.includes(marker)) throw new Error('startScreenText: the text-chunks marker is gone');
        return html.replace(marker, `const text = ${JSON.stringify(text)};`);
      },
    },
  };
}

/** The Telegram SDK (with valibot and its other dependencies) and Preact: the start code's libraries half. */
const START_LIBRARIES =
  /node_modules[\\/].*(@telegram-apps[\\/](sdk|sdk-react|bridge|transformers|toolkit|signals|navigation)|valibot|better-promises|error-kid|mitt|preact)[\\/]/;

/**
 * The code of the signed-in start screen in two chunks of about the same size (~23 KB brotli each): the
 * libraries of START_LIBRARIES, and everything else it runs (telegram-ui, TanStack Query, the app, the router,
 * the sign-in), which the bundler puts in the entry. Left to itself the bundler made eleven chunks of it,
 * from 0.1 to 24 KB, split by which lazy screens share them. On a phone's network each request on a new
 * connection starts slow (TCP slow start, a handshake first), and six connections share the bandwidth, so the
 * start screen waited on the largest file while small ones held connections: two halves side by side arrive
 * sooner (docs/miniapp.md, "Bundle and first screen"). The start code is what the entry and START_SCREEN import statically,
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
    startScreenText(),
    inlineEntryCss(),
    pruneLibraryStyles(TELEGRAM_UI_CLASS),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { onwarn: preactBuildWarnings, output: { codeSplitting: { groups: start.groups } } },
  },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
