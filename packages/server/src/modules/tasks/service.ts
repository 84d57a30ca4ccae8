import { randomUUID } from 'node:crypto';
import type { Ack } from '@w2e/core/contracts/common';
import { stepSchemas } from '@w2e/core/contracts/events';
import type {
  EventEditor,
  HostSubmission,
  PlayerTask,
  PlayerTaskList,
  Quiz,
  SubmissionPage,
  SubmissionsQuery,
  TaskResult,
} from '@w2e/core/contracts/tasks';
import type { Language } from '@w2e/core/i18n/languages';
import { dailyStreak } from '@w2e/core/tasks/progress';
import { publicQuestions } from '@w2e/core/tasks/quiz';
import { type TaskConfig, type TaskType, taskRegistry, tierAllows } from '@w2e/core/tasks/registry';
import { type Completion, taskStatus, turnLimit, withMandatoryGates } from '@w2e/core/tasks/state';
import { parseRequest } from '@w2e/core/validation/request';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { checkConfigurable, checkOf } from '../../verifiers';
import {
  checkEndpoint,
  newTaskSecret,
  SIGNING_SECRET_FIELD,
  withoutSigningSecret,
} from '../../verifiers/host';
import { describeHosts, eventAccess, managedEvent, viewableEvent } from '../events/access';
import { type EventRow, eventsRepository } from '../events/repository';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { type SubmissionRow, type TaskRow, tasksRepository } from './repository';

const COMMON_FIELDS = new Set([
  'id',
  'type',
  'name',
  'score',
  'prize',
  'spins',
  'description',
  'weight',
  'group_name',
  'dependent_tasks',
  'mandatory',
  'recurring_type',
  'turn_limit',
  'banner',
  'self_declared_score',
  'premium',
]);

export const configOf = (row: TaskRow) => row.config as unknown as TaskConfig;

// ------------------------------------------------------------------------------------------------- hosts

/** The host's plan must include the type; operators may use any type (spec section 6). */
async function checkTier(deps: Deps, user: UserRow, event: EventRow, type: TaskType): Promise<void> {
  if (isOperator(user)) return;
  const host = (await describeHosts(deps.db, [{ kind: event.hostKind, id: event.hostId }])).get(
    `${event.hostKind}:${event.hostId}`,
  );
  if (host && tierAllows(host.tier, type)) return;
  const needed = taskRegistry[type].minTier;
  // Plan names are proper nouns, the same in every language (the pricing page's "Standard").
  const tier = needed.charAt(0).toUpperCase() + needed.slice(1);
  throw new AppError(403, 'tasks:planRequired', { tier }, undefined, 'type');
}

/**
 * The event's whole task list must still pass the Task step's rules (no unknown prerequisite, no cycle, a
 * mandatory task waits only for mandatory ones, at most 100 tasks). Issues about the task being written are
 * reported at its own fields.
 */
function checkGraph(configs: TaskConfig[], writtenId: string): void {
  const result = parseRequest(stepSchemas.task, { tasks: configs });
  if (result.success) return;
  const index = configs.findIndex((config) => config.id === writtenId);
  const prefix = `tasks.${index}.`;
  throw invalid(
    result.issues.map((issue) =>
      issue.path.startsWith(prefix) ? { ...issue, path: issue.path.slice(prefix.length) } : issue,
    ),
  );
}

/** A task as its host reads it: a custom API task's sealed signing secret stays on the server. */
function toHostTask(row: TaskRow, completions: number) {
  return { config: withoutSigningSecret(row.config), completions };
}

/**
 * A custom API task keeps the signing secret it has (the host's config never carries it); one that has none
 * (new, or just changed to this type) gets one, whose plain text goes in this answer only.
 */
function withSigningSecret(
  deps: Deps,
  config: TaskConfig,
  previous?: Record<string, unknown>,
): { config: TaskConfig; secret?: string } {
  if (config.type !== 'custom_api') return { config };
  const kept = previous?.type === 'custom_api' ? previous[SIGNING_SECRET_FIELD] : undefined;
  if (typeof kept === 'string') return { config: { ...config, [SIGNING_SECRET_FIELD]: kept } as TaskConfig };
  const secret = newTaskSecret(deps, config.id);
  return { config: { ...config, [SIGNING_SECRET_FIELD]: secret.sealed } as TaskConfig, secret: secret.plain };
}

