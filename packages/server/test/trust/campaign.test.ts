import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil } from '../support/anvil';
import { formatReport, runCampaign } from '../support/campaign';
import { createTestApp, type TestApp } from '../support/helpers';

/**
 * A small run of the synthetic campaign (test/support/campaign.ts; the full one is `pnpm bench:campaign`), on
 * PGlite and PostgreSQL: the farm kinds end at high risk and the honest kinds, families and a class
 * included, do not, so the weights cannot silently drift from the goals.
 */
let t: TestApp;
let anvil: Awaited<ReturnType<typeof startAnvil>>;

beforeAll(async () => {
  anvil = await startAnvil({ genesisTimestamp: Math.floor(Date.now() / 1000) - 800 * 86_400 });
  t = await createTestApp({ verify: { rpcUrls: { eth: anvil.url }, ratePerSecond: 100_000 } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  anvil?.stop();
});

describe('the synthetic campaign', () => {
  it('leaves at least 90 % of the farm and at most 2 % of the honest players at high risk', async () => {
    const report = await runCampaign(t.app, anvil, { honest: 100, farm: 30, seed: 7 });
    const summary = formatReport(report);
    expect(report.farm.accounts, summary).toBe(30);
    expect(report.honest.accounts, summary).toBe(100);
    expect(report.recall, summary).toBeGreaterThanOrEqual(0.9);
    expect(report.honestHigh, summary).toBeLessThanOrEqual(0.02);
    for (const kind of report.kinds.filter((k) => k.farm)) expect(kind.high, summary).toBeGreaterThan(0);
  }, 300_000);
});
