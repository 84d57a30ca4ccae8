import type { ModerationSettings } from '@w2e/core/contracts/moderation';
import type { CaptchaSettings } from '@w2e/core/contracts/monitoring';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Telegram ids need 52 bits: bigint, read as a JS number (exact below 2^53). */
const tgId = (name: string) => bigint(name, { mode: 'number' });

/**
 * A Telegram group or channel one of our bots was added to. One row per chat, whichever bot came first; the
 * portal account that owns it is the Telegram account that added the bot (or claimed it with /connect).
 */
export const monitoringChats = pgTable(
  'monitoring_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: tgId('chat_id').notNull(),
    type: text('type', { enum: ['group', 'supergroup', 'channel'] }).notNull(),
    title: text('title').notNull(),
    /** `migrated`: the group became a supergroup (the row then follows the new id); `gone`: deleted or left. */
    status: text('status', { enum: ['active', 'migrated', 'gone'] })
      .notNull()
      .default('active'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedByTelegramId: tgId('added_by_telegram_id'),
    channelValidatedAt: timestamp('channel_validated_at', { withTimezone: true }),
    settings: jsonb('settings').$type<CaptchaSettings>().notNull(),
    /** The moderation rules' settings the admin changed; read over DEFAULT_MODERATION_SETTINGS. */
    moderation: jsonb('moderation').$type<Partial<ModerationSettings>>().notNull().default({}),
    /** A raid lockdown: since when, and until when (moved on by each join; lifted by a job once it passed). */
    lockdownSince: timestamp('lockdown_since', { withTimezone: true }),
    lockdownUntil: timestamp('lockdown_until', { withTimezone: true }),
    /** The last UTC day whose summary went out; the conditional update on it sends each day's once. */
    lastSummaryOn: date('last_summary_on'),
    /** The last raid notice; at most one every 10 minutes per chat (conditional update). */
    raidNoticeAt: timestamp('raid_notice_at', { withTimezone: true }),
    /** The Monday of the last week whose report went out (conditional update, like the daily summary). */
    lastWeeklyReportOn: date('last_weekly_report_on'),
    /** getChatMemberCount's answer and when, for the coverage (refreshed when stale). */
    memberCount: integer('member_count'),
    memberCountAt: timestamp('member_count_at', { withTimezone: true }),
    /** When getChatAdministrators last refreshed monitoring_chat_admins. */
    adminsCheckedAt: timestamp('admins_checked_at', { withTimezone: true }),
    /**
     * The UTC day the chat's rolling contribution windows (monitoring_contribution_windows) are aged to: each
     * window holds the days after `windows_on - window_days`. Moved forward, with the days that age out subtracted,
     * under the counting lock (see ageContributionWindows).
     */
    windowsOn: date('windows_on').notNull().default(sql`(now() at time zone 'utc')::date`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('monitoring_chats_chat_id_key').on(t.chatId),
    index('monitoring_chats_owner_idx').on(t.ownerUserId),
  ],
);

/** Each bot's membership and rights in a chat, as its last my_chat_member update told it. */
export const monitoringChatBots = pgTable(
  'monitoring_chat_bots',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    bot: text('bot', { enum: ['guard', 'pulse'] }).notNull(),
    status: text('status', { enum: ['administrator', 'member', 'restricted', 'left', 'kicked'] }).notNull(),
    missingRights: jsonb('missing_rights').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatRef, t.bot] })],
);

/**
 * Every join and leave (from chat_member updates) and every captcha outcome. `dedupe_key` makes a webhook
 * retry, or the same update reaching both bots, land once.
 */
export const monitoringMemberEvents = pgTable(
  'monitoring_member_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    kind: text('kind', {
      enum: ['join', 'leave', 'kicked', 'banned', 'captcha_passed', 'captcha_failed'],
    }).notNull(),
    method: text('method', { enum: ['invite_link', 'join_request', 'added', 'public'] }),
    inviteLink: text('invite_link'),
    actorId: tgId('actor_id'),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
  },
  (t) => [
    uniqueIndex('monitoring_member_events_dedupe_key').on(t.dedupeKey),
    index('monitoring_member_events_chat_at_idx').on(t.chatRef, t.at),
  ],
);

/**
 * A newcomer's captcha: also the due-time queue of its timeout. Any instance may take due rows (claimed with
 * FOR UPDATE SKIP LOCKED and a conditional status change), so a restart or a second instance resumes the
 * timers and nobody is kicked twice. At most one pending captcha per person and chat (partial unique index).
 */
