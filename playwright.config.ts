import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  ANVIL_PORT,
  ANVIL_URL,
  BASE_URL,
  BOT_API_URL,
  E2E_PORT,
  GUARD_BOT_TOKEN,
  IFO_JWT_SECRET,
  MAILBOX_URL,
  OAUTH_CLIENTS,
  OAUTH_URL,
  PULSE_BOT_TOKEN,
  SMTP_PORT,
  TELEGRAM_BOT_TOKEN,
  TON_API_URL,
  VERIFY_RECHECK_SECONDS,
  WEBHOOK_SECRET,
} from './e2e/environment';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * Browser tests drive Debian's Chromium (never a downloaded one) against the built portal and Mini App, served
 * by the built server the way `npm start` serves them, on a fresh embedded database with the demo data.
 */
const port = E2E_PORT;
const baseURL = BASE_URL;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'w2e-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI shares two cores between two browsers and the server: a test that fails once is run again and reported as
  // flaky in the summary (scripts/test-all.mjs prints the count), so one slow moment does not sink a landing while a
  // real failure, which fails twice, still does. Locally there is no retry.
  retries: process.env.CI ? 1 : 0,
  // A busy two-core CI machine runs the mail round trips at half speed (one ran 30 s here that takes 16 s quiet);
  // a signed-in header once took over 7 s there to show the account menu (lazy chunk + styles).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]]
    : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and a screencast of every action) cost a third of each test's time; in CI
    // it is recorded on the retry of a test that failed, which is where it is read. Locally a failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // Telegram's Bot API as a stand-in on loopback: the monitoring bot calls it at start (getMe, setWebhook).
      command: 'packages/server/node_modules/.bin/tsx packages/bot/test/bot-api-stand-in-server.ts',
      url: `${BOT_API_URL}/calls`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { BOT_API_PORT: new URL(BOT_API_URL).port },
    },
    {
      // A real SMTP server on loopback: the mails the tests open and whose links they follow.
      command: 'packages/server/node_modules/.bin/tsx packages/server/test/support/smtp-stand-in-server.ts',
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(SMTP_PORT), MAILBOX_PORT: new URL(MAILBOX_URL).port },
    },
    {
      // Discord's, X's and Google's OAuth2 and APIs as a stand-in on loopback (linking and social checks).
      command: 'packages/server/node_modules/.bin/tsx packages/server/test/support/oauth-stand-in-server.ts',
      url: `${OAUTH_URL}/control/ping`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OAUTH_PORT: new URL(OAUTH_URL).port },
    },
    {
      // The TON API (toncenter v3) as a stand-in on loopback: TON hold-token and hold-NFT tasks are read from it.
      command:
        'packages/server/node_modules/.bin/tsx packages/server/test/support/ton-api-stand-in-server.ts',
      url: `${TON_API_URL}/control/ping`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { TON_API_PORT: new URL(TON_API_URL).port },
    },
    {
      // A real EVM node on loopback (@foundry-rs/anvil): on-chain tasks on "bsc" are read from it.
      command: `packages/server/node_modules/.bin/anvil --host 127.0.0.1 --port ${ANVIL_PORT} --silent`,
      port: ANVIL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node packages/server/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // Migrating and seeding a fresh database took 62 s on a two-core machine shared by five test runs.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Every player of every spec registers from loopback.
        REGISTER_PER_IP_HOUR: '1000',
        // The sign-in step-up test plays people at other addresses through X-Forwarded-For from loopback.
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        TELEGRAM_BOT_TOKEN,
        IFO_JWT_SECRET,
        TELEGRAM_GUARD_BOT_TOKEN: GUARD_BOT_TOKEN,
        TELEGRAM_PULSE_BOT_TOKEN: PULSE_BOT_TOKEN,
        TELEGRAM_API_ROOT: BOT_API_URL,
        EVM_RPC_URL_BSC: ANVIL_URL,
        TON_API_BASE: `${TON_API_URL}/api/v3`,
        VERIFY_RECHECK_SECONDS: String(VERIFY_RECHECK_SECONDS),
        DISCORD_CLIENT_ID: OAUTH_CLIENTS.discord.id,
        DISCORD_CLIENT_SECRET: OAUTH_CLIENTS.discord.secret,
        DISCORD_API_BASE: OAUTH_URL,
        DISCORD_AUTHORIZE_URL: `${OAUTH_URL}/authorize/discord`,
        X_CLIENT_ID: OAUTH_CLIENTS.x.id,
        X_API_BASE: OAUTH_URL,
        X_AUTHORIZE_URL: `${OAUTH_URL}/authorize/x`,
        TELEGRAM_BOTS_MODE: 'webhook',
        TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // The partner webhooks' receiver of webhooks.spec.ts listens on loopback, which is otherwise refused.
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
  ],
});
