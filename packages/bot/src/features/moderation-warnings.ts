import type { TFunction } from '@w2e/core/i18n/create-i18n';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { describeError, displayName, escapeHtml, type Monitor, NO_PERMISSIONS } from '../monitor';
import type { ChatRecord } from '../store';
import { act } from './moderation';
import { isChatAdmin } from './onboarding';

interface Target {
  id: number;
  name: string;
}

const mention = (target: Target) =>
  `<a href="tg://user?id=${target.id}">${escapeHtml(target.name.slice(0, 32))}</a>`;

/**
 * One warning, then what the count calls for: a mute at `warn_mute_at`, a ban at `warn_ban_at` (the admin's
 * settings). Keyed by the message it answers, so a repeated /warn or a second button press warns once. The text
 * the chat is told.
 */
async function warn(
  monitor: Monitor,
  chat: ChatRecord,
  target: Target,
  key: string,
  t: TFunction,
): Promise<string | null> {
  const warned = await act(
    monitor,
    {
      chat,
      userId: target.id,
      userName: target.name,
      action: 'warned',
      rule: 'warn',
      undoable: true,
      dedupeKey: `warn:${key}`,
    },
    async () => {},
  );
  if (!warned) return null;
  const rules = chat.moderation;
  const count = await monitor.store.warningCount(chat.chatId, target.id);
  const name = mention(target);
  if (rules.warn_ban_at > 0 && count >= rules.warn_ban_at) {
    const banned = await act(
      monitor,
      {
        chat,
        userId: target.id,
        userName: target.name,
        action: 'banned',
        rule: 'warn',
        detail: String(count),
        undoable: true,
        dedupeKey: `warn-ban:${key}`,
      },
      () => monitor.api.banChatMember(chat.chatId, target.id),
    );
    if (banned) return t('moderation:warnBanned', { name, count });
  } else if (rules.warn_mute_at > 0 && count >= rules.warn_mute_at) {
    const until = new Date(Date.now() + rules.warn_mute_minutes * 60_000);
    const muted = await act(
      monitor,
      {
        chat,
        userId: target.id,
        userName: target.name,
        action: 'muted',
        rule: 'warn',
        detail: String(count),
        until,
        undoable: true,
        dedupeKey: `warn-mute:${key}`,
      },
      () =>
        monitor.api.restrictChatMember(chat.chatId, target.id, NO_PERMISSIONS, {
          use_independent_chat_permissions: true,
          until_date: Math.floor(until.getTime() / 1000),
        }),
    );
    if (muted) return t('moderation:warnMuted', { name, count, minutes: rules.warn_mute_minutes });
  }
  return t('moderation:warned', { name, count });
}

/**
 * `/warn` (an admin's reply to a message) with a count per member and chat and the escalation the admin set;
 * `/report` (anyone's reply) sends the message to the admins' log chat (else the adder in private) with buttons to
 * delete it, or warn, mute or ban its author, each checked against the chat's admins when pressed.
 */
