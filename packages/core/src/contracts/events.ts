import { z } from 'zod';
import { discoveryQueryShape } from '../events/discovery';
import { distributionModeSchema } from '../events/distribution';
import {
  METRIC_RANKINGS,
  type MetricRanking,
  metricKey,
  metricOfRankBy,
  type RankBy,
  rankBySchema,
} from '../events/leaderboard';
import { parseRank, rankOverlapMessage, rankTextSchema } from '../events/rank';
import { EVENT_HOST_KINDS, eventHostSchema, eventSummarySchema } from '../events/summary';
import type { TranslationKey } from '../i18n/resources-en';
import { checkDependencies, dependencyIssueMessage } from '../tasks/dependencies';
import {
  optionalImageUrlSchema,
  optionalRichText,
  optionalText,
  requiredText,
  wholeNumber,
} from '../tasks/fields';
import { taskConfigSchema } from '../tasks/registry';
import { isRecord } from '../validation/is-record';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { slugSchema } from '../validation/slug';
import { HOST_REF_PATTERN } from './co-hosts';
import { pageOf, pageQuerySchema } from './common';
import { payoutSchema, payoutViewSchema } from './prizes';
import { pricingTierSchema } from './projects';
import { eligibilityRulesSchema } from './trust';

/**
 * The event contracts of the five-step creation flow (spec section 2: General, Task, Score, Leaderboard,
 * Reward). Each step has its own schema so the flow can refuse to move past an invalid step; the same
 * fields, flattened, make `eventCreationSchema`, which the server applies to the request body. The store
 * that walks the steps is `events/creation.ts`; the server needs only this file.
 */
export const CREATION_STEPS = ['general', 'task', 'score', 'leaderboard', 'reward'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

export const STEP_LABELS: Record<CreationStep, TranslationKey> = {
  general: 'events:stepGeneral',
  task: 'events:stepTask',
  score: 'events:stepScore',
  leaderboard: 'events:stepLeaderboard',
  reward: 'events:stepReward',
};

const required = { error: message('validation:required') } as const;
const RESERVED_EVENT_SLUGS: ReadonlySet<string> = new Set(['create']);
const choice = { error: message('tasks:choiceInvalid') } as const;

// ---------------------------------------------------------------------------------------------- General

/** Times travel as ISO 8601 strings with an offset: JSON-safe in the draft and the API alike. */
const dateTime = lazySchema(() =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? message('validation:required')
        : message('events:dateInvalid'),
  }),
);

const generalShape = {
  title: lazySchema(() => requiredText(200)),
  slug: lazySchema(() =>
    z
      .string(required)
      .trim()
      .min(1, required)
      .pipe(slugSchema('events:slugInvalid'))
      // `/event/create` is the creation page: an event with that slug could never be opened.
      .refine((slug) => !RESERVED_EVENT_SLUGS.has(slug), { error: message('events:slugTaken') }),
  ),
  guideline: lazySchema(() => optionalText(20_000)),
  description: lazySchema(() => optionalRichText(20_000)),
  start_time: dateTime,
  /** Absent or null: a nonstop event (the list's `type=nonstop`), open until its host finishes it. */
  end_time: lazySchema(() => dateTime.nullish()),
  banner: optionalImageUrlSchema,
  thumbnail: optionalImageUrlSchema,
  /** Absent means no limit. */
  max_participants: lazySchema(() => wholeNumber(1, 10_000_000).optional()),
};

function checkTimes(value: { start_time?: unknown; end_time?: unknown }, ctx: z.core.$RefinementCtx) {
  const start = typeof value.start_time === 'string' ? Date.parse(value.start_time) : Number.NaN;
  const end = typeof value.end_time === 'string' ? Date.parse(value.end_time) : Number.NaN;
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: message('validation:endAfterStart') });
  }
}

// ------------------------------------------------------------------------------------------------- Task

const taskShape = {
  tasks: lazySchema(() =>
    z
      .array(taskConfigSchema, { error: message('events:taskConfigRequired') })
      .min(1, { error: message('events:taskConfigRequired') })
      .max(100, { error: message('validation:maximum', { maxNumber: 100 }) }),
  ),
};

/**
 * Unknown prerequisites and cycles, reported on the task that names them, with task names in cycles. Reads
 * the raw list defensively: it also runs while some tasks are still invalid.
 */
