import type {
  BotMembershipInput,
  CaptchaRecord,
  ChatRecord,
  DailySummary,
  MemberEventInput,
  MonitoringStore,
} from '@w2e/bot/store';
import { DEFAULT_MODERATION_SETTINGS } from '@w2e/core/contracts/moderation';
import {
  type AdminRight,
  type CaptchaSettingsPatch,
  DEFAULT_CAPTCHA_SETTINGS,
} from '@w2e/core/contracts/monitoring';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  monitoringCaptchas,
  monitoringChatAdmins,
  monitoringChatBots,
  monitoringChats,
  monitoringConnectCodes,
  monitoringMemberEvents,
  monitoringOwnerLinks,
} from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import type { JobQueue } from '../../jobs/queue';
import { communityStore } from './community';
import { recordSeenMember } from './members';
import { moderationStore } from './moderation';
import { lockdownStore } from './moderation-raid';

type ChatRow = typeof monitoringChats.$inferSelect;
type CaptchaRow = typeof monitoringCaptchas.$inferSelect;

const ago = (ms: number) => sql`now() - ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/**
 * Takes up to `limit` captchas matching `where`, oldest first, for this instance: rows another instance holds
 * are skipped (FOR UPDATE SKIP LOCKED), and the claim is written in the same statement, so two instances never
 * take the same row.
 */
async function claimCaptchas(
  db: Db,
  claim: {
    where: SQL | undefined;
    oldestFirst: PgColumn;
    limit: number;
    set: PgUpdateSetSource<typeof monitoringCaptchas>;
  },
): Promise<CaptchaRow[]> {
  const ids = db
    .select({ id: monitoringCaptchas.id })
    .from(monitoringCaptchas)
    .where(claim.where)
    .orderBy(asc(claim.oldestFirst))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db.update(monitoringCaptchas).set(claim.set).where(inArray(monitoringCaptchas.id, ids)).returning();
}

export function toCaptcha(row: CaptchaRow): CaptchaRecord {
  return {
    id: row.id,
    chatRef: row.chatRef,
    chatId: row.chatId,
    userId: row.userId,
    userName: row.userName,
    language: row.language,
    via: row.via,
    status: row.status,
    challenge: row.challenge,
    attempts: row.attempts,
    messageChatId: row.messageChatId,
    messageId: row.messageId,
    expiresAt: row.expiresAt,
  };
}

async function withBots(db: Db, row: ChatRow): Promise<ChatRecord> {
  const bots = await db.select().from(monitoringChatBots).where(eq(monitoringChatBots.chatRef, row.id));
  return {
    ref: row.id,
    chatId: row.chatId,
    type: row.type,
    title: row.title,
    status: row.status,
    ownerUserId: row.ownerUserId,
    addedByTelegramId: row.addedByTelegramId,
    settings: { ...DEFAULT_CAPTCHA_SETTINGS, ...row.settings },
    moderation: { ...DEFAULT_MODERATION_SETTINGS, ...row.moderation },
    lockdownUntil: row.lockdownUntil,
    bots: Object.fromEntries(
      bots.map((b) => [b.bot, { status: b.status, missingRights: b.missingRights as AdminRight[] }]),
    ) as ChatRecord['bots'],
  };
}

async function getChat(db: Db, chatId: number): Promise<ChatRecord | null> {
  const [row] = await db.select().from(monitoringChats).where(eq(monitoringChats.chatId, chatId));
  return row ? withBots(db, row) : null;
}

/** The portal user a Telegram account acts for: its Telegram sign-in, else a /connect link. */
async function ownerOf(db: Db, telegramUserId: number): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.telegramId, String(telegramUserId)));
  if (user) return user.id;
  const [link] = await db
    .select({ id: monitoringOwnerLinks.userId })
    .from(monitoringOwnerLinks)
    .where(eq(monitoringOwnerLinks.telegramUserId, telegramUserId));
  return link?.id ?? null;
}

/** The bots' memory on the server's database (PGlite or PostgreSQL); see MonitoringStore. */
export function databaseMonitoringStore(
  db: Db,
  jobs: JobQueue | null = null,
  /** Without a job queue: what follows a lockdown's start (its invite links' switch). */
  onLockdown?: (chatId: number) => Promise<unknown>,
): MonitoringStore {
  return {
    ...communityStore(db, (chatId) => getChat(db, chatId)),
    ...moderationStore(
      db,
      async (chatId) => (await getChat(db, chatId))?.ref ?? null,
      (chatId) => getChat(db, chatId),
    ),
    ...lockdownStore(db, jobs, onLockdown),
    async saveMembership(input: BotMembershipInput) {
      const owner = input.by ? await ownerOf(db, input.by.id) : null;
      const gone = input.status === 'left' || input.status === 'kicked';
      const [row] = await db
        .insert(monitoringChats)
        .values({
          chatId: input.chat.id,
          type: input.chat.type,
          title: input.chat.title,
          ownerUserId: owner,
          addedByTelegramId: input.by?.id ?? null,
          settings: DEFAULT_CAPTCHA_SETTINGS,
          status: gone ? 'gone' : 'active',
        })
        .onConflictDoUpdate({
          target: monitoringChats.chatId,
          set: {
            type: input.chat.type,
            title: input.chat.title,
            status: gone ? sql`${monitoringChats.status}` : 'active',
            ownerUserId: sql`coalesce(${monitoringChats.ownerUserId}, excluded.owner_user_id)`,
            addedByTelegramId: sql`coalesce(${monitoringChats.addedByTelegramId}, excluded.added_by_telegram_id)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: monitoringChats.id, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('chat upsert returned nothing');
      await db
        .insert(monitoringChatBots)
        .values({ chatRef: row.id, bot: input.bot, status: input.status, missingRights: input.missingRights })
        .onConflictDoUpdate({
          target: [monitoringChatBots.chatRef, monitoringChatBots.bot],
          set: { status: input.status, missingRights: input.missingRights, updatedAt: sql`now()` },
        });
      const chat = await getChat(db, input.chat.id);
      if (!chat) throw new Error('chat vanished');
      return { chat, created: row.created === true };
    },

    getChat: (chatId) => getChat(db, chatId),

    async markChannelValidated(chatId) {
      await db
        .update(monitoringChats)
        .set({ channelValidatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(monitoringChats.chatId, chatId));
    },

    async migrateChat(fromChatId, toChatId) {
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(monitoringChats).where(eq(monitoringChats.chatId, toChatId));
        const [source] = await tx
          .select()
          .from(monitoringChats)
          .where(eq(monitoringChats.chatId, fromChatId))
          .for('update');
        if (!source) return false;
        if (target) {
          // The supergroup was recorded first: it inherits the owner and the settings, the old row is retired.
          await tx
            .update(monitoringChats)
            .set({
              ownerUserId: sql`coalesce(${monitoringChats.ownerUserId}, ${source.ownerUserId})`,
              settings: source.settings,
              updatedAt: sql`now()`,
            })
            .where(eq(monitoringChats.id, target.id));
          await tx
            .update(monitoringChats)
            .set({ status: 'migrated' })
            .where(eq(monitoringChats.id, source.id));
        } else {
          await tx
            .update(monitoringChats)
            .set({ chatId: toChatId, type: 'supergroup', updatedAt: sql`now()` })
            .where(eq(monitoringChats.id, source.id));
        }
        await tx
          .update(monitoringCaptchas)
          .set({ chatId: toChatId, ...(target ? { chatRef: target.id } : {}) })
          .where(eq(monitoringCaptchas.chatId, fromChatId));
        return true;
      });
    },

    async markChatGone(chatId) {
      await db
        .update(monitoringChats)
        .set({ status: 'gone', updatedAt: sql`now()` })
        .where(eq(monitoringChats.chatId, chatId));
    },

    async updateSettings(chatId, patch: CaptchaSettingsPatch) {
      await db
        .update(monitoringChats)
        .set({
          settings: sql`${monitoringChats.settings} || ${JSON.stringify(patch)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(monitoringChats.chatId, chatId));
      return getChat(db, chatId);
    },

    async connect(code, telegramUserId, chatId) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(monitoringConnectCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(monitoringConnectCodes.code, code.trim().toUpperCase()),
              isNull(monitoringConnectCodes.usedAt),
              sql`${monitoringConnectCodes.expiresAt} > now()`,
            ),
          )
          .returning({ userId: monitoringConnectCodes.userId });
        if (!used) return { ok: false as const };
        await tx
          .insert(monitoringOwnerLinks)
          .values({ telegramUserId, userId: used.userId })
          .onConflictDoUpdate({ target: monitoringOwnerLinks.telegramUserId, set: { userId: used.userId } });
        await tx
          .update(monitoringChats)
          .set({ ownerUserId: used.userId, updatedAt: sql`now()` })
          .where(
            and(
              isNull(monitoringChats.ownerUserId),
              chatId === null
                ? eq(monitoringChats.addedByTelegramId, telegramUserId)
                : or(
                    eq(monitoringChats.addedByTelegramId, telegramUserId),
                    eq(monitoringChats.chatId, chatId),
                  ),
            ),
          );
        if (chatId !== null) {
          // Sent in the group by one of its admins (the bot checked with Telegram): the chat is theirs to manage
          // on the dashboard at once, even when another portal account (the adder's) owns it.
          const [chat] = await tx
            .select({ id: monitoringChats.id })
            .from(monitoringChats)
            .where(eq(monitoringChats.chatId, chatId));
          if (chat) {
            await tx
              .insert(monitoringChatAdmins)
              .values({ chatRef: chat.id, userId: telegramUserId })
              .onConflictDoNothing();
          }
        }
        // What the dashboard lists: the chats the user owns or one of their Telegram accounts administers.
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(monitoringChats)
          .where(
            sql`${monitoringChats.ownerUserId} = ${used.userId} or exists (select 1 from monitoring_chat_admins a
              where a.chat_ref = ${monitoringChats.id} and a.user_id in (
                select l.telegram_user_id from monitoring_owner_links l where l.user_id = ${used.userId}
                union all select u.telegram_id::bigint from users u where u.id = ${used.userId} and u.telegram_id is not null))`,
          );
        return { ok: true as const, chats: count?.n ?? 0 };
      });
    },

    async recordMemberEvent(chatId, event: MemberEventInput) {
      const [chat] = await db
        .select({ id: monitoringChats.id })
        .from(monitoringChats)
        .where(eq(monitoringChats.chatId, chatId));
      if (!chat) return false;
      const inserted = await db
        .insert(monitoringMemberEvents)
        .values({
          chatRef: chat.id,
          userId: event.userId,
          userName: event.userName,
          kind: event.kind,
          method: event.method ?? null,
          inviteLink: event.inviteLink ?? null,
          actorId: event.actorId ?? null,
          actorName: event.actorName ?? null,
          at: event.at,
          dedupeKey: event.dedupeKey,
        })
        .onConflictDoNothing()
        .returning({ id: monitoringMemberEvents.id });
      if (inserted.length === 0) return false;
      await recordSeenMember(db, chat.id, event);
      return true;
    },

    async openCaptcha({ chat, userId, userName, language, via }) {
      const [row] = await db
        .insert(monitoringCaptchas)
        .values({
          chatRef: chat.ref,
          chatId: chat.chatId,
          userId,
          userName,
          language,
          via,
          expiresAt: sql`now() + ${`${chat.settings.timeout_seconds} seconds`}::interval`,
        })
        .onConflictDoNothing()
        .returning();
      return row ? toCaptcha(row) : null;
    },

    async claimUnannounced(chatId, limit, staleAfterMs) {
      const rows = await claimCaptchas(db, {
        where: and(
          eq(monitoringCaptchas.chatId, chatId),
          eq(monitoringCaptchas.via, 'join'),
          eq(monitoringCaptchas.status, 'pending'),
          isNull(monitoringCaptchas.messageId),
          or(
            isNull(monitoringCaptchas.announceClaimedAt),
            lt(monitoringCaptchas.announceClaimedAt, ago(staleAfterMs)),
          ),
        ),
        oldestFirst: monitoringCaptchas.createdAt,
        limit,
        set: { announceClaimedAt: sql`now()` },
      });
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toCaptcha);
    },

    async releaseClaims(ids) {
      if (ids.length === 0) return;
      await db
        .update(monitoringCaptchas)
        .set({ announceClaimedAt: null })
        .where(and(inArray(monitoringCaptchas.id, ids), isNull(monitoringCaptchas.messageId)));
    },

    async setAnnounced(ids, message, challenge, timeoutSeconds) {
      if (ids.length === 0) return;
      await db
        .update(monitoringCaptchas)
        .set({
          messageChatId: message.chatId,
          messageId: message.messageId,
          challenge,
          // Whoever waited in the queue still gets the whole time to answer.
          expiresAt: sql`greatest(${monitoringCaptchas.expiresAt}, now() + ${`${timeoutSeconds} seconds`}::interval)`,
        })
        .where(and(inArray(monitoringCaptchas.id, ids), eq(monitoringCaptchas.status, 'pending')));
    },

    async chatsAwaitingAnnouncement(staleAfterMs) {
      const rows = await db
        .selectDistinct({ chatId: monitoringCaptchas.chatId })
        .from(monitoringCaptchas)
        .where(
          and(
            eq(monitoringCaptchas.via, 'join'),
            eq(monitoringCaptchas.status, 'pending'),
            isNull(monitoringCaptchas.messageId),
            or(
              isNull(monitoringCaptchas.announceClaimedAt),
              lt(monitoringCaptchas.announceClaimedAt, ago(staleAfterMs)),
            ),
          ),
        );
      return rows.map((r) => r.chatId);
    },

    async captchasOfMessage(messageChatId, messageId) {
      const rows = await db
        .select()
        .from(monitoringCaptchas)
        .where(
          and(
            eq(monitoringCaptchas.messageChatId, messageChatId),
            eq(monitoringCaptchas.messageId, messageId),
          ),
        );
      return rows.map(toCaptcha);
    },

    async openCaptchaFor(chatId, userId) {
      const [row] = await db
        .select()
        .from(monitoringCaptchas)
        .where(
          and(
            eq(monitoringCaptchas.chatId, chatId),
            eq(monitoringCaptchas.userId, userId),
            eq(monitoringCaptchas.status, 'pending'),
          ),
        );
      return row ? toCaptcha(row) : null;
    },

    async addWrongAttempt(id) {
      const [row] = await db
        .update(monitoringCaptchas)
        .set({ attempts: sql`${monitoringCaptchas.attempts} + 1` })
        .where(and(eq(monitoringCaptchas.id, id), eq(monitoringCaptchas.status, 'pending')))
        .returning({ attempts: monitoringCaptchas.attempts });
      return row?.attempts ?? null;
    },

    async resolveCaptcha(id, from, to) {
      const [row] = await db
        .update(monitoringCaptchas)
        .set({ status: to, resolvedAt: sql`now()` })
        .where(and(eq(monitoringCaptchas.id, id), eq(monitoringCaptchas.status, from)))
        .returning();
      return row ? toCaptcha(row) : null;
    },

    async claimDueCaptchas(limit, staleAfterMs) {
      // Only captchas whose question went out: nobody is removed for a message they never saw.
      const rows = await claimCaptchas(db, {
        where: or(
          and(
            eq(monitoringCaptchas.status, 'pending'),
            isNotNull(monitoringCaptchas.messageId),
            lt(monitoringCaptchas.expiresAt, sql`now()`),
          ),
          and(
            eq(monitoringCaptchas.status, 'resolving'),
            lt(monitoringCaptchas.resolveClaimedAt, ago(staleAfterMs)),
          ),
        ),
        oldestFirst: monitoringCaptchas.expiresAt,
        limit,
        set: { status: 'resolving', resolveClaimedAt: sql`now()` },
      });
      return rows.map(toCaptcha);
    },

    async cancelOpenCaptchas(chatId) {
      const rows = await db
        .update(monitoringCaptchas)
        .set({ status: 'cancelled', resolvedAt: sql`now()` })
        .where(and(eq(monitoringCaptchas.chatId, chatId), eq(monitoringCaptchas.status, 'pending')))
        .returning();
      return rows.map(toCaptcha);
    },

    async recentJoinCount(chatId, windowMs) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitoringCaptchas)
        .where(and(eq(monitoringCaptchas.chatId, chatId), gte(monitoringCaptchas.createdAt, ago(windowMs))));
      return row?.n ?? 0;
    },

    async takeRaidNotice(chatId, everyMs) {
      const rows = await db
        .update(monitoringChats)
        .set({ raidNoticeAt: sql`now()` })
        .where(
          and(
            eq(monitoringChats.chatId, chatId),
            or(isNull(monitoringChats.raidNoticeAt), lt(monitoringChats.raidNoticeAt, ago(everyMs))),
          ),
        )
        .returning({ id: monitoringChats.id });
      return rows.length > 0;
    },

    async takeDailySummaries(today, limit) {
      const candidates = await db
        .select()
        .from(monitoringChats)
        .where(
          and(
            eq(monitoringChats.status, 'active'),
            or(isNull(monitoringChats.lastSummaryOn), lt(monitoringChats.lastSummaryOn, today)),
            lt(monitoringChats.createdAt, sql`${today}::date`),
          ),
        )
        .limit(limit);
      const out: DailySummary[] = [];
      for (const candidate of candidates) {
        const [taken] = await db
          .update(monitoringChats)
          .set({ lastSummaryOn: today })
          .where(
            and(
              eq(monitoringChats.id, candidate.id),
              or(isNull(monitoringChats.lastSummaryOn), lt(monitoringChats.lastSummaryOn, today)),
            ),
          )
          .returning({ id: monitoringChats.id });
        if (!taken) continue;
        const counts = await db
          .select({ kind: monitoringMemberEvents.kind, n: sql<number>`count(*)::int` })
          .from(monitoringMemberEvents)
          .where(
            and(
              eq(monitoringMemberEvents.chatRef, candidate.id),
              gte(monitoringMemberEvents.at, sql`${today}::date - 1`),
              lt(monitoringMemberEvents.at, sql`${today}::date`),
            ),
          )
          .groupBy(monitoringMemberEvents.kind);
        const n = (kind: string) => counts.find((c) => c.kind === kind)?.n ?? 0;
        const summary = {
          chat: await withBots(db, candidate),
          day: new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
          joins: n('join'),
          leaves: n('leave') + n('kicked') + n('banned'),
          passed: n('captcha_passed'),
          failed: n('captcha_failed'),
        };
        if (summary.joins + summary.leaves > 0) out.push(summary);
      }
      return out;
    },
  };
}
