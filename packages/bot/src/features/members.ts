import type { JoinMethod, MemberEventKind } from '@w2e/core/contracts/monitoring';
import { Composer } from 'grammy';
import type { ChatMember, ChatMemberUpdated } from 'grammy/types';
import type { BotContext } from '../context';
import { translator } from '../i18n';
import { displayName, escapeHtml, type Monitor } from '../monitor';

const isIn = (m: ChatMember) =>
  m.status === 'administrator' ||
  m.status === 'creator' ||
  m.status === 'member' ||
  (m.status === 'restricted' && m.is_member);

/** How the person came in, from what Telegram tells in the update. */
export function joinMethod(update: ChatMemberUpdated): JoinMethod {
  if (update.via_join_request) return 'join_request';
  if (update.invite_link) return 'invite_link';
  if (update.from.id !== update.new_chat_member.user.id) return 'added';
  return 'public';
}

export type Movement = { kind: MemberEventKind; method: JoinMethod | null } | null;

/** A join, a leave, a removal, or nothing of that kind (a promotion, a restriction). */
export function movement(update: ChatMemberUpdated): Movement {
  const was = isIn(update.old_chat_member);
  const is = isIn(update.new_chat_member);
  if (!was && is) return { kind: 'join', method: joinMethod(update) };
  if (was && !is) {
    if (update.new_chat_member.status === 'kicked') return { kind: 'banned', method: null };
    if (update.from.id !== update.new_chat_member.user.id) return { kind: 'kicked', method: null };
    return { kind: 'leave', method: null };
  }
  return null;
}

/**
 * Every chat_member update is stored: who, when, how (invite link, join request, added by whom). Optional notices
 * go to the admins' log chat, except during a raid, when the raid notice speaks for them.
 */
export function members(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('chat_member', async (ctx, next) => {
    const update = ctx.chatMember;
    const move = movement(update);
    if (move) {
      const user = update.new_chat_member.user;
      const actor = update.from.id !== user.id ? update.from : null;
      const stored = await monitor.store.recordMemberEvent(update.chat.id, {
        userId: user.id,
        userName: displayName(user),
        kind: move.kind,
        method: move.method,
        inviteLink: update.invite_link ? (update.invite_link.name ?? update.invite_link.invite_link) : null,
        actorId: actor?.id ?? null,
        actorName: actor ? displayName(actor) : null,
        at: new Date(update.date * 1000),
        dedupeKey: `${update.chat.id}:${user.id}:${update.date}:${update.old_chat_member.status}>${update.new_chat_member.status}`,
      });
      if (move.kind === 'join') ctx.freshJoin = stored;
      if (stored && move.kind === 'join' && update.invite_link) {
        const referral = await monitor.store.recordReferral(
          update.chat.id,
          { inviteLink: update.invite_link.invite_link, name: update.invite_link.name ?? null },
          { userId: user.id, userName: displayName(user) },
          new Date(update.date * 1000),
        );
        if (referral !== 'none') {
          monitor.log.info(
            { chatId: update.chat.id, userId: user.id, referral },
            'join through a member link',
          );
        }
      }
      if (stored) await notify(monitor, update, move);
    }
    await next();
  });
  return composer;
}

async function notify(monitor: Monitor, update: ChatMemberUpdated, move: NonNullable<Movement>) {
  const chat = await monitor.store.getChat(update.chat.id);
  if (!chat?.settings.log_chat_id) return;
  if ((await monitor.store.recentJoinCount(chat.chatId, 60_000)) >= (monitor.options.raidThreshold ?? 20))
    return;
  const t = translator(chat.settings.language === 'vi' ? 'vi' : 'en');
  const name = escapeHtml(displayName(update.new_chat_member.user));
  const title = escapeHtml(chat.title);
  const actor = escapeHtml(displayName(update.from));
  let text: string;
  if (move.kind === 'join') {
    const method =
      move.method === 'invite_link'
        ? t('bot:methodInviteLink', {
            link: escapeHtml(update.invite_link?.name ?? update.invite_link?.invite_link ?? ''),
          })
        : move.method === 'join_request'
          ? t('bot:methodJoinRequest')
          : move.method === 'added'
            ? t('bot:methodAdded', { actor })
            : t('bot:methodPublic');
    text = t('bot:noticeJoined', { name, title, method });
  } else if (move.kind === 'leave') {
    text = t('bot:noticeLeft', { name, title });
  } else {
    text = t('bot:noticeRemoved', { name, title, actor });
  }
  await monitor.notifyAdmins(chat, text);
}
