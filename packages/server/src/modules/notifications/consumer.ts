import type { DomainEvent } from '@w2e/core/contracts/domain-events';
import type { OutboxConsumer } from '../../outbox/outbox';
import { type NewNotification, notificationsRepository } from './repository';

/**
 * The outbox's notifications consumer: which domain event tells whom what (docs/notifications.md). It runs
 * inside the transaction that moves its cursor, and each row is keyed by (event, player), so every event tells
 * each player once. Events a player caused or saw happen (a join, a completion, a spin for score) are not
 * repeated to them; what they learn later or elsewhere is.
 */
export function notificationFor(event: DomainEvent): Omit<NewNotification, 'sourceEventId'> | null {
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
    default:
      return null;
  }
}

export const notificationsConsumer: OutboxConsumer = {
  name: 'notifications',
  async handle(tx, events) {
    const rows: NewNotification[] = [];
    for (const event of events) {
      const row = notificationFor(event);
      // Dated when it happened, not when it was read: a batch read at once keeps the order of its events.
      if (row) rows.push({ ...row, sourceEventId: Number(event.id), createdAt: new Date(event.occurred_at) });
    }
    await notificationsRepository(tx).insert(rows);
  },
};
