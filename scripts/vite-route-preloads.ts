import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

interface RouteModules {
  path: string;
  modules: string[];
  data: string[];
}

interface SsrEntry {
  routeModules(): RouteModules[];
}

export interface RoutePreloadOptions {
  /** The server-side build of src/prerender.tsx, relative to the project root (built first). */
  ssrEntry: string;
  /** Loaded with every lazy page (features/shell/page-loading.ts): Mantine's whole stylesheet. */
  everyPage: string[];
  /** Loaded with a route's data: the HTTP client (the API client's `http` loader). */
  dataClient: string[];
  /** Each language's text, loaded with every lazy page in the reader's language (lib/i18n.ts). */
  texts: Record<string, string>;
}

/** What the server reads (packages/server/src/plugins/route-preloads.ts). */
export interface RoutePreloadTable {
  /** Per language, the files of its text. */
  texts: Record<string, string[]>;
  /** Most specific first: the first whose pattern matches a path is that path's. */
  routes: { path: string; files: string[] }[];
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** react-router's ranking, roughly: static segments beat parameters, and `*` comes last. */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -100 : segment.startsWith(':') ? 3 : 10), 0);
}

/**
 * So that a deep link's code, text and data load side by side instead of one after another: writes
 * `route-preloads.json`, the files each path of the portal loads on a first visit (its lazy page and gates, their
 * static imports and stylesheets, the text of each language, the data's module and the HTTP client), which the
 * server turns into `<link rel=modulepreload>`s in the index.html it sends for that path. Without them the
 * browser learns of a page's chunk only once the first bundle has run, and of its data once the page rendered.
 *
 * Which module a route loads is read from the routes themselves: in the server-side build, this plugin tags
 * every `() => import('…')` of a `routes.tsx` with its source module (lib/feature-routes.ts), and the client
 * build asks that build for its route table (`routeModules` in prerender.tsx) and maps the modules to the
 * chunks it emitted. A new route gets its preloads by being declared like the others.
 */
export function routePreloads(options: RoutePreloadOptions): Plugin[] {
  let root = '';
  let base = '/';
  let computed: RoutePreloadTable | undefined;
  const tagImports: Plugin = {
    name: 'w2e-route-preloads:tag-imports',
    // On the source, before anything rewrites the imports.
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async transform(code, id) {
      if (!this.environment.config.build.ssr || !/[\\/]src[\\/](.+[\\/])?routes\.tsx$/.test(id)) return;
      const pattern = /\(\)\s*=>\s*import\((['"])([^'"]+)\1\)/g;
      const modules = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(pattern)) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) this.error(`${id}: cannot resolve ${specifier}`);
        modules.set(specifier!, path.relative(root, resolved.id).split(path.sep).join('/'));
      }
      if (modules.size === 0) return;
      const result = code.replace(
        pattern,
        (call, _quote, specifier: string) =>
          `Object.assign(${call}, { module: ${JSON.stringify(modules.get(specifier))} })`,
      );
      return { code: result, map: null };
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      // A module loaded on demand is its chunk's facade, unless the bundler put it into a shared chunk.
      const chunkOf = (id: string) =>
        chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      const closure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
        for (const file of chunk.imports) {
          const next = bundle[file];
          if (next?.type === 'chunk') closure(next, seen);
        }
        return seen;
      };
      // What index.html already loads is not preloaded again.
      const initial = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]));
      const filesOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(path.resolve(root, module));
          if (!chunk) this.error(`no chunk was built for ${module}, a module a route loads`);
          for (const file of closure(chunk)) if (!initial.has(file)) files.add(file);
        }
        return [...files].map((file) => base + file);
      };

      const entry = (await import(pathToFileURL(path.resolve(root, options.ssrEntry)).href)) as SsrEntry;
      const table: RoutePreloadTable = {
        texts: Object.fromEntries(
          Object.entries(options.texts).map(([language, module]) => [language, filesOf([module])]),
        ),
        routes: entry
          .routeModules()
          .map((route) => ({
            path: route.path,
            files: [
              ...new Set([
                ...filesOf(route.modules),
                ...(route.modules.length > 0 ? filesOf(options.everyPage) : []),
                ...filesOf(route.data),
                ...(route.data.length > 0 ? filesOf(options.dataClient) : []),
              ]),
            ],
          }))
          .sort((a, b) => specificity(b.path) - specificity(a.path)),
      };
      computed = table;
    },
  };
  const writeTable: Plugin = {
    name: 'w2e-route-preloads:write-table',
    // After Vite's own passes, which drop the chunks that only carried a stylesheet (their stylesheet stays).
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      if (!computed) this.error('the route table was not computed');
      const kept = (files: string[]) => files.filter((file) => file.slice(base.length) in bundle);
      const table: RoutePreloadTable = {
        texts: Object.fromEntries(Object.entries(computed.texts).map(([l, files]) => [l, kept(files)])),
        routes: computed.routes.map((route) => ({ path: route.path, files: kept(route.files) })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table, null, 1) });
    },
  };
  return [tagImports, writeTable];
}
