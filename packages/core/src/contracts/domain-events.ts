import { z } from 'zod';

/**
 * Domain events: what happened, written once by the server in the same transaction as the change itself (its
 * outbox, docs/notifications.md), so none is lost and none exists for a change that rolled back. Consumers
 * read them in commit order: the notifications here, partner webhooks later. One type, one name, shared by
 * every consumer; a payload names ids and the few labels a reader needs to say what happened without a
 * second read (titles and names as they were at the time), in snake_case like the rest of the API.
 */
export const DOMAIN_EVENT_TYPES = [
  'participant.joined',
  'task.completed',
  'submission.received',
  'submission.reviewed',
  'event.published',
  'event.finished',
  'reward.awarded',
  'draw.published',
  'wheel.prize_won',
  'clan.invitation',
  'clan.request_answered',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

const eventRef = { event_id: z.string(), event_slug: z.string(), event_title: z.string() };
const clanRef = { clan_id: z.string(), clan_slug: z.string(), clan_name: z.string() };

/** Each type's payload. */
export const domainEventPayloadSchemas = {
  'participant.joined': z.object({ ...eventRef, user_id: z.string() }),
  'task.completed': z.object({
    ...eventRef,
    user_id: z.string(),
    task_id: z.string(),
    task_name: z.string(),
    score: z.number(),
  }),
  /** A submission left for the host's review (a bug report). */
  'submission.received': z.object({
    ...eventRef,
    user_id: z.string(),
    submission_id: z.string(),
    task_id: z.string(),
    task_name: z.string(),
  }),
  'submission.reviewed': z.object({
    ...eventRef,
    user_id: z.string(),
    submission_id: z.string(),
    task_id: z.string(),
    task_name: z.string(),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
  }),
  'event.published': z.object(eventRef),
  'event.finished': z.object({ ...eventRef, winners: z.number().int().nonnegative() }),
  'reward.awarded': z.object({
    ...eventRef,
    user_id: z.string(),
    kind: z.enum(['leaderboard', 'task']),
    /** The prize as the host wrote it; null when the tier named none. */
    reward: z.string().nullable(),
    /** The place on the frozen leaderboard; null for a task prize. */
    position: z.number().int().nullable(),
    /** Whether the place was drawn at random (provably fair, docs/fairness.md). */
    drawn: z.boolean(),
  }),
  'draw.published': z.object({ ...eventRef, list_hash: z.string(), entries: z.number().int().nonnegative() }),
  'wheel.prize_won': z.object({
    wheel_id: z.string(),
    /** The event the wheel belongs to; null for the platform wheel. */
    event_slug: z.string().nullable(),
    user_id: z.string(),
    spin_id: z.string(),
    label: z.string(),
    prize_kind: z.string(),
    amount: z.number().int(),
  }),
  'clan.invitation': z.object({ ...clanRef, user_id: z.string(), invited_by: z.string() }),
  'clan.request_answered': z.object({
    ...clanRef,
    user_id: z.string(),
    answer: z.enum(['accepted', 'declined']),
  }),
} satisfies Record<DomainEventType, z.ZodType>;

export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventPayloadSchemas)[T]>;

/** One domain event as a consumer reads it. */
export type DomainEvent = {
  [T in DomainEventType]: { id: string; type: T; payload: DomainEventPayload<T>; occurred_at: string };
}[DomainEventType];

/** A new event, before the outbox numbers it. */
export type NewDomainEvent = {
  [T in DomainEventType]: { type: T; payload: DomainEventPayload<T> };
}[DomainEventType];
