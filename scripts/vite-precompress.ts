import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'w2e-precompress',
    // The client build only: the server-side build of the prerender is used at build time and thrown away.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}
