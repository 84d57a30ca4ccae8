import type { Appeal, AppealAnswerBody, AppealBody, DecisionBody } from '@w2e/core/contracts/trust';
import { publicName } from '@w2e/core/format/display-name';
import type { Language } from '@w2e/core/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventParticipants } from '../../db/schema/events';
import { trustAppeals, trustDecisions } from '../../db/schema/trust';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { resultRows } from '../../lib/sql-rows';
import { recordEvents } from '../../outbox/outbox';
import { eventAccess, managedEvent } from '../events/access';
import { eventsRepository } from '../events/repository';
import type { UserRow } from '../users/repository';

/**
 * A host's decisions and a participant's appeals (docs/trust.md). Both change who may win, so both are refused
 * once the list is frozen: each runs in a transaction holding a share lock on the event's result row, which the
 * end-of-event job takes FOR UPDATE SKIP LOCKED, so either the decision lands before the freeze (and the job,
 * skipping the row while it is held, sees it on its next tick) or it waits and finds the list frozen.
 */
async function lockUnfrozen(tx: Db, eventId: string): Promise<void> {
  const [row] = resultRows<{ state: string }>(
    await tx.execute(sql`select state from event_results where event_id = ${eventId}::uuid for share`),
  );
  if (row?.state === 'published') throw conflict('trust:resultsFrozen');
}

const ref = (event: { id: string; slug: string; title: string }) => ({
  event_id: event.id,
  event_slug: event.slug,
  event_title: event.title,
});

const toAppeal = (row: typeof trustAppeals.$inferSelect): Appeal => ({
  id: row.id,
  event_id: row.eventId,
  user_id: row.userId,
  text: row.text,
  status: row.status,
  answer: row.answer,
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
});

async function isParticipant(db: Db, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return rows.length > 0;
}

/** Records (or replaces) the host's decision, with an outbox event, unless the list is frozen. */
async function writeDecision(
  tx: Db,
  event: { id: string; slug: string; title: string },
  userId: string,
  body: { decision: 'exclude' | 'clear'; reason: string },
  decidedBy: string,
  appealId?: string,
) {
  const [row] = await tx
    .insert(trustDecisions)
    .values({ eventId: event.id, userId, decision: body.decision, reason: body.reason, decidedBy })
    .onConflictDoUpdate({
      target: [trustDecisions.eventId, trustDecisions.userId],
      set: { decision: body.decision, reason: body.reason, decidedBy, decidedAt: sql`now()` },
    })
    .returning();
  await recordEvents(tx, [
    {
      type: 'trust.decided',
      payload: {
        ...ref(event),
        user_id: userId,
        decision: body.decision,
        reason: body.reason,
        decided_by: decidedBy,
        ...(appealId ? { appeal_id: appealId } : {}),
      },
    },
  ]);
  return row!;
}

/** POST /api/events/{id}/participants/{userId}/decision (the event's hosts). */
export async function decideParticipant(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  userId: string,
  body: DecisionBody,
  language: Language,
) {
  const event = await managedEvent(deps, idOrSlug, user);
  const row = await deps.db.transaction(async (tx) => {
    await lockUnfrozen(tx, event.id);
    if (!(await isParticipant(tx, event.id, userId))) throw notFound('trust:participantNotFound');
    return writeDecision(tx, event, userId, { decision: body.decision, reason: body.reason.trim() }, user.id);
  });
  return {
    ...ack(language, 'trust:decisionSaved'),
    decision: { decision: row.decision, reason: row.reason, decided_at: row.decidedAt.toISOString() },
  };
}

/** POST /api/events/{id}/appeals: a participant appeals, once per event, before the list is frozen. */
export async function fileAppeal(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  body: AppealBody,
  language: Language,
) {
  const event = await eventsRepository(deps.db).find(idOrSlug);
  if (!event || event.status === 'draft') throw notFound('events:notFound');
  const row = await deps.db.transaction(async (tx) => {
    await lockUnfrozen(tx, event.id);
    if (!(await isParticipant(tx, event.id, user.id))) throw forbidden('trust:notParticipant');
    const [inserted] = await tx
      .insert(trustAppeals)
      .values({ eventId: event.id, userId: user.id, text: body.text.trim() })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict('trust:appealExists');
    await recordEvents(tx, [
      {
        type: 'trust.appealed',
        payload: {
          ...ref(event),
          appeal_id: inserted.id,
          user_id: user.id,
          user_name: publicName(
            { name: user.fullName, username: user.username, wallet: user.walletAddress },
            '—',
          ),
        },
      },
    ]);
    return inserted;
  });
  return { ...ack(language, 'trust:appealSent'), appeal: toAppeal(row) };
}

