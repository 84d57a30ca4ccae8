import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

interface PrerenderEntry {
  renderPage(pathname: string): Promise<string>;
  bootScript(): string;
}

const ROOT = '<div id="root"></div>';

/**
 * Writes `home.html` beside `index.html`: the same page with the home page's markup rendered into it (by the
 * server-side build of src/prerender.tsx, made first: see web's `build` script) and the boot script that fits
 * it to the reader. The server sends it for `/` only; every other path keeps the empty index.html. Emitted
 * into the bundle, so it is compressed with the rest (vite-precompress.ts).
 */
export function prerenderHome(ssrEntry: string): Plugin {
  let root = '';
  return {
    name: 'w2e-prerender-home',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      const template = String(
        typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source),
      );
      if (!template.includes(ROOT)) this.error(`index.html has no ${ROOT} to render into`);
      const entry = (await import(pathToFileURL(path.resolve(root, ssrEntry)).href)) as PrerenderEntry;
      const markup = await entry.renderPage('/');
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: template.replace(
          ROOT,
          `<div id="root">${markup}</div><script>${entry.bootScript()}</script>`,
        ),
      });
    },
  };
}