function checkTaskGraph(value: { tasks?: unknown }, ctx: z.core.$RefinementCtx) {
  if (!Array.isArray(value.tasks)) return;
  const entries = value.tasks.flatMap((task: unknown, index) => {
    if (!isRecord(task) || typeof task.id !== 'string') return [];
    const deps = Array.isArray(task.dependent_tasks) ? task.dependent_tasks : [];
    const name = typeof task.name === 'string' && task.name.trim() !== '' ? task.name.trim() : task.id;
    return [{ index, id: task.id, name, deps: deps.filter((dep): dep is string => typeof dep === 'string') }];
  });
  // Every other task waits for the mandatory ones (withMandatoryGates in tasks/state.ts), so a mandatory task waiting for an
  // optional one would lock both forever.
  const mandatory = new Set(
    value.tasks.flatMap((task: unknown) =>
      isRecord(task) && task.mandatory === true && typeof task.id === 'string' ? [task.id] : [],
    ),
  );
  for (const entry of entries) {
    if (!mandatory.has(entry.id)) continue;
    if (entry.deps.some((dep) => !mandatory.has(dep) && entries.some((other) => other.id === dep)))
      ctx.addIssue({
        code: 'custom',
        path: ['tasks', entry.index, 'dependent_tasks'],
        message: message('tasks:mandatoryDependsOnOptional'),
      });
  }
  const result = checkDependencies(entries.map((entry) => ({ id: entry.id, dependent_tasks: entry.deps })));
  if (result.ok) return;
  const nameOf = (id: string) => entries.find((entry) => entry.id === id)?.name ?? id;
  for (const issue of result.issues) {
    const at =
      issue.kind === 'cycle'
        ? [entries.find((entry) => entry.id === issue.path[0])!.index, 'dependent_tasks']
        : [entries[issue.index]!.index, issue.kind === 'unknown' ? 'dependent_tasks' : 'id'];
    ctx.addIssue({ code: 'custom', path: ['tasks', ...at], message: dependencyIssueMessage(issue, nameOf) });
  }
}

// ------------------------------------------------------------------------------------------------ Score

/**
 * Per-event metric settings (spec section 3: metric, ranking): the rankings themselves live with the board's
 * rules (events/leaderboard.ts), so the leaderboards contract reads them without this whole contract.
 */
export const METRIC_RANKING_LABELS: Record<MetricRanking, TranslationKey> = {
  desc: 'events:rankingDesc',
  asc: 'events:rankingAsc',
};

const metricsSchema = lazySchema(() =>
  z
    .array(
      z.object({
        metric: requiredText(50),
        ranking: z.enum(METRIC_RANKINGS, choice).default('desc'),
      }),
    )
    .max(20, { error: message('validation:maximum', { maxNumber: 20 }) }),
);

const scoreShape = {
  /** The word shown for score on this event's pages ("XP", "Points"); absent means the default label. */
  score_label: lazySchema(() => optionalText(30)),
  metrics: lazySchema(() => metricsSchema.default([])),
  /**
   * What the leaderboard ranks by: the total (default), one score column or one of `metrics`
   * (`metric:<name>`, events/leaderboard.ts).
   */
  rank_by: lazySchema(() => rankBySchema.default('total')),
};

/**
 * Flags every repeat after the first occurrence, so the field the owner just typed shows the error.
 * `normalise` decides what counts as the same ("Kills" and " kills" do).
 */
function flagRepeats(
  items: unknown,
  field: string,
  normalise: (value: unknown) => string | number | null,
  listPath: string,
  key: TranslationKey,
  ctx: z.core.$RefinementCtx,
) {
  if (!Array.isArray(items)) return;
  const seen = new Set<string | number>();
  items.forEach((item, index) => {
    const value = normalise((item as Record<string, unknown> | null)?.[field]);
    if (value === null) return;
    if (seen.has(value))
      ctx.addIssue({ code: 'custom', path: [listPath, index, field], message: message(key) });
    seen.add(value);
  });
}

const metricName = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? metricKey(value) : null;

/** A board ranked by a metric must name one of the event's metrics. */
function checkRankByMetric(value: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  const metric = typeof value.rank_by === 'string' ? metricOfRankBy(value.rank_by as RankBy) : null;
  if (metric === null) return;
  const metrics = Array.isArray(value.metrics) ? value.metrics : [];
  if (!metrics.some((item) => metricName((item as { metric?: unknown } | null)?.metric) === metric))
    ctx.addIssue({ code: 'custom', path: ['rank_by'], message: message('events:rankByMetricUnknown') });
}
/**
 * Reward tiers may not share a rank (a player would fall in two): each tier's rank is checked against the tiers
 * before it, and the refusal goes under the later tier's rank ("Ranks 2–3 are already in tier 1").
 */
