import { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TranslationKey } from '../i18n/resources-en';
import { checkDependencies, dependencyIssueMessage } from '../tasks/dependencies';
import { optionalImageUrlSchema, optionalText, requiredText, wholeNumber } from '../tasks/fields';
import { type TaskConfigInput, taskConfigSchema } from '../tasks/registry';
import { errorMap } from '../validation/error-map';
import { message } from '../validation/message';
import { distributionModeSchema } from './distribution';
import { rankTextSchema } from './rank';

/**
 * The five-step event creation flow (spec section 2: General, Task, Score, Leaderboard, Reward) as a
 * framework-free store: the portal binds it with zustand's React hook, tests drive it directly. Each step
 * has its own schema so the flow can refuse to move past an invalid step; the same fields, flattened, make
 * `eventCreationSchema`, which the server applies to the request body.
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

export const SLUG_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug suggestion from a title. Vietnamese titles are common, so diacritics are folded ("Sự kiện" →
 * "su-kien") rather than dropped.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

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
  slug: z
    .string(required)
    .trim()
    .min(1, required)
    .max(SLUG_MAX, { error: message('validation:maxLength', { maxLength: SLUG_MAX }) })
    .regex(SLUG, { error: message('events:slugInvalid') }),
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

// ------------------------------------------------------------------------------------------------ Store

/** What each step holds while it is being filled in: the schema's input, any part of it missing. */
export type EventDraft = { [S in CreationStep]: Partial<z.input<(typeof stepSchemas)[S]>> };

/** The synchronous part of the Web Storage API: `localStorage` fits, tests pass `memoryStorage()`. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Default key; pass a key per clan or per edited event so two drafts do not overwrite each other. */
export const EVENT_DRAFT_STORAGE_KEY = 'eventDraft';

export interface StepIssue {
  /** Dotted, as form libraries name fields: "tasks.0.invite_url". */
  path: string;
  message: string;
}

export type MoveResult =
  | { ok: true; step: CreationStep }
  /** `step` is the step that blocks the move; `message` is for a toast, `issues` for the fields. */
  | { ok: false; step: CreationStep; issues: StepIssue[]; message: string };

export type SubmitResult =
  | { ok: true; value: EventCreation }
  | { ok: false; step: CreationStep; issues: StepIssue[]; message: string };

export interface EventCreationState {
  step: CreationStep;
  draft: EventDraft;
  /** Problems found the last time a step was checked; rechecked as the owner edits that step. */
  issues: Partial<Record<CreationStep, StepIssue[]>>;
  update<S extends CreationStep>(step: S, patch: EventDraft[S]): void;
  /** Adds the task, or replaces the one with the same id. */
  upsertTask(task: TaskConfigInput): void;
  /** Removes the task and every reference to it, so no other task stays locked behind it. */
  removeTask(id: string): void;
  /** Validates one step, records and returns its issues. */
  check(step: CreationStep): StepIssue[];
  next(): MoveResult;
  prev(): MoveResult;
  /** Back is always allowed; forward only when every step before the target is valid. */
  goTo(step: CreationStep): MoveResult;
  /** Validates every step and returns the event ready to send. The draft is kept until `reset`. */
  submit(): SubmitResult;
  /** Starts over and forgets the stored draft (after a successful save, or on "discard"). */
  reset(): void;
}

export type EventCreationStore = StoreApi<EventCreationState>;

export interface EventCreationOptions {
  storage?: DraftStorage | undefined;
  storageKey?: string | undefined;
  /** The draft to start from when nothing is stored (an existing event being edited). */
  initial?: Partial<EventDraft> | undefined;
}

const DRAFT_VERSION = 1;

function emptyDraft(): EventDraft {
  return { general: {}, task: {}, score: {}, leaderboard: {}, reward: {} };
}

function validate(step: CreationStep, draft: EventDraft) {
  const result = stepSchemas[step].safeParse(draft[step], { error: errorMap });
  const issues: StepIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
  return { issues, value: result.success ? result.data : undefined };
}

function refusal(step: CreationStep, issues: StepIssue[]): Extract<MoveResult, { ok: false }> {
  // The General step is what the spec's "Please add or save the event information" is about.
  const text = step === 'general' ? message('events:saveEventFirst') : (issues[0]?.message ?? '');
  return { ok: false, step, issues, message: text };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft from this version of the flow, or null for anything else (older shape, corrupt JSON). */
function readStored(storage: DraftStorage, key: string): { step: CreationStep; draft: EventDraft } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== DRAFT_VERSION || !isRecord(raw.draft)) return null;
  const step = CREATION_STEPS.find((s) => s === raw.step);
  const draft = raw.draft;
  if (!step || !CREATION_STEPS.every((s) => isRecord(draft[s]))) return null;
  return { step, draft: draft as EventDraft };
}

