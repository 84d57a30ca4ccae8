import { ALL_PERMISSIONS } from '@w2e/bot/monitor';
import {
  DEFAULT_MODERATION_SETTINGS,
  type ModerationLog,
  type ModerationLogEntry,
  type ModerationSettings,
  type ModerationSettingsPatch,
} from '@w2e/core/contracts/moderation';
import { invalidStopWords } from '@w2e/core/moderation/rules';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  monitoringChats,
  monitoringModerationActions,
  monitoringModerationApprovals,
} from '../../db/schema/monitoring';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { UserRow } from '../users/repository';
import type { MonitoringBots } from './bots';

type ChatRow = typeof monitoringChats.$inferSelect;
type ActionRow = typeof monitoringModerationActions.$inferSelect;

export const moderationSettingsOf = (row: ChatRow): ModerationSettings => ({
  ...DEFAULT_MODERATION_SETTINGS,
  ...row.moderation,
});

/** Changes a chat's moderation settings; a stop word that would match nearly everything is refused, nothing saved. */
export async function updateModerationSettings(
  deps: Deps,
  user: UserRow,
  row: ChatRow,
  patch: ModerationSettingsPatch,
): Promise<ModerationSettings> {
  const broad = invalidStopWords(patch.stop_words ?? []);
  if (broad.length > 0) throw badRequest('moderation:stopWordTooBroad', { patterns: broad.join(', ') });
  const [saved] = await deps.db
    .update(monitoringChats)
    .set({
      moderation: sql`${monitoringChats.moderation} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(monitoringChats.id, row.id))
    .returning();
  deps.log.info(
    { chatId: row.chatId, userId: user.id, patch: Object.keys(patch) },
    'moderation settings changed',
  );
  return moderationSettingsOf(saved ?? row);
}

const entry = (r: ActionRow): ModerationLogEntry => ({
  id: r.id,
  user_id: String(r.userId),
  user_name: r.userName,
  action: r.action,
  rule: r.rule,
  detail: r.detail,
  until: r.until?.toISOString() ?? null,
  undoable: r.undoable && r.undoneAt === null,
  undone_at: r.undoneAt?.toISOString() ?? null,
  at: r.at.toISOString(),
});

/** The chat's moderation log, newest first. */
export async function moderationLog(
  deps: Deps,
  row: ChatRow,
  query: { limit: number; offset: number },
): Promise<ModerationLog> {
  const where = eq(monitoringModerationActions.chatRef, row.id);
  const rows = await deps.db
    .select()
    .from(monitoringModerationActions)
    .where(where)
    .orderBy(desc(monitoringModerationActions.at), desc(monitoringModerationActions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await deps.db.select({ n: count() }).from(monitoringModerationActions).where(where);
  return { items: rows.map(entry), total: total?.n ?? 0 };
}

/**
 * A ban shared through the owner's list is lifted everywhere it went: the first ban and every copy of it, each
 * taken once (conditional update) and unbanned in its chat. A chat that left the list since keeps its own.
 */
async function liftSharedBans(deps: Deps, bots: MonitoringBots, user: UserRow, taken: ActionRow) {
  const root = taken.originId ?? taken.id;
  const family = await deps.db
    .update(monitoringModerationActions)
    .set({ undoneAt: sql`now()`, undoneBy: user.id })
    .where(
      and(
        sql`(${monitoringModerationActions.id} = ${root} or ${monitoringModerationActions.originId} = ${root})`,
        eq(monitoringModerationActions.action, 'banned'),
        isNull(monitoringModerationActions.undoneAt),
      ),
    )
    .returning();
  const api = (bots.bots.get('guard') ?? bots.bots.get('pulse'))?.api;
  for (const ban of family) {
    await api
      ?.unbanChatMember(ban.chatId, ban.userId, { only_if_banned: true })
      .catch((error: unknown) =>
        deps.log.warn({ chatId: ban.chatId, err: String(error) }, 'shared ban not lifted in a chat'),
      );
  }
}

/**
 * Undoes one action of the chat's log, once (conditional update): a hold approves the member (the newcomer rules
 * let them be), a mute is lifted, a ban lifted. Another chat's action is not found; an undone one is a conflict.
 */
export async function undoModeration(
  deps: Deps,
  bots: MonitoringBots,
  user: UserRow,
  row: ChatRow,
  actionId: string,
): Promise<ModerationLogEntry> {
  const [taken] = await deps.db
    .update(monitoringModerationActions)
    .set({ undoneAt: sql`now()`, undoneBy: user.id })
    .where(
      and(
        sql`${monitoringModerationActions.id}::text = ${actionId}`,
        eq(monitoringModerationActions.chatRef, row.id),
        eq(monitoringModerationActions.undoable, true),
        isNull(monitoringModerationActions.undoneAt),
      ),
    )
    .returning();
  if (!taken) {
    const [exists] = await deps.db
      .select({ id: monitoringModerationActions.id })
      .from(monitoringModerationActions)
      .where(
        and(
          sql`${monitoringModerationActions.id}::text = ${actionId}`,
          eq(monitoringModerationActions.chatRef, row.id),
        ),
      );
    if (!exists) throw notFound('moderation:notFound');
    throw conflict('moderation:notUndoable');
  }
  const api = (bots.bots.get('guard') ?? bots.bots.get('pulse'))?.api;
  try {
    if (taken.action === 'held') {
      await deps.db
        .insert(monitoringModerationApprovals)
        .values({ chatRef: row.id, userId: taken.userId })
        .onConflictDoNothing();
    } else if (taken.action === 'muted') {
      await api?.restrictChatMember(row.chatId, taken.userId, ALL_PERMISSIONS, {
        use_independent_chat_permissions: true,
      });
    } else if (taken.action === 'banned') {
      await api?.unbanChatMember(row.chatId, taken.userId, { only_if_banned: true });
      await liftSharedBans(deps, bots, user, taken);
    }
  } catch (error) {
    // Telegram refused: the action stands, so the undo does not either.
    await deps.db
      .update(monitoringModerationActions)
      .set({ undoneAt: null, undoneBy: null })
      .where(eq(monitoringModerationActions.id, taken.id));
    deps.log.warn(
      { chatId: row.chatId, actionId, err: String(error) },
      'moderation undo refused by Telegram',
    );
    throw error;
  }
  deps.log.info(
    { chatId: row.chatId, actionId, action: taken.action, userId: user.id },
    'moderation action undone',
  );
  return entry(taken);
}
