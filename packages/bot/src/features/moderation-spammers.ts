import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { displayName, type Monitor, NO_PERMISSIONS } from '../monitor';
import { movement } from './members';
import { act } from './moderation';
import { isChatAdmin } from './onboarding';

/**
 * Known spammers at the door: each join is looked up in the shared spammer list (the server's adapter, its
 * address in configuration) while the captcha goes on as usual, so the lookup never delays or blocks a join. A
 * listed newcomer is then banned or restricted for good, as the admin chose; a newcomer an admin added is left be.
 */
export function spammers(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.on('chat_member', async (ctx, next) => {
    const update = ctx.chatMember;
    const lookup = monitor.options.knownSpammer;
    if (movement(update)?.kind !== 'join' || !lookup) return next();
    const user = update.new_chat_member.user;
    const listed = lookup(user.id).catch(() => null);
    await next();
    if ((await listed) !== true) return;
    const chat = await monitor.store.getChat(update.chat.id);
    if (chat?.status !== 'active' || chat.type === 'channel') return;
    const choice = chat.moderation.known_spammers;
    const guard = chat.bots[monitor.bot];
    if (
      choice === 'off' ||
      guard?.status !== 'administrator' ||
      guard.missingRights.includes('restrict_members')
    )
      return;
    if (update.from.id !== user.id && (await isChatAdmin(ctx, chat.chatId, update.from.id))) {
      monitor.log.info({ chatId: chat.chatId, userId: user.id }, 'listed spammer added by an admin; left be');
      return;
    }
    await act(
      monitor,
      {
        chat,
        userId: user.id,
        userName: displayName(user),
        action: choice === 'ban' ? 'banned' : 'muted',
        rule: 'known_spammer',
        detail: 'listed',
        undoable: true,
        dedupeKey: `known_spammer:${chat.chatId}:${user.id}:${update.date}`,
      },
      () =>
        choice === 'ban'
          ? monitor.api.banChatMember(chat.chatId, user.id)
          : monitor.api.restrictChatMember(chat.chatId, user.id, NO_PERMISSIONS, {
              use_independent_chat_permissions: true,
            }),
    );
  });

  return composer;
}
