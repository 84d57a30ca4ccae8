import type { BotId } from '@w2e/bot-config/profiles';
import { Bot, type BotConfig, type BotError } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { BotContext } from './context';
import { activity } from './features/activity';
import { captcha } from './features/captcha';
import { game } from './features/game';
import { members } from './features/members';
import { moderation } from './features/moderation';
import { spammers } from './features/moderation-spammers';
import { warnings } from './features/moderation-warnings';
import { onboarding } from './features/onboarding';
import { referrals } from './features/referrals';
import { settings } from './features/settings';
import { start } from './features/start';
import { withLanguage } from './i18n';
import { Monitor, type MonitoringOptions } from './monitor';
import { installRateLimits } from './throttle';

export interface BotDeps {
  id: BotId;
  /** The Bot API root; https://api.telegram.org in production, a loopback stand-in in tests. */
  apiRoot?: string;
  /** Known identity, so the bot can handle updates without calling getMe first (webhooks, tests). */
  botInfo?: UserFromGetMe;
  /** Where failures are reported (the server's logger in production). */
  onError?: (error: unknown, updateId: number | undefined) => void;
  /** The community-monitoring features and the store they keep their state in (the server's database). */
  monitoring?: MonitoringOptions;
}

/** Updates the bots ask Telegram for: chat_member, chat_join_request and message_reaction are only sent when asked. */
export const ALLOWED_UPDATES = [
  'message',
  'edited_message',
  'callback_query',
  'my_chat_member',
  'chat_member',
  'chat_join_request',
  'message_reaction',
] as const;

export type MonitoringBot = Bot<BotContext> & { monitor: Monitor | undefined };

/**
 * One community-monitoring bot. Features are Composers registered inside an error boundary, so one failing
 * handler answers the user politely and is reported, without stopping the others or the update loop.
 *
 * The two bots' roles: Guard watches and guards (onboarding, captcha, raids, joins and leaves, /settings);
 * Pulse counts and engages (contribution statistics, /stats, members' invite links, the dice duel). Each keeps what it learns in the server's database, which is how they coordinate: neither
 * reads the other's messages.
 */
export function createBot(token: string, deps: BotDeps): MonitoringBot {
  const config: BotConfig<BotContext> = {};
  if (deps.apiRoot) config.client = { apiRoot: deps.apiRoot };
  if (deps.botInfo) config.botInfo = deps.botInfo;
  const bot = new Bot<BotContext>(token, config);
  installRateLimits(bot.api);
  const monitor = deps.monitoring ? new Monitor(bot.api, deps.id, deps.monitoring) : undefined;

  const report = async (err: BotError<BotContext>) => {
    deps.onError?.(err.error, err.ctx.update.update_id);
    // Only a person who wrote to us gets an apology; a failed membership update must not make the bot talk.
    if (!err.ctx.chat || !err.ctx.message) return;
    // The apology may fail too (the chat may be gone); that must not take the update loop down.
    await err.ctx.reply(err.ctx.t?.('bot:error') ?? 'Something went wrong.').catch(() => {});
  };

  bot.use(withLanguage);
  if (monitor) {
    bot.use((ctx, next) => {
      ctx.monitor = monitor;
      return next();
    });
  }
  const features = [start];
  if (monitor) {
    features.push(onboarding(monitor));
    if (deps.id === 'guard')
      features.push(
        members(monitor),
        spammers(monitor),
        captcha(monitor),
        settings(monitor),
        warnings(monitor),
        moderation(monitor),
      );
    else features.push(activity(monitor), referrals(monitor), game(monitor));
  }
  bot.errorBoundary(report, ...features);
  bot.catch(report);
  return Object.assign(bot, { monitor });
}
