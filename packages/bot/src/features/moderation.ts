import { createHash } from 'node:crypto';
import { type HoldKind, SPAM_WAVE_CHATS, SPAM_WAVE_MINUTES } from '@w2e/core/contracts/moderation';
import type { TFunction } from '@w2e/core/i18n/create-i18n';
import { holdReason, matchStopWords, spamFingerprint } from '@w2e/core/moderation/rules';
import { Composer } from 'grammy';
import type { Message } from 'grammy/types';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { describeError, displayName, escapeHtml, type Monitor, NO_PERMISSIONS } from '../monitor';
import type { ChatRecord, ModerationInput } from '../store';
import { isChatAdmin } from './onboarding';

const KIND_KEYS: Record<HoldKind, string> = {
  link: 'moderation:kindLink',
  forward: 'moderation:kindForward',
  media: 'moderation:kindMedia',
  mention: 'moderation:kindMention',
};

/** A member counts as new for spam waves this long after joining, whatever the hold is set to. */
const SPAM_NEW_MEMBER_HOURS = 24;

const hasMedia = (m: Message) =>
  Boolean(m.photo || m.video || m.document || m.animation || m.audio || m.voice || m.video_note || m.sticker);

const mention = (userId: number, name: string) =>
  `<a href="tg://user?id=${userId}">${escapeHtml(name.slice(0, 32))}</a>`;

/** `HH:MM, YYYY-MM-DD` in UTC: a notice says when the hold ends without knowing the reader's time zone. */
const utc = (at: Date) => `${at.toISOString().slice(11, 16)}, ${at.toISOString().slice(0, 10)}`;

/**
 * Writes the action's log row first, then takes it: the row's key makes two instances (or both deliveries of an
 * update) act once. An action Telegram refused leaves no row. The row's id when taken, else null.
 */
export async function act(
  monitor: Monitor,
  input: ModerationInput,
  run: () => Promise<unknown>,
): Promise<string | null> {
  const id = await monitor.store.recordModeration(input);
  if (!id) return null;
  try {
    await run();
  } catch (error) {
    await monitor.store.dropModeration(id);
    monitor.log.warn(
      { chatId: input.chat.chatId, userId: input.userId, rule: input.rule, err: describeError(error) },
      'moderation action failed',
    );
    return null;
  }
  monitor.log.info(
    {
      chatId: input.chat.chatId,
      userId: input.userId,
      rule: input.rule,
      action: input.action,
      detail: input.detail,
    },
    'moderation action taken',
  );
  if (input.action === 'banned' && !input.originId) await shareBan(monitor, input, id);
  return id;
}

/**
 * A ban in a chat that shares bans applies in every other chat of the same owner that shares them, each logged
 * with the first ban as its origin, so one undo lifts them all. Never another owner's chat (the store's choice).
 */
async function shareBan(monitor: Monitor, ban: ModerationInput, originId: string): Promise<void> {
  const others = await monitor.store.sharedBanChats(ban.chat.chatId);
  for (const chat of others) {
    const guard = chat.bots[monitor.bot];
    if (guard?.status !== 'administrator' || guard.missingRights.includes('restrict_members')) continue;
    await act(
      monitor,
      {
        chat,
        userId: ban.userId,
        userName: ban.userName,
        action: 'banned',
        rule: ban.rule,
        detail: ban.chat.title.slice(0, 64),
        undoable: true,
        dedupeKey: `shared:${originId}:${chat.chatId}`,
        originId,
      },
      () => monitor.api.banChatMember(chat.chatId, ban.userId),
    );
  }
}

/** A short notice in the group, in the member's language; it never stops the rule that sent it. */
async function notice(monitor: Monitor, chatId: number, text: string): Promise<void> {
  await monitor.api
    .sendMessage(chatId, text, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } })
    .catch((error: unknown) =>
      monitor.log.info({ chatId, err: describeError(error) }, 'moderation notice not sent'),
    );
}

