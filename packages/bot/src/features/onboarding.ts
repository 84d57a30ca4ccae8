import { type AdminRight, missingRights } from '@w2e/core/contracts/monitoring';
import type { TFunction } from '@w2e/core/i18n/create-i18n';
import { Composer } from 'grammy';
import type { ChatMember } from 'grammy/types';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { describeError, escapeHtml, type Monitor } from '../monitor';

const RIGHT_KEYS: Record<AdminRight, string> = {
  manage_chat: 'bot:rightManageChat',
  post_messages: 'bot:rightPostMessages',
  delete_messages: 'bot:rightDeleteMessages',
  restrict_members: 'bot:rightRestrictMembers',
  invite_users: 'bot:rightInviteUsers',
};
export const rightNames = (t: TFunction, rights: AdminRight[]) =>
  rights.map((r) => t(RIGHT_KEYS[r])).join(', ');

const isIn = (m: ChatMember) =>
  m.status === 'administrator' ||
  m.status === 'creator' ||
  m.status === 'member' ||
  m.status === 'restricted';

/** Whether the user is an admin of the chat (an anonymous admin writes as the chat itself). */
export async function isChatAdmin(
  ctx: BotContext,
  chatId: number,
  userId: number,
  senderChatId?: number,
): Promise<boolean> {
  if (senderChatId === chatId) return true;
  try {
    const member = await ctx.api.getChatMember(chatId, userId);
    return member.status === 'administrator' || member.status === 'creator';
  } catch (error) {
    ctx.monitor?.log.warn({ chatId, userId, err: describeError(error) }, 'admin check failed');
    return false;
  }
}

/**
 * Being added, promoted, demoted or removed (my_chat_member): the chat is recorded for the admin's dashboard,
 * the bot says which rights it still lacks, a channel is validated by posting a test message and deleting it,
 * and a bot that lost its rights stops acting (open captchas cancelled: never a kick it may not make).
 */
