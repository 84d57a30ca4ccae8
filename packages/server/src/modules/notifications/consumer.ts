import type { DomainEvent, DomainEventPayload } from '@w2e/core/contracts/domain-events';
import type { NotificationTarget } from '@w2e/core/contracts/notifications';
import { tierName } from '@w2e/core/pricing/tiers';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import type { OutboxConsumer } from '../../outbox/outbox';
import { describeHosts } from '../events/access';
import { queueEmails } from './email';
import { type NewNotification, notificationsRepository } from './repository';
import { queueTelegramMessages } from './telegram';

/**
 * The outbox's notifications consumer: which domain event tells whom what (docs/notifications.md). It runs
 * inside the transaction that moves its cursor, and each row is keyed by (event, player), so every event tells
 * each player once. Events a player caused or saw happen (a join, a completion, a spin for score) are not
 * repeated to them; what they learn later or elsewhere is.
 */
function notificationFor(event: DomainEvent): Omit<NewNotification, 'sourceEventId'> | null {
  switch (event.type) {
    case 'reward.awarded': {
      const { payload } = event;
      return {
        userId: payload.user_id,
        kind: 'reward_awarded',
        params: {
          event: payload.event_title,
          ...(payload.reward ? { reward: payload.reward } : {}),
          ...(payload.kind === 'leaderboard' && payload.position ? { position: payload.position } : {}),
        },
        target: { kind: 'event', slug: payload.event_slug },
      };
    }
    case 'wheel.prize_won': {
      const { payload } = event;
      // Score and spins show on the wheel the moment it stops; a badge or a prize the host hands out is
      // worth a note the player can come back to.
      if (payload.prize_kind !== 'manual' && payload.prize_kind !== 'badge') return null;
      return {
        userId: payload.user_id,
        kind: 'wheel_prize_won',
        params: { label: payload.label },
        target: { kind: 'wheel', id: payload.wheel_id },
      };
    }
    case 'clan.invitation':
      return {
        userId: event.payload.user_id,
        kind: 'clan_invitation',
        params: { clan: event.payload.clan_name },
        target: { kind: 'clan', slug: event.payload.clan_slug },
      };
    case 'clan.request_answered':
      return {
        userId: event.payload.user_id,
        kind: event.payload.answer === 'accepted' ? 'clan_request_accepted' : 'clan_request_declined',
        params: { clan: event.payload.clan_name },
        target: { kind: 'clan', slug: event.payload.clan_slug },
      };
    case 'submission.reviewed': {
      const { payload } = event;
      return {
        userId: payload.user_id,
        kind: payload.decision === 'approved' ? 'submission_approved' : 'submission_rejected',
        params: {
          task: payload.task_name,
          event: payload.event_title,
          ...(payload.reason ? { reason: payload.reason } : {}),
        },
        target: { kind: 'event', slug: payload.event_slug },
      };
    }
    case 'prize.delivered': {
      // The winner learns it is on its way; their own claim, confirm or dispute tells them nothing.
      const { payload } = event;
      return {
        userId: payload.user_id,
        kind: 'prize_delivered',
        params: {
          label: payload.label,
          where: payload.event_title ?? payload.wheel_name ?? '',
          ...(payload.tx_hash ? { tx_hash: payload.tx_hash } : {}),
          ...(payload.note ? { note: payload.note } : {}),
        },
        target: { kind: 'prize', id: payload.prize_id },
      };
    }
    case 'plan.decided': {
      // Who asked hears of the decision (and by mail: it concerns billing); the tier is already set.
      const { payload } = event;
      return {
        userId: payload.user_id,
        kind: 'plan_decided',
        params: {
          project: payload.project_name,
          tier: tierName(payload.tier),
          decision: payload.decision,
          ...(payload.reason ? { reason: payload.reason } : {}),
        },
        target: { kind: 'plan', id: payload.project_id },
      };
    }
    case 'trust.decided': {
      // A decision made by accepting an appeal is told by the appeal's answer, once.
      const { payload } = event;
      if (payload.appeal_id) return null;
      return {
        userId: payload.user_id,
        kind: 'trust_decided',
        params: { event: payload.event_title, decision: payload.decision, reason: payload.reason },
        target: { kind: 'event', slug: payload.event_slug },
      };
    }
    case 'trust.appeal_answered': {
      const { payload } = event;
      return {
        userId: payload.user_id,
        kind: 'appeal_answered',
        params: {
          event: payload.event_title,
          decision: payload.decision,
          ...(payload.answer ? { answer: payload.answer } : {}),
        },
        target: { kind: 'event', slug: payload.event_slug },
      };
    }
    default:
      return null;
  }
}

/** Where a prize's managers pay it out: the event's payout list, or the platform wheel's. */
function payoutTarget(payload: DomainEventPayload<'prize.confirmed'>): NotificationTarget {
  return payload.event_slug
    ? { kind: 'event_prizes', slug: payload.event_slug }
    : { kind: 'wheel_prizes', id: payload.wheel_id ?? '' };
}

