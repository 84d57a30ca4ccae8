import { Composer } from 'grammy';
import type { Message } from 'grammy/types';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { displayName, escapeHtml, type Monitor } from '../monitor';
import type { ContributorRecord } from '../store';
import { isChatAdmin } from './onboarding';

const isMedia = (m: Message) =>
  Boolean(m.photo ?? m.video ?? m.animation ?? m.document ?? m.audio ?? m.voice ?? m.video_note ?? m.sticker);

/** A reply to someone (a topic's own root, which Telegram fills in for every message of a topic, is not one). */
const isReply = (m: Message) =>
  m.reply_to_message !== undefined && !(m.is_topic_message && m.reply_to_message.forum_topic_created);

/**
 * Contribution statistics, counted by Pulse: every message (with replies and media apart) and every reaction
 * added, per member and day, never the text. Each update is one queued row; the server counts them in batches.
 * `/stats` shows the admins the top contributors for 7 and 30 days.
 */
export function activity(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const groups = composer.chatType(['group', 'supergroup']);

  groups.command('stats', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!ctx.from || !(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message.sender_chat?.id))) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from?.id }, '/stats from a non-admin refused');
      return void (await ctx.reply(t('bot:notAdmin')));
    }
    const lines = (rows: ContributorRecord[]) =>
      rows.length === 0
        ? [t('bot:statsNone')]
        : rows.map((r, i) =>
            t('bot:statsLine', {
              rank: i + 1,
              name: escapeHtml(r.userName),
              messages: r.messages,
              reactions: r.reactions,
            }),
          );
    const [week, month] = await Promise.all([
      monitor.store.topContributors(ctx.chat.id, 7, 5),
      monitor.store.topContributors(ctx.chat.id, 30, 5),
    ]);
    const text = [
      t('bot:statsTitle', { title: escapeHtml(chat?.title ?? ctx.chat.title) }),
      '',
      t('bot:statsPeriod', { days: 7 }),
      ...lines(week),
      '',
      t('bot:statsPeriod', { days: 30 }),
      ...lines(month),
      '',
      t('bot:statsMore', { url: monitor.options.dashboardUrl }),
    ].join('\n');
    await ctx.reply(text, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
  });

  groups.on('message', async (ctx, next) => {
    const m = ctx.message;
    const from = ctx.from;
    // Anonymous admins and channels write as a chat; service messages (joins, pins) are nobody's contribution.
    if (from && !from.is_bot && !m.sender_chat && !m.new_chat_members && !m.left_chat_member) {
      await monitor.store.recordActivity({
        chatId: ctx.chat.id,
        userId: from.id,
        userName: displayName(from),
        messages: 1,
        replies: isReply(m) ? 1 : 0,
        reactions: 0,
        media: isMedia(m) ? 1 : 0,
        at: new Date(m.date * 1000),
      });
    }
    await next();
  });

  composer.on('message_reaction', async (ctx) => {
    const r = ctx.messageReaction;
    const added = r.new_reaction.length - r.old_reaction.length;
    if (!r.user || r.user.is_bot || added <= 0) return;
    await monitor.store.recordActivity({
      chatId: r.chat.id,
      userId: r.user.id,
      userName: displayName(r.user),
      messages: 0,
      replies: 0,
      reactions: added,
      media: 0,
      at: new Date(r.date * 1000),
    });
  });

  return composer;
}