/** POST /api/events/{id}/tasks: "Add new task success". */
export async function addTask(
  deps: Deps,
  user: UserRow,
  eventId: string,
  config: TaskConfig,
  language: Language,
): Promise<TaskResult> {
  const event = await managedEvent(deps, eventId, user);
  await checkTier(deps, user, event, config.type);
  checkConfigurable(deps, config);
  await checkEndpoint(deps, config);
  const { row, secret } = await deps.db.transaction(async (tx) => {
    await eventsRepository(tx).lock(event.id);
    const repo = tasksRepository(tx);
    const existing = await repo.listForEvent(event.id);
    if (existing.some((task) => task.id === config.id)) throw idTaken();
    const scoped = await scopedId(repo, config);
    checkGraph([...existing.map(configOf), scoped], scoped.id);
    const stored = withSigningSecret(deps, scoped);
    try {
      return { row: await repo.insert(taskRow(event.id, stored.config)), secret: stored.secret };
    } catch (error) {
      if (isUniqueViolation(error)) throw idTaken();
      throw error;
    }
  });
  return {
    ...ack(language, 'events:addTaskSuccess'),
    task: toHostTask(row, 0),
    ...(secret ? { signing_secret: secret } : {}),
  };
}

const idTaken = () => new AppError(409, 'tasks:idTaken', undefined, undefined, 'id');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Task ids are one namespace across every host's events, so the id a host sends must not tell them whether
 * another event has it (a draft's tasks are its hosts' alone). The client's id is kept when it is a UUID no task
 * has (what the portal makes: unguessable, so nobody can aim at another event's); anything else (a readable
 * id, one already in use elsewhere) is replaced by a server-made UUID. Either way the answer is a success with
 * the stored id, whether or not the sent id exists elsewhere; the host reads the id from it.
 */
async function scopedId(repo: ReturnType<typeof tasksRepository>, config: TaskConfig): Promise<TaskConfig> {
  if (UUID.test(config.id) && !(await repo.find(config.id))) return config;
  return { ...config, id: randomUUID() };
}

function taskRow(eventId: string, config: TaskConfig) {
  return {
    id: config.id,
    eventId,
    type: config.type,
    name: config.name,
    score: config.score,
    weight: config.weight,
    config: config as unknown as Record<string, unknown>,
  };
}

/**
 * A task as its host manages it. A task of an event the user does not manage reads as one that does not exist
 * (404, not 403), so a host cannot learn which ids other hosts' events use.
 */
export async function managedTask(deps: Deps, user: UserRow, id: string) {
  const task = await tasksRepository(deps.db).find(id);
  const event = task ? await managedEvent(deps, task.eventId, user).catch(hiddenWhenForbidden) : undefined;
  if (!task || !event) throw notFound('tasks:notFound');
  return { task, event };
}

function hiddenWhenForbidden(error: unknown): undefined {
  if (error instanceof AppError && error.statusCode === 403) return undefined;
  throw error;
}

/** A draft's task exists only for those who manage its event: for anyone else it reads as unknown. */
export async function checkDraftVisible(deps: Deps, event: EventRow, user: UserRow): Promise<void> {
  if (event.status !== 'draft') return;
  const { canManage } = await eventAccess(deps, event, user);
  if (!canManage) throw notFound('tasks:notFound');
}

/**
 * PATCH /api/tasks/{id}: replaces the config. What players already earned stays true: once someone
 * completed the task its score and its type (which picks the score column) are fixed.
 */
