import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';

/**
 * A component library's class names, as whole strings in its components' code (global flag: every match):
 * telegram-ui's are `tgui-` and 16 hex digits (the Mini App), Mantine's `m_` and 8 (the portal).
 */
export const TELEGRAM_UI_CLASS = /tgui-[0-9a-f]{16}/g;
export const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

/**
 * The stylesheet without the rules of library components the app never renders: a selector naming a library
 * class that no script of the build contains cannot match anything (the library writes each class as a whole
 * string, never builds one), so it goes; a rule with no selector left goes, and an at-rule left empty (a
 * `@media`, or Mantine's `@layer mantine` block). Everything else (variables, resets, keyframes, rules of the
 * app's own classes) stays as it is.
 */
export function pruneUnusedLibraryRules(
  css: string,
  usedClasses: ReadonlySet<string>,
  libraryClass: RegExp,
): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      (selector.match(libraryClass) ?? []).every((name) => usedClasses.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** A page with each of its `<style>` elements pruned like the stylesheet (the entry's is inlined in the page). */
export function pruneInlineStyles(
  html: string,
  usedClasses: ReadonlySet<string>,
  libraryClass: RegExp,
): string {
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) =>
      open + pruneUnusedLibraryRules(css, usedClasses, libraryClass) + close,
  );
}

/**
 * Build step: prunes the stylesheets with the classes every script of the build names (the lazy pages'
 * included), then renames each by its new content, so a cached copy of an older pruning is never served for a
 * build that renders more, and points the pages, the scripts and the JSON files (the portal's
 * route-preloads.json) at the new names (same length: the scripts' source maps stay true). The pages' own
 * `<style>` elements (the entry's stylesheet, inlined there by scripts/vite-inline-css.ts) are pruned the same
 * way. It works on the written files (Rolldown keeps the bundle read-only), before `precompress` writes their .br
 * and .gz (its closeBundle runs after every writeBundle). Not in a server-side build: it writes no stylesheet. A
 * library ships one stylesheet for all its components: the Mini App renders about a third of telegram-ui's
 * (docs/miniapp.md, "Bundle and first screen"), the portal about three quarters of Mantine's rules (docs/portal.md).
 */
export function pruneLibraryStyles(libraryClass: RegExp): Plugin {
  let outDir = 'dist';
  return {
    name: 'w2e-prune-library-styles',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const used = new Set(chunks.flatMap((chunk) => chunk.code.match(libraryClass) ?? []));
      const renames = new Map<string, string>();
      for (const file of files) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const pruned = pruneUnusedLibraryRules(String(file.source), used, libraryClass);
        const hash = createHash('sha256').update(pruned).digest('base64url').slice(0, 8);
        const fileName = file.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        await writeFile(path.join(outDir, fileName), pruned);
        if (fileName !== file.fileName) {
          renames.set(file.fileName, fileName);
          await rm(path.join(outDir, file.fileName));
        }
      }
      for (const file of files) {
        // Pages always (their <style>); scripts and JSON files only when a name changed.
        const page = file.fileName.endsWith('.html');
        const names = file.type === 'chunk' || file.fileName.endsWith('.json');
        if (!page && !(names && renames.size > 0)) continue;
        const where = path.join(outDir, file.fileName);
        const text = await readFile(where, 'utf8');
        let out = text;
        for (const [from, to] of renames) out = out.replaceAll(from, to);
        if (page) out = pruneInlineStyles(out, used, libraryClass);
        if (out !== text) await writeFile(where, out);
      }
    },
  };
}