export function warnings(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const groups = composer.chatType(['group', 'supergroup']);

  groups.command('warn', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!ctx.from || !(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message.sender_chat?.id))) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from?.id }, '/warn from a non-admin refused');
      return void (await ctx.reply(t('bot:notAdmin')));
    }
    const author = ctx.message.reply_to_message?.from;
    if (!chat || !author || author.is_bot) return void (await ctx.reply(t('moderation:warnUsage')));
    if (await isChatAdmin(ctx, chat.chatId, author.id))
      return void (await ctx.reply(t('moderation:warnAdmin')));
    const text = await warn(
      monitor,
      chat,
      { id: author.id, name: displayName(author) },
      `${chat.chatId}:${ctx.message.message_id}`,
      t,
    );
    if (text) await ctx.reply(text, { parse_mode: 'HTML' });
  });

  groups.command('ban', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!ctx.from || !(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message.sender_chat?.id))) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from?.id }, '/ban from a non-admin refused');
      return void (await ctx.reply(t('bot:notAdmin')));
    }
    const author = ctx.message.reply_to_message?.from;
    if (!chat || !author || author.is_bot) return void (await ctx.reply(t('moderation:banUsage')));
    if (await isChatAdmin(ctx, chat.chatId, author.id))
      return void (await ctx.reply(t('moderation:warnAdmin')));
    const target = { id: author.id, name: displayName(author) };
    const banned = await act(
      monitor,
      {
        chat,
        userId: target.id,
        userName: target.name,
        action: 'banned',
        rule: 'admin',
        undoable: true,
        dedupeKey: `ban:${chat.chatId}:${ctx.message.message_id}`,
      },
      () => monitor.api.banChatMember(chat.chatId, target.id),
    );
    if (banned) await ctx.reply(t('moderation:banned', { name: mention(target) }), { parse_mode: 'HTML' });
  });

  groups.command('report', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    const reported = ctx.message.reply_to_message;
    if (!chat || !reported?.from || !ctx.from) return void (await ctx.reply(t('moderation:reportUsage')));
    // One report per reported message: a crowd reporting the same spam tells the admins once.
    if (!(await monitor.once(`report:${chat.chatId}:${reported.message_id}`))) return;
    const target = chat.settings.log_chat_id ? Number(chat.settings.log_chat_id) : chat.addedByTelegramId;
    if (!target) return;
    const at = translator(chatLanguage(chat.settings.language, undefined));
    const data = (verb: string) => `mod:${verb}:${chat.chatId}:${reported.message_id}:${reported.from!.id}`;
    try {
      await monitor.api.forwardMessage(target, chat.chatId, reported.message_id);
      await monitor.api.sendMessage(
        target,
        at('moderation:report', {
          title: escapeHtml(chat.title),
          reporter: mention({ id: ctx.from.id, name: displayName(ctx.from) }),
          name: mention({ id: reported.from.id, name: displayName(reported.from) }),
        }),
        {
          parse_mode: 'HTML',
          reply_markup: new InlineKeyboard()
            .text(at('moderation:buttonDelete'), data('del'))
            .text(at('moderation:buttonWarn'), data('warn'))
            .row()
            .text(at('moderation:buttonMute'), data('mute'))
            .text(at('moderation:buttonBan'), data('ban')),
        },
      );
    } catch (error) {
      monitor.log.warn({ chatId: chat.chatId, target, err: describeError(error) }, 'report not delivered');
      return;
    }
    await ctx.reply(t('moderation:reportSent'));
  });

  composer.callbackQuery(/^mod:(del|warn|mute|ban):(-?\d+):(\d+):(\d+)$/, async (ctx) => {
    const [, verb, chatIdText, messageIdText, userIdText] = ctx.match;
    const chatId = Number(chatIdText);
    const messageId = Number(messageIdText);
    const userId = Number(userIdText);
    const chat = await monitor.store.getChat(chatId);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from.language_code));
    if (!chat || !(await isChatAdmin(ctx, chatId, ctx.from.id))) {
      monitor.log.warn({ chatId, from: ctx.from.id, verb }, 'report button from a non-admin refused');
      return void (await ctx.answerCallbackQuery({ text: t('bot:notAdmin'), show_alert: true }));
    }
    const target = { id: userId, name: String(userId) };
    const key = `${chatId}:${messageId}`;
    const base = { chat, userId, userName: target.name, messageId, rule: 'admin' as const, undoable: true };
    let done: string | null = null;
    if (verb === 'del') {
      done = await act(
        monitor,
        { ...base, action: 'deleted', undoable: false, dedupeKey: `report-del:${key}` },
        () => monitor.api.deleteMessage(chatId, messageId),
      );
    } else if (verb === 'warn') {
      done = await warn(
        monitor,
        chat,
        target,
        `report:${key}`,
        translator(chatLanguage(chat.settings.language, undefined)),
      );
    } else if (verb === 'mute') {
      const until = new Date(Date.now() + chat.moderation.warn_mute_minutes * 60_000);
      done = await act(monitor, { ...base, action: 'muted', until, dedupeKey: `report-mute:${key}` }, () =>
        monitor.api.restrictChatMember(chatId, userId, NO_PERMISSIONS, {
          use_independent_chat_permissions: true,
          until_date: Math.floor(until.getTime() / 1000),
        }),
      );
    } else {
      done = await act(monitor, { ...base, action: 'banned', dedupeKey: `report-ban:${key}` }, () =>
        monitor.api.banChatMember(chatId, userId),
      );
    }
    await ctx.answerCallbackQuery({ text: t(done ? 'moderation:reportDone' : 'moderation:reportAlready') });
  });

  return composer;
}