/** GET /api/events/{id}/appeals: the event's appeals, open first (its hosts). */
export async function listAppeals(deps: Deps, user: UserRow, idOrSlug: string) {
  const event = await managedEvent(deps, idOrSlug, user);
  const rows = await deps.db
    .select()
    .from(trustAppeals)
    .where(eq(trustAppeals.eventId, event.id))
    .orderBy(sql`${trustAppeals.status} <> 'open'`, trustAppeals.createdAt);
  return { items: rows.map(toAppeal) };
}

/**
 * POST /api/appeals/{id}/decision: the host answers once (a conditional update); accepting puts the player
 * back (a `clear` decision) in the same transaction, which is refused once the list is frozen.
 */
export async function answerAppeal(
  deps: Deps,
  user: UserRow,
  appealId: string,
  body: AppealAnswerBody,
  language: Language,
) {
  if (!/^[0-9a-f-]{36}$/i.test(appealId)) throw notFound('trust:appealNotFound');
  const [appeal] = await deps.db.select().from(trustAppeals).where(eq(trustAppeals.id, appealId));
  if (!appeal) throw notFound('trust:appealNotFound');
  const event = await eventsRepository(deps.db).find(appeal.eventId);
  if (!event) throw notFound('trust:appealNotFound');
  if (!(await eventAccess(deps, event, user)).canManage) throw forbidden('events:manageForbidden');
  const row = await deps.db.transaction(async (tx) => {
    await lockUnfrozen(tx, event.id);
    const [answered] = await tx
      .update(trustAppeals)
      .set({
        status: body.decision,
        answer: body.answer?.trim() || null,
        answeredBy: user.id,
        answeredAt: sql`now()`,
      })
      .where(and(eq(trustAppeals.id, appeal.id), eq(trustAppeals.status, 'open')))
      .returning();
    if (!answered) throw conflict('trust:appealAnswered');
    if (body.decision === 'accepted')
      await writeDecision(
        tx,
        event,
        appeal.userId,
        { decision: 'clear', reason: body.answer?.trim() || appeal.text.slice(0, 500) },
        user.id,
        appeal.id,
      );
    await recordEvents(tx, [
      {
        type: 'trust.appeal_answered',
        payload: {
          ...ref(event),
          appeal_id: appeal.id,
          user_id: appeal.userId,
          decision: body.decision,
          answer: answered.answer,
          answered_by: user.id,
        },
      },
    ]);
    return answered;
  });
  return { ...ack(language, 'trust:appealDecided'), appeal: toAppeal(row) };
}

/** A player's own decision and appeal in an event (for their eligibility answer). */
export async function ownDecisionAndAppeal(db: Db, eventId: string, userId: string) {
  const [decision] = await db
    .select()
    .from(trustDecisions)
    .where(and(eq(trustDecisions.eventId, eventId), eq(trustDecisions.userId, userId)));
  const [appeal] = await db
    .select()
    .from(trustAppeals)
    .where(and(eq(trustAppeals.eventId, eventId), eq(trustAppeals.userId, userId)));
  return {
    decision: decision
      ? { decision: decision.decision, reason: decision.reason, decided_at: decision.decidedAt.toISOString() }
      : null,
    appeal: appeal ? toAppeal(appeal) : null,
  };
}

/** The host's decisions of an event, by participant (the end-of-event exclusions read them). */
export async function decisionsOf(db: Db, eventId: string): Promise<Map<string, 'exclude' | 'clear'>> {
  const rows = await db
    .select({ userId: trustDecisions.userId, decision: trustDecisions.decision })
    .from(trustDecisions)
    .where(eq(trustDecisions.eventId, eventId));
  return new Map(rows.map((r) => [r.userId, r.decision]));
}