/**
 * What members post after the captcha (Guard, which sees every message as an admin): stop words, the newcomer
 * hold, spam waves across monitored chats, flood control; `/approve` (an admin's reply) frees a newcomer from the
 * hold. Admins, the chat itself (anonymous admins) and its linked channel are never moderated. The text is read
 * here and never stored: a spam wave keeps only a hash of its fingerprint, for the window.
 */
export function moderation(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const groups = composer.chatType(['group', 'supergroup']);

  groups.command('approve', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!ctx.from || !(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message.sender_chat?.id))) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from?.id }, '/approve from a non-admin refused');
      return void (await ctx.reply(t('bot:notAdmin')));
    }
    const target = ctx.message.reply_to_message?.from;
    if (!chat || !target || target.is_bot) return void (await ctx.reply(t('moderation:approveUsage')));
    await monitor.store.approveMember(chat.chatId, target.id);
    monitor.log.info({ chatId: chat.chatId, userId: target.id, by: ctx.from.id }, 'newcomer approved');
    await ctx.reply(t('moderation:approved', { name: mention(target.id, displayName(target)) }), {
      parse_mode: 'HTML',
    });
  });

  groups.on('message', async (ctx) => {
    const message = ctx.message;
    const from = message.from;
    if (!from || from.is_bot || message.sender_chat || message.is_automatic_forward) return;
    const chat = await monitor.store.getChat(ctx.chat.id);
    if (chat?.status !== 'active') return;
    const guard = chat.bots[monitor.bot];
    if (guard?.status !== 'administrator' || guard.missingRights.includes('delete_messages')) return;
    await moderate(monitor, ctx, chat, message, false);
  });

  // A message edited after it passed (a link added later) is weighed again by the per-message rules.
  groups.on('edited_message', async (ctx) => {
    const message = ctx.editedMessage;
    const from = message.from;
    if (!from || from.is_bot || message.sender_chat || message.is_automatic_forward) return;
    const chat = await monitor.store.getChat(ctx.chat.id);
    if (chat?.status !== 'active') return;
    const guard = chat.bots[monitor.bot];
    if (guard?.status !== 'administrator' || guard.missingRights.includes('delete_messages')) return;
    await moderate(monitor, ctx, chat, message, true);
  });

  return composer;
}

