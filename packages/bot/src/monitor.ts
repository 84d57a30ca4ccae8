import type { BotId } from '@w2e/bot-config/profiles';
import { REMOVAL_UNDO_HOURS, renderWelcome } from '@w2e/core/contracts/monitoring';
import { isLanguage, type Language, pickLanguage } from '@w2e/core/i18n/languages';
import { type Api, GrammyError, InlineKeyboard } from 'grammy';
import type { ChatPermissions } from 'grammy/types';
import { makeChallenge } from './captcha/challenge';
import { chatLanguage, translator } from './i18n';
import type { CaptchaRecord, Challenge, ChatRecord, MonitoringStore } from './store';

/** pino's shape, so the server's logger fits; every refusal and odd update leaves a line. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MonitoringOptions {
  store: MonitoringStore;
  log: Logger;
  /** The portal's dashboard page, linked from the bots' messages. */
  dashboardUrl: string;
  /** A captcha taken for its message (or its timeout) by an instance that then died is taken again after this. */
  staleClaimMs?: number;
  /** At most this many newcomers share one captcha message. */
  batchSize?: number;
  /** This many newcomers within a minute is a raid: the admins are told. */
  raidThreshold?: number;
  /**
   * A counter shared by every bot and instance (Redis or the database): the key's count within its window after
   * this call. Unset (a bot on its own), every count is 1.
   */
  counter?: (key: string, windowMs: number) => Promise<number>;
  /** The shared spammer list: true listed, false not, null unknown (never blocks a join). Unset: no lookup. */
  knownSpammer?: (userId: number) => Promise<boolean | null>;
}

export const NO_PERMISSIONS: ChatPermissions = {
  can_send_messages: false,
  can_send_audios: false,
  can_send_documents: false,
  can_send_photos: false,
  can_send_videos: false,
  can_send_video_notes: false,
  can_send_voice_notes: false,
  can_send_polls: false,
  can_send_other_messages: false,
  can_add_web_page_previews: false,
  can_change_info: false,
  can_invite_users: false,
  can_pin_messages: false,
  can_manage_topics: false,
};

/** Telegram: "Pass True for all permissions to lift restrictions from a user" (the group's defaults apply). */
export const ALL_PERMISSIONS: ChatPermissions = Object.fromEntries(
  Object.keys(NO_PERMISSIONS).map((k) => [k, true]),
) as ChatPermissions;

const GONE =
  /chat not found|group chat was deleted|bot was kicked|bot is not a member|channel is private|PEER_ID_INVALID/i;
const NO_RIGHTS =
  /not enough rights|CHAT_ADMIN_REQUIRED|have no rights|need administrator rights|can't restrict|USER_ADMIN_INVALID/i;

export const describeError = (error: unknown) =>
  error instanceof GrammyError ? `${error.error_code} ${error.description}` : String(error);
export const isChatGone = (error: unknown) => error instanceof GrammyError && GONE.test(error.description);
export const isNoRights = (error: unknown) =>
  error instanceof GrammyError && NO_RIGHTS.test(error.description);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function displayName(user: { first_name: string; last_name?: string; username?: string }): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return (name || user.username || '?').slice(0, 64);
}

const mention = (c: { userId: number; userName: string }) =>
  `<a href="tg://user?id=${c.userId}">${escapeHtml(c.userName.slice(0, 32))}</a>`;

export function challengeKeyboard(challenge: Challenge): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  challenge.options.forEach((option, index) => {
    keyboard.text(option, `cap:${index}`);
    if (index % 2 === 1) keyboard.row();
  });
  return keyboard;
}

