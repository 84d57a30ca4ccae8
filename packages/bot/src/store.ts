import type { BotId } from '@w2e/bot-config/profiles';
import type {
  AdminRight,
  CaptchaSettings,
  CaptchaSettingsPatch,
  JoinMethod,
  MemberEventKind,
} from '@w2e/core/contracts/monitoring';

/**
 * What the bots remember, behind an interface: the server implements it on its database (drizzle, PGlite or
 * PostgreSQL), so two bots and any number of server instances share one state and never talk to each other.
 * Every method that decides something (a captcha passes, a timeout fires) is one conditional statement, so two
 * instances racing on the same update act once.
 */
export interface ChatRecord {
  ref: string;
  chatId: number;
  type: 'group' | 'supergroup' | 'channel';
  title: string;
  status: 'active' | 'migrated' | 'gone';
  ownerUserId: string | null;
  addedByTelegramId: number | null;
  settings: CaptchaSettings;
  /** Each bot's status and the rights it lacks. */
  bots: Partial<Record<BotId, { status: string; missingRights: AdminRight[] }>>;
}

export interface Challenge {
  question: string;
  options: string[];
  correct: number;
}

export interface CaptchaRecord {
  id: string;
  chatRef: string;
  chatId: number;
  userId: number;
  userName: string;
  language: string;
  via: 'join' | 'join_request';
  status: 'pending' | 'resolving' | 'passed' | 'failed' | 'expired' | 'cancelled';
  challenge: Challenge | null;
  attempts: number;
  messageChatId: number | null;
  messageId: number | null;
  expiresAt: Date;
}

export interface MemberEventInput {
  userId: number;
  userName: string;
  kind: MemberEventKind;
  method?: JoinMethod | null;
  inviteLink?: string | null;
  actorId?: number | null;
  actorName?: string | null;
  at: Date;
  /** Same key, same event: a retried webhook or the update reaching both bots is stored once. */
  dedupeKey: string;
}

export interface BotMembershipInput {
  chat: { id: number; type: 'group' | 'supergroup' | 'channel'; title: string };
  bot: BotId;
  status: 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  missingRights: AdminRight[];
  /** The Telegram user who changed the bot's membership (who added it). */
  by: { id: number } | null;
}

export interface DailySummary {
  chat: ChatRecord;
  day: string;
  joins: number;
  leaves: number;
  passed: number;
  failed: number;
}

export interface MonitoringStore {
  /** Records a bot's membership; creates the chat on first sight, tied to the adder's portal account if any. */
  saveMembership(input: BotMembershipInput): Promise<{ chat: ChatRecord; created: boolean }>;
  getChat(chatId: number): Promise<ChatRecord | null>;
  markChannelValidated(chatId: number): Promise<void>;
  /** The group became a supergroup: the record (and its open captchas) follow the new id. */
  migrateChat(fromChatId: number, toChatId: number): Promise<boolean>;
  /** The chat is gone (deleted, or both bots removed): nothing more can be done there. */
  markChatGone(chatId: number): Promise<void>;
  updateSettings(chatId: number, patch: CaptchaSettingsPatch): Promise<ChatRecord | null>;
  /** `/connect CODE`: ties the Telegram account to the code's portal user and hands it the chats it added. */
  connect(
    code: string,
    telegramUserId: number,
    chatId: number | null,
  ): Promise<{ ok: false } | { ok: true; chats: number }>;

  recordMemberEvent(chatId: number, event: MemberEventInput): Promise<boolean>;

  /** Opens a captcha; null when this person already has one open in this chat (the unique index decides). */
  openCaptcha(input: {
    chat: ChatRecord;
    userId: number;
    userName: string;
    language: string;
    via: 'join' | 'join_request';
  }): Promise<CaptchaRecord | null>;
  /** Takes up to `limit` captchas of a chat that still need their message (or whose taker died). */
  claimUnannounced(chatId: number, limit: number, staleAfterMs: number): Promise<CaptchaRecord[]>;
  /** Lets claimed captchas be taken again (their message could not be sent). */
  releaseClaims(ids: string[]): Promise<void>;
  /** The message went out: where it is, what it asks; the timeout counts from now at the earliest. */
  setAnnounced(
    ids: string[],
    message: { chatId: number; messageId: number },
    challenge: Challenge,
    timeoutSeconds: number,
  ): Promise<void>;
  /** Chats with captchas waiting for their message (after a restart, or a claim that went stale). */
  chatsAwaitingAnnouncement(staleAfterMs: number): Promise<number[]>;
  captchasOfMessage(messageChatId: number, messageId: number): Promise<CaptchaRecord[]>;
  openCaptchaFor(chatId: number, userId: number): Promise<CaptchaRecord | null>;
  /** One more wrong answer; the new count, or null when the captcha is no longer pending. */
  addWrongAttempt(id: string): Promise<number | null>;
  /** pending -> passed/failed/cancelled, or resolving -> expired/cancelled; null when someone else got there first. */
  resolveCaptcha(
    id: string,
    from: 'pending' | 'resolving',
    to: 'passed' | 'failed' | 'expired' | 'cancelled',
  ): Promise<CaptchaRecord | null>;
  /** Takes due captchas (FOR UPDATE SKIP LOCKED): each is handed to exactly one taker. */
  claimDueCaptchas(limit: number, staleAfterMs: number): Promise<CaptchaRecord[]>;
  /** Cancels every open captcha of a chat (the bot lost its rights, the chat is gone). */
  cancelOpenCaptchas(chatId: number): Promise<CaptchaRecord[]>;
  /** Captchas opened in the chat within the window (raid detection). */
  recentJoinCount(chatId: number, windowMs: number): Promise<number>;
  /** True at most once per chat every `everyMs` (conditional update). */
  takeRaidNotice(chatId: number, everyMs: number): Promise<boolean>;
  /** Chats whose summary for the previous UTC day is due, each taken once (conditional update). */
  takeDailySummaries(today: string, limit: number): Promise<DailySummary[]>;
}
