import type { BotId } from '@w2e/bot-config/profiles';
import type { ModerationAction, ModerationRule, ModerationSettings } from '@w2e/core/contracts/moderation';
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
  /** The moderation rules' settings, over their defaults. */
  moderation: ModerationSettings;
  /** A raid lockdown's end, while one holds (the quiet period after the last join); null: none. */
  lockdownUntil: Date | null;
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

/** One message or reaction, counted without its text. */
export interface ActivityInput {
  chatId: number;
  userId: number;
  userName: string;
  messages: number;
  replies: number;
  reactions: number;
  media: number;
  at: Date;
}

export interface ContributorRecord {
  userId: number;
  userName: string;
  messages: number;
  replies: number;
  reactions: number;
  media: number;
  total: number;
}

export type InviteLinkReservation =
  | { state: 'existing'; name: string; inviteLink: string }
  | { state: 'reserved'; id: string }
  /** Another request is creating this member's link right now. */
  | { state: 'busy' };

export interface RemovalTask {
  removalId: string;
  chatId: number;
  userId: number;
}

export interface GameRound {
  id: string;
  chatId: number;
  challengerId: number;
  challengerName: string;
  opponentId: number | null;
  opponentName: string | null;
  status: 'open' | 'playing' | 'done' | 'expired';
  messageId: number | null;
}

export interface RealHumansRecord {
  counted: number;
  humans: number;
  ratio: number | null;
  passedCaptcha: number;
  spokeOrReacted: number;
  keptOut: number;
}

export interface WeeklyReport {
  chat: ChatRecord;
  weekStart: string;
  ratio: RealHumansRecord;
  top: ContributorRecord[];
  joins: number;
  leaves: number;
  referrals: number;
  inactive: number;
}

/** One moderation action, recorded before it is taken (the key makes two takers one). */
export interface ModerationInput {
  chat: ChatRecord;
  userId: number;
  userName: string;
  action: ModerationAction;
  rule: ModerationRule;
  detail?: string | null;
  messageId?: number | null;
  until?: Date | null;
  undoable?: boolean;
  dedupeKey: string;
  /** A ban shared through the owner's list: the action it began with. */
  originId?: string | null;
}

export interface SpamCandidate {
  chatId: number;
  messageId: number;
  userId: number;
  userName: string;
  /** A hash of the message's spam fingerprint (never the text). */
  fingerprint: string;
}

export interface MonitoringStore {
  /** The action's log row, written first: its id, or null when another taker recorded the same key already. */
  recordModeration(input: ModerationInput): Promise<string | null>;
  /** The action could not be taken after all: its row goes. */
  dropModeration(id: string): Promise<void>;
  /** When the member last joined the chat (as the bots saw it) and whether an admin approved them. */
  memberStanding(chatId: number, userId: number): Promise<{ joinedAt: Date | null; approved: boolean }>;
  approveMember(chatId: number, userId: number): Promise<void>;
  /** The owner's other active chats that share bans, when this one does; empty otherwise. */
  sharedBanChats(chatId: number): Promise<ChatRecord[]>;
  /** The member's warnings in the chat that were not undone. */
  warningCount(chatId: number, userId: number): Promise<number>;
  /**
   * Locks the chat down (or keeps it locked) until `quietMs` after now; `started` for the one call that began it
   * (conditional update), which also schedules the lift on the durable job queue.
   */
  lockDown(chatId: number, quietMs: number): Promise<'started' | 'extended' | null>;
  /**
   * A new member's message with a spam fingerprint. When its fingerprint reaches `chats` chats within `windowMs`,
   * the wave is decided once (the first taker gets every message of it to remove); a later copy of a decided wave
   * comes back alone. Null: no wave (yet).
   */
  noteSpamCandidate(
    candidate: SpamCandidate,
    chats: number,
    windowMs: number,
  ): Promise<Omit<SpamCandidate, 'fingerprint'>[] | null>;

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

  /** Counts up to `limit` queued messages and reactions (one batch, taken once across instances); how many. */
  countQueuedActivity(limit: number): Promise<number>;
  /** Queues a message or reaction for counting (one prepared insert; the counting runs in batches). */
  recordActivity(activity: ActivityInput): Promise<void>;
  /** The chat's top contributors over the last `days` UTC days (today included). */
  topContributors(chatId: number, days: number, limit: number): Promise<ContributorRecord[]>;

  /** Chats where the bots last saw this person as a member, for /invite in private. */
  chatsOfMember(userId: number): Promise<ChatRecord[]>;
  /** One invite link per member and chat: the existing one, a reservation to create it, or busy. */
  reserveInviteLink(
    chatId: number,
    userId: number,
    userName: string,
    name: string,
  ): Promise<InviteLinkReservation>;
  saveInviteLink(id: string, inviteLink: string): Promise<void>;
  /** Telegram refused: the reservation goes, so a later /invite tries again. */
  dropInviteLink(id: string): Promise<void>;
  /**
   * A join through an invite link: attributed to the member whose link it is (never to the newcomer themself),
   * pending until the newcomer passed the captcha and stayed; void at once when the referrer left the chat.
   */
  recordReferral(
    chatId: number,
    link: { inviteLink: string; name: string | null },
    newcomer: { userId: number; userName: string },
    at: Date,
  ): Promise<'pending' | 'void' | 'none'>;
  /** Due referrals decided (credited or void), each taken once across instances. */
  decideDueReferrals(limit: number): Promise<{ confirmed: number; void: number }>;

  /** The owner of the chat holds a Premium (or Enterprise) project. */
  miniGameAllowed(chatId: number): Promise<boolean>;
  /** Opens a duel; null when the chat already has one open (the partial unique index decides). */
  openGameRound(
    chat: ChatRecord,
    challenger: { userId: number; userName: string },
    ttlSeconds: number,
  ): Promise<GameRound | null>;
  setGameMessage(roundId: string, messageId: number): Promise<void>;
  /** open → playing for the first other person who accepts in time; null otherwise. */
  acceptGameRound(roundId: string, opponent: { userId: number; userName: string }): Promise<GameRound | null>;
  /** playing → done with both rolls; the points are written in the same transaction. */
  finishGameRound(roundId: string, rolls: { challenger: number; opponent: number }): Promise<boolean>;
  /** Open duels nobody accepted in time, closed once each. */
  expireGameRounds(limit: number): Promise<GameRound[]>;
  gameScores(chatId: number, limit: number): Promise<{ userId: number; userName: string; points: number }[]>;

  /** Removal rows due now, claimed (FOR UPDATE SKIP LOCKED) and marked `removing`. */
  claimDueRemovals(limit: number, staleAfterMs: number): Promise<RemovalTask[]>;
  finishRemoval(task: RemovalTask, outcome: 'removed' | 'failed'): Promise<void>;
  /** Members to unban: an undo asked for, or a window that ended; each handed out once. */
  claimUnbans(limit: number): Promise<RemovalTask[]>;

  realHumans(chatId: number): Promise<RealHumansRecord | null>;
  /** Chats whose report for the week starting `weekStart` (a Monday) is due, each taken once. */
  takeWeeklyReports(weekStart: string, limit: number): Promise<WeeklyReport[]>;
}
