import type { Ack } from '@w2e/core/contracts/common';
import type {
  CreateEventBody,
  Event,
  EventHostList,
  EventPage,
  EventResult,
  EventScore,
  EventSummary,
  EventsQuery,
  MyCampaigns,
  UpdateEventBody,
} from '@w2e/core/contracts/events';
import { eventCreationSchema, mergedEventSchema } from '@w2e/core/contracts/events';
import type { EligibilityRules } from '@w2e/core/contracts/trust';
import type { EventFeaturedResult } from '@w2e/core/events/discovery';
import { metricOfRankBy, type RankBy } from '@w2e/core/events/leaderboard';
import type { Language } from '@w2e/core/i18n/languages';
import { tierName } from '@w2e/core/pricing/tiers';
import { TASK_TRAITS, type TaskConfig, tierAllows } from '@w2e/core/tasks/registry';
import { parseRequest } from '@w2e/core/validation/request';
import { isUniqueViolation, pgErrorCode } from '../../db/database';
import type { Deps } from '../../deps';
import { commitDraw } from '../../jobs/rewards';
import { ack } from '../../lib/ack';
import { AppError, badRequest, conflict, fieldError, invalid, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { richTextSanitizer } from '../../lib/rich-text';
import { recordEvent } from '../../outbox/outbox';
import { coHostsRepository } from '../co-hosts/repository';
import { metricValuesRepository } from '../leaderboards/metric-values-repository';
import { tasksRepository } from '../tasks/repository';
import { rulesOf } from '../trust/assess';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { wheelRepository } from '../wheel/repository';
import {
  describeHosts,
  eventAccess,
  hostForCreation,
  hostsOf,
  managedEvent,
  publicHost,
  viewableEvent,
} from './access';
import { type EventRow, eventsRepository, type NewEvent, type ParticipantRow } from './repository';
import { toSummary } from './summary';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toScore(participant: ParticipantRow): EventScore {
  return {
    in_game: participant.inGameScore,
    social: participant.socialScore,
    other: participant.otherScore,
    total: participant.totalScore,
  };
}

export async function toEvent(deps: Deps, row: EventRow, user: UserRow | null): Promise<Event> {
  const { host, canManage } = await eventAccess(deps, row, user);
  const repo = eventsRepository(deps.db);
  const [participant, counts, wheel, coHostRows] = await Promise.all([
    user ? repo.participant(row.id, user.id) : undefined,
    repo.taskCounts([row.id]),
    wheelRepository(deps.db).forEvent(row.id),
    coHostsRepository(deps.db).acceptedOf([row.id]),
  ]);
  const coHostRefs = coHostRows.map((coHost) => ({ kind: coHost.hostKind, id: coHost.hostId }));
  const coHosts = await describeHosts(deps.db, coHostRefs);
  return {
    ...toSummary(row, host),
    guideline: row.guideline,
    description: row.description,
    score_label: row.scoreLabel,
    metrics: row.metrics,
    rank_by: row.rankBy,
    leaderboards: row.leaderboards.map((tier) => ({
      order: tier.order,
      name: tier.name ?? null,
      rank: tier.rank,
      winners: tier.winners ?? null,
      reward: tier.reward ?? null,
      ...(tier.payout ? { payout: tier.payout } : {}),
    })),
    reward_by_task: row.rewardByTask,
    reward_by_leaderboard: row.rewardByLeaderboard,
    distribution: row.distribution,
    eligibility: rulesOf(row),
    published_at: iso(row.publishedAt),
    draft_step: row.draftStep,
    members_only: row.membersOnly,
    task_count: counts.get(row.id) ?? 0,
    wheel_id: wheel?.id ?? null,
    co_hosts: coHostRefs.flatMap((ref) => {
      const coHost = coHosts.get(`${ref.kind}:${ref.id}`);
      return coHost ? [publicHost(coHost, ref)] : [];
    }),
    viewer: {
      can_manage: canManage,
      joined: participant !== undefined,
      score: participant ? toScore(participant) : null,
    },
  };
}

function sanitize(deps: Deps, html: string | null | undefined): string | null {
  if (!html) return null;
  return richTextSanitizer(deps.config.publicUrl).sanitize(html).trim() || null;
}

/** The stored columns for any step fields a request carries; what it leaves out stays as stored. */
function columnsOf(deps: Deps, body: Omit<UpdateEventBody, 'step'>): Partial<NewEvent> {
  const has = (key: keyof UpdateEventBody) => Object.hasOwn(body, key);
  const values: Partial<NewEvent> = {};
  if (has('title')) values.title = body.title!;
  if (has('slug')) values.slug = body.slug!;
  if (has('guideline')) values.guideline = body.guideline || null;
  if (has('description')) values.description = sanitize(deps, body.description);
  if (has('start_time')) values.startTime = new Date(body.start_time!);
  if (has('end_time')) values.endTime = body.end_time ? new Date(body.end_time) : null;
  if (has('banner')) values.banner = body.banner || null;
  if (has('thumbnail')) values.thumbnail = body.thumbnail || null;
  if (has('max_participants')) values.maxParticipants = body.max_participants ?? null;
  if (has('score_label')) values.scoreLabel = body.score_label || null;
  if (has('metrics')) values.metrics = body.metrics as NewEvent['metrics'];
  if (has('rank_by')) values.rankBy = body.rank_by!;
  if (has('leaderboards')) values.leaderboards = body.leaderboards as NewEvent['leaderboards'];
  if (has('prize_pool')) values.prizePool = body.prize_pool || null;
  if (has('reward_by_task')) values.rewardByTask = body.reward_by_task!;
  if (has('reward_by_leaderboard')) values.rewardByLeaderboard = body.reward_by_leaderboard!;
  if (has('distribution')) values.distribution = body.distribution!;
  if (has('eligibility')) values.eligibility = body.eligibility as EligibilityRules;
  if (has('members_only')) values.membersOnly = body.members_only!;
  if (has('premium')) values.premium = body.premium!;
  return values;
}

/** An event row as the creation contracts read it (null → left out, dates → ISO strings). */
function asInput(row: EventRow) {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    title: row.title,
    slug: row.slug,
    guideline: optional(row.guideline),
    description: optional(row.description),
    start_time: row.startTime.toISOString(),
    end_time: iso(row.endTime),
    banner: optional(row.banner),
    thumbnail: optional(row.thumbnail),
    max_participants: optional(row.maxParticipants),
    score_label: optional(row.scoreLabel),
    metrics: row.metrics,
    rank_by: row.rankBy,
    leaderboards: row.leaderboards,
    prize_pool: optional(row.prizePool),
    reward_by_task: row.rewardByTask,
    reward_by_leaderboard: row.rewardByLeaderboard,
    distribution: row.distribution,
    eligibility: row.eligibility ?? undefined,
  };
}