export const monitoringCaptchas = pgTable(
  'monitoring_captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    chatId: tgId('chat_id').notNull(),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    language: text('language').notNull(),
    /** `join`: already in the group and restricted; `join_request`: asked to join, answers in private. */
    via: text('via', { enum: ['join', 'join_request'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'resolving', 'passed', 'failed', 'expired', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    /** Set when the captcha message goes out: the question, the options and which one is right. */
    challenge: jsonb('challenge').$type<{ question: string; options: string[]; correct: number }>(),
    attempts: integer('attempts').notNull().default(0),
    messageChatId: tgId('message_chat_id'),
    messageId: integer('message_id'),
    /** When an instance took it to send its message; a stale claim (crash) is taken again. */
    announceClaimedAt: timestamp('announce_claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When an instance took the expired captcha to act on it. */
    resolveClaimedAt: timestamp('resolve_claimed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_captchas_one_open_key')
      .on(t.chatId, t.userId)
      .where(sql`${t.status} in ('pending', 'resolving')`),
    index('monitoring_captchas_due_idx').on(t.status, t.expiresAt),
    index('monitoring_captchas_message_idx').on(t.messageChatId, t.messageId),
  ],
);

/** One-time codes from the dashboard, sent to a bot as `/connect CODE` to tie a Telegram account to the portal user. */
export const monitoringConnectCodes = pgTable('monitoring_connect_codes', {
  code: text('code').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A Telegram account that proved with a connect code which portal user it acts for. */
export const monitoringOwnerLinks = pgTable('monitoring_owner_links', {
  telegramUserId: tgId('telegram_user_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everyone the bots have seen in a chat: Telegram's Bot API cannot list a group's members, so this is what we
 * know (joins, messages, reactions, captcha outcomes), never the whole membership. `last_active_at` is the
 * latest of those; the inactive list and the bulk removal read it through the partial index of current members.
 */
export const monitoringMembers = pgTable(
  'monitoring_members',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    /** `removed`: taken out by an admin's bulk removal. */
    status: text('status', { enum: ['member', 'left', 'removed'] })
      .notNull()
      .default('member'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    captchaPassedAt: timestamp('captcha_passed_at', { withTimezone: true }),
    captchaFailedAt: timestamp('captcha_failed_at', { withTimezone: true }),
    messages: integer('messages').notNull().default(0),
    reactions: integer('reactions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.chatRef, t.userId] }),
    index('monitoring_members_active_idx')
      .on(t.chatRef, t.lastActiveAt, t.userId)
      .where(sql`${t.status} = 'member'`),
    // Everyone seen, most recently active first (the dashboard's member list).
    index('monitoring_members_seen_idx').on(t.chatRef, t.lastActiveAt.desc(), t.userId),
  ],
);

/**
 * The counting queue: the pulse bot adds one row per message or reaction (one prepared INSERT, no text kept),
 * and any instance drains it in batches, rows taken with FOR UPDATE SKIP LOCKED and deleted in the same
 * statement that adds them to the daily counts, so each is counted once and a restart loses nothing.
 */
export const monitoringActivityInbox = pgTable('monitoring_activity_inbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  chatId: tgId('chat_id').notNull(),
  userId: tgId('user_id').notNull(),
  userName: text('user_name').notNull(),
  messages: integer('messages').notNull().default(0),
  replies: integer('replies').notNull().default(0),
  reactions: integer('reactions').notNull().default(0),
  media: integer('media').notNull().default(0),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Each member's contributions per UTC day. */
export const monitoringActivityDaily = pgTable(
  'monitoring_activity_daily',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    userId: tgId('user_id').notNull(),
    messages: integer('messages').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    reactions: integer('reactions').notNull().default(0),
    media: integer('media').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatRef, t.day, t.userId] })],
);

/**
 * Each member's contributions over the chat's last 7 and 30 days (`window_days`), so the top contributors are the
 * first rows of an index rather than an aggregate over every member's days. Kept by a statement trigger on
 * monitoring_activity_daily (migration 0008): a day row counts in a window when `day > windows_on - window_days`;
 * ageContributionWindows subtracts the days that age out when the chat's `windows_on` moves to the new UTC day.
 * `days` is how many of the member's day rows the window holds; the row goes when it reaches 0.
 */
export const monitoringContributionWindows = pgTable(
  'monitoring_contribution_windows',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    windowDays: integer('window_days').notNull(),
    userId: tgId('user_id').notNull(),
    messages: integer('messages').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    reactions: integer('reactions').notNull().default(0),
    media: integer('media').notNull().default(0),
    /** What the ranking orders by: messages and reactions. */
    total: integer('total').generatedAlwaysAs(sql`messages + reactions`),
    days: integer('days').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.chatRef, t.windowDays, t.userId] }),
    index('monitoring_contribution_windows_rank_idx').on(t.chatRef, t.windowDays, t.total.desc(), t.userId),
  ],
);

/**
 * One row per chat of counts over its members seen (the coverage and the real-humans ratio, the member list's
 * total), kept exact by statement triggers on monitoring_members (migration 0008), whichever path writes them.
 */
export const monitoringChatMemberTotals = pgTable('monitoring_chat_member_totals', {
  chatRef: uuid('chat_ref')
    .primaryKey()
    .references(() => monitoringChats.id, { onDelete: 'cascade' }),
  seen: integer('seen').notNull().default(0),
  /** status = 'member' */
  inChat: integer('in_chat').notNull().default(0),
  /** in the chat and passed the captcha or wrote or reacted */
  humans: integer('humans').notNull().default(0),
  passedCaptcha: integer('passed_captcha').notNull().default(0),
  spokeOrReacted: integer('spoke_or_reacted').notNull().default(0),
  /** failed the captcha and never passed one, whatever their status */
  keptOut: integer('kept_out').notNull().default(0),
});

/**
 * The chat's current members (status 'member') by the UTC day of their last activity, kept by the same triggers:
 * the inactive count adds up the days before the cut-off's and counts only the cut-off's day in the index.
 */
export const monitoringMemberLastDays = pgTable(
  'monitoring_member_last_days',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatRef, t.day] })],
);

