/**
 * `pnpm bench:sign-in`: p99 of a real sign-in (the owner, from the address they use) while 200 sign-ins with
 * unknown names arrive at once from 200 addresses, each of which costs a decoy hash by design. Prints the
 * figure, how the burst was answered (401 checked, 503 refused by the hashing line before any hashing), and
 * the hashing line's size.
 *
 *   pnpm bench:sign-in [-- --burst=200 --rounds=3]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BURST = arg('burst', 200);
const ROUNDS = arg('rounds', 3);
const PASSWORD = 'Str0ng!pass';
const OWNER_IP = '10.200.0.1';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  SIGN_IN_SLOWDOWN_MS: '0',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
});
const database = await openDatabase(
  config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : config.database,
  config.migrationsDir,
);
const app = await buildApp({ config, database });
const login = (username: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login-via-username',
    payload: { username, password },
    remoteAddress,
  });

// A name of its own, so runs against one PostgreSQL database do not collide.
const owner = `bench_${Date.now().toString(36)}`;
const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register-via-username',
  payload: { email: `${owner}@example.com`, full_name: 'Owner', username: owner, password: PASSWORD },
  remoteAddress: OWNER_IP,
});
if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);

const quietTimes: number[] = [];
for (let n = 0; n < 5; n++) {
  const started = performance.now();
  await login(owner, PASSWORD, OWNER_IP);
  quietTimes.push(performance.now() - started);
}

const realTimes: number[] = [];
const burstCodes: Record<number, number> = {};
let realFailures = 0;
const burstStarted = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  let done = false;
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      login(
        `nobody_${owner}_${round}_${i}`,
        'Wrong!pass1',
        `10.${201 + round}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      ),
    ),
  ).then((answers) => {
    done = true;
    return answers;
  });
  // Real sign-ins one after another while the burst lasts (at least five per round).
  for (let n = 0; !done || n < 5; n++) {
    const started = performance.now();
    const answer = await login(owner, PASSWORD, OWNER_IP);
    realTimes.push(performance.now() - started);
    if (answer.statusCode !== 200) realFailures += 1;
  }
  for (const answer of await burst) burstCodes[answer.statusCode] = (burstCodes[answer.statusCode] ?? 0) + 1;
}
const tookSeconds = (performance.now() - burstStarted) / 1000;

console.info(
  `sign-in during ${ROUNDS} bursts of ${BURST} unknown-name attempts (${config.database.kind}, hashing ${config.passwordHashing.concurrency} at once, ${config.passwordHashing.maxQueued} waiting per lane)`,
);
console.info(
  `  real sign-ins: ${realTimes.length}, failed ${realFailures}; p50 ${percentile(realTimes, 50).toFixed(0)} ms, p99 ${percentile(realTimes, 99).toFixed(0)} ms, max ${Math.max(...realTimes).toFixed(0)} ms`,
);
console.info(`  the same sign-in without a burst: p50 ${percentile(quietTimes, 50).toFixed(0)} ms`);
console.info(`  burst answers: ${JSON.stringify(burstCodes)} in ${tookSeconds.toFixed(1)} s`);
console.info(`  goal: p99 < 2000 ms -> ${percentile(realTimes, 99) < 2000 ? 'met' : 'NOT met'}`);

await app.close();
await rm(dataDir, { recursive: true, force: true });
