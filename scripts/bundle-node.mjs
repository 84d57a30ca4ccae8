import { build } from 'esbuild';

/**
 * Bundles a Node entry point of this workspace: our own packages (@w2e/*, shipped as TypeScript source) are
 * compiled in; npm packages stay external and load from node_modules, which keeps WASM and static assets of
 * packages such as PGlite and Swagger UI where they expect to be.
 */
export async function bundleNode({ entry, outfile, cwd }) {
  const externalNpm = {
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@w2e/') || args.kind === 'entry-point') return undefined;
        return { path: args.path, external: true };
      });
    },
  };
  const started = performance.now();
  const result = await build({
    absWorkingDir: cwd,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [externalNpm],
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.info(
    `built ${outfile} (${(bytes / 1024).toFixed(0)} KiB) in ${Math.round(performance.now() - started)} ms`,
  );
}
