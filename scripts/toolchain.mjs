// Shared by `npm start` and `npm test`: they must work on a machine with only Node and npm, so they bring
// the pinned pnpm (and, for tests, Chromium) themselves. No dependencies: this runs before any install.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function log(message) {
  console.info(`\x1b[36m▸\x1b[0m ${message}`);
}

function output(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', shell: process.platform === 'win32' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The command that runs the pinned pnpm: a global install when possible, npx otherwise. */
export function ensurePnpm() {
  if (output('pnpm', ['--version']) === pinned) return ['pnpm'];
  log(`installing pnpm ${pinned}`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${pinned}`], { stdio: 'inherit' });
  if (global.status === 0 && output('pnpm', ['--version']) === pinned) return ['pnpm'];
  log(`could not install pnpm globally; using npx pnpm@${pinned}`);
  return ['npx', '--yes', `pnpm@${pinned}`];
}

/** Runs a command in the repository root; resolves with its exit code (and optionally fails on non-zero). */
/** `output`: a file for the command's output instead of this terminal (a step that runs beside another). */
export function run(command, args, { env = {}, check = true, output } = {}) {
  return new Promise((resolve, reject) => {
    const fd = output ? openSync(output, 'w') : null;
    const stdio = fd === null ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (fd !== null) closeSync(fd);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (check && status !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
      else resolve(status);
    });
  });
}

export async function installDependencies(pnpm) {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await run(pnpm[0], [...pnpm.slice(1), 'install', '--prefer-offline', ...frozen]);
}

/** Debian's Chromium for the browser tests; installed with apt when missing and we may. */
export async function ensureChromium() {
  const wanted = chromiumPath();
  if (existsSync(wanted)) return wanted;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    throw new Error(
      `Chromium not found at ${wanted}. Install Debian's chromium package or set CHROMIUM_PATH.`,
    );
  }
  log('installing Chromium from Debian packages');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env, check: false })) !== 0) {
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  }
  return wanted;
}