/** A chat's totals per UTC day (the charts), kept by the same drain (and the joins and leaves by a trigger): one row a day, however large the chat. */
export const monitoringChatDaily = pgTable(
  'monitoring_chat_daily',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    messages: integer('messages').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    reactions: integer('reactions').notNull().default(0),
    media: integer('media').notNull().default(0),
    /** Members who contributed that day. */
    activeMembers: integer('active_members').notNull().default(0),
    /**
     * Joins and leaves (left, kicked, banned) that day, from monitoring_member_events by a statement trigger
     * (migration 0008), so the chart does not count a month of events at each view.
     */
    joins: integer('joins').notNull().default(0),
    leaves: integer('leaves').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatRef, t.day] })],
);

/** A chat's administrators as getChatAdministrators last told (refreshed when stale): who may see its dashboard. */
export const monitoringChatAdmins = pgTable(
  'monitoring_chat_admins',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chatRef, t.userId] }),
    index('monitoring_chat_admins_user_idx').on(t.userId),
  ],
);

/**
 * A member's own invite link to a chat (createChatInviteLink, named after them). One per member and chat: the
 * row is written before Telegram is asked (link null), so a flood of /invite creates one link.
 */
export const monitoringInviteLinks = pgTable(
  'monitoring_invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    name: text('name').notNull(),
    inviteLink: text('invite_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_invite_links_member_key').on(t.chatRef, t.userId),
    uniqueIndex('monitoring_invite_links_link_key').on(t.inviteLink),
  ],
);

/**
 * A join through a member's link. Credited (`confirmed`) only once the newcomer passed the captcha and stayed 24
 * hours: the row is its own due-time queue. One per newcomer and chat, so leaving and rejoining credits nobody twice.
 */
export const monitoringReferrals = pgTable(
  'monitoring_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    referrerId: tgId('referrer_id').notNull(),
    newcomerId: tgId('newcomer_id').notNull(),
    newcomerName: text('newcomer_name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'void'] })
      .notNull()
      .default('pending'),
    /** Why it was not credited: left, no_captcha, referrer_left. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('monitoring_referrals_newcomer_key').on(t.chatRef, t.newcomerId),
    index('monitoring_referrals_due_idx').on(t.status, t.dueAt),
    index('monitoring_referrals_referrer_idx').on(t.chatRef, t.referrerId, t.status),
  ],
);

/**
 * An admin's bulk removal of inactive members. Members are banned at a paced rate (their rows are the queue),
 * unbanned again by an undo within the window or, at its end, so they can rejoin.
 */
export const monitoringRemovals = pgTable(
  'monitoring_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    chatId: tgId('chat_id').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    inactiveDays: integer('inactive_days').notNull(),
    total: integer('total').notNull(),
    /** `running` → `undone` (the admin's undo) or `closed` (the window ended, everyone unbanned). */
    status: text('status', { enum: ['running', 'undone', 'closed'] })
      .notNull()
      .default('running'),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_removals_one_running_key').on(t.chatRef).where(sql`${t.status} = 'running'`),
  ],
);

export const monitoringRemovalMembers = pgTable(
  'monitoring_removal_members',
  {
    removalId: uuid('removal_id')
      .notNull()
      .references(() => monitoringRemovals.id, { onDelete: 'cascade' }),
    chatId: tgId('chat_id').notNull(),
    userId: tgId('user_id').notNull(),
    /** pending → removed (banned) → restored (unbanned), or failed / cancelled. */
    status: text('status', { enum: ['pending', 'removing', 'removed', 'failed', 'cancelled', 'restored'] })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the ban call came back: the pace counts these over the last second, per chat. */
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.removalId, t.userId] }),
    index('monitoring_removal_members_acted_idx').on(t.chatId, t.actedAt),
    index('monitoring_removal_members_due_idx').on(t.status, t.dueAt),
  ],
);

