import { randomBytes } from 'node:crypto';
import { API_BASE } from '@w2e/core/constants';
import {
  type OpenedVisit,
  type OverrideBody,
  type PlayerTaskStatus,
  type ReviewBody,
  type ReviewResult,
  type SubmissionBody,
  type SubmissionResult,
  VISIT_LINK_TTL_SECONDS,
  type VisitLink,
} from '@w2e/core/contracts/tasks';
import { EVENT_PHASE_NOTICES, eventPhase } from '@w2e/core/events/state';
import type { Language } from '@w2e/core/i18n/languages';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { parseWebUrl } from '@w2e/core/tasks/links';
import { gradeQuiz, type QuizGrade } from '@w2e/core/tasks/quiz';
import { windowStart } from '@w2e/core/tasks/recurrence';
import { type TaskConfig, taskRegistry } from '@w2e/core/tasks/registry';
import { TASK_BLOCKED_NOTICES } from '@w2e/core/tasks/state';
import type { MessageParams } from '@w2e/core/validation/message';
import { isEvmAddress } from '@w2e/core/validation/rules';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { batched, failedInDatabase } from '../../lib/batch';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import type { SessionClaims } from '../../lib/session-tokens';
import { recordEvent } from '../../outbox/outbox';
import { checkOf, recheckRule, VERIFIED_TYPES, type Verdict, verify } from '../../verifiers';
import { checkMembersOnly, checkPremium, eventAccess, managedEvent } from '../events/access';
import { type EventRow, eventsRepository } from '../events/repository';
import { pushStanding } from '../leaderboards/redis-board';
import { miniGamePointsForEvent } from '../monitoring/game';
import { sessionUser } from '../users/access';
import { type UserRow, usersRepository } from '../users/repository';
import { wheelRepository } from '../wheel/repository';
import {
  type SubmissionRead,
  type SubmissionState,
  type SubmissionValues,
  type SubmissionWrite,
  type SubmissionWritten,
  type TaskRow,
  tasksRepository,
} from './repository';
import {
  checkDraftVisible,
  configOf,
  contextOf,
  hostSubmission,
  managedTask,
  playerContext,
  playerTask,
} from './service';

/**
 * Doing a task: POST /api/tasks/{id}/submissions. The server alone decides, and writes a decision only under
 * the player's participant row lock and only if the player's state is still the one it was decided from
 * (`state_version`), so one player's submissions queue behind each other; the grant's unique key (task, player,
 * window, turn) is the last guard. Concurrency can therefore never add a score twice, nor past the turn limit.
 */

/** Quiz tries per task, player and UTC day: enough to learn from mistakes, too few to enumerate answers. */
export const QUIZ_TRIES_PER_DAY = 10;
const EPOCH = new Date(0);

/** A player's task state that cannot be done, with the refusal (core's, plus this product's two own states). */
const STATE_REFUSALS: Record<Exclude<PlayerTaskStatus, 'available'>, TranslationKey> = {
  ...TASK_BLOCKED_NOTICES,
  done: TASK_BLOCKED_NOTICES.finished,
  pending_review: 'tasks:reportPending',
};

/** What a submission decided, and the submission row it writes (none for a plain grant). */
type Outcome =
  | { kind: 'granted'; score: number; key: TranslationKey; quiz?: QuizGrade; submission?: SubmissionValues }
  | { kind: 'pending'; key: TranslationKey; submission: SubmissionValues }
  /** Written (a quiz try counts), then answered as a 400. */
  | {
      kind: 'refused';
      key: TranslationKey;
      params: MessageParams;
      quiz: QuizGrade;
      submission: SubmissionValues;
    };

/**
 * The submission path's read and write outside a transaction, each grouped (lib/batch.ts): the submissions
 * that arrive together are read in one statement and written in one, which is one commit for all of them.
 * Per database, so each test app has its own.
 */
const groups = new WeakMap<
  Db,
  {
    read: (pair: { taskId: string; userId: string }) => Promise<SubmissionRead>;
    write: (write: SubmissionWrite) => Promise<SubmissionWritten>;
  }
>();
function grouped(db: Db) {
  let group = groups.get(db);
  if (!group) {
    const repo = tasksRepository(db);
    group = {
      read: batched((pairs) => repo.submissionStates(pairs)),
      write: batched((writes) => repo.writeSubmissions(writes), { retryAlone: failedInDatabase }),
    };
    groups.set(db, group);
  }
  return group;
}

