/**
 * What the browser tests and the servers they start agree on: ports, and the test secrets the server under
 * test is configured with (a Telegram bot token to sign Mini App init data, an IFO partner secret).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The SMTP stand-in that receives the server's mails, and its mailbox for the tests to read. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
export const MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_MAILBOX_PORT ?? E2E_PORT + 26)}`;
export const TELEGRAM_BOT_TOKEN = '424242:e2e-telegram-bot-token';
export const IFO_JWT_SECRET = 'e2e-ifo-partner-secret-e2e-ifo-partner-secret';
/** The Bot API stand-in the monitoring bots talk to, and the bots' test settings. */
export const BOT_API_URL = `http://127.0.0.1:${Number(process.env.E2E_BOT_API_PORT ?? E2E_PORT + 27)}`;
export const GUARD_BOT_TOKEN = '7000000001:e2e-guard-bot-token';
export const PULSE_BOT_TOKEN = '7000000002:e2e-pulse-bot-token';
export const WEBHOOK_SECRET = 'e2e-webhook-secret-e2e-webhook-secret';
/** A real EVM node (anvil) on loopback: the server reads hold-token tasks on "bsc" from it. */
export const ANVIL_PORT = Number(process.env.E2E_ANVIL_PORT ?? E2E_PORT + 28);
export const ANVIL_URL = `http://127.0.0.1:${ANVIL_PORT}`;
/** Discord's, X's and Google's OAuth2 and APIs as a stand-in on loopback (consent pages, tokens, reads). */
export const OAUTH_URL = `http://127.0.0.1:${Number(process.env.E2E_OAUTH_PORT ?? E2E_PORT + 29)}`;
/**
 * The TON API (toncenter v3) as a stand-in on loopback: TON hold tasks are read from it (TON_API_BASE). E2E_PORT+24,
 * since +25 to +29 are taken above.
 */
export const TON_API_URL = `http://127.0.0.1:${Number(process.env.E2E_TON_API_PORT ?? E2E_PORT + 24)}`;
/**
 * Seconds between two outside checks of one task by one player in the server under test (VERIFY_RECHECK_SECONDS;
 * 30 in production): short, so a test re-checks after topping up a balance without waiting half a minute.
 */
export const VERIFY_RECHECK_SECONDS = 2;
/** The stand-in's client credentials (packages/server/test/support/oauth-stand-in.ts). */
export const OAUTH_CLIENTS = {
  discord: { id: 'discord-client', secret: 'discord-secret' },
  x: { id: 'x-client' },
};