function checkTierOverlap(value: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  if (!Array.isArray(value.leaderboards)) return;
  const rules = value.leaderboards.map((tier) => {
    const rank = (tier as { rank?: unknown } | null)?.rank;
    return typeof rank === 'string' ? parseRank(rank) : null;
  });
  rules.forEach((later, index) => {
    if (!later) return;
    for (let before = 0; before < index; before++) {
      const earlier = rules[before];
      const text = earlier ? rankOverlapMessage(earlier, later, before + 1) : null;
      if (text) {
        ctx.addIssue({ code: 'custom', path: ['leaderboards', index, 'rank'], message: text });
        return;
      }
    }
  });
}
const orderNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// ------------------------------------------------------------------------------------------ Leaderboard

/**
 * One reward tier of the leaderboard. `order` is the tier's priority (1 is handed out first, see
 * distribution.ts), `rank` the positions it covers, `winners` how many it rewards (default: every position
 * the rank covers), `reward` what each winner receives.
 */
export const leaderboardConfigSchema = lazySchema(() =>
  z.object({
    order: wholeNumber(1, 1000),
    name: optionalText(100),
    rank: rankTextSchema,
    winners: wholeNumber(1, 1_000_000).optional(),
    reward: optionalText(100),
    /** How the tier's prize is paid (docs/prizes.md); absent: an item, handed over by contact. */
    payout: payoutSchema.optional(),
  }),
);
export type LeaderboardConfig = z.output<typeof leaderboardConfigSchema>;

const leaderboardShape = {
  leaderboards: lazySchema(() =>
    z
      .array(leaderboardConfigSchema, { error: message('events:leaderboardConfigRequired') })
      .min(1, { error: message('events:leaderboardConfigRequired') })
      .max(50, { error: message('validation:maximum', { maxNumber: 50 }) }),
  ),
};

// ----------------------------------------------------------------------------------------------- Reward

const rewardShape = {
  /** Free text ("10,000 USDT + 50 NFTs"): pools mix tokens and items. */
  prize_pool: lazySchema(() => optionalText(100)),
  /** Each task's own prize goes to whoever completes it. */
  reward_by_task: lazySchema(() => z.boolean().default(false)),
  /** The leaderboard tiers are handed out when the event ends, by `distribution`. */
  reward_by_leaderboard: lazySchema(() => z.boolean().default(true)),
  distribution: lazySchema(() => distributionModeSchema.default('order')),
  /** Who may win (docs/trust.md): tasks stay open to everyone; left out: the defaults. */
  eligibility: lazySchema(() => eligibilityRulesSchema.optional()),
};

/**
 * The fields a save may change, with no defaults: a field left out of a PATCH keeps its stored value instead
 * of falling back to a default. Tasks have their own endpoints.
 */
const patchShape = {
  ...generalShape,
  score_label: lazySchema(() => scoreShape.score_label),
  metrics: metricsSchema,
  rank_by: rankBySchema,
  ...leaderboardShape,
  prize_pool: lazySchema(() => rewardShape.prize_pool),
  reward_by_task: lazySchema(() => z.boolean()),
  reward_by_leaderboard: lazySchema(() => z.boolean()),
  distribution: distributionModeSchema,
  /** Who may win: the whole set of rules (a rule left out takes its default). */
  eligibility: lazySchema(() => eligibilityRulesSchema),
  /** A clan's event open to its active members only (docs/clans.md); refused for other hosts. */
  members_only: lazySchema(() => z.boolean()),
  /** Open to platform token holders only, besides its hosts and operators (docs/verification.md). */
  premium: lazySchema(() => z.boolean()),
};

// ---------------------------------------------------------------------------------------------- Schemas