const refuse = (key: TranslationKey, params?: MessageParams) => new AppError(400, key, params);

function checkAnswerKinds(config: TaskConfig, body: SubmissionBody): void {
  const allowed =
    config.type === 'quiz'
      ? 'quiz_answers'
      : config.type === 'form'
        ? 'form_answers'
        : config.type === 'bug_hunting'
          ? 'report'
          : null;
  for (const key of ['quiz_answers', 'form_answers', 'report'] as const) {
    if (body[key] !== undefined && key !== allowed) throw refuse('tasks:wrongAnswerKind');
  }
}

function checkForm(
  config: Extract<TaskConfig, { type: 'form' }>,
  answers: readonly string[] | undefined,
): string[] {
  const given = answers ?? [];
  if (given.length > config.fields.length) throw refuse('tasks:wrongAnswerKind');
  return config.fields.map((field, index) => {
    const value = (given[index] ?? '').trim();
    if (value === '') {
      if (field.required)
        throw new AppError(400, 'tasks:formAnswersRequired', undefined, undefined, `form_answers.${index}`);
      return value;
    }
    const valid =
      field.kind === 'email'
        ? z.email().safeParse(value).success
        : field.kind === 'url'
          ? parseWebUrl(value) !== null
          : field.kind === 'number'
            ? Number.isFinite(Number(value))
            : field.kind === 'wallet'
              ? isEvmAddress(value)
              : true;
    if (!valid)
      throw new AppError(400, 'tasks:formAnswerInvalid', undefined, undefined, `form_answers.${index}`);
    return value;
  });
}

/**
 * The type's own rule: what the submission grants or refuses, and the submission row to write. It reads what
 * it needs through `db` and writes nothing; `decideAndWrite` writes its outcome.
 */
async function decide(
  db: Db,
  event: EventRow,
  task: TaskRow,
  config: TaskConfig,
  user: UserRow,
  body: SubmissionBody,
  now: Date,
  since: Date,
  verdict: Verdict | 'self_declared' | undefined,
): Promise<Outcome> {
  const repo = tasksRepository(db);
  switch (config.type) {
    case 'quiz': {
      const answers = body.quiz_answers ?? [];
      if (answers.length > config.questions.length) throw refuse('tasks:quizAnswerInvalid');
      answers.forEach((picked, index) => {
        if (picked.some((option) => option >= config.questions[index]!.options.length))
          throw refuse('tasks:quizAnswerInvalid');
      });
      const today = windowStart('DAILY', now);
      if ((await repo.submissionsSince(task.id, user.id, today)) >= QUIZ_TRIES_PER_DAY)
        throw new AppError(429, 'tasks:quizTooManyTries');
      const grade = gradeQuiz(config, answers);
      const submission: SubmissionValues = {
        taskId: task.id,
        status: grade.passed ? 'accepted' : 'rejected',
        payload: { quiz_answers: answers, correct: grade.correct, total: grade.total },
      };
      return grade.passed
        ? { kind: 'granted', score: config.score, key: 'tasks:completed', quiz: grade, submission }
        : {
            kind: 'refused',
            key: 'tasks:quizFailed',
            params: { correct: grade.correct, total: grade.total },
            quiz: grade,
            submission,
          };
    }
    case 'form': {
      const answers = checkForm(config, body.form_answers);
      return {
        kind: 'granted',
        score: config.score,
        key: 'tasks:formSubmitted',
        submission: { taskId: task.id, status: 'accepted', payload: { form_answers: answers } },
      };
    }
    case 'bug_hunting': {
      if (!body.report) throw new AppError(400, 'tasks:reportRequired', undefined, undefined, 'report.text');
      return {
        kind: 'pending',
        key: 'tasks:reportSubmitted',
        submission: {
          taskId: task.id,
          status: 'pending',
          payload: { report: { text: body.report.text, images: body.report.images ?? [] } },
        },
      };
    }
    case 'visit_website':
      if (!(await repo.visitedSince(task.id, user.id, since))) throw refuse('tasks:visitFirst');
      return { kind: 'granted', score: config.score, key: 'tasks:completed' };
    case 'register':
      if (!(await eventsRepository(db).hasSignup(event.id, user.id))) throw refuse('tasks:registerMissing');
      return { kind: 'granted', score: config.score, key: 'tasks:completed' };
    case 'in_game': {
      // Since the window began: a daily goal is reached again each day, not once with yesterday's play.
      const value = await repo.inGameMetric(config.game_id, user.id, config.metric, since);
      if (value === null) throw refuse('tasks:inGameNoProfile');
      if (value < config.target)
        throw refuse('tasks:inGameBelow', { metric: config.metric, value, target: config.target });
      return { kind: 'granted', score: config.score, key: 'tasks:completed' };
    }
    case 'mini_game': {
      if (!user.telegramId) throw refuse('tasks:miniGameNoTelegram');
      const points = await miniGamePointsForEvent(db, event, Number(user.telegramId), since);
      if (points < config.min_points)
        throw refuse('tasks:miniGameBelow', { points, target: config.min_points });
      return { kind: 'granted', score: config.score, key: 'tasks:completed' };
    }
    default:
      // Nothing can check it (no API, no credentials here): the player's word, with score only if the host
      // allowed it. Recorded as an accepted submission so the host sees what was declared, and when.
      if (verdict === 'self_declared') {
        const score = config.self_declared_score === false ? 0 : config.score;
        return {
          kind: 'granted',
          score,
          key: score > 0 ? 'verification:selfDeclaredRecorded' : 'verification:selfDeclaredRecordedNoScore',
          submission: { taskId: task.id, status: 'accepted', payload: { self_declared: true }, score },
        };
      }
      // An outside source's check, made before this transaction (see checkOutside): only a grant gets here.
      if (verdict?.kind !== 'granted') throw conflict('tasks:verificationUnavailable');
      return { kind: 'granted', score: config.score, key: 'tasks:completed' };
  }
}

