#!/usr/bin/env node
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// `npm test`: every check and every test, installing what it needs (pnpm, dependencies, Chromium).
//   lint, typecheck, build; vitest for every package on PGlite and, beside it, the server suite again on
//   PostgreSQL (and Redis) when one is reachable; Playwright in Chromium against the built app. Ends with the tests that failed,
//   if any, each with the first line of its error, and one line of counts.
import { createConnection } from 'node:net';
import path from 'node:path';
import { slowestVitestFiles, summarizePlaywright, summarizeVitest } from './test-reports.mjs';
import { ensureChromium, ensurePnpm, installDependencies, log, root, run } from './toolchain.mjs';

const started = performance.now();
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });
const results = [];
const steps = [];
const groups = [];
/** Tests that failed, by suite, so the last lines of a CI log say what broke, not only how much. */
const failures = [];

/**
 * CPU seconds used so far by the processes this script started and waited for, and theirs (Linux: cutime and
 * cstime of /proc/self/stat, in clock ticks of 1/100 s); null where there is no /proc. On a machine other work
 * keeps busy, wall time says how long a step waited, CPU time how much work it did.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Steps that run side by side: each keeps its wall time; their CPU time is the group's, counted once. */
let concurrent = 0;

async function step(name, fn) {
  const t0 = performance.now();
  const cpu0 = childCpuSeconds();
  log(name);
  let ok = false;
  try {
    ok = (await fn()) !== false;
  } catch (error) {
    console.error(error.message ?? error);
  }
  const cpu1 = childCpuSeconds();
  steps.push({
    name,
    ok,
    seconds: (performance.now() - t0) / 1000,
    cpuSeconds: concurrent || cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
  });
  return ok;
}

async function together(name, fns) {
  const t0 = performance.now();
  const cpu0 = childCpuSeconds();
  concurrent++;
  await Promise.all(fns.filter(Boolean).map((fn) => fn()));
  concurrent--;
  const cpu1 = childCpuSeconds();
  groups.push({
    name,
    seconds: (performance.now() - t0) / 1000,
    cpuSeconds: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
  });
}

/** Per vitest run, its slowest files, printed with the summary. */
const slowFiles = [];

function readVitest(file, suite) {
  record(suite, () => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    slowFiles.push({ suite, files: slowestVitestFiles(report, root) });
    return summarizeVitest(report, root);
  });
}

function readPlaywright(file, suite) {
  record(suite, () => summarizePlaywright(JSON.parse(readFileSync(file, 'utf8')), root));
}

function record(suite, read) {
  try {
    const { failures: failedTests, ...counts } = read();
    results.push({ suite, ...counts });
    for (const f of failedTests) failures.push({ suite, ...f });
  } catch {
    results.push({ suite, passed: 0, failed: 1, skipped: 0, note: 'no report' });
  }
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port, timeout: 1500 });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!process.env.TEST_DATABASE_URL && !(await reachable(5432))) return null;
  const postgres = createRequire(path.join(root, 'packages/server/package.json'))('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch (error) {
    log(`PostgreSQL at ${url} refused: ${error.message}`);
    return null;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const pnpm = ensurePnpm();
const pn = (...args) =>
  run(pnpm[0], [...pnpm.slice(1), ...args], { check: false }).then((code) => code === 0);

const installed = await step('install dependencies', () => installDependencies(pnpm));
if (!installed) process.exit(1);
const chromium = await ensureChromium().catch((error) => {
  console.error(error.message);
  return null;
});

await step('lint (biome, knip)', () => pn('lint'));
await step('typecheck', () => pn('typecheck'));
const built = await step('build', () => pn('build'));

// The server suite on PostgreSQL runs beside the PGlite run: it mostly waits on PostgreSQL, so together they
// take little more than the PGlite run alone. Its output goes to a file, whose tests are summarised at the end.
const vitestReport = path.join(reports, 'vitest-pglite.json');
const pgUrl = await postgresUrl();
const redisUp = pgUrl ? await reachable(6379) : false;
const pgSuite = `vitest: server on PostgreSQL${redisUp ? ' + Redis' : ''}`;
const pgReport = path.join(reports, 'vitest-postgres.json');
const pgLog = path.join(reports, 'vitest-postgres.log');
await together('unit and server tests', [
  () =>
    step('unit and server tests (PGlite)', () =>
      pn('exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`),
    ),
  pgUrl &&
    (() =>
      step(
        `server tests (PostgreSQL${redisUp ? ' + Redis' : ''}), beside it; output in ${path.relative(root, pgLog)}`,
        () =>
          run(
            pnpm[0],
            [
              ...pnpm.slice(1),
              'exec',
              'vitest',
              'run',
              '--project',
              'server',
              '--reporter=default',
              '--reporter=json',
              `--outputFile=${pgReport}`,
            ],
            {
              check: false,
              output: pgLog,
              env: {
                TEST_DATABASE_URL: pgUrl,
                ...(redisUp ? { TEST_REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
              },
            },
          ).then((code) => code === 0),
      )),
]);
readVitest(vitestReport, 'vitest: core, web, bot, server on PGlite');
if (pgUrl) readVitest(pgReport, pgSuite);
else log('no PostgreSQL reachable: the server suite ran on PGlite only');

if (built && chromium) {
  const e2eReport = path.join(reports, 'e2e.json');
  await step('browser tests (Playwright, Chromium)', () =>
    run(pnpm[0], [...pnpm.slice(1), 'exec', 'playwright', 'test'], {
      check: false,
      env: { PW_JSON_REPORT: e2eReport, CHROMIUM_PATH: chromium },
    }).then((code) => code === 0),
  );
  readPlaywright(e2eReport, 'playwright: portal and Mini App in Chromium');
} else {
  results.push({
    suite: 'playwright',
    passed: 0,
    failed: 1,
    skipped: 0,
    note: built ? 'no Chromium' : 'build failed',
  });
}

console.info('\nSteps (wall time, and CPU time of the processes each step ran)');
for (const s of steps) {
  const cpu = s.cpuSeconds === null ? '' : `, ${s.cpuSeconds.toFixed(1)} s CPU`;
  console.info(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(1)} s${cpu})`);
}
for (const g of groups) {
  const cpu = g.cpuSeconds === null ? '' : `, ${g.cpuSeconds.toFixed(1)} s CPU`;
  console.info(`  = ${g.name}, side by side (${g.seconds.toFixed(1)} s${cpu})`);
}
for (const { suite, files } of slowFiles) {
  console.info(`Slowest files, ${suite}`);
  for (const f of files) console.info(`  ${f.seconds.toFixed(1)} s ${f.name}`);
}
console.info('Suites');
for (const r of results) {
  console.info(
    `  ${r.failed ? '✗' : '✓'} ${r.suite}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
  );
}
if (failures.length) {
  console.info('Failed');
  for (const f of failures) console.info(`  ✗ ${f.suite}: ${f.name}${f.reason ? `\n      ${f.reason}` : ''}`);
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = steps.filter((s) => !s.ok).length;
const ok = total.failed === 0 && failedSteps === 0;
console.info(
  `\n${ok ? 'PASS' : 'FAIL'}: ${total.passed} tests passed, ${total.failed} failed, ${total.skipped} skipped; ${steps.length - failedSteps}/${steps.length} steps ok; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(ok ? 0 : 1);