export function onboarding(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.on('my_chat_member', async (ctx) => {
    const { chat, from, old_chat_member: before, new_chat_member: now } = ctx.myChatMember;
    if (chat.type === 'private') return; // someone blocked or unblocked the bot
    const title = chat.title;
    const kind = chat.type === 'channel' ? 'channel' : 'group';
    const status = now.status === 'creator' ? 'administrator' : now.status;
    const gone = status === 'left' || status === 'kicked';
    const missing = gone
      ? []
      : missingRights(
          monitor.bot,
          kind,
          status === 'administrator' ? (now as unknown as Record<string, unknown>) : null,
        );
    const { chat: record, created } = await monitor.store.saveMembership({
      chat: { id: chat.id, type: chat.type, title },
      bot: monitor.bot,
      status,
      missingRights: missing,
      by: from.is_bot ? null : { id: from.id },
    });
    monitor.log.info(
      { chatId: chat.id, bot: monitor.bot, from: from.id, before: before.status, status, missing, created },
      'bot membership changed',
    );
    const t = translator(chatLanguage(record.settings.language, from.language_code));

    if (gone) {
      if (monitor.bot === 'guard') await monitor.cancelOpen(chat.id, 'guard removed');
      if (!Object.values(record.bots).some((b) => b.status === 'administrator' || b.status === 'member')) {
        await monitor.store.markChatGone(chat.id);
        monitor.log.warn({ chatId: chat.id }, 'no bot of ours is left in the chat');
      }
      return;
    }

    // Lost what it needs to guard: pending newcomers stay as they are for the admins, nobody is kicked.
    if (
      monitor.bot === 'guard' &&
      isIn(before) &&
      (missing.includes('restrict_members') || status !== 'administrator')
    ) {
      const cancelled = await monitor.cancelOpen(chat.id, 'guard demoted');
      if (cancelled > 0 && kind === 'group') {
        await ctx.api
          .sendMessage(chat.id, t('bot:demoted', { rights: rightNames(t, missing) }))
          .catch((error: unknown) =>
            monitor.log.info({ err: describeError(error) }, 'demotion notice not sent'),
          );
      }
      if (before.status === 'administrator') return;
    }

    const joinedNow = !isIn(before);
    const promoted = before.status !== 'administrator' && status === 'administrator';
    if (!joinedNow && !promoted) return;

    if (kind === 'channel') {
      await validateChannel(ctx, monitor, chat.id, record.title, t, from.id);
      return;
    }

    const lines = [t('bot:added', { title: escapeHtml(record.title) })];
    if (status !== 'administrator') lines.push(t('bot:notAdminYet', { rights: rightNames(t, missing) }));
    else
      lines.push(
        missing.length === 0 ? t('bot:rightsOk') : t('bot:rightsMissing', { rights: rightNames(t, missing) }),
      );
    if (joinedNow) {
      lines.push(
        record.ownerUserId
          ? t('bot:ownerLinked', { url: monitor.options.dashboardUrl })
          : t('bot:ownerUnknown', { url: monitor.options.dashboardUrl }),
      );
    }
    await ctx.api
      .sendMessage(chat.id, lines.join('\n'), {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      })
      .catch((error: unknown) =>
        monitor.log.warn({ chatId: chat.id, err: describeError(error) }, 'onboarding message not sent'),
      );
  });

  // A group that becomes a supergroup gets a new id: its record, settings and open captchas follow it.
  composer.on('message:migrate_to_chat_id', async (ctx) => {
    const from = ctx.chat.id;
    const to = ctx.message.migrate_to_chat_id;
    const moved = await monitor.store.migrateChat(from, to);
    monitor.log.info({ from, to, moved }, 'chat migrated to a supergroup');
  });

  composer.command('connect', async (ctx) => {
    if (!ctx.from) return;
    const code = ctx.match.trim();
    const inGroup = ctx.chat.type === 'group' || ctx.chat.type === 'supergroup';
    let t = ctx.t;
    if (inGroup) {
      // Both bots get a command sent without @name: the first to claim the message answers it, the other is silent.
      if (!(await monitor.once(`connect:${ctx.chat.id}:${ctx.msgId}`))) {
        monitor.log.info({ chatId: ctx.chat.id, from: ctx.from.id }, '/connect answered by the other bot');
        return;
      }
      const chat = await monitor.store.getChat(ctx.chat.id);
      t = translator(chatLanguage(chat?.settings.language, ctx.from.language_code));
    }
    if (!code) return void (await ctx.reply(t('bot:connectUsage')));
    if (inGroup) {
      // The code is single use anyway; still, keep it out of the group's history.
      await ctx.deleteMessage().catch(() => {});
      if (!(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message?.sender_chat?.id))) {
        monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from.id }, '/connect from a non-admin refused');
        return void (await ctx.reply(t('bot:notAdmin')));
      }
    }
    const result = await monitor.store.connect(code, ctx.from.id, inGroup ? ctx.chat.id : null);
    if (!result.ok) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from.id }, '/connect with a bad code');
      return void (await ctx.reply(t('bot:connectBad')));
    }
    monitor.log.info({ from: ctx.from.id, chats: result.chats }, 'telegram account connected to the portal');
    await ctx.reply(t('bot:connectOk', { count: result.chats }));
  });

  return composer;
}

/** Posts a test message and deletes it: proof that the bot may post in the channel. */
async function validateChannel(
  ctx: BotContext,
  monitor: Monitor,
  chatId: number,
  title: string,
  t: TFunction,
  adderId: number,
): Promise<void> {
  const tell = (text: string) =>
    ctx.api
      .sendMessage(adderId, text, { parse_mode: 'HTML' })
      .catch((error: unknown) =>
        monitor.log.info(
          { chatId, adderId, err: describeError(error) },
          'could not tell the adder in private',
        ),
      );
  try {
    const test = await ctx.api.sendMessage(chatId, t('bot:channelTest'), { disable_notification: true });
    await ctx.api.deleteMessage(chatId, test.message_id);
    await monitor.store.markChannelValidated(chatId);
    monitor.log.info({ chatId }, 'channel validated with a test message');
    await tell(t('bot:channelValidated', { title: escapeHtml(title) }));
  } catch (error) {
    monitor.log.warn({ chatId, err: describeError(error) }, 'channel validation failed');
    await tell(t('bot:channelFailed', { title: escapeHtml(title) }));
  }
}