/**
 * Verification against an outside source (src/verifiers/), asked before the player's row lock is taken, so
 * a slow source never holds it; once per 30 s (VERIFY_RECHECK_SECONDS) per task and player (429 past it). Refused: 400 with the reason; unavailable: 409 "could not check now, try
 * again" (a failure on their side is never a grant, and never a 5xx of ours).
 */
async function checkOutside(
  deps: Deps,
  config: TaskConfig,
  user: UserRow,
  event: EventRow,
  body: SubmissionBody,
): Promise<Verdict | undefined> {
  if (!VERIFIED_TYPES.has(config.type)) return undefined;
  await consume(deps.counters, recheckRule(deps.config), `${config.id}:${user.id}`);
  const verdict = await verify(deps, config, user, {
    eventStart: event.startTime,
    event: { id: event.id, slug: event.slug, title: event.title },
    shareEmail: body.share_email === true,
  });
  if (verdict?.kind === 'refused') throw refuse(verdict.key, verdict.params);
  if (verdict?.kind === 'unavailable') throw conflict(verdict.key, verdict.params);
  return verdict;
}

/**
 * Decides the submission from `state` (core's state machine, then the type's rule) and writes the outcome in
 * one statement, only if the player's state is still the version it was read at: answers 'stale' otherwise,
 * having written nothing.
 */
async function decideAndWrite(
  deps: Deps,
  db: Db,
  state: SubmissionState & { version: number },
  user: UserRow,
  body: SubmissionBody,
  verdict: Verdict | 'self_declared' | undefined,
) {
  const { task, event } = state;
  const config = configOf(task);
  const mine = contextOf(deps, state);
  const now = mine.now;
  const taskState = playerTask(mine, task).state;
  if (taskState.status !== 'available') throw conflict(STATE_REFUSALS[taskState.status]);

  const window = config.recurring_type ? windowStart(config.recurring_type, now) : EPOCH;
  const since = new Date(Math.max(window.getTime(), event.startTime.getTime()));
  const result = await decide(db, event, task, config, user, body, now, since, verdict);
  const write = (tx: Db) =>
    (tx === deps.db ? grouped(tx).write : tasksRepository(tx).writeSubmission)({
      eventId: event.id,
      userId: user.id,
      version: state.version,
      submission: result.submission,
      grant:
        result.kind === 'granted'
          ? {
              taskId: task.id,
              windowStart: window,
              turn: taskState.turns_used + 1,
              score: result.score,
              column: taskRegistry[config.type].scoreColumn,
              completedAt: now,
            }
          : undefined,
    });
  // A task's "N spins" reward, in the same transaction as its score.
  const spins = result.kind === 'granted' ? config.spins : undefined;
  const written = spins
    ? await db.transaction(async (tx) => {
        const done = await write(tx);
        if (done.written) await wheelRepository(tx).grantTaskSpins(event.id, user.id, spins);
        return done;
      })
    : await write(db);
  if (!written.written) return 'stale' as const;
  if (result.kind === 'granted') mine.completions.push({ task_id: task.id, completed_at: now });
  if (result.kind === 'pending' && written.submission) mine.submissions.unshift(written.submission);
  return { result, after: mine, standing: written.standing };
}