async function writeOrExplain<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'events_slug_key')) throw fieldError('slug', 'events:slugTaken', 409);
    if (pgErrorCode(error) === '23514') throw fieldError('max_participants', 'events:maxBelowJoined', 409);
    throw error;
  }
}

/**
 * A board ranked by a metric needs the game its values come from (leaderboards/metric-values-repository.ts): the hosting
 * game, else the one game the event's in-game tasks name. Refused at save time when there is none.
 */
async function checkMetricGame(
  deps: Deps,
  rankBy: RankBy | undefined,
  event: { id: string | null; hostKind: string },
) {
  if (!rankBy || metricOfRankBy(rankBy) === null || event.hostKind === 'game') return;
  const game = event.id ? await metricValuesRepository(deps.db).metricGameOf(event.id) : null;
  if (!game) throw fieldError('rank_by', 'events:metricGameMissing');
}

/** POST /api/events: a draft, from the General step (and any other step's fields sent with it). */
export async function createEvent(
  deps: Deps,
  user: UserRow,
  body: CreateEventBody,
  language: Language,
): Promise<EventResult> {
  const host = await hostForCreation(deps.db, user, body.host);
  if (body.members_only && host.kind !== 'clan') throw fieldError('members_only', 'clans:membersOnlyHost');
  const { host: _host, ...fields } = body;
  await checkMetricGame(deps, fields.rank_by, { id: null, hostKind: host.kind });
  const columns = columnsOf(deps, fields);
  const row = await writeOrExplain(() =>
    eventsRepository(deps.db).insert({
      ...columns,
      title: columns.title!,
      slug: columns.slug!,
      startTime: columns.startTime!,
      hostKind: host.kind,
      hostId: host.id,
      createdBy: user.id,
    }),
  );
  return { ...ack(language, 'events:saved'), event: await toEvent(deps, row, user) };
}

