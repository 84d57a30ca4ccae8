/**
 * `pnpm bench:startup [-- --runs=3]`: the server process (src/main.ts through tsx) started with both bots
 * configured on webhooks, against a Bot API stand-in that answers, one that refuses connections and one that
 * accepts and never answers. Prints the time from spawning the process to its listening, and to readiness
 * reporting `ready` (only the answering stand-in gets there), median of the runs. One data directory serves
 * every run, migrated by a first run that is not counted, so the figures are the start itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BotApiStandIn } from '@w2e/bot/test/bot-api-stand-in';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function refusingRoot() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { root: `http://127.0.0.1:${port}`, stop: async () => {} };
}

async function hangingRoot() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answeringRoot() {
  const api = await new BotApiStandIn().start();
  return { root: api.apiRoot, stop: () => api.stop() };
}

/** One start: ms to listening, and to ready (undefined if not within `readyWithinMs` after listening). */
async function startOnce(dataDir: string, apiRoot: string, readyWithinMs: number) {
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://w2e.example',
      TELEGRAM_GUARD_BOT_TOKEN: '7000000001:GUARD-bench-token',
      TELEGRAM_PULSE_BOT_TOKEN: '7000000002:PULSE-bench-token',
      TELEGRAM_API_ROOT: apiRoot,
      TELEGRAM_BOTS_MODE: 'webhook',
    },
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const listeningMs = performance.now() - spawnedAt;
  let readyMs: number | undefined;
  const until = performance.now() + readyWithinMs;
  while (performance.now() < until) {
    const body = (await (await fetch(`${base}/api/health/ready`)).json()) as { status: string };
    if (body.status === 'ready') {
      readyMs = performance.now() - spawnedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { listeningMs, readyMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-startup-'));
try {
  const warm = await answeringRoot();
  await startOnce(dataDir, warm.root, 0);
  await warm.stop();
  console.info(`Bot API       listening (median of ${runs})   ready`);
  for (const [name, make] of [
    ['answers', answeringRoot],
    ['refuses', refusingRoot],
    ['hangs', hangingRoot],
  ] as const) {
    const stand = await make();
    const results = [];
    for (let i = 0; i < runs; i++)
      results.push(await startOnce(dataDir, stand.root, name === 'answers' ? 30_000 : 2_000));
    await stand.stop();
    const ready = results.map((r) => r.readyMs).filter((ms): ms is number => ms !== undefined);
    console.info(
      `${name.padEnd(13)} ${`${Math.round(median(results.map((r) => r.listeningMs)))} ms`.padEnd(28)} ${
        ready.length === results.length
          ? `${Math.round(median(ready))} ms`
          : 'degraded (bots not started, API serving)'
      }   runs: ${results.map((r) => Math.round(r.listeningMs)).join(', ')} ms`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