/**
 * POST /api/tasks/{id}/submissions. The common case costs a share of two statements (`grouped`: the
 * submissions that arrive together are read in one and written in one): a read of the task, its event and the
 * player's state, and a write that takes the player's row lock and writes only if nothing changed the player's
 * state since that read (`state_version`). When something did (another submission of the same player got there
 * first), the submission is decided again under the row lock, in a transaction; a newcomer is admitted first,
 * in a short transaction of its own.
 */
export async function submitTask(
  deps: Deps,
  session: SessionClaims,
  taskId: string,
  body: SubmissionBody,
  language: Language,
): Promise<SubmissionResult> {
  // The signed-in user is read in the same statement as the task and the player's state.
  const found = await grouped(deps.db).read({ taskId, userId: session.userId });
  const user = sessionUser(session, found?.user);
  if (!user) throw unauthorized('errors:invalidSession');
  const read = found?.state;
  if (!read) throw notFound('tasks:notFound');
  const { task, event } = read;
  await checkDraftVisible(deps, event, user);
  const config = configOf(task);
  checkAnswerKinds(config, body);
  if (event.membersOnly || event.premium || config.premium) {
    const { canManage } = await eventAccess(deps, event, user);
    await checkMembersOnly(deps, event, user, canManage);
    await checkPremium(deps, event, config.premium === true, user, canManage);
  }

  // The event's own gates first (draft, not started, ended), before anyone is admitted.
  const phase = eventPhase(
    { status: event.status, start_time: event.startTime, end_time: event.endTime },
    new Date(),
  );
  if (phase !== 'running') throw conflict(EVENT_PHASE_NOTICES[phase]);
  const check = checkOf(deps.config, config);
  const verdict = check === 'self_declared' ? check : await checkOutside(deps, config, user, event, body);

  const locked = () =>
    deps.db.transaction(async (tx) => {
      if (!(await tasksRepository(tx).lockParticipant(event.id, user.id))) return 'not_admitted' as const;
      // Read once the lock is held: a grant written while this request waited is in the state, and the clock
      // read after it.
      const state = (await tasksRepository(tx).submissionState(taskId, user.id))?.state;
      if (!state || state.version === null) throw notFound('tasks:notFound');
      const done = await decideAndWrite(deps, tx, { ...state, version: state.version }, user, body, verdict);
      if (done === 'stale') throw new Error('the participant row changed under its own lock');
      return done;
    });

  let outcome =
    read.version === null
      ? ('not_admitted' as const)
      : await decideAndWrite(deps, deps.db, { ...read, version: read.version }, user, body, verdict);
  if (outcome === 'stale') outcome = await locked();
  const admitting = outcome === 'not_admitted';
  if (outcome === 'not_admitted') {
    // Taking part, the first time: a short transaction of its own, so the event's seat counter is locked
    // only for the admission, not for the whole first submission of every newcomer.
    await deps.db.transaction(async (tx) => {
      if (!(await tasksRepository(tx).admit(event.id, user.id))) throw conflict('events:full');
    });
    // A newcomer is on the boards even when this first try is refused.
    outcome = await locked().catch(async (error: unknown) => {
      await pushStanding(deps, event.id, user.id);
      throw error;
    });
    if (outcome === 'not_admitted') throw conflict('events:full');
  }
  const { result, after, standing } = outcome;
  // The Redis boards follow the database in the grant's own path, once its write committed: a newcomer's whole
  // standing (read: the admission backfilled metric values), or the grant's score as its write returned it.
  if (admitting) await pushStanding(deps, event.id, user.id);
  else if (result.kind === 'granted') await pushStanding(deps, event.id, user.id, standing);
  if (result.kind === 'refused') throw refuse(result.key, result.params);
  return {
    ...ack(language, result.key),
    granted: result.kind === 'granted' ? result.score : 0,
    task: playerTask(after, task),
    quiz: 'quiz' in result && result.quiz ? result.quiz : null,
  };
}

