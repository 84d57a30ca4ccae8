/**
 * `pnpm bench:campaign`: the synthetic campaign (docs/trust.md, "The synthetic campaign"): `--honest` players
 * (single players, families on one home address, classes on one school address) and `--farm` accounts of five
 * kinds (one /24, one device, burst sign-ups with one pasted answer, wallets paid by one funder on anvil,
 * referral trees made minutes apart) take part in one event through the real API; the event ends through the
 * end-of-event job, and it prints, per kind, the share left at high risk (farm kinds: recall; honest kinds:
 * false alarms) and at medium, the precision of "high", and how long each part took.
 * Goals: farm at high ≥ 90 %, honest at high ≤ 2 %. On one database: PostgreSQL with BENCH_DATABASE_URL, else
 * PGlite. Not a timed test: it prints (a small run of it is the server test trust/campaign.test.ts).
 *
 *   pnpm bench:campaign -- --honest=2000 --farm=600 [--seed=1]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:campaign -- --honest=2000 --farm=600
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { startAnvil } from '../support/anvil';
import { formatReport, runCampaign } from '../support/campaign';
import { arg, benchDatabase, peakMemory } from './harness';

const HONEST = Number(arg('honest', '2000'));
const FARM = Number(arg('farm', '600'));
const SEED = Number(arg('seed', '1'));

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-campaign-'));
  // The chain starts 800 days ago: honest wallets are funded and used months before the event.
  const anvil = await startAnvil({ genesisTimestamp: Math.floor(Date.now() / 1000) - 800 * 86_400 });
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REWARDS_TICK_MS: '0',
    OUTBOX_TICK_MS: '0',
    JOBS_ENABLED: 'false',
    PASSWORD_HASH_COST: '10',
  });
  const config = { ...base, verify: { rpcUrls: { eth: anvil.url }, ratePerSecond: 100_000 } };
  const store = await benchDatabase(config.migrationsDir, 'campaign');
  const app = await buildApp({ config, database: store.database });
  const memory = peakMemory();
  try {
    const report = await runCampaign(app, anvil, {
      honest: HONEST,
      farm: FARM,
      seed: SEED,
      log: console.info,
    });
    const peaks = memory.stop();
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      [
        `${store.label}: ${HONEST} honest, ${FARM} farm (seed ${SEED})`,
        formatReport(report),
        `  setup ${s(report.timings.setupMs)}, API (referrals, tasks) ${s(report.timings.apiMs)}, end of event ${s(report.timings.settleMs)}, reading the result ${s(report.timings.readMs)}`,
        `  ${peaks.text}`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    anvil.stop();
    await store.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main();
