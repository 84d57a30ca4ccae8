import type { CaptchaSettings } from '@w2e/core/contracts/monitoring';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /** The last UTC day whose summary went out; the conditional update on it sends each day's once. */
    lastSummaryOn: date('last_summary_on'),
    /** The last raid notice; at most one every 10 minutes per chat (conditional update). */
    raidNoticeAt: timestamp('raid_notice_at', { withTimezone: true }),
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
