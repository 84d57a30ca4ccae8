import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into index.html as a `<style>`, so the first paint waits for no stylesheet
 * request: on a phone's slow network that request is a round trip before anything shows. Used by the portal
 * (Mantine's base and theme variables, the shell's and the home page's CSS modules: about 6 KB gzip) and the
 * Mini App (telegram-ui's stylesheet, pruned afterwards in the page too: vite-prune-library-styles.ts). Stylesheets
 * of lazily loaded pages stay files. The CSS file is still emitted, so anything that names it keeps working.
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'w2e-inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
          if (!href.startsWith(base)) return tag;
          const asset = bundle[href.slice(base.length)];
          if (asset?.type !== 'asset') return tag;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