export function createEventCreationStore(options: EventCreationOptions = {}): EventCreationStore {
  const storage = options.storage;
  const key = options.storageKey ?? EVENT_DRAFT_STORAGE_KEY;
  const stored = storage ? readStored(storage, key) : null;
  const startDraft = stored?.draft ?? { ...emptyDraft(), ...options.initial };
  // A draft edited in another tab may have broken an earlier step: reopen at the first step that blocks.
  const blocking = CREATION_STEPS.find((s) => validate(s, startDraft).issues.length > 0);
  const storedStep = stored?.step ?? 'general';
  const startStep =
    blocking && CREATION_STEPS.indexOf(blocking) < CREATION_STEPS.indexOf(storedStep) ? blocking : storedStep;

  const store = createStore<EventCreationState>()((set, get) => {
    const setDraft = (draft: EventDraft, touched: CreationStep) => {
      const { issues } = get();
      // Once a step has shown problems, keep them current as the owner fixes them.
      const refreshed = issues[touched] ? { ...issues, [touched]: validate(touched, draft).issues } : issues;
      set({ draft, issues: refreshed });
    };

    const checkStep = (step: CreationStep) => {
      const { issues } = validate(step, get().draft);
      set({ issues: { ...get().issues, [step]: issues } });
      return issues;
    };

    const goTo = (target: CreationStep): MoveResult => {
      const to = CREATION_STEPS.indexOf(target);
      // Going back never needs a check: the owner may be going back precisely to fix an earlier step.
      const forward = to > CREATION_STEPS.indexOf(get().step);
      for (const step of forward ? CREATION_STEPS.slice(0, to) : []) {
        const issues = checkStep(step);
        if (issues.length > 0) return refusal(step, issues);
      }
      set({ step: target });
      return { ok: true, step: target };
    };

    const move = (by: number): MoveResult => {
      const at = CREATION_STEPS.indexOf(get().step) + by;
      const target = CREATION_STEPS[Math.min(Math.max(at, 0), CREATION_STEPS.length - 1)]!;
      return goTo(target);
    };

    return {
      step: startStep,
      draft: startDraft,
      issues: {},
      update: (step, patch) => {
        const { draft } = get();
        setDraft({ ...draft, [step]: { ...draft[step], ...patch } }, step);
      },
      upsertTask: (task) => {
        const { draft } = get();
        const tasks = [...(draft.task.tasks ?? [])];
        const at = tasks.findIndex((existing) => existing.id === task.id);
        if (at === -1) tasks.push(task);
        else tasks[at] = task;
        setDraft({ ...draft, task: { ...draft.task, tasks } }, 'task');
      },
      removeTask: (id) => {
        const { draft } = get();
        const tasks = (draft.task.tasks ?? [])
          .filter((task) => task.id !== id)
          .map((task) =>
            task.dependent_tasks?.includes(id)
              ? { ...task, dependent_tasks: task.dependent_tasks.filter((dep) => dep !== id) }
              : task,
          );
        setDraft({ ...draft, task: { ...draft.task, tasks } }, 'task');
      },
      check: checkStep,
      next: () => move(1),
      prev: () => move(-1),
      goTo,
      submit: () => {
        for (const step of CREATION_STEPS) {
          const issues = checkStep(step);
          if (issues.length > 0) return refusal(step, issues);
        }
        const { draft } = get();
        const flat = Object.assign({}, ...CREATION_STEPS.map((step) => draft[step]));
        return { ok: true, value: eventCreationSchema.parse(flat, { error: errorMap }) };
      },
      reset: () => {
        set({ step: 'general', draft: emptyDraft(), issues: {} });
        try {
          storage?.removeItem(key);
        } catch {
          // Storage may be unavailable (private mode); there is then nothing to forget.
        }
      },
    };
  });

  if (storage) {
    store.subscribe((state, previous) => {
      if (state.draft === previous.draft && state.step === previous.step) return;
      try {
        storage.setItem(
          key,
          JSON.stringify({ version: DRAFT_VERSION, step: state.step, draft: state.draft }),
        );
      } catch {
        // A full or disabled storage must not break the form; the draft then lives until the tab closes.
      }
    });
  }
  return store;
}