/** Who manages prizes: an event's host's managers (as for reviews), operators for the platform wheel. */
async function prizeManagersOf(tx: Db, batch: DomainEvent[]) {
  const prizeEvents = batch.filter(
    (event) => event.type === 'prize.claimed' || event.type === 'prize.disputed',
  ) as Extract<DomainEvent, { type: 'prize.claimed' | 'prize.disputed' }>[];
  const byEvent = await reviewersOf(
    tx,
    prizeEvents.flatMap((event) => (event.payload.event_id ? [event.payload.event_id] : [])),
  );
  const operators = prizeEvents.some((event) => !event.payload.event_id)
    ? (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'operator'))).map((row) => row.id)
    : [];
  return (payload: { event_id: string | null }) =>
    payload.event_id ? (byEvent.get(payload.event_id) ?? []) : operators;
}

/**
 * Who reviews an event's submissions: the managers of its host (events/access.ts), read once per batch. A
 * report is told to them once while unread: more reports for the same event add nothing to an unread note.
 */
async function reviewersOf(tx: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  const reviewers = new Map<string, string[]>();
  if (eventIds.length === 0) return reviewers;
  const rows = await tx
    .select({ id: events.id, hostKind: events.hostKind, hostId: events.hostId })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  const hosts = await describeHosts(
    tx,
    rows.map((row) => ({ kind: row.hostKind, id: row.hostId })),
  );
  for (const row of rows) reviewers.set(row.id, hosts.get(`${row.hostKind}:${row.hostId}`)?.managerIds ?? []);
  return reviewers;
}

/**
 * The consumer; with a job queue, it also sends the mail and Telegram jobs of what it wrote, in its own
 * transaction.
 */
export const notificationsConsumer = (deps: Pick<Deps, 'jobs' | 'config'>): OutboxConsumer => ({
  name: 'notifications',
  async handle(tx, batch) {
    const rows: NewNotification[] = [];
    // Reports and appeals wait for the same people: the event's host's managers.
    const waiting = batch.filter(
      (event) => event.type === 'submission.received' || event.type === 'trust.appealed',
    ) as Extract<DomainEvent, { type: 'submission.received' | 'trust.appealed' }>[];
    const reviewers = await reviewersOf(
      tx,
      waiting.map((event) => event.payload.event_id),
    );
    const prizeManagers = await prizeManagersOf(tx, batch);
    const invited = batch.filter((event) => event.type === 'event.co_host_invited');
    const invitedHosts = await describeHosts(
      tx,
      invited.map((event) => ({ kind: event.payload.host_kind, id: event.payload.host_id })),
    );
    for (const event of batch) {
      // Dated when it happened, not when it was read: a batch read at once keeps the order of its events.
      const stamp = { sourceEventId: Number(event.id), createdAt: new Date(event.occurred_at) };
      if (event.type === 'prize.claimed' || event.type === 'prize.disputed') {
        const { payload } = event;
        const where = payload.event_title ?? payload.wheel_name ?? '';
        for (const userId of prizeManagers(payload))
          rows.push(
            event.type === 'prize.claimed'
              ? {
                  ...stamp,
                  userId,
                  kind: 'prize_claimed',
                  params: { where, label: payload.label },
                  target: payoutTarget(payload),
                }
              : {
                  ...stamp,
                  userId,
                  kind: 'prize_disputed',
                  params: {
                    where,
                    label: payload.label,
                    winner: payload.winner_name,
                    reason: event.payload.reason,
                  },
                  target: payoutTarget(payload),
                },
          );
        continue;
      }
      if (event.type === 'submission.received') {
        const { payload } = event;
        for (const userId of reviewers.get(payload.event_id) ?? [])
          rows.push({
            ...stamp,
            userId,
            kind: 'review_waiting',
            params: { event: payload.event_title, task: payload.task_name },
            target: { kind: 'submissions', slug: payload.event_slug },
          });
        continue;
      }
      if (event.type === 'trust.appealed') {
        const { payload } = event;
        for (const userId of reviewers.get(payload.event_id) ?? [])
          rows.push({
            ...stamp,
            userId,
            kind: 'appeal_waiting',
            params: { event: payload.event_title, player: payload.user_name ?? '—' },
            target: { kind: 'participants', slug: payload.event_slug },
          });
        continue;
      }
      if (event.type === 'event.co_host_invited') {
        // Every manager of the invited host (as for hosting for it) may answer, so each is told.
        const { payload } = event;
        for (const userId of invitedHosts.get(`${payload.host_kind}:${payload.host_id}`)?.managerIds ?? [])
          rows.push({
            ...stamp,
            userId,
            kind: 'co_host_invited',
            params: { event: payload.event_title, host: payload.host_name },
            target: { kind: 'co_host', id: payload.co_host_id },
          });
        continue;
      }
      const row = notificationFor(event);
      if (row) rows.push({ ...row, ...stamp });
    }
    // A claim waiting is told once per payout list while unread, as a report waiting for review is, and so
    // is an appeal per event: a farm appealing as one does not flood the host's mailbox.
    const inserted = await notificationsRepository(tx).insert(rows, {
      oncePerUnread: ['review_waiting', 'prize_claimed', 'appeal_waiting'],
    });
    await queueEmails(deps, tx, inserted);
    await queueTelegramMessages(deps, tx, inserted);
  },
});