const VISIT_TOKEN = /^[\w-]{10,64}$/;

/** POST /api/tasks/{id}/visits: a one-time link through our redirect, for a task the player can do now. */
export async function createVisit(deps: Deps, user: UserRow, taskId: string): Promise<VisitLink> {
  const task = await tasksRepository(deps.db).find(taskId);
  if (!task) throw notFound('tasks:notFound');
  const event = await eventsRepository(deps.db).find(task.eventId);
  if (!event) throw notFound('tasks:notFound');
  await checkDraftVisible(deps, event, user);
  if (configOf(task).type !== 'visit_website') throw badRequest('tasks:wrongAnswerKind');
  const context = await playerContext(deps, event, user);
  const { status } = playerTask(context, task).state;
  if (status !== 'available') throw conflict(STATE_REFUSALS[status]);
  const token = randomBytes(18).toString('base64url');
  // The link is the player's own: opened by anyone else, or after its first opening or its time, it leads to
  // the portal's "you are leaving" page instead (openVisit).
  await tasksRepository(deps.db).insertVisit({ token, taskId: task.id, userId: user.id });
  return { visit_url: `${API_BASE}/visits/${token}` };
}

/**
 * Opening a visit link (GET or POST /api/visits/{token}): the site it leads to, and whether this opening
 * counted. It counts once, for the player the link was made for, within VISIT_LINK_TTL_SECONDS; the single
 * use is the database's conditional write. Anyone else still learns the destination (the "leaving" page
 * names it before they choose to go), never a redirect from our domain. 404 for a token that never existed.
 */
export async function openVisit(
  deps: Deps,
  token: string,
  userId: string | null,
): Promise<{ url: string; counted: boolean }> {
  if (!VISIT_TOKEN.test(token)) throw notFound('errors:notFound');
  const repo = tasksRepository(deps.db);
  const madeAfter = new Date(Date.now() - VISIT_LINK_TTL_SECONDS * 1000);
  const counted = userId ? await repo.openVisit(token, userId, madeAfter) : undefined;
  const taskId = counted ?? (await repo.findVisit(token))?.taskId;
  const task = taskId ? await repo.find(taskId) : undefined;
  const config = task ? configOf(task) : undefined;
  if (config?.type !== 'visit_website') throw notFound('errors:notFound');
  return { url: config.url, counted: counted !== undefined };
}

/** POST /api/visits/{token}: the player's own opening; someone else's link reads as one that doesn't exist. */
export async function openOwnVisit(deps: Deps, user: UserRow, token: string): Promise<OpenedVisit> {
  const visit = await openVisit(deps, token, user.id);
  if (visit.counted) return { url: visit.url };
  const row = await tasksRepository(deps.db).findVisit(token);
  if (row?.userId !== user.id) throw notFound('errors:notFound');
  throw conflict('tasks:visitExpired');
}

/**
 * POST /api/submissions/{id}/review: the host accepts a bug report with a score (the task's by default) or
 * rejects it with a reason. Pending → decided happens once (a conditional write); an accepted report is a
 * grant like any other, under the player's row lock.
 */
