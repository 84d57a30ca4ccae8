import {
  channelWanted,
  type NotificationTarget,
  notificationMessage,
  notificationPath,
  notificationStartParam,
} from '@w2e/core/contracts/notifications';
import { isLanguage } from '@w2e/core/i18n/languages';
import { Api, GrammyError } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { translator } from '../../lib/i18n';
import { type InsertedNotification, notificationsRepository } from './repository';

/**
 * The Telegram channel (docs/notifications.md): a message from the Mini App's bot (TELEGRAM_BOT_TOKEN) in the
 * player's private chat with it. The outbox's consumer sends one `notification-telegram` job per notification
 * whose player is linked to a Telegram user who allowed the bot to write (the `telegram_chats` row) and wants
 * the kind by Telegram, in the transaction that writes the notification. The job sends it within Telegram's
 * limits, shared by every instance through the database:
 * - overall, one message per slot of `telegram_send_budget`, 1/TELEGRAM_NOTIFY_PER_SECOND apart;
 * - per chat, one message per CHAT_GAP_MS (`telegram_chats.next_send_at`);
 * - a 429 holds both for its retry_after and the message is sent again; a 403 (the player blocked the bot)
 *   deletes the permission, so nothing more is tried for that player.
 */

/** Telegram: "avoid sending more than one message per second" in one chat; a little more, for network jitter. */
const CHAT_GAP_MS = 1100;
/** A 429 waited out inside the job up to this; a longer one fails the job, which pg-boss retries later. */
const LONGEST_WAIT_SECONDS = 60;
/** 429s one job waits out before it gives the message back to the queue (retried with backoff, never dropped). */
const MOST_RETRIES = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The jobs for the notifications just written: one per notification that goes by Telegram too. */
export async function queueTelegramMessages(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Db,
  rows: InsertedNotification[],
): Promise<void> {
  if (!deps.jobs || !deps.config.telegram.botToken || rows.length === 0) return;
  const recipients = await notificationsRepository(tx).telegramRecipients(rows);
  await deps.jobs.insert(
    tx,
    'notification-telegram',
    recipients.map((id) => ({ data: { notification_id: id } })),
  );
}

/**
 * The button under a message: the Mini App at the screen of what it is about (its start parameter) when the
 * bot's username is known, else the portal's page when it is on https (Telegram refuses other addresses).
 */
export function openButton(
  config: Pick<Config, 'publicUrl' | 'telegram'>,
  target: NotificationTarget,
  label: string,
): InlineKeyboardMarkup | undefined {
  const start = notificationStartParam(target);
  const username = config.telegram.botUsername;
  const url =
    username && start
      ? `https://t.me/${username}?startapp=${start}`
      : config.publicUrl.startsWith('https://')
        ? `${config.publicUrl}${notificationPath(target)}`
        : null;
  return url ? { inline_keyboard: [[{ text: label, url }]] } : undefined;
}

export interface TelegramSender {
  /** One job: sends the notification's message if it still should go and has not gone yet. */
  deliver(notificationId: string): Promise<void>;
  /** 429s Telegram answered to this instance (each waited out and retried). */
  readonly limited: number;
}

/** The sender of notification messages; null without the Mini App's bot. */
export function telegramSender(deps: Deps): TelegramSender | null {
  const { botToken } = deps.config.telegram;
  if (!botToken) return null;
  const { apiRoot, perSecond, callTimeoutMs } = deps.config.telegramNotify;
  // A plain Api: the pace is kept in the database for every instance (an in-process throttler would let each
  // instance send its own 30 a second), and 429s are waited out below, through the same shared budget.
  const api = new Api(botToken, {
    apiRoot,
    timeoutSeconds: Math.max(1, Math.ceil(callTimeoutMs / 1000)),
  });
  const gapMs = 1000 / perSecond;
  const repo = notificationsRepository(deps.db);
  let limited = 0;

  /** Waits for a slot of the shared budget and this chat's turn; false when the bot may no longer write. */
  async function turn(telegramId: string): Promise<boolean> {
    for (;;) {
      await sleep(await repo.takeSendSlot(gapMs));
      const chatWait = await repo.takeChatTurn(telegramId, CHAT_GAP_MS);
      if (chatWait === null) return false;
      if (chatWait === 0) return true;
      // Another message to this chat went less than a second ago, or a 429 came after this slot was taken:
      // the slot goes unused (fewer than the budget, never more), and the message queues again once due.
      await sleep(chatWait);
    }
  }

  return {
    get limited() {
      return limited;
    },
    async deliver(notificationId) {
      const found = await repo.forTelegram(notificationId);
      if (!found?.telegramId || found.notification.telegramSentAt) return;
      const { notification, telegramId } = found;
      if (!channelWanted(notification.kind, 'telegram', found.choice)) return;
      const t = translator(isLanguage(found.language) ? found.language : 'en');
      const { key, params } = notificationMessage(notification);
      const text = `${t(key, params)}\n\n${t('notifications:telegramFooter')}`;
      const markup = openButton(deps.config, notification.target, t('notifications:telegramOpen'));
      for (let attempt = 0; ; attempt++) {
        if (!(await turn(telegramId))) return;
        try {
          await api.sendMessage(Number(telegramId), text, markup ? { reply_markup: markup } : {});
          break;
        } catch (error) {
          if (!(error instanceof GrammyError)) throw error;
          const retryAfter = error.parameters.retry_after;
          if (error.error_code === 429 && retryAfter !== undefined) {
            limited++;
            await repo.holdSending(telegramId, retryAfter);
            deps.log.warn(
              { notification: notificationId, retryAfter, attempt },
              'Telegram answered 429; the message waits and is sent again',
            );
            if (retryAfter > LONGEST_WAIT_SECONDS || attempt + 1 >= MOST_RETRIES) throw error;
            continue;
          }
          // Blocked, deactivated, or never started the bot: Telegram will refuse every message, so the
          // permission goes and no job tries again until the player allows the bot anew.
          if (error.error_code === 403 || /chat not found/i.test(error.description)) {
            await repo.forgetTelegram(telegramId);
            deps.log.info(
              { notification: notificationId, answer: error.description },
              'the bot may no longer write to this player; Telegram notifications stop',
            );
            return;
          }
          throw error;
        }
      }
      // Between Telegram's answer and this write a crash sends the message again when the job is retried: the
      // one window where a player may get it twice.
      await repo.markTelegramSent(notificationId);
    },
  };
}
