import { Composer } from 'grammy';
import type { ChatMemberUpdated } from 'grammy/types';
import type { BotContext } from '../context';
import { chatLanguage } from '../i18n';
import { describeError, displayName, isChatGone, type Monitor, NO_PERMISSIONS } from '../monitor';
import type { ChatRecord } from '../store';
import { movement } from './members';
import { raidLockdown } from './moderation-raid';
import { isChatAdmin } from './onboarding';

/**
 * The captcha for newcomers. A join is answered at once with a restriction (a direct call, never queued behind
 * messages) and a captcha row in the database; the question follows in the chat's next batch message. A join
 * request is asked in private before approval. Admins, people an admin added, and approved join requests skip it.
 */
export function captcha(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.on('chat_member', async (ctx) => {
    const update = ctx.chatMember;
    const user = update.new_chat_member.user;
    const move = movement(update);
    if (move?.kind !== 'join') {
      // Gone, promoted, or freed by an admin: their captcha is over, and nobody kicks them for it.
      const newStatus = update.new_chat_member.status;
      const adminDecided =
        newStatus === 'administrator' ||
        newStatus === 'creator' ||
        (newStatus === 'member' &&
          update.old_chat_member.status === 'restricted' &&
          update.from.id !== ctx.me.id);
      if (move || adminDecided) {
        const open = await monitor.store.openCaptchaFor(update.chat.id, user.id);
        if (open && (await monitor.store.resolveCaptcha(open.id, 'pending', 'cancelled'))) {
          monitor.log.info(
            { chatId: update.chat.id, userId: user.id, why: move?.kind ?? 'admin decided' },
            'open captcha cancelled',
          );
          await monitor.cleanUp(open);
        }
      }
      return;
    }

    const chat = await monitor.store.getChat(update.chat.id);
    if (!chat || chat.type === 'channel' || chat.status !== 'active') return;
    // A raid locks the chat down: then every newcomer answers the captcha, even where it is off. A chat locked
    // down already checks the newcomer first and moves the lockdown's end after, so a raider waits for no count.
    const lockedAlready = chat.lockdownUntil !== null && chat.lockdownUntil.getTime() > Date.now();
    const lockdown = lockedAlready || (await raidLockdown(monitor, chat));
    if (!chat.settings.enabled && !lockdown) {
      // No captcha: the admin's welcome (if any) goes out at the join, once even when Telegram retries it.
      if (ctx.freshJoin !== false) await monitor.welcome(chat, displayName(user));
      return;
    }
    try {
      await checkNewcomer(monitor, ctx, chat, update);
    } finally {
      if (lockedAlready) await raidLockdown(monitor, chat);
    }
  });

  composer.on('chat_join_request', async (ctx) => {
    const request = ctx.chatJoinRequest;
    const chat = await monitor.store.getChat(request.chat.id);
    // During a raid lockdown the invite links ask for join requests, and each is answered by the captcha, even
    // where it is off.
    if (chat?.status !== 'active' || (!chat.settings.enabled && chat.lockdownUntil === null)) return;
    const guard = chat.bots[monitor.bot];
    if (guard?.status !== 'administrator' || guard.missingRights.includes('invite_users')) {
      monitor.log.warn(
        { chatId: chat.chatId, userId: request.from.id },
        'join request left to the admins: no right to approve',
      );
      return;
    }
    const language = chatLanguage(chat.settings.language, request.from.language_code);
    const opened = await monitor.store.openCaptcha({
      chat,
      userId: request.from.id,
      userName: displayName(request.from),
      language,
      via: 'join_request',
    });
    if (!opened) {
      monitor.log.info(
        { chatId: chat.chatId, userId: request.from.id },
        'join request already has a captcha',
      );
      return;
    }
    await monitor.sendPrivateCaptcha(opened, chat, request.user_chat_id, language);
    await monitor.checkRaid(chat);
  });

  composer.callbackQuery(/^cap:(\d{1,2})$/, async (ctx) => {
    await monitor.answer(ctx.callbackQuery, Number(ctx.match[1]));
  });

  return composer;
}

/** A newcomer's check: restricted at once and a captcha opened, unless an admin, an admin's addition or approved. */
async function checkNewcomer(
  monitor: Monitor,
  ctx: BotContext,
  chat: ChatRecord,
  update: ChatMemberUpdated,
): Promise<void> {
  const user = update.new_chat_member.user;
  const guard = chat.bots[monitor.bot];
  if (guard?.status !== 'administrator' || guard.missingRights.includes('restrict_members')) {
    monitor.log.warn({ chatId: chat.chatId, userId: user.id }, 'newcomer not checked: no right to restrict');
    return;
  }
  const skip = (why: string) =>
    monitor.log.info({ chatId: chat.chatId, userId: user.id, why }, 'captcha skipped');
  const status = update.new_chat_member.status;
  if (status === 'administrator' || status === 'creator') return skip('admin');
  // Approved join requests answered our captcha in private already (or an admin approved them by hand).
  if (update.via_join_request) return skip('approved join request');
  if (update.from.id !== user.id && (await isChatAdmin(ctx, chat.chatId, update.from.id))) {
    return skip('added by an admin');
  }

  const opened = await monitor.store.openCaptcha({
    chat,
    userId: user.id,
    userName: displayName(user),
    language: chatLanguage(chat.settings.language, user.language_code),
    via: 'join',
  });
  // A retried webhook, or the same join seen twice: one captcha, one restriction.
  if (!opened) return skip('captcha already open');
  try {
    await ctx.api.restrictChatMember(chat.chatId, user.id, NO_PERMISSIONS, {
      use_independent_chat_permissions: true,
    });
  } catch (error) {
    await monitor.store.resolveCaptcha(opened.id, 'pending', 'cancelled');
    monitor.log.warn(
      { chatId: chat.chatId, userId: user.id, err: describeError(error) },
      'newcomer not restricted',
    );
    if (isChatGone(error)) await monitor.chatGone(chat.chatId, 'restrict');
    return;
  }
  monitor.announce(chat.chatId);
  await monitor.checkRaid(chat);
}