export async function updateTask(
  deps: Deps,
  user: UserRow,
  id: string,
  body: TaskConfig,
  language: Language,
): Promise<TaskResult> {
  const { task, event } = await managedTask(deps, user, id);
  const config = { ...body, id: task.id } as TaskConfig;
  await checkTier(deps, user, event, config.type);
  await checkEndpoint(deps, config);
  const row = await deps.db.transaction(async (tx) => {
    await eventsRepository(tx).lock(event.id);
    const repo = tasksRepository(tx);
    const done = (await repo.completionCounts([task.id])).get(task.id) ?? 0;
    if (done > 0 && config.score !== task.score)
      throw new AppError(409, 'tasks:scoreLocked', undefined, undefined, 'score');
    if (done > 0 && config.type !== task.type)
      throw new AppError(409, 'tasks:typeLocked', undefined, undefined, 'type');
    const existing = await repo.listForEvent(event.id);
    checkGraph(
      existing.map((row) => (row.id === task.id ? config : configOf(row))),
      task.id,
    );
    const stored = withSigningSecret(deps, config, task.config);
    const { id: _id, eventId: _event, ...values } = taskRow(event.id, stored.config);
    return { row: (await repo.update(task.id, values))!, done, secret: stored.secret };
  });
  return {
    ...ack(language, 'tasks:updated'),
    task: toHostTask(row.row, row.done),
    ...(row.secret ? { signing_secret: row.secret } : {}),
  };
}

/** DELETE /api/tasks/{id}: refused once someone completed it; other tasks stop waiting for it. */
export async function deleteTask(deps: Deps, user: UserRow, id: string, language: Language): Promise<Ack> {
  const { task, event } = await managedTask(deps, user, id);
  await deps.db.transaction(async (tx) => {
    await eventsRepository(tx).lock(event.id);
    const repo = tasksRepository(tx);
    if (((await repo.completionCounts([task.id])).get(task.id) ?? 0) > 0)
      throw conflict('tasks:deleteLocked');
    for (const other of await repo.listForEvent(event.id)) {
      const config = configOf(other);
      if (other.id === task.id || !config.dependent_tasks.includes(task.id)) continue;
      const next = { ...config, dependent_tasks: config.dependent_tasks.filter((dep) => dep !== task.id) };
      await repo.update(other.id, { config: next as unknown as Record<string, unknown> });
    }
    await repo.remove(task.id);
  });
  return ack(language, 'tasks:deleted');
}

/** GET /api/events/{id}/editor: every stored config (quiz answers included) for the host's flow. */
export async function eventEditor(deps: Deps, user: UserRow, id: string): Promise<EventEditor> {
  const event = await managedEvent(deps, id, user);
  const repo = tasksRepository(deps.db);
  const rows = await repo.listForEvent(event.id);
  const counts = await repo.completionCounts(rows.map((row) => row.id));
  return { tasks: rows.map((row) => toHostTask(row, counts.get(row.id) ?? 0)) };
}

// ----------------------------------------------------------------------------------------------- players

/** What a player needs to do the task, never a quiz answer. */
function publicSettings(config: TaskConfig, event: EventRow): Record<string, unknown> {
  if (config.type === 'quiz')
    return { question_count: config.questions.length, pass_percent: config.pass_percent };
  if (config.type === 'register') return { link: `/auth/register?event=${encodeURIComponent(event.slug)}` };
  // The host's endpoint and its signing secret stay on the server; players learn what would be sent of them.
  if (config.type === 'custom_api') return { identities: config.identities };
  return Object.fromEntries(Object.entries(config).filter(([key]) => !COMMON_FIELDS.has(key)));
}

const completionsOf = (rows: { taskId: string; completedAt: Date }[]): Completion[] =>
  rows.map((row) => ({ task_id: row.taskId, completed_at: row.completedAt }));

export interface PlayerContext {
  event: EventRow;
  tasks: TaskRow[];
  completions: Completion[];
  submissions: SubmissionRow[];
  now: Date;
  /** The server's configuration: which sources it can check decides each task's `check`. */
  config: Deps['config'];
}

const graphs = new WeakMap<
  readonly TaskRow[],
  { rules: Map<string, ReturnType<typeof withMandatoryGates>[number]>; names: Map<string, string> }
>();

/** The event's task rules with the mandatory gates applied, and task names: once per task list, not per task. */
function taskGraph(tasks: readonly TaskRow[]) {
  let graph = graphs.get(tasks);
  if (!graph) {
    graph = {
      rules: new Map(withMandatoryGates(tasks.map(configOf)).map((rules) => [rules.id, rules])),
      names: new Map(tasks.map((task) => [task.id, task.name])),
    };
    graphs.set(tasks, graph);
  }
  return graph;
}