async function moderate(
  monitor: Monitor,
  ctx: BotContext,
  chat: ChatRecord,
  message: Message & { from: NonNullable<Message['from']> },
  edited: boolean,
): Promise<void> {
  const rules = chat.moderation;
  const user = message.from;
  const name = displayName(user);
  const text = message.text ?? message.caption ?? '';
  const t: TFunction = translator(chatLanguage(chat.settings.language, user.language_code));
  let admin: boolean | undefined;
  const isAdmin = async () => {
    admin ??= await isChatAdmin(ctx, chat.chatId, user.id);
    return admin;
  };
  const base = { chat, userId: user.id, userName: name, messageId: message.message_id };
  const remove = () => monitor.api.deleteMessage(chat.chatId, message.message_id);

  const word = matchStopWords(text, rules.stop_words);
  if (word && !(await isAdmin())) {
    const done = await act(
      monitor,
      {
        ...base,
        action: 'deleted',
        rule: 'stop_word',
        detail: word,
        dedupeKey: `stop_word:${chat.chatId}:${message.message_id}`,
      },
      remove,
    );
    if (done && (await monitor.once(`stop-word-notice:${chat.chatId}:${user.id}`, 10 * 60_000))) {
      await notice(monitor, chat.chatId, t('moderation:stopWordNotice', { name: mention(user.id, name) }));
    }
    return;
  }

  const now = Date.now();
  const needsStanding = rules.newcomer_hold_hours > 0 || (rules.spam_wave && spamFingerprint(text) !== null);
  const standing = needsStanding
    ? await monitor.store.memberStanding(chat.chatId, user.id)
    : { joinedAt: null, approved: false };
  const joinedAt = standing.joinedAt?.getTime() ?? null;

  const holdEnds = joinedAt === null ? 0 : joinedAt + rules.newcomer_hold_hours * 3600_000;
  if (holdEnds > now && !standing.approved) {
    const kind = holdReason(
      {
        text,
        entities: message.entities ?? message.caption_entities,
        forwarded: Boolean(message.forward_origin),
        media: hasMedia(message),
      },
      rules.hold,
    );
    if (kind && !(await isAdmin())) {
      const until = new Date(holdEnds);
      const done = await act(
        monitor,
        {
          ...base,
          action: 'held',
          rule: 'newcomer_hold',
          detail: kind,
          until,
          undoable: true,
          dedupeKey: `newcomer_hold:${chat.chatId}:${message.message_id}`,
        },
        remove,
      );
      // One notice per newcomer and hold: the next held message goes quietly.
      if (done && (await monitor.once(`hold-notice:${chat.chatId}:${user.id}`, holdEnds - now))) {
        await notice(
          monitor,
          chat.chatId,
          t('moderation:holdNotice', {
            name: mention(user.id, name),
            kind: t(KIND_KEYS[kind]),
            until: utc(until),
          }),
        );
      }
      return;
    }
  }

  // An edit is not a new message: it counts toward neither a spam wave nor a flood.
  if (edited) return;
  const fingerprint = rules.spam_wave ? spamFingerprint(text) : null;
  if (
    fingerprint &&
    joinedAt !== null &&
    now - joinedAt < SPAM_NEW_MEMBER_HOURS * 3600_000 &&
    !standing.approved
  ) {
    const wave = await monitor.store.noteSpamCandidate(
      {
        chatId: chat.chatId,
        messageId: message.message_id,
        userId: user.id,
        userName: name,
        fingerprint: createHash('sha256').update(fingerprint).digest('hex'),
      },
      SPAM_WAVE_CHATS,
      SPAM_WAVE_MINUTES * 60_000,
    );
    if (wave) {
      await removeWave(monitor, wave);
      return;
    }
  }

  if (rules.flood_messages > 0) {
    const count = await monitor.count(`flood:${chat.chatId}:${user.id}`, rules.flood_seconds * 1000);
    // Only the message that crosses the line mutes: the counter is shared, so one instance sees that count.
    if (count === rules.flood_messages + 1 && !(await isAdmin())) {
      const until = new Date(now + rules.flood_mute_minutes * 60_000);
      const done = await act(
        monitor,
        {
          ...base,
          action: 'muted',
          rule: 'flood',
          detail: `${count}/${rules.flood_seconds}s`,
          until,
          undoable: true,
          dedupeKey: `flood:${chat.chatId}:${message.message_id}`,
        },
        () =>
          monitor.api.restrictChatMember(chat.chatId, user.id, NO_PERMISSIONS, {
            use_independent_chat_permissions: true,
            until_date: Math.floor(until.getTime() / 1000),
          }),
      );
      if (done) {
        await notice(
          monitor,
          chat.chatId,
          t('moderation:floodNotice', { name: mention(user.id, name), minutes: rules.flood_mute_minutes }),
        );
      }
    }
  }
}

/** A spam wave decided: every copy removed, in every chat at once (each copy's chat apart), each logged once. */
async function removeWave(
  monitor: Monitor,
  copies: { chatId: number; messageId: number; userId: number; userName: string }[],
): Promise<void> {
  await Promise.all(copies.map((copy) => removeCopy(monitor, copy)));
}

async function removeCopy(
  monitor: Monitor,
  copy: { chatId: number; messageId: number; userId: number; userName: string },
): Promise<void> {
  const chat = await monitor.store.getChat(copy.chatId);
  if (!chat) return;
  await act(
    monitor,
    {
      chat,
      userId: copy.userId,
      userName: copy.userName,
      messageId: copy.messageId,
      action: 'deleted',
      rule: 'spam_wave',
      detail: null,
      dedupeKey: `spam_wave:${copy.chatId}:${copy.messageId}`,
    },
    () => monitor.api.deleteMessage(copy.chatId, copy.messageId),
  );
}