export async function reviewSubmission(
  deps: Deps,
  user: UserRow,
  id: string,
  body: ReviewBody,
  language: Language,
): Promise<ReviewResult> {
  const submission = await tasksRepository(deps.db).findSubmission(id);
  if (!submission) throw notFound('tasks:submissionNotFound');
  const event = await managedEvent(deps, submission.eventId, user);
  const task = (await tasksRepository(deps.db).find(submission.taskId))!;
  const config = configOf(task);
  // The player is told (docs/notifications.md): the event commits with the decision.
  const reviewed = (decision: 'approved' | 'rejected', reason: string | null) => ({
    type: 'submission.reviewed' as const,
    payload: {
      event_id: event.id,
      event_slug: event.slug,
      event_title: event.title,
      user_id: submission.userId,
      submission_id: id,
      task_id: task.id,
      task_name: task.name,
      decision,
      reason,
    },
  });
  await deps.db.transaction(async (tx) => {
    const repo = tasksRepository(tx);
    await repo.lockParticipant(event.id, submission.userId);
    if (body.decision === 'reject') {
      const decided = await repo.decide(id, { status: 'rejected', reason: body.reason, reviewedBy: user.id });
      if (!decided) throw conflict('tasks:alreadyReviewed');
      await recordEvent(tx, reviewed('rejected', body.reason ?? null));
      return;
    }
    const score = body.score ?? config.score;
    const decided = await repo.decide(id, { status: 'accepted', score, reviewedBy: user.id });
    if (!decided) throw conflict('tasks:alreadyReviewed');
    // Counted in the window the report was sent in: a report from Monday is Monday's turn.
    const window = config.recurring_type ? windowStart(config.recurring_type, submission.createdAt) : EPOCH;
    const done = (await repo.playerCompletions(event.id, submission.userId)).filter(
      (row) => row.taskId === task.id && row.windowStart.getTime() === window.getTime(),
    ).length;
    await repo.grant({
      taskId: task.id,
      eventId: event.id,
      userId: submission.userId,
      windowStart: window,
      turn: done + 1,
      score,
      column: taskRegistry[config.type].scoreColumn,
      submissionId: id,
      completedAt: new Date(),
    });
    if (config.spins) await wheelRepository(tx).grantTaskSpins(event.id, submission.userId, config.spins);
    await recordEvent(tx, reviewed('approved', null));
  });
  if (body.decision === 'accept') await pushStanding(deps, event.id, submission.userId);
  return {
    ...ack(language, body.decision === 'accept' ? 'tasks:reviewAccepted' : 'tasks:reviewRejected'),
    submission: (await hostSubmission(deps, id))!,
  };
}

/**
 * POST /api/tasks/{id}/overrides: the host grants the task to a player whose check refused it (a private
 * profile, a source that never answers). Same gates as the player's own submission (taking part, the task
 * available to them now) under the player's row lock; recorded as an accepted submission with who decided and
 * when (`reviewed_by`, `reviewed_at`), and granted through the same unique key, so two overrides grant once.
 */
export async function overrideTask(
  deps: Deps,
  host: UserRow,
  taskId: string,
  body: OverrideBody,
  language: Language,
): Promise<ReviewResult> {
  const { task, event } = await managedTask(deps, host, taskId);
  const config = configOf(task);
  const users = usersRepository(deps.db);
  const player = body.user_id
    ? await users.findById(body.user_id)
    : await users.findByUsername(body.username ?? '');
  if (!player) throw notFound('verification:overridePlayerNotFound');
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const repo = tasksRepository(tx);
      if (!(await repo.lockParticipant(event.id, player.id))) return null;
      const now = new Date();
      const mine = await playerContext({ ...deps, db: tx }, event, player);
      const state = playerTask({ ...mine, now }, task).state;
      if (state.status !== 'available') throw conflict(STATE_REFUSALS[state.status]);
      const score = body.score ?? config.score;
      const submission = await repo.insertSubmission({
        taskId: task.id,
        eventId: event.id,
        userId: player.id,
        status: 'accepted',
        payload: { override: true },
        score,
        reviewedBy: host.id,
        reviewedAt: now,
      });
      await repo.grant({
        taskId: task.id,
        eventId: event.id,
        userId: player.id,
        windowStart: config.recurring_type ? windowStart(config.recurring_type, now) : EPOCH,
        turn: state.turns_used + 1,
        score,
        column: taskRegistry[config.type].scoreColumn,
        submissionId: submission.id,
        completedAt: now,
      });
      return submission.id;
    });
  // A refused check never admitted the player: the override does, as their own first grant would have.
  let id = await attempt();
  if (id === null) {
    await deps.db.transaction(async (tx) => {
      if (!(await tasksRepository(tx).admit(event.id, player.id))) throw conflict('events:full');
    });
    id = await attempt();
    if (id === null) throw conflict('events:full');
  }
  // The Redis boards follow the database here too, as after a player's own grant.
  await pushStanding(deps, event.id, player.id);
  return {
    ...ack(language, 'verification:overrideGranted'),
    submission: (await hostSubmission(deps, id))!,
  };
}