/** One task's state for one player: core's state machine, plus pending reviews and the one-turn "done". */
export function playerTask(context: PlayerContext, row: TaskRow): PlayerTask {
  const { event, now } = context;
  const { rules: allRules, names } = taskGraph(context.tasks);
  const config = configOf(row);
  const rules = allRules.get(row.id)!;
  const named = (ids: readonly string[]) => ids.map((id) => ({ id, name: names.get(id) ?? id }));
  const status = taskStatus({
    task: rules,
    completions: context.completions,
    now,
    event: { status: event.status, start_time: event.startTime, end_time: event.endTime },
  });
  const mine = context.submissions.filter((submission) => submission.taskId === row.id);
  const pending = mine.filter((submission) => submission.status === 'pending').length;
  const last = mine[0];
  const limit = turnLimit(config);
  let state: PlayerTask['state'] = {
    status: 'available',
    waiting_for: [],
    turns_used: 0,
    turns_left: limit,
    next_window_start: null,
    last_submission: last
      ? {
          id: last.id,
          status: last.status,
          reason: last.reason,
          score: last.score,
          created_at: last.createdAt.toISOString(),
        }
      : null,
  };
  switch (status.status) {
    case 'event_not_published':
    case 'event_not_started':
    case 'event_ended':
      state = { ...state, status: status.status };
      break;
    case 'locked':
      state = { ...state, status: 'locked', waiting_for: named(status.waiting_for) };
      break;
    case 'not_started':
      state = {
        ...state,
        status: pending >= status.turns_left ? 'pending_review' : 'available',
        turns_used: status.turns_used,
        turns_left: status.turns_left - pending,
      };
      break;
    case 'finished':
      state = {
        ...state,
        status: limit === 1 && !config.recurring_type ? 'done' : 'finished',
        turns_used: status.turns_used,
        turns_left: 0,
      };
      break;
    case 'waiting_recurrence':
      state = {
        ...state,
        status: 'waiting_recurrence',
        turns_used: limit,
        turns_left: 0,
        next_window_start: status.next_window_start.toISOString(),
      };
      break;
  }
  return {
    id: row.id,
    event_id: row.eventId,
    type: config.type,
    name: config.name,
    description: config.description ?? null,
    score: config.score,
    prize: config.prize ?? null,
    spins: config.spins ?? 0,
    weight: config.weight,
    group_name: config.group_name ?? null,
    mandatory: config.mandatory,
    recurring_type: config.recurring_type ?? null,
    turn_limit: limit,
    banner: config.banner ?? null,
    dependent_tasks: named(config.dependent_tasks),
    score_column: taskRegistry[config.type].scoreColumn,
    check: checkOf(context.config, config),
    self_declared_score: config.self_declared_score !== false,
    premium: config.premium === true,
    settings: publicSettings(config, event),
    state,
  };
}

/** Loads what a player's task states are computed from (empty history when signed out). */
export async function playerContext(
  deps: Deps,
  event: EventRow,
  user: UserRow | null,
): Promise<PlayerContext> {
  const repo = tasksRepository(deps.db);
  const [rows, completions, submissions] = await Promise.all([
    repo.listForEvent(event.id),
    user ? repo.playerTurns(event.id, user.id) : [],
    user ? repo.playerSubmissions(event.id, user.id) : [],
  ]);
  return contextOf(deps, { event, tasks: rows, completions, submissions });
}

/** A player's context from rows already read (the submission path reads them in one statement). */
export function contextOf(
  deps: Deps,
  rows: Pick<PlayerContext, 'event' | 'tasks' | 'submissions'> & {
    completions: { taskId: string; completedAt: Date }[];
  },
): PlayerContext {
  return {
    event: rows.event,
    tasks: rows.tasks,
    submissions: rows.submissions,
    completions: completionsOf(rows.completions),
    now: new Date(),
    config: deps.config,
  };
}