/** The fields that decide an event's rewards: fixed once its results are published. */
const RESULT_FIELDS = [
  'start_time',
  'end_time',
  'leaderboards',
  'distribution',
  'reward_by_task',
  'reward_by_leaderboard',
  'eligibility',
] as const satisfies readonly (keyof UpdateEventBody)[];

/** PATCH /api/events/{id}: saves any step; the merged event must still hold together. */
export async function updateEvent(
  deps: Deps,
  user: UserRow,
  id: string,
  body: UpdateEventBody,
  language: Language,
): Promise<EventResult> {
  const current = await managedEvent(deps, id, user);
  if (body.members_only && current.hostKind !== 'clan')
    throw fieldError('members_only', 'clans:membersOnlyHost');
  const { step, ...fields } = body;
  // Results are published with the move to finished (jobs/rewards.ts): what decided them stays as it was.
  if (current.status === 'finished' && RESULT_FIELDS.some((key) => Object.hasOwn(fields, key)))
    throw conflict('rewards:resultsFinal');
  const merged = parseRequest(mergedEventSchema, { ...asInput(current), ...fields });
  if (!merged.success) throw invalid(merged.issues);
  await checkMetricGame(deps, merged.data.rank_by, current);
  const columns = columnsOf(deps, fields);
  if (step) columns.draftStep = step;
  const row = await writeOrExplain(() => eventsRepository(deps.db).update(current.id, columns));
  if (!row) throw notFound('events:notFound');
  return { ...ack(language, 'events:saved'), event: await toEvent(deps, row, user) };
}

/**
 * A task the host's plan lacks (a template's or a copy's, or one kept from a higher plan) keeps the event from
 * going live: 403 naming the task and the plan that unlocks it. Operators may use any type, as when adding.
 */
async function checkPlan(deps: Deps, user: UserRow, event: EventRow, configs: TaskConfig[]): Promise<void> {
  if (isOperator(user)) return;
  const host = (await describeHosts(deps.db, [{ kind: event.hostKind, id: event.hostId }])).get(
    `${event.hostKind}:${event.hostId}`,
  );
  const beyond = configs.find((config) => !host || !tierAllows(host.tier, config.type));
  if (!beyond) return;
  const tier = tierName(TASK_TRAITS[beyond.type].minTier);
  throw new AppError(403, 'plans:taskNeedsPlan', { task: beyond.name, tier }, undefined, 'tasks');
}

/**
 * POST /api/events/{id}/publish: the whole event must pass the five steps' rules (at least one task and one
 * leaderboard config among them); then draft → published, which cannot be undone.
 */