/** A mini-game round (a dice duel): one open round per chat at a time (partial unique index). */
export const monitoringGameRounds = pgTable(
  'monitoring_game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    chatId: tgId('chat_id').notNull(),
    challengerId: tgId('challenger_id').notNull(),
    challengerName: text('challenger_name').notNull(),
    opponentId: tgId('opponent_id'),
    opponentName: text('opponent_name'),
    status: text('status', { enum: ['open', 'playing', 'done', 'expired'] })
      .notNull()
      .default('open'),
    messageId: integer('message_id'),
    challengerRoll: integer('challenger_roll'),
    opponentRoll: integer('opponent_roll'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_game_rounds_one_open_key')
      .on(t.chatId)
      .where(sql`${t.status} in ('open', 'playing')`),
  ],
);

/**
 * Mini-game points, one row per round and player: the per-chat scoreboard, and the seam an event's "other" score
 * column reads through `miniGamePointsFor(chatId, userId, since)`.
 */
export const monitoringGamePoints = pgTable(
  'monitoring_game_points',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => monitoringGameRounds.id, { onDelete: 'cascade' }),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    points: integer('points').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    index('monitoring_game_points_member_idx').on(t.chatRef, t.userId, t.at),
  ],
);

/**
 * Every moderation action the bots took (held, deleted, muted, banned, unbanned, warned), by which rule, on whom.
 * The row is written before the action, under a key made of the rule and the message (or the member and the
 * window), so two instances or a redelivered update act once. Never the message's text: `detail` says what
 * matched (the kind held, the stop word, the count).
 */
export const monitoringModerationActions = pgTable(
  'monitoring_moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    chatId: tgId('chat_id').notNull(),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action', {
      enum: ['held', 'deleted', 'muted', 'banned', 'unbanned', 'warned'],
    }).notNull(),
    rule: text('rule', {
      enum: ['newcomer_hold', 'flood', 'stop_word', 'spam_wave', 'known_spammer', 'raid', 'warn', 'admin'],
    }).notNull(),
    detail: text('detail'),
    messageId: integer('message_id'),
    until: timestamp('until', { withTimezone: true }),
    undoable: boolean('undoable').notNull().default(false),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').notNull(),
    /** A ban shared through the owner's ban list: the action in the chat where it began (undone together). */
    originId: uuid('origin_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_moderation_actions_dedupe_key').on(t.dedupeKey),
    index('monitoring_moderation_actions_origin_idx').on(t.originId),
    index('monitoring_moderation_actions_member_idx').on(t.chatId, t.userId),
    index('monitoring_moderation_actions_chat_idx').on(t.chatRef, t.at),
  ],
);

/** Newcomers an admin vouched for (`/approve`, or an undone hold): the newcomer hold skips them. */
export const monitoringModerationApprovals = pgTable(
  'monitoring_moderation_approvals',
  {
    chatRef: uuid('chat_ref')
      .notNull()
      .references(() => monitoringChats.id, { onDelete: 'cascade' }),
    userId: tgId('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatRef, t.userId] })],
);

/**
 * New members' messages by fingerprint (a hash of the folded text, never the text), kept for the spam-wave window
 * so the same text in several chats is seen; deleted once older than the window.
 */
export const monitoringSpamMessages = pgTable(
  'monitoring_spam_messages',
  {
    fingerprint: text('fingerprint').notNull(),
    chatId: tgId('chat_id').notNull(),
    messageId: integer('message_id').notNull(),
    userId: tgId('user_id').notNull(),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.messageId] }),
    index('monitoring_spam_messages_fingerprint_idx').on(t.fingerprint, t.at),
  ],
);

/** A spam wave decided once: the first instance to insert the fingerprint removes it everywhere. */
export const monitoringSpamWaves = pgTable('monitoring_spam_waves', {
  fingerprint: text('fingerprint').primaryKey(),
  chats: integer('chats').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