/** The player's streak on the event's daily tasks, from the daily windows they completed one in. */
async function streakOf(deps: Deps, event: EventRow, user: UserRow, daily: string[], now: Date) {
  const windows = await tasksRepository(deps.db).playerWindows(event.id, user.id, daily);
  return dailyStreak(
    windows.map((start) => ({ task_id: daily[0]!, completed_at: start })),
    new Set(daily),
    now,
  );
}

/** GET /api/events/{slug}/tasks. */
export async function playerTasks(
  deps: Deps,
  user: UserRow | null,
  idOrSlug: string,
): Promise<PlayerTaskList> {
  const { row } = await viewableEvent(deps, idOrSlug, user);
  const context = await playerContext(deps, row, user);
  const daily = new Set(
    context.tasks
      .filter((task) => (task.config as { recurring_type?: string | null }).recurring_type === 'DAILY')
      .map((task) => task.id),
  );
  return {
    items: context.tasks.map((task) => playerTask(context, task)),
    score_label: row.scoreLabel,
    streak: user && daily.size > 0 ? await streakOf(deps, row, user, [...daily], context.now) : null,
  };
}

/** GET /api/tasks/{id}/quiz: a quiz of an event the viewer may see, without its answers. */
export async function quizFor(deps: Deps, user: UserRow | null, id: string): Promise<Quiz> {
  const task = await tasksRepository(deps.db).find(id);
  const config = task ? configOf(task) : undefined;
  if (!task || config?.type !== 'quiz') throw notFound('tasks:quizLoadFailed');
  // A draft's quiz reads as no quiz at all, not as an event that is hidden.
  await viewableEvent(deps, task.eventId, user).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) throw notFound('tasks:quizLoadFailed');
    throw error;
  });
  return {
    task_id: task.id,
    pass_percent: config.pass_percent,
    questions: publicQuestions(config.questions),
  };
}

// --------------------------------------------------------------------------------------------- host reads

function toHostSubmission(entry: {
  submission: SubmissionRow;
  task: { id: string; name: string; type: string; config: Record<string, unknown> };
  player: { id: string; username: string | null; name: string | null };
  reviewer: { id: string | null; username: string | null; name: string | null } | null;
}): HostSubmission {
  const { submission, task, player, reviewer } = entry;
  const config = task.config as unknown as TaskConfig;
  const payload = submission.payload as {
    form_answers?: string[];
    report?: { text: string; images: string[] };
    override?: boolean;
  };
  const labels = config.type === 'form' ? config.fields.map((field) => field.label) : [];
  return {
    id: submission.id,
    task_id: task.id,
    task_name: task.name,
    type: config.type,
    player,
    status: submission.status,
    answers: (payload.form_answers ?? []).map((value, index) => ({ label: labels[index] ?? '', value })),
    report: payload.report ?? null,
    score: submission.score,
    reason: submission.reason,
    created_at: submission.createdAt.toISOString(),
    reviewed_at: submission.reviewedAt?.toISOString() ?? null,
    reviewed_by: reviewer?.id
      ? { id: reviewer.id, name: reviewer.name ?? reviewer.username ?? reviewer.id }
      : null,
    override: payload.override === true,
  };
}

/** GET /api/events/{id}/submissions: the event's form answers and bug reports, for its host only. */
export async function listSubmissions(
  deps: Deps,
  user: UserRow,
  eventId: string,
  query: SubmissionsQuery & { limit: number; offset: number },
): Promise<SubmissionPage> {
  const event = await managedEvent(deps, eventId, user);
  const page = await tasksRepository(deps.db).listSubmissions({
    eventId: event.id,
    taskId: query.task_id,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return pageResult(page, query, toHostSubmission);
}

export async function hostSubmission(deps: Deps, id: string): Promise<HostSubmission | undefined> {
  const submission = await tasksRepository(deps.db).findSubmission(id);
  if (!submission) return undefined;
  const page = await tasksRepository(deps.db).listSubmissions({
    eventId: submission.eventId,
    id,
    limit: 1,
    offset: 0,
  });
  return page.items[0] ? toHostSubmission(page.items[0]) : undefined;
}
