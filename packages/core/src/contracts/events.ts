import { z } from 'zod';
import { distributionModeSchema } from '../events/distribution';
import { rankTextSchema } from '../events/rank';
import type { TranslationKey } from '../i18n/resources-en';
import { checkDependencies, dependencyIssueMessage } from '../tasks/dependencies';
import { optionalImageUrlSchema, optionalText, requiredText, wholeNumber } from '../tasks/fields';
import { taskConfigSchema } from '../tasks/registry';
import { isRecord } from '../validation/is-record';
import { message } from '../validation/message';
import { slugSchema } from '../validation/slug';

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
const choice = { error: message('tasks:choiceInvalid') } as const;

// ---------------------------------------------------------------------------------------------- General

/** Times travel as ISO 8601 strings with an offset: JSON-safe in the draft and the API alike. */
const dateTime = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? message('validation:required')
      : message('events:dateInvalid'),
});

const generalShape = {
  title: requiredText(200),
  slug: z.string(required).trim().min(1, required).pipe(slugSchema('events:slugInvalid')),
  guideline: optionalText(20_000),
  description: optionalText(20_000),
  start_time: dateTime,
  end_time: dateTime,
  banner: optionalImageUrlSchema,
  thumbnail: optionalImageUrlSchema,
  /** Absent means no limit. */
  max_participants: wholeNumber(1, 10_000_000).optional(),
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
  tasks: z
    .array(taskConfigSchema, { error: message('events:taskConfigRequired') })
    .min(1, { error: message('events:taskConfigRequired') })
    .max(100, { error: message('validation:maximum', { maxNumber: 100 }) }),
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
 * Per-event metric settings (spec section 3: metric, ranking). Where the spec is silent: `metric` is the
 * name of an in-game statistic the event tracks and `ranking` says which way it ranks ("desc": more is
 * better, kills; "asc": less is better, lap time).
 */
export const METRIC_RANKINGS = ['desc', 'asc'] as const;
export type MetricRanking = (typeof METRIC_RANKINGS)[number];
export const METRIC_RANKING_LABELS: Record<MetricRanking, TranslationKey> = {
  desc: 'events:rankingDesc',
  asc: 'events:rankingAsc',
};

const scoreShape = {
  /** The word shown for score on this event's pages ("XP", "Points"); absent means the default label. */
  score_label: optionalText(30),
  metrics: z
    .array(
      z.object({
        metric: requiredText(50),
        ranking: z.enum(METRIC_RANKINGS, choice).default('desc'),
      }),
    )
    .max(20, { error: message('validation:maximum', { maxNumber: 20 }) })
    .default([]),
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
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
const orderNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// ------------------------------------------------------------------------------------------ Leaderboard

/**
 * One reward tier of the leaderboard. `order` is the tier's priority (1 is handed out first, see
 * distribution.ts), `rank` the positions it covers, `winners` how many it rewards (default: every position
 * the rank covers), `reward` what each winner receives.
 */
export const leaderboardConfigSchema = z.object({
  order: wholeNumber(1, 1000),
  name: optionalText(100),
  rank: rankTextSchema,
  winners: wholeNumber(1, 1_000_000).optional(),
  reward: optionalText(100),
});
export type LeaderboardConfig = z.output<typeof leaderboardConfigSchema>;

const leaderboardShape = {
  leaderboards: z
    .array(leaderboardConfigSchema, { error: message('events:leaderboardConfigRequired') })
    .min(1, { error: message('events:leaderboardConfigRequired') })
    .max(50, { error: message('validation:maximum', { maxNumber: 50 }) }),
};

// ----------------------------------------------------------------------------------------------- Reward

const rewardShape = {
  /** Free text ("10,000 USDT + 50 NFTs"): pools mix tokens and items. */
  prize_pool: optionalText(100),
  /** Each task's own prize goes to whoever completes it. */
  reward_by_task: z.boolean().default(false),
  /** The leaderboard tiers are handed out when the event ends, by `distribution`. */
  reward_by_leaderboard: z.boolean().default(true),
  distribution: distributionModeSchema.default('order'),
};

// ---------------------------------------------------------------------------------------------- Schemas

type Refinement = (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => void;

const STEP_REFINEMENTS: Record<CreationStep, Refinement[]> = {
  general: [checkTimes],
  task: [checkTaskGraph],
  score: [
    (value, ctx) =>
      flagRepeats(value.metrics, 'metric', metricName, 'metrics', 'events:metricNameInUse', ctx),
  ],
  leaderboard: [
    (value, ctx) =>
      flagRepeats(value.leaderboards, 'order', orderNumber, 'leaderboards', 'events:orderExists', ctx),
  ],
  reward: [],
};

/** Run refinements even when other fields already failed, so the owner sees every problem at once. */
const always = { when: () => true } as const;

function refined<S extends z.core.$ZodLooseShape>(shape: S, refinements: Refinement[]) {
  return z.object(shape).superRefine((value, ctx) => {
    for (const refine of refinements) refine(value as Record<string, unknown>, ctx);
  }, always);
}

export const stepSchemas = {
  general: refined(generalShape, STEP_REFINEMENTS.general),
  task: refined(taskShape, STEP_REFINEMENTS.task),
  score: refined(scoreShape, STEP_REFINEMENTS.score),
  leaderboard: refined(leaderboardShape, STEP_REFINEMENTS.leaderboard),
  reward: refined(rewardShape, STEP_REFINEMENTS.reward),
};

/** The whole event as the API receives it: every step's fields side by side. */
export const eventCreationSchema = refined(
  { ...generalShape, ...taskShape, ...scoreShape, ...leaderboardShape, ...rewardShape },
  CREATION_STEPS.flatMap((step) => STEP_REFINEMENTS[step]),
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
