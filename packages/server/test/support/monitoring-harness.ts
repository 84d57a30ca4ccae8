import { createHash } from 'node:crypto';
import { type BotApiStandIn, TEST_BOT, TEST_PULSE_BOT } from '@w2e/bot/test/bot-api-stand-in';
import type { Update, UserFromGetMe } from 'grammy/types';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createTestApp } from './helpers';

/** The two bots as the monitoring tests run them: webhooks, against the Bot API stand-in. */
export const GUARD_TOKEN = '7000000001:GUARD-test-token';
export const PULSE_TOKEN = '7000000002:PULSE-test-token';
export const PULSE_BOT: UserFromGetMe = TEST_PULSE_BOT;
export const secret = (token: string) => createHash('sha256').update(`w2e-webhook:${token}`).digest('hex');

export const monitoringConfig = (apiRoot: string): Config['monitoring'] => ({
  tokens: { guard: GUARD_TOKEN, pulse: PULSE_TOKEN },
  apiRoot,
  mode: 'webhook',
  webhookSecret: undefined,
  tickMs: 60_000,
  callTimeoutMs: 10_000,
  retryMaxMs: 60_000,
});

/** An app on `db` whose bots talk to `api`, with their webhooks registered; its log lines are parsed into `logs`. */
export async function startMonitoringApp(
  api: BotApiStandIn,
  db: Database,
  logs: { msg: string; [key: string]: unknown }[],
  monitoring: Partial<Config['monitoring']> = {},
  config: Partial<Config> = {},
  /** Instances that stand for one deployment share their Redis keys (each test app has its own otherwise). */
  redisKeyPrefix?: string,
) {
  const t = await createTestApp(
    {
      publicUrl: 'https://w2e.example',
      monitoring: { ...monitoringConfig(api.apiRoot), ...monitoring },
      logLevel: 'info',
      ...config,
    },
    {
      database: db,
      logStream: { write: (line) => void logs.push(JSON.parse(line)) },
      monitoring: { timer: false, botInfo: { guard: TEST_BOT, pulse: PULSE_BOT } },
      ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
    },
  );
  await t.app.monitoring.started();
  return t;
}

/** Delivers an update to a bot's webhook as Telegram would, and waits for the captcha messages it causes. */
export async function deliver(app: App, update: Update, bot: 'guard' | 'pulse' = 'guard') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/telegram/webhook/${bot}`,
    headers: { 'x-telegram-bot-api-secret-token': secret(bot === 'guard' ? GUARD_TOKEN : PULSE_TOKEN) },
    payload: update,
  });
  expect(response.statusCode).toBe(200);
  await app.monitoring.bots.get(bot)?.monitor?.idle();
}
