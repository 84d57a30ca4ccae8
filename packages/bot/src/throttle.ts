import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { Api, Transformer } from 'grammy';

/**
 * Telegram's limits are about messages: about 30 a second overall, 20 a minute in one group, one a second in one
 * private chat. The throttler queues exactly those calls; restricting, banning, deleting and answering buttons go
 * straight out, so a raid's newcomers are restricted at once however many captcha messages wait. Whatever still
 * gets a 429 (or a 5xx) is retried after Telegram's retry_after.
 */
export const MESSAGE_METHODS = new Set([
  'sendMessage',
  'sendPhoto',
  'sendAnimation',
  'sendDocument',
  'sendDice',
  'copyMessage',
  'forwardMessage',
  'editMessageText',
  'editMessageReplyMarkup',
]);

export function installRateLimits(api: Api, options: { maxRetryAttempts?: number } = {}): void {
  const throttler = apiThrottler();
  const messagesOnly: Transformer = (prev, method, payload, signal) =>
    MESSAGE_METHODS.has(method) ? throttler(prev, method, payload, signal) : prev(method, payload, signal);
  api.config.use(messagesOnly);
  // Installed last, so it runs first: a retried call queues at the throttler again.
  api.config.use(
    autoRetry({
      maxRetryAttempts: options.maxRetryAttempts ?? 5,
      maxDelaySeconds: 120,
      rethrowInternalServerErrors: false,
    }),
  );
}
