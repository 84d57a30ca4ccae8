import type { BotId } from '@w2e/bot-config/profiles';
import { Bot, type BotConfig, type BotError } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { BotContext } from './context';
import { start } from './features/start';
import { withLanguage } from './i18n';

export interface BotDeps {
  id: BotId;
  /** The Bot API root; https://api.telegram.org in production, a loopback stand-in in tests. */
  apiRoot?: string;
  /** Known identity, so the bot can handle updates without calling getMe first (webhooks, tests). */
  botInfo?: UserFromGetMe;
  /** Where failures are reported (the server's logger in production). */
  onError?: (error: unknown, updateId: number | undefined) => void;
}

/**
 * One community-monitoring bot. Features are Composers registered inside an error boundary, so one failing
 * handler answers the user politely and is reported, without stopping the others or the update loop.
 */
export function createBot(token: string, deps: BotDeps): Bot<BotContext> {
  const config: BotConfig<BotContext> = {};
  if (deps.apiRoot) config.client = { apiRoot: deps.apiRoot };
  if (deps.botInfo) config.botInfo = deps.botInfo;
  const bot = new Bot<BotContext>(token, config);

  const report = async (err: BotError<BotContext>) => {
    deps.onError?.(err.error, err.ctx.update.update_id);
    if (!err.ctx.chat) return;
    // The apology may fail too (the chat may be gone); that must not take the update loop down.
    await err.ctx.reply(err.ctx.t?.('bot:error') ?? 'Something went wrong.').catch(() => {});
  };

  bot.use(withLanguage);
  bot.errorBoundary(report, start);
  bot.catch(report);
  return bot;
}