export async function publishEvent(
  deps: Deps,
  user: UserRow,
  id: string,
  language: Language,
): Promise<EventResult> {
  const current = await managedEvent(deps, id, user);
  if (current.status !== 'draft') throw conflict('events:transitionInvalid');
  const stored = await tasksRepository(deps.db).listForEvent(current.id);
  const whole = parseRequest(eventCreationSchema, {
    ...asInput(current),
    tasks: stored.map((task) => task.config),
  });
  if (!whole.success) throw invalid(whole.issues);
  await checkMetricGame(deps, current.rankBy, current);
  await checkPlan(
    deps,
    user,
    current,
    stored.map((task) => task.config as unknown as TaskConfig),
  );
  // The draw's commitment is written with the publish: a published event always has one (jobs/rewards.ts).
  const row = await deps.db.transaction(async (tx) => {
    const published = await eventsRepository(tx).publish(current.id);
    if (published) {
      await commitDraw(tx, published.id);
      await recordEvent(tx, {
        type: 'event.published',
        payload: { event_id: published.id, event_slug: published.slug, event_title: published.title },
      });
    }
    return published;
  });
  if (!row) throw conflict('events:transitionInvalid');
  return { ...ack(language, 'events:published'), event: await toEvent(deps, row, user) };
}

export async function getEvent(deps: Deps, user: UserRow | null, idOrSlug: string): Promise<Event> {
  const { row } = await viewableEvent(deps, idOrSlug, user);
  return toEvent(deps, row, user);
}

async function summaries(deps: Deps, rows: EventRow[]): Promise<Map<string, EventSummary>> {
  const hosts = await describeHosts(
    deps.db,
    rows.map((row) => ({ kind: row.hostKind, id: row.hostId })),
  );
  return new Map(rows.map((row) => [row.id, toSummary(row, hosts.get(`${row.hostKind}:${row.hostId}`))]));
}

export async function listEvents(
  deps: Deps,
  query: EventsQuery & { limit: number; offset: number },
): Promise<EventPage> {
  const page = await eventsRepository(deps.db).listPublic(query, new Date());
  const mapped = await summaries(deps, page.items);
  return pageResult(page, query, (row) => mapped.get(row.id)!);
}

/** PUT /api/events/{id}/featured: a draft cannot be featured (it is not public). */
export async function setFeatured(
  deps: Deps,
  id: string,
  featured: boolean,
  language: Language,
): Promise<EventFeaturedResult> {
  const row = await eventsRepository(deps.db).setFeatured(id, featured);
  if (!row) throw notFound('events:notFound');
  return {
    ...ack(language, featured ? 'discovery:featuredOn' : 'discovery:featuredOff'),
    featured: row.featuredAt !== null,
  };
}

export async function eventHosts(deps: Deps, user: UserRow): Promise<EventHostList> {
  const hosts = await hostsOf(deps.db, user.id);
  return {
    items: hosts.map((host) => ({ ...publicHost(host, host), tier: host.tier })),
    operator: user.role === 'operator',
  };
}

/** GET /api/users/my-campaigns. */
export async function myCampaigns(deps: Deps, user: UserRow): Promise<MyCampaigns> {
  const repo = eventsRepository(deps.db);
  const hosts = await hostsOf(deps.db, user.id);
  const [hosted, joined] = await Promise.all([repo.listHostedBy(user.id, hosts), repo.listJoinedBy(user.id)]);
  const mapped = await summaries(deps, [...hosted, ...joined.map((entry) => entry.event)]);
  return {
    hosted: hosted.map((row) => mapped.get(row.id)!),
    joined: joined.map(({ event, participant }) => ({
      ...mapped.get(event.id)!,
      score: toScore(participant),
      joined_at: participant.joinedAt.toISOString(),
    })),
  };
}

/** How long after creating an account its sign-up may still be credited to the event's link. */
const SIGNUP_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/events/{slug}/signups: the portal reports that this account was made through the event's
 * registration link. Credited only when the account was created while the event ran and recently.
 */
export async function recordSignup(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  language: Language,
): Promise<Ack> {
  const { row } = await viewableEvent(deps, idOrSlug, user);
  const created = user.createdAt.getTime();
  const inWindow =
    row.status === 'published' &&
    created >= row.startTime.getTime() &&
    (row.endTime === null || created < row.endTime.getTime()) &&
    Date.now() - created <= SIGNUP_GRACE_MS;
  if (!inWindow) throw badRequest('events:signupTooLate');
  await eventsRepository(deps.db).recordSignup(row.id, user.id);
  return ack(language, 'events:signupRecorded');
}
