import type { TFunction } from '@w2e/core/i18n/create-i18n';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { describeError, displayName, escapeHtml, type Monitor } from '../monitor';
import type { ChatRecord } from '../store';

/**
 * An invite link's name, at most Telegram's 32 characters: the member's name and their id, so two members with
 * the same name never share one and a join through a link shortened by Telegram is still matched.
 */
export function inviteLinkName(userName: string, userId: number): string {
  const suffix = ` #${userId}`;
  return `${userName.slice(0, 32 - suffix.length).trim()}${suffix}`;
}

export type InviteOutcome =
  | { ok: true; name: string; inviteLink: string }
  | { ok: false; reason: 'not_member' | 'busy' | 'failed' };

const IN_CHAT = new Set(['creator', 'administrator', 'member']);

/**
 * The member's own invite link to a chat: only for someone Telegram says is in it now; one link per member and
 * chat (the reservation row decides, so a flood of /invite creates one link and the rest get it back).
 */
export async function memberInviteLink(
  monitor: Monitor,
  chat: ChatRecord,
  user: { id: number; first_name: string; last_name?: string; username?: string },
): Promise<InviteOutcome> {
  try {
    const member = await monitor.api.getChatMember(chat.chatId, user.id);
    const inChat = IN_CHAT.has(member.status) || (member.status === 'restricted' && member.is_member);
    if (!inChat) {
      monitor.log.warn(
        { chatId: chat.chatId, userId: user.id },
        'invite link asked by someone not in the chat',
      );
      return { ok: false, reason: 'not_member' };
    }
  } catch (error) {
    monitor.log.warn(
      { chatId: chat.chatId, userId: user.id, err: describeError(error) },
      'membership check failed',
    );
    return { ok: false, reason: 'not_member' };
  }
  const userName = displayName(user);
  const name = inviteLinkName(userName, user.id);
  const reservation = await monitor.store.reserveInviteLink(chat.chatId, user.id, userName, name);
  if (reservation.state === 'existing')
    return { ok: true, name: reservation.name, inviteLink: reservation.inviteLink };
  if (reservation.state === 'busy') return { ok: false, reason: 'busy' };
  try {
    // During a raid lockdown a new link asks for join requests too (the lockdown's end switches it back).
    const link = await monitor.api.createChatInviteLink(chat.chatId, {
      name,
      ...(chat.lockdownUntil !== null ? { creates_join_request: true } : {}),
    });
    await monitor.store.saveInviteLink(reservation.id, link.invite_link);
    monitor.log.info({ chatId: chat.chatId, userId: user.id }, 'member invite link created');
    return { ok: true, name, inviteLink: link.invite_link };
  } catch (error) {
    await monitor.store.dropInviteLink(reservation.id);
    monitor.log.warn(
      { chatId: chat.chatId, userId: user.id, err: describeError(error) },
      'invite link not created',
    );
    return { ok: false, reason: 'failed' };
  }
}

function outcomeText(t: TFunction, chat: ChatRecord, outcome: InviteOutcome): string {
  const title = escapeHtml(chat.title);
  if (outcome.ok) return t('bot:inviteLink', { title, link: escapeHtml(outcome.inviteLink) });
  if (outcome.reason === 'not_member') return t('bot:inviteNotMember', { title });
  if (outcome.reason === 'busy') return t('bot:inviteBusy');
  return t('bot:inviteFailed', { title });
}

/**
 * Referral links, given by Pulse: `/invite` in private lists the chats the bots saw the member in and hands out
 * their own link (createChatInviteLink, named after them); joins through it are attributed by Guard's
 * chat_member records and credited once the newcomer passed the captcha and stayed 24 hours.
 */
export function referrals(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.chatType(['group', 'supergroup']).command('invite', async (ctx) => {
    await ctx.reply(ctx.t('bot:inviteInPrivate', { bot: ctx.me.username }));
  });

  const privateChats = composer.chatType('private');
  privateChats.command('invite', async (ctx) => {
    const chats = (await monitor.store.chatsOfMember(ctx.from.id)).filter((c) => c.type !== 'channel');
    if (chats.length === 0) return void (await ctx.reply(ctx.t('bot:inviteNoChats')));
    if (chats.length === 1 && chats[0]) {
      const outcome = await memberInviteLink(monitor, chats[0], ctx.from);
      return void (await ctx.reply(outcomeText(ctx.t, chats[0], outcome), { parse_mode: 'HTML' }));
    }
    const keyboard = new InlineKeyboard();
    for (const chat of chats) keyboard.text(chat.title.slice(0, 40), `inv:${chat.chatId}`).row();
    await ctx.reply(ctx.t('bot:inviteChoose'), { reply_markup: keyboard });
  });

  privateChats.callbackQuery(/^inv:(-?\d+)$/, async (ctx) => {
    const chat = await monitor.store.getChat(Number(ctx.match[1]));
    await ctx.answerCallbackQuery();
    if (!chat) return;
    const outcome = await memberInviteLink(monitor, chat, ctx.from);
    await ctx.reply(outcomeText(ctx.t, chat, outcome), { parse_mode: 'HTML' });
  });

  return composer;
}