/** The language a chat's messages go out in: its setting, else the most common among the people addressed. */
export function languageFor(chat: ChatRecord, people: { language: string }[]): Language {
  if (isLanguage(chat.settings.language)) return chat.settings.language;
  const counts = new Map<Language, number>();
  for (const p of people) {
    const l = isLanguage(p.language) ? p.language : 'en';
    counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
}

const minutes = (seconds: number) => String(Math.round((seconds / 60) * 10) / 10);

/**
 * The captcha's moving parts that outlive one update: the per-chat announcer that folds newcomers into one
 * message per batch (so a raid stays within Telegram's 20 messages a minute per group), the answers, and the
 * timeouts that the server's job loop hands over. All state is in the store; this only keeps which chats it is
 * currently writing to, so a restart loses nothing.
 */
export class Monitor {
  readonly store: MonitoringStore;
  readonly log: Logger;
  private readonly announcing = new Map<number, Promise<void>>();
  private readonly rerun = new Set<number>();

  constructor(
    readonly api: Api,
    readonly bot: BotId,
    readonly options: MonitoringOptions,
  ) {
    this.store = options.store;
    this.log = options.log;
  }

  /** Counts one more under `key` across both bots and every instance; the count in the window. */
  async count(key: string, windowMs: number): Promise<number> {
    return this.options.counter ? this.options.counter(key, windowMs) : 1;
  }

  /**
   * True for the first bot (and instance) to ask about `key`: a message both bots receive (a command without
   * @name in a group) is acted on once.
   */
  async once(key: string, windowMs = 24 * 3600_000): Promise<boolean> {
    return (await this.count(`once:${key}`, windowMs)) === 1;
  }

  get staleClaimMs(): number {
    return this.options.staleClaimMs ?? 120_000;
  }

  /** Makes sure the chat's waiting newcomers get their captcha message; returns at once. */
  announce(chatId: number): void {
    if (this.announcing.has(chatId)) {
      this.rerun.add(chatId);
      return;
    }
    const run = this.announceLoop(chatId)
      .catch((error: unknown) =>
        this.log.error({ chatId, err: describeError(error) }, 'captcha announcement failed'),
      )
      .finally(() => {
        this.announcing.delete(chatId);
        if (this.rerun.delete(chatId)) this.announce(chatId);
      });
    this.announcing.set(chatId, run);
  }

  /** Resolves when no announcement is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.announcing.size > 0) await Promise.all([...this.announcing.values()]);
  }

  private async announceLoop(chatId: number): Promise<void> {
    for (;;) {
      const chat = await this.store.getChat(chatId);
      if (chat?.status !== 'active') return;
      const batch = await this.store.claimUnannounced(
        chatId,
        this.options.batchSize ?? 50,
        this.staleClaimMs,
      );
      if (batch.length === 0) return;
      const t = translator(languageFor(chat, batch));
      const challenge = makeChallenge(chat.settings.type, t, chat.settings.quiz_questions);
      const text = `${t('bot:captchaIntro', {
        mentions: batch.map(mention).join(', '),
        title: escapeHtml(chat.title),
        minutes: minutes(chat.settings.timeout_seconds),
      })}\n\n<b>${escapeHtml(challenge.question)}</b>`;
      try {
        const message = await this.api.sendMessage(chatId, text, {
          parse_mode: 'HTML',
          reply_markup: challengeKeyboard(challenge),
          link_preview_options: { is_disabled: true },
        });
        await this.store.setAnnounced(
          batch.map((c) => c.id),
          { chatId, messageId: message.message_id },
          challenge,
          chat.settings.timeout_seconds,
        );
      } catch (error) {
        await this.store.releaseClaims(batch.map((c) => c.id));
        this.log.warn({ chatId, count: batch.length, err: describeError(error) }, 'captcha message not sent');
        if (isChatGone(error)) await this.chatGone(chatId, 'captcha message');
        return;
      }
    }
  }

  /** A join request's captcha goes to the person in private (Telegram allows that for 5 minutes). */
  async sendPrivateCaptcha(
    captcha: CaptchaRecord,
    chat: ChatRecord,
    userChatId: number,
    language: Language,
  ): Promise<void> {
    const t = translator(language);
    const challenge = makeChallenge(chat.settings.type, t, chat.settings.quiz_questions);
    const text = `${t('bot:captchaPrivate', {
      name: escapeHtml(captcha.userName),
      title: escapeHtml(chat.title),
      minutes: minutes(chat.settings.timeout_seconds),
    })}\n\n<b>${escapeHtml(challenge.question)}</b>`;
    try {
      const message = await this.api.sendMessage(userChatId, text, {
        parse_mode: 'HTML',
        reply_markup: challengeKeyboard(challenge),
      });
      await this.store.setAnnounced(
        [captcha.id],
        { chatId: userChatId, messageId: message.message_id },
        challenge,
        chat.settings.timeout_seconds,
      );
    } catch (error) {
      // Nobody to ask: the request stays for the admins to decide, as if we were not there.
      await this.store.resolveCaptcha(captcha.id, 'pending', 'cancelled');
      this.log.warn(
        { chatId: chat.chatId, userId: captcha.userId, err: describeError(error) },
        'join request captcha could not be sent; left to the admins',
      );
    }
  }

  /** A pressed answer button. Only the person a captcha is for can answer it. */
  async answer(
    query: {
      id: string;
      from: { id: number; language_code?: string };
      message?: { chat: { id: number }; message_id: number };
    },
    option: number,
  ): Promise<void> {
    const message = query.message;
    // Whoever pressed reads the answer: in their own language unless their captcha (or the chat) says otherwise.
    const own = translator(pickLanguage(query.from.language_code));
    const reply = async (text: string, alert = false): Promise<void> => {
      await this.api.answerCallbackQuery(query.id, { text, show_alert: alert }).catch(() => {});
    };
    if (!message) return reply(own('bot:captchaStale'));
    const rows = await this.store.captchasOfMessage(message.chat.id, message.message_id);
    const mine = rows.find((r) => r.userId === query.from.id);
    if (!mine) {
      this.log.warn(
        { chatId: message.chat.id, messageId: message.message_id, from: query.from.id },
        'captcha answer from someone it is not for',
      );
      const chat = await this.store.getChat(message.chat.id);
      const t = translator(chatLanguage(chat?.settings.language, query.from.language_code));
      return reply(t(rows.length > 0 ? 'bot:captchaNotYours' : 'bot:captchaStale'), true);
    }
    const t = translator(isLanguage(mine.language) ? mine.language : 'en');
    if (mine.status !== 'pending' || !mine.challenge) {
      this.log.info(
        { chatId: mine.chatId, userId: mine.userId, status: mine.status },
        'stale captcha answer',
      );
      return reply(t('bot:captchaStale'), true);
    }
    const chat = await this.store.getChat(mine.chatId);
    if (!chat) return reply(t('bot:captchaStale'), true);

    if (option === mine.challenge.correct) {
      const passed = await this.store.resolveCaptcha(mine.id, 'pending', 'passed');
      if (!passed) return reply(t('bot:captchaStale'), true);
      await this.admit(passed, chat);
      await reply(
        t(passed.via === 'join' ? 'bot:captchaPassed' : 'bot:captchaRequestApproved', {
          title: chat.title,
        }),
      );
    } else {
      const attempts = await this.store.addWrongAttempt(mine.id);
      if (attempts === null) return reply(t('bot:captchaStale'), true);
      const left = chat.settings.max_attempts - attempts;
      if (left > 0) {
        await reply(t('bot:captchaWrong', { count: left }), true);
        return;
      }
      const failed = await this.store.resolveCaptcha(mine.id, 'pending', 'failed');
      if (!failed) return reply(t('bot:captchaStale'), true);
      await reply(t('bot:captchaFailed'), true);
      await this.reject(failed, chat, 'failed');
    }
    await this.cleanUp(mine);
  }

  /** Lets the newcomer in: restrictions lifted, or the join request approved. */
  private async admit(captcha: CaptchaRecord, chat: ChatRecord): Promise<void> {
    const t = translator(isLanguage(captcha.language) ? captcha.language : 'en');
    try {
      if (captcha.via === 'join') {
        await this.api.restrictChatMember(chat.chatId, captcha.userId, ALL_PERMISSIONS, {
          use_independent_chat_permissions: true,
        });
      } else {
        await this.api.approveChatJoinRequest(chat.chatId, captcha.userId);
        await this.editPrivate(captcha, t('bot:captchaRequestApproved', { title: escapeHtml(chat.title) }));
      }
    } catch (error) {
      this.log.warn(
        { chatId: chat.chatId, userId: captcha.userId, err: describeError(error) },
        'could not let a captcha winner in',
      );
    }
    await this.recordOutcome(chat, captcha, 'captcha_passed');
    this.log.info({ chatId: chat.chatId, userId: captcha.userId, via: captcha.via }, 'captcha passed');
    await this.welcome(chat, captcha.userName);
  }

  /**
   * The admin's welcome message in the group, `{name}` and `{chat}` filled in, as plain text (a member's name is
   * never read as markup). Nothing when the admin wrote none; a failure is only logged.
   */
  async welcome(chat: ChatRecord, userName: string): Promise<void> {
    const template = chat.settings.welcome_message;
    if (!template) return;
    const text = renderWelcome(template, { name: userName, chat: chat.title });
    await this.api
      .sendMessage(chat.chatId, text, { link_preview_options: { is_disabled: true } })
      .catch((error: unknown) =>
        this.log.warn({ chatId: chat.chatId, err: describeError(error) }, 'welcome message not sent'),
      );
  }

  /**
   * Wrong answers used up, or the time ran out: kick or ban (the admin's choice), or decline the join request.
   * Never when the bot no longer holds the right to do it: then nothing happens but a log line.
   */
  private async reject(
    captcha: CaptchaRecord,
    chat: ChatRecord,
    why: 'failed' | 'expired',
  ): Promise<boolean> {
    const t = translator(isLanguage(captcha.language) ? captcha.language : 'en');
    const guard = chat.bots[this.bot];
    const needed = captcha.via === 'join' ? 'restrict_members' : 'invite_users';
    if (
      chat.status !== 'active' ||
      guard?.status !== 'administrator' ||
      guard.missingRights.includes(needed)
    ) {
      this.log.warn(
        { chatId: chat.chatId, userId: captcha.userId, chatStatus: chat.status, bot: guard?.status },
        'captcha failed but the bot lacks the right to act; nobody removed',
      );
      return false;
    }
    try {
      if (captcha.via === 'join_request') {
        await this.api.declineChatJoinRequest(chat.chatId, captcha.userId);
        await this.editPrivate(
          captcha,
          t(why === 'expired' ? 'bot:captchaRequestTimedOut' : 'bot:captchaRequestDeclined', {
            title: escapeHtml(chat.title),
          }),
        );
      } else if (chat.settings.action === 'ban') {
        await this.api.banChatMember(chat.chatId, captcha.userId);
      } else {
        // A kick: banned and at once unbanned, so they may come back and try again.
        await this.api.banChatMember(chat.chatId, captcha.userId, {
          until_date: Math.floor(Date.now() / 1000) + 60,
        });
        await this.api.unbanChatMember(chat.chatId, captcha.userId, { only_if_banned: true });
      }
    } catch (error) {
      this.log.warn(
        { chatId: chat.chatId, userId: captcha.userId, err: describeError(error) },
        'could not remove a captcha loser',
      );
      if (isChatGone(error)) await this.chatGone(chat.chatId, 'captcha timeout');
      return false;
    }
    await this.recordOutcome(chat, captcha, 'captcha_failed');
    if (captcha.via === 'join') {
      await this.recordOutcome(chat, captcha, chat.settings.action === 'ban' ? 'banned' : 'kicked');
    }
    this.log.info(
      { chatId: chat.chatId, userId: captcha.userId, why, action: chat.settings.action, via: captcha.via },
      'captcha failed',
    );
    return true;
  }

  private async recordOutcome(
    chat: ChatRecord,
    captcha: CaptchaRecord,
    kind: 'captcha_passed' | 'captcha_failed' | 'kicked' | 'banned',
  ) {
    await this.store.recordMemberEvent(chat.chatId, {
      userId: captcha.userId,
      userName: captcha.userName,
      kind,
      at: new Date(),
      dedupeKey: `captcha:${captcha.id}:${kind}`,
    });
  }

  private async editPrivate(captcha: CaptchaRecord, text: string) {
    if (captcha.messageChatId === null || captcha.messageId === null) return;
    await this.api
      .editMessageText(captcha.messageChatId, captcha.messageId, text, { parse_mode: 'HTML' })
      .catch((error: unknown) =>
        this.log.info({ userId: captcha.userId, err: describeError(error) }, 'private captcha not edited'),
      );
  }

  /** A group's captcha message goes once nobody it asked is still waiting, so the group stays clean. */
  async cleanUp(captcha: Pick<CaptchaRecord, 'via' | 'messageChatId' | 'messageId'>): Promise<void> {
    if (captcha.via !== 'join' || captcha.messageChatId === null || captcha.messageId === null) return;
    const rows = await this.store.captchasOfMessage(captcha.messageChatId, captcha.messageId);
    if (rows.some((r) => r.status === 'pending' || r.status === 'resolving')) return;
    await this.api.deleteMessage(captcha.messageChatId, captcha.messageId).catch((error: unknown) => {
      this.log.info(
        { chatId: captcha.messageChatId, err: describeError(error) },
        'captcha message not deleted',
      );
    });
  }

  /** The job loop's part: captchas whose time ran out, each taken by exactly one instance. */
  async resolveDue(limit = 100): Promise<number> {
    const due = await this.store.claimDueCaptchas(limit, this.staleClaimMs);
    for (const captcha of due) {
      const chat = await this.store.getChat(captcha.chatId);
      const acted = chat ? await this.reject(captcha, chat, 'expired') : false;
      await this.store.resolveCaptcha(captcha.id, 'resolving', acted ? 'expired' : 'cancelled');
      await this.cleanUp(captcha);
    }
    return due.length;
  }

  /** After a restart: chats whose newcomers are still waiting for their captcha message. */
  async announceWaiting(): Promise<void> {
    for (const chatId of await this.store.chatsAwaitingAnnouncement(this.staleClaimMs)) this.announce(chatId);
  }

  /** Open captchas can no longer be acted on (rights lost, chat gone): cancelled, their messages removed. */
  async cancelOpen(chatId: number, why: string): Promise<number> {
    const cancelled = await this.store.cancelOpenCaptchas(chatId);
    if (cancelled.length > 0)
      this.log.warn({ chatId, count: cancelled.length, why }, 'open captchas cancelled');
    const messages = new Map<string, CaptchaRecord>();
    for (const c of cancelled) if (c.messageId !== null) messages.set(`${c.messageChatId}:${c.messageId}`, c);
    for (const c of messages.values()) await this.cleanUp(c);
    return cancelled.length;
  }

  async chatGone(chatId: number, where: string): Promise<void> {
    this.log.warn({ chatId, where }, 'chat is gone (deleted, or the bot was removed)');
    await this.store.cancelOpenCaptchas(chatId);
    await this.store.markChatGone(chatId);
  }

  /** Once a chat's joins in the last minute reach the threshold, its admins hear of the raid (once per 10 minutes). */
  async checkRaid(chat: ChatRecord): Promise<void> {
    const threshold = this.options.raidThreshold ?? 20;
    const count = await this.store.recentJoinCount(chat.chatId, 60_000);
    if (count < threshold || !(await this.store.takeRaidNotice(chat.chatId, 10 * 60_000))) return;
    this.log.warn({ chatId: chat.chatId, count }, 'raid detected');
    const t = translator(isLanguage(chat.settings.language) ? chat.settings.language : 'en');
    const text = t('bot:raidNotice', {
      title: escapeHtml(chat.title),
      count,
      minutes: minutes(chat.settings.timeout_seconds),
      action: t(chat.settings.action === 'ban' ? 'bot:actionBanned' : 'bot:actionKicked'),
    });
    await this.notifyAdmins(chat, text);
  }

  /** The admin log chat when set, else the person who added the bot (in private). */
  async notifyAdmins(chat: ChatRecord, text: string): Promise<void> {
    const target = chat.settings.log_chat_id ? Number(chat.settings.log_chat_id) : chat.addedByTelegramId;
    if (!target) return;
    await this.api
      .sendMessage(target, text, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } })
      .catch((error: unknown) =>
        this.log.info(
          { chatId: chat.chatId, target, err: describeError(error) },
          'admin notice not delivered',
        ),
      );
  }

  /**
   * A bulk removal's paced part: the members due now are banned until the undo window ends (so they cannot
   * come back before an undo), each taken by one instance. The pace is set when the removal is queued.
   */
  async runRemovals(limit = 20): Promise<number> {
    const tasks = await this.store.claimDueRemovals(limit, this.staleClaimMs);
    for (const task of tasks) {
      try {
        await this.api.banChatMember(task.chatId, task.userId, {
          until_date: Math.floor(Date.now() / 1000) + REMOVAL_UNDO_HOURS * 3600 + 60,
          revoke_messages: false,
        });
        await this.store.finishRemoval(task, 'removed');
      } catch (error) {
        this.log.warn(
          { chatId: task.chatId, userId: task.userId, err: describeError(error) },
          'inactive member not removed',
        );
        await this.store.finishRemoval(task, 'failed');
      }
    }
    if (tasks.length > 0) this.log.info({ count: tasks.length }, 'inactive members removed');
    return tasks.length;
  }

  /** Removed members whose removal was undone, or whose window ended: unbanned, so they can rejoin. */
  async runUnbans(limit = 20): Promise<number> {
    const tasks = await this.store.claimUnbans(limit);
    for (const task of tasks) {
      await this.api
        .unbanChatMember(task.chatId, task.userId, { only_if_banned: true })
        .catch((error: unknown) =>
          this.log.warn(
            { chatId: task.chatId, userId: task.userId, err: describeError(error) },
            'removed member not unbanned',
          ),
        );
    }
    return tasks.length;
  }

  /** Duels nobody accepted in time: their message says so. */
  async expireGames(): Promise<number> {
    const rounds = await this.store.expireGameRounds(50);
    for (const round of rounds) {
      if (round.messageId === null || round.status !== 'open') continue;
      const chat = await this.store.getChat(round.chatId);
      const t = translator(
        isLanguage(chat?.settings.language) ? (chat?.settings.language as Language) : 'en',
      );
      await this.api
        .editMessageText(
          round.chatId,
          round.messageId,
          t('bot:duelExpired', { name: escapeHtml(round.challengerName) }),
          {
            parse_mode: 'HTML',
          },
        )
        .catch(() => {});
    }
    return rounds.length;
  }

  /** Last week's report for each chat, once a week (Monday, UTC), to its admins. */
  async sendWeeklyReports(weekStart: string): Promise<number> {
    const reports = await this.store.takeWeeklyReports(weekStart, 50);
    for (const r of reports) {
      const t = translator(isLanguage(r.chat.settings.language) ? r.chat.settings.language : 'en');
      const ratio = r.ratio.ratio === null ? t('bot:ratioUnknown') : `${Math.round(r.ratio.ratio * 100)}%`;
      const top =
        r.top.length === 0 ? '—' : r.top.map((c) => `${escapeHtml(c.userName)} (${c.total})`).join(', ');
      await this.notifyAdmins(
        r.chat,
        t('bot:weeklyReport', {
          title: escapeHtml(r.chat.title),
          week: r.weekStart,
          joins: r.joins,
          leaves: r.leaves,
          referrals: r.referrals,
          inactive: r.inactive,
          days: r.chat.settings.inactive_days,
          ratio,
          humans: r.ratio.humans,
          counted: r.ratio.counted,
          top,
          url: this.options.dashboardUrl,
        }),
      );
    }
    return reports.length;
  }

  /** Yesterday's numbers for each chat, once a day (the store's conditional update picks who sends). */
  async sendDailySummaries(today: string): Promise<number> {
    const summaries = await this.store.takeDailySummaries(today, 50);
    for (const s of summaries) {
      const t = translator(isLanguage(s.chat.settings.language) ? s.chat.settings.language : 'en');
      await this.notifyAdmins(
        s.chat,
        t('bot:dailySummary', {
          title: escapeHtml(s.chat.title),
          day: s.day,
          joins: s.joins,
          leaves: s.leaves,
          passed: s.passed,
          failed: s.failed,
        }),
      );
    }
    return summaries.length;
  }
}
