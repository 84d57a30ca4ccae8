import { randomInt } from 'node:crypto';
import {
  addBotLink,
  MONITORING_BOTS as BOT_IDS,
  type CaptchaSettingsPatch,
  type ConnectCode,
  DEFAULT_CAPTCHA_SETTINGS,
  type MemberEventList,
  type MonitoringChat,
  type MonitoringOverview,
} from '@w2e/core/contracts/monitoring';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  monitoringCaptchas,
  monitoringChatBots,
  monitoringChats,
  monitoringConnectCodes,
  monitoringMemberEvents,
} from '../../db/schema/monitoring';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../users/repository';
import type { MonitoringBots } from './bots';
import { managedChatIds } from './dashboard';
import { databaseMonitoringStore } from './repository';

type ChatRow = typeof monitoringChats.$inferSelect;

async function chatViews(deps: Deps, rows: ChatRow[]): Promise<MonitoringChat[]> {
  if (rows.length === 0) return [];
  const refs = rows.map((r) => r.id);
  const bots = await deps.db
    .select()
    .from(monitoringChatBots)
    .where(inArray(monitoringChatBots.chatRef, refs));
  const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  const events = await deps.db
    .select({ ref: monitoringMemberEvents.chatRef, kind: monitoringMemberEvents.kind, n: count() })
    .from(monitoringMemberEvents)
    .where(and(inArray(monitoringMemberEvents.chatRef, refs), gte(monitoringMemberEvents.at, today)))
    .groupBy(monitoringMemberEvents.chatRef, monitoringMemberEvents.kind);
  const pending = await deps.db
    .select({ ref: monitoringCaptchas.chatRef, n: count() })
    .from(monitoringCaptchas)
    .where(and(inArray(monitoringCaptchas.chatRef, refs), eq(monitoringCaptchas.status, 'pending')))
    .groupBy(monitoringCaptchas.chatRef);
  const n = (ref: string, kinds: string[]) =>
    events.filter((e) => e.ref === ref && kinds.includes(e.kind)).reduce((sum, e) => sum + e.n, 0);
  return rows.map((row) => ({
    id: row.id,
    chat_id: String(row.chatId),
    type: row.type,
    title: row.title,
    status: row.status,
    bots: bots
      .filter((b) => b.chatRef === row.id)
      .sort((a, b) => a.bot.localeCompare(b.bot))
      .map((b) => ({
        bot: b.bot,
        status: b.status,
        missing_rights: b.missingRights as MonitoringChat['bots'][number]['missing_rights'],
        updated_at: b.updatedAt.toISOString(),
      })),
    channel_validated_at: row.channelValidatedAt?.toISOString() ?? null,
    settings: { ...DEFAULT_CAPTCHA_SETTINGS, ...row.settings },
    joins_today: n(row.id, ['join']),
    leaves_today: n(row.id, ['leave', 'kicked', 'banned']),
    pending_captchas: pending.find((p) => p.ref === row.id)?.n ?? 0,
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function monitoringOverview(
  deps: Deps,
  bots: MonitoringBots,
  user: UserRow,
): Promise<MonitoringOverview> {
  const ids = await managedChatIds(deps, user);
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(monitoringChats)
          .where(inArray(monitoringChats.id, ids))
          .orderBy(desc(monitoringChats.createdAt));
  return {
    bots: BOT_IDS.flatMap((id) => {
      const username = bots.bots.get(id)?.botInfo.username;
      if (!username) return [];
      return [
        {
          bot: id,
          username,
          add_to_group_url: addBotLink(username, id, 'group', 'w2e'),
          add_to_channel_url: addBotLink(username, id, 'channel'),
        },
      ];
    }),
    chats: await chatViews(deps, rows),
  };
}

export async function updateChatSettings(
  deps: Deps,
  user: UserRow,
  row: ChatRow,
  patch: CaptchaSettingsPatch,
): Promise<MonitoringChat> {
  const store = databaseMonitoringStore(deps.db);
  if (patch.minigame_enabled && !(await store.miniGameAllowed(row.chatId))) {
    throw forbidden('monitoring:minigamePremium');
  }
  await store.updateSettings(row.chatId, patch);
  deps.log.info({ chatId: row.chatId, userId: user.id, patch }, 'chat settings changed in the dashboard');
  const [updated] = await deps.db.select().from(monitoringChats).where(eq(monitoringChats.id, row.id));
  const [view] = await chatViews(deps, updated ? [updated] : []);
  if (!view) throw notFound('monitoring:notFound');
  return view;
}

export async function listChatMemberEvents(
  deps: Deps,
  row: ChatRow,
  query: { limit: number; offset: number },
): Promise<MemberEventList> {
  const where = eq(monitoringMemberEvents.chatRef, row.id);
  const [total] = await deps.db.select({ n: count() }).from(monitoringMemberEvents).where(where);
  const items = await deps.db
    .select()
    .from(monitoringMemberEvents)
    .where(where)
    .orderBy(desc(monitoringMemberEvents.at), desc(monitoringMemberEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: total?.n ?? 0,
    items: items.map((e) => ({
      id: e.id,
      user_id: String(e.userId),
      user_name: e.userName,
      kind: e.kind,
      method: e.method,
      invite_link: e.inviteLink,
      actor_id: e.actorId === null ? null : String(e.actorId),
      actor_name: e.actorName,
      at: e.at.toISOString(),
    })),
  };
}

/** Unambiguous letters and digits (no 0/O, 1/I), easy to type into Telegram. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function createConnectCode(deps: Deps, user: UserRow): Promise<ConnectCode> {
  const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  await deps.db.insert(monitoringConnectCodes).values({ code, userId: user.id, expiresAt });
  return { code, expires_at: expiresAt.toISOString() };
}
