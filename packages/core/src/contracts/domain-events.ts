import { z } from 'zod';
import { PRICING_TIERS } from '../pricing/tiers';

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
  'clan.member_joined',
  'clan.member_left',
  'prize.claimed',
  'prize.delivered',
  'prize.confirmed',
  'prize.disputed',
  'plan.decided',
  'event.co_host_invited',
  'event.co_host_answered',
  'trust.decided',
  'trust.appealed',
  'trust.appeal_answered',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

const eventRef = { event_id: z.string(), event_slug: z.string(), event_title: z.string() };
const clanRef = { clan_id: z.string(), clan_slug: z.string(), clan_name: z.string() };
/** A prize record (docs/prizes.md) and where it was won: an event (its wheel's included) or the platform wheel. */
const prizeRef = {
  prize_id: z.string(),
  /** The winner, and their public name as it was. */
  user_id: z.string(),
  winner_name: z.string(),
  source: z.enum(['leaderboard', 'task', 'wheel']),
  /** Null for the platform wheel. */
  event_id: z.string().nullable(),
  event_slug: z.string().nullable(),
  event_title: z.string().nullable(),
  /** Null for an event's leaderboard or task prize. */
  wheel_id: z.string().nullable(),
  wheel_name: z.string().nullable(),
  /** The prize as it was won. */
  label: z.string(),
};

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
  /** A player became an active member: a public clan's join, an accepted request or invitation. */
  'clan.member_joined': z.object({
    ...clanRef,
    user_id: z.string(),
    via: z.enum(['join', 'request', 'invitation']),
  }),
  /** An active member left, or was removed by the clan's owner or an admin (`removed_by`, null when they left). */
  'clan.member_left': z.object({ ...clanRef, user_id: z.string(), removed_by: z.string().nullable() }),
  /** The winner gave what delivery needs; the address or contact itself stays out of the outbox. */
  'prize.claimed': z.object({ ...prizeRef, claim_kind: z.enum(['evm_address', 'ton_address', 'contact']) }),
  'prize.delivered': z.object({
    ...prizeRef,
    delivered_by: z.string(),
    /** A token prize: the transaction checked on-chain; null for an item. */
    network: z.string().nullable(),
    tx_hash: z.string().nullable(),
    /** An item: the manager's note, if any. */
    note: z.string().nullable(),
  }),
  'prize.confirmed': z.object(prizeRef),
  'prize.disputed': z.object({ ...prizeRef, reason: z.string() }),
  /** An operator decided a project's plan request; approving set the project's tier in the same change. */
  'plan.decided': z.object({
    request_id: z.string(),
    project_id: z.string(),
    project_name: z.string(),
    tier: z.enum(PRICING_TIERS),
    decision: z.enum(['approved', 'declined']),
    reason: z.string().nullable(),
    /** Who asked (told of the decision) and who decided. */
    user_id: z.string(),
    decided_by: z.string(),
  }),
  /** An event's host invited another project, game or clan to co-host it (docs/events.md, "Co-hosts"). */
  'event.co_host_invited': z.object({
    ...eventRef,
    co_host_id: z.string(),
    host_kind: z.enum(['project', 'game', 'clan']),
    host_id: z.string(),
    host_name: z.string(),
    invited_by: z.string(),
  }),
  /** The invited host's manager accepted or declined. */
  'event.co_host_answered': z.object({
    ...eventRef,
    co_host_id: z.string(),
    host_kind: z.enum(['project', 'game', 'clan']),
    host_id: z.string(),
    host_name: z.string(),
    answer: z.enum(['accepted', 'declined']),
    answered_by: z.string(),
  }),
  /** A host left a participant out of the rewards, or kept them in (docs/trust.md). */
  'trust.decided': z.object({
    ...eventRef,
    user_id: z.string(),
    decision: z.enum(['exclude', 'clear']),
    reason: z.string(),
    decided_by: z.string(),
    /** The appeal whose acceptance made this decision (its answer tells the player), if any. */
    appeal_id: z.string().optional(),
  }),
  'trust.appealed': z.object({
    ...eventRef,
    appeal_id: z.string(),
    user_id: z.string(),
    /** The appellant's public name, for the host's note. */
    user_name: z.string().optional(),
  }),
  'trust.appeal_answered': z.object({
    ...eventRef,
    appeal_id: z.string(),
    user_id: z.string(),
    decision: z.enum(['accepted', 'rejected']),
    /** The host's words to the player, if any. */
    answer: z.string().nullable().optional(),
    answered_by: z.string(),
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
