#!/usr/bin/env node
// `npm start`: install, build (only what changed since the last build), and start the server on the embedded
// database with demo data. The server prints the URLs when it is ready.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, root, run } from './toolchain.mjs';

const started = performance.now();
const SOURCES = ['packages', 'web', 'miniapp', 'bot-config', 'scripts'];
// Build outputs (dist, and the prerender's server-side build dist-ssr) are not sources: they change with every build.
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'test', 'e2e', 'data', 'coverage']);

/** A fingerprint of everything a build reads, so a restart with nothing changed skips the build. */
async function sourceFingerprint() {
  const hash = createHash('sha256');
  const walk = async (dir) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(full).update(await readFile(full));
    }
  };
  for (const dir of SOURCES) await walk(path.join(root, dir));
  for (const file of ['pnpm-lock.yaml', 'package.json', 'tsconfig.json'])
    hash.update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

const pnpm = ensurePnpm();
await installDependencies(pnpm);

const stampFile = path.join(root, 'node_modules/.cache/w2e-build-stamp');
const fingerprint = await sourceFingerprint();
const built = ['packages/server/dist/main.js', 'web/dist/index.html', 'miniapp/dist/index.html'].every((f) =>
  existsSync(path.join(root, f)),
);
if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
  log('build is up to date');
} else {
  log('building the server, the portal, the Mini App and the bots');
  await run(pnpm[0], [...pnpm.slice(1), 'build']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, fingerprint);
}
log(`ready to start after ${((performance.now() - started) / 1000).toFixed(1)} s; starting the server`);

const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