type Refinement = (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => void;

const STEP_REFINEMENTS: Record<CreationStep, Refinement[]> = {
  general: [checkTimes],
  task: [checkTaskGraph],
  score: [
    (value, ctx) =>
      flagRepeats(value.metrics, 'metric', metricName, 'metrics', 'events:metricNameInUse', ctx),
    checkRankByMetric,
  ],
  leaderboard: [
    (value, ctx) =>
      flagRepeats(value.leaderboards, 'order', orderNumber, 'leaderboards', 'events:orderExists', ctx),
    checkTierOverlap,
  ],
  reward: [],
};

/**
 * Run refinements even when other fields already failed, so the owner sees every problem at once; but only
 * on an object, since they read its fields (a whole body of `null` is refused by the shape alone).
 */
const always = { when: (payload: { value: unknown }) => isRecord(payload.value) } as const;

function refined<S extends z.core.$ZodLooseShape>(shape: S, refinements: Refinement[]) {
  return z.object(shape).superRefine((value, ctx) => {
    for (const refine of refinements) refine(value as Record<string, unknown>, ctx);
  }, always);
}

export const stepSchemas = {
  general: lazySchema(() => refined(generalShape, STEP_REFINEMENTS.general)),
  task: lazySchema(() => refined(taskShape, STEP_REFINEMENTS.task)),
  score: lazySchema(() => refined(scoreShape, STEP_REFINEMENTS.score)),
  leaderboard: lazySchema(() => refined(leaderboardShape, STEP_REFINEMENTS.leaderboard)),
  reward: lazySchema(() => refined(rewardShape, STEP_REFINEMENTS.reward)),
};

/** The whole event as the API receives it: every step's fields side by side. */
export const eventCreationSchema = lazySchema(() =>
  refined(
    { ...generalShape, ...taskShape, ...scoreShape, ...leaderboardShape, ...rewardShape },
    CREATION_STEPS.flatMap((step) => STEP_REFINEMENTS[step]),
  ),
);
export type EventCreationInput = z.input<typeof eventCreationSchema>;
export type EventCreation = z.output<typeof eventCreationSchema>;

const FIELD_STEP: Record<string, CreationStep> = Object.fromEntries([
  ...Object.keys(generalShape).map((field) => [field, 'general']),
  ...Object.keys(taskShape).map((field) => [field, 'task']),
  ...Object.keys(scoreShape).map((field) => [field, 'score']),
  ...Object.keys(leaderboardShape).map((field) => [field, 'leaderboard']),
  ...Object.keys(rewardShape).map((field) => [field, 'reward']),
]);

/** The step that holds a field, for an error path from the server ("tasks.2.invite_url" → "task"). */
export function stepOfField(path: string | readonly PropertyKey[]): CreationStep | undefined {
  const first = typeof path === 'string' ? path.split('.')[0] : path[0];
  return typeof first === 'string' ? FIELD_STEP[first] : undefined;
}

// ------------------------------------------------------------------------------------------------- API

/**
 * Who hosts an event (spec: projects, game owners and clan masters). The host's pricing tier gates the task
 * types (tasks/registry.ts); operators may host any type for any host. A clan is managed by its owner and
 * admins (docs/clans.md).
 */
export {
  EVENT_HOST_KINDS,
  type EventHost,
  type EventHostKind,
  type EventSummary,
  eventHostSchema,
  eventSummarySchema,
} from '../events/summary';

export const eventHostRefSchema = lazySchema(() =>
  z.object({
    kind: z.enum(EVENT_HOST_KINDS, choice),
    id: z.string(required).trim().min(1, required).max(64),
  }),
);

/**
 * POST /api/events: a draft from the General step (and, for partners who build the whole event in one
 * call, any other step's fields). Tasks are added with POST /api/events/{id}/tasks.
 */
export const createEventBodySchema = lazySchema(() =>
  z
    .object({ host: eventHostRefSchema, ...generalShape })
    .extend(
      Object.fromEntries(
        Object.entries(patchShape)
          .filter(([key]) => !(key in generalShape))
          .map(([key, schema]) => [key, schema.optional()]),
      ) as {
        [K in Exclude<keyof typeof patchShape, keyof typeof generalShape>]: z.ZodOptional<
          (typeof patchShape)[K]
        >;
      },
    )
    .superRefine((value, ctx) => {
      checkTimes(value, ctx);
      for (const refine of [...STEP_REFINEMENTS.score, ...STEP_REFINEMENTS.leaderboard]) refine(value, ctx);
    }, always)
    .meta({ id: 'CreateEventBody' }),
);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/**
 * PATCH /api/events/{id}: any fields of the General, Score, Leaderboard and Reward steps; what is left out
 * keeps its value. `step` records how far the creation flow got, so another device resumes there. The
 * server checks the merged event (times, repeats) before it writes.
 */
export const updateEventBodySchema = lazySchema(() =>
  z
    .object({ ...patchShape, step: z.enum(CREATION_STEPS, choice) })
    .partial()
    .meta({ id: 'UpdateEventBody' }),
);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** Checks a merged event's General fields and repeats, as the creation flow would. */
export const mergedEventSchema = lazySchema(() =>
  refined(
    {
      ...generalShape,
      ...scoreShape,
      ...leaderboardShape,
      ...rewardShape,
      // A draft may have no tier yet: publishing asks for one.
      leaderboards: z
        .array(leaderboardConfigSchema)
        .max(50, { error: message('validation:maximum', { maxNumber: 50 }) }),
    },
    [...STEP_REFINEMENTS.general, ...STEP_REFINEMENTS.score, ...STEP_REFINEMENTS.leaderboard],
  ),
);

export const EVENT_PHASES_FILTER = ['ongoing', 'upcoming', 'ended'] as const;
export type EventListStatus = (typeof EVENT_PHASES_FILTER)[number];
export const EVENTS_PAGE_SIZE = 12;

/** GET /api/events: published events; `status` by phase, `type=nonstop` for events with no end, `q` by title. */
export const eventsQuerySchema = lazySchema(() =>
  pageQuerySchema(EVENTS_PAGE_SIZE, 50).extend({
    status: z.enum([...EVENT_PHASES_FILTER, 'live'], choice).optional(),
    type: z.enum(['nonstop'], choice).optional(),
    q: z.string().trim().max(100).optional(),
    ...discoveryQueryShape,
    /** `project:{id}`, `game:{id}` or `clan:{id}`: the events that host hosts or co-hosts (accepted). */
    host: z
      .string()
      .trim()
      .toLowerCase()
      .regex(HOST_REF_PATTERN, { error: message('hosting:hostFilterInvalid') })
      .optional(),
  }),
);
export type EventsQuery = z.input<typeof eventsQuerySchema>;

/** The signed-in player's score in one event: the leaderboard's three columns and their total. */
export const eventScoreSchema = lazySchema(() =>
  z.object({
    in_game: z.number().int(),
    social: z.number().int(),
    other: z.number().int(),
    total: z.number().int(),
  }),
);
export type EventScore = z.infer<typeof eventScoreSchema>;

/** GET /api/events/{slug}: everything the event page shows, plus what the viewer may do with it. */
export const eventSchema = lazySchema(() =>
  eventSummarySchema
    .extend({
      guideline: z.string().nullable(),
      /** Sanitized rich text (core's link policy). */
      description: z.string().nullable(),
      score_label: z.string().nullable(),
      metrics: z.array(z.object({ metric: z.string(), ranking: z.enum(METRIC_RANKINGS) })),
      rank_by: rankBySchema,
      leaderboards: z.array(
        z.object({
          order: z.number().int(),
          name: z.string().nullable(),
          rank: z.string(),
          winners: z.number().int().nullable(),
          reward: z.string().nullable(),
          /** How the tier's prize is paid; absent: an item, handed over by contact. */
          payout: payoutViewSchema.optional(),
        }),
      ),
      reward_by_task: z.boolean(),
      reward_by_leaderboard: z.boolean(),
      distribution: distributionModeSchema,
      /** Who may win (docs/trust.md). */
      eligibility: eligibilityRulesSchema,
      published_at: z.iso.datetime({ offset: true }).nullable(),
      /** The last creation step the host saved: where the flow resumes. */
      draft_step: z.enum(CREATION_STEPS),
      members_only: z.boolean(),
      task_count: z.number().int(),
      /** The event's lucky wheel (docs/wheel.md), null when it has none: `/lucky-wheel?wheel={id}` plays it. */
      wheel_id: z.uuid().nullable(),
      /** The projects, games and clans that accepted to co-host it (docs/events.md, "Co-hosts"). */
      co_hosts: z.array(eventHostSchema),
      viewer: z.object({
        can_manage: z.boolean(),
        joined: z.boolean(),
        score: eventScoreSchema.nullable(),
      }),
    })
    .meta({ id: 'Event' }),
);
export type Event = z.infer<typeof eventSchema>;

export const eventResultSchema = lazySchema(() =>
  z.object({ message: z.string(), event: eventSchema }).meta({ id: 'EventResult' }),
);
export type EventResult = z.infer<typeof eventResultSchema>;

export const eventPageSchema = lazySchema(() => pageOf(eventSummarySchema).meta({ id: 'EventPage' }));
export type EventPage = z.infer<typeof eventPageSchema>;

/** GET /api/events/hosts: what the signed-in user may host events for, with each host's tier. */
export const eventHostOptionSchema = lazySchema(() => eventHostSchema.extend({ tier: pricingTierSchema }));
export const eventHostListSchema = lazySchema(() =>
  z.object({ items: z.array(eventHostOptionSchema), operator: z.boolean() }).meta({ id: 'EventHostList' }),
);
export type EventHostList = z.infer<typeof eventHostListSchema>;

/** GET /api/users/my-campaigns (spec section 7): events the user hosts (drafts too) and takes part in. */
export const myCampaignsSchema = lazySchema(() =>
  z
    .object({
      hosted: z.array(eventSummarySchema),
      joined: z.array(
        eventSummarySchema.extend({ score: eventScoreSchema, joined_at: z.iso.datetime({ offset: true }) }),
      ),
    })
    .meta({ id: 'MyCampaigns' }),
);
export type MyCampaigns = z.infer<typeof myCampaignsSchema>;
