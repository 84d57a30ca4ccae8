import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '@w2e/core/contracts/notifications';
import { windowStart } from '@w2e/core/tasks/recurrence';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events';
import { eventMetricValues } from '../../src/db/schema/events';
import { taskCompletions, taskSubmissions } from '../../src/db/schema/tasks';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { resultRows } from '../../src/lib/sql-rows';
import { tasksRepository } from '../../src/modules/tasks/repository';
import {
  at,
  bugHunt,
  call,
  form,
  formGrant,
  HOUR,
  newPlayer,
  playersAtOnce,
  quiz,
  runningEvent,
  scoreOf,
  submit,
  t,
  taskState,
  useEventApp,
  visit,
} from '../support/event-kit';
import { TEST_DATABASE_URL } from '../support/helpers';

/**
 * Task submission end to end through the API: every task type this product checks itself, review, score columns,
 * recurring turns, and the concurrency guarantees (one grant per turn, grouped writes), on PGlite and on PostgreSQL.
 */

useEventApp();

describe('doing tasks', () => {
  it('serves a quiz without answers, refuses a wrong try, then grants a pass once', async () => {
    const q = quiz();
    const { event } = await runningEvent([q]);
    const served = await call('GET', `/api/tasks/${q.id}/quiz`);
    expect(served.statusCode).toBe(200);
    expect(JSON.stringify(served.json())).not.toContain('correct');
    expect(served.json().questions[1]).toMatchObject({ multiple: true });
    expect((await call('GET', `/api/tasks/${randomUUID()}/quiz`)).json().message).toBe('Cannot get quiz');

    const player = await newPlayer();
    const wrong = await submit(q.id, player.token, { quiz_answers: [[0], [0]] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('1 of 2 answers are right: not enough to pass. Try again.');
    expect(await taskState(event.slug, player.token, q.id)).toMatchObject({ status: 'available' });
    const ghost = await submit(q.id, player.token, { quiz_answers: [[0], [0, 5]] });
    expect(ghost.statusCode).toBe(400);
    const pass = await submit(q.id, player.token, { quiz_answers: [[0], [1, 0]] });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json()).toMatchObject({
      granted: 50,
      quiz: { passed: true },
      task: { state: { status: 'done' } },
    });
    expect((await submit(q.id, player.token, { quiz_answers: [[0], [1, 0]] })).statusCode).toBe(409);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({
      otherScore: 50,
      totalScore: 50,
      socialScore: 0,
    });
  });

  // 50 copies of one request at once are as much a race as 200 (all are in flight before the first answer), at a
  // quarter of the work: 200 timed out at 30 s on a loaded machine.
  it('adds the score once when the same submission arrives 50 times at once', async () => {
    const q = quiz({ score: 7 });
    const f = form({ score: 3, turn_limit: 2, recurring_type: 'DAILY' });
    const { event } = await runningEvent([q, f]);
    const player = await newPlayer();
    const quizBurst = await Promise.all(
      Array.from({ length: 50 }, () => submit(q.id, player.token, { quiz_answers: [[0], [0, 1]] })),
    );
    expect(quizBurst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(quizBurst.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body)).toEqual(
      [],
    );
    const formBurst = await Promise.all(
      Array.from({ length: 50 }, () => submit(f.id, player.token, { form_answers: ['me@example.com'] })),
    );
    // Two turns today, whatever the concurrency.
    expect(formBurst.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 13, totalScore: 13 });
    const grants = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskCompletions)
      .where(eq(taskCompletions.userId, player.user.id));
    expect(grants[0]!.n).toBe(3);
    // Told once per grant, in the grant's own statement (docs/notifications.md).
    const completed = await t.app.deps.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        sql`${domainEvents.type} = 'task.completed' and ${domainEvents.payload}->>'user_id' = ${player.user.id}`,
      );
    expect(completed.map((row) => [row.payload.task_id, row.payload.score]).sort()).toEqual(
      [
        [f.id, 3],
        [f.id, 3],
        [q.id, 7],
      ].sort(),
    );
    const state = await taskState(event.slug, player.token, f.id);
    expect(state).toMatchObject({ status: 'waiting_recurrence', turns_used: 2 });
    expect(new Date(state.next_window_start as string).getUTCHours()).toBe(0);
  });

  it('groups the submissions that arrive together: 30 players at once, one of them twice, each granted right', async () => {
    const f = form({ score: 4, turn_limit: 2, recurring_type: 'DAILY' });
    const { event } = await runningEvent([f]);
    const players = await playersAtOnce(30);
    const answer = { form_answers: ['me@example.com'] };
    // Newcomers at once (each admitted, then granted), then the same players again with one of them twice.
    const first = await Promise.all(players.map((p) => submit(f.id, p.token, answer)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const second = await Promise.all([...players, players[0]!].map((p) => submit(f.id, p.token, answer)));
    expect(second.slice(0, 29).map((r) => r.statusCode)).toEqual(Array(29).fill(200));
    // players[0]'s two tries of the day's second turn: one granted, one refused by the turn limit.
    expect([second[0]!.statusCode, second[30]!.statusCode].sort()).toEqual([200, 409]);
    for (const p of players) {
      expect(await scoreOf(event.id, p.user.id)).toMatchObject({ otherScore: 8, totalScore: 8 });
    }
    const grants = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskCompletions)
      .where(eq(taskCompletions.eventId, event.id));
    expect(grants[0]!.n).toBe(60);
    const granted = second.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(granted.every((body) => body.granted === 4 && body.task.state.turns_used === 2)).toBe(true);
  });

  it('counts a recurring task’s turns in the window each grant was made for, and a past window still unlocks', async () => {
    const daily = form({ score: 2, turn_limit: 2, recurring_type: 'DAILY' });
    const next = form({ score: 5, dependent_tasks: [daily.id] });
    const { event } = await runningEvent([daily, next], { start_time: at(-3 * 24 * HOUR) });
    const player = await newPlayer();
    const answer = { form_answers: ['me@example.com'] };
    // Taking part with a refused try: the second task waits on the first.
    expect((await submit(next.id, player.token, answer)).statusCode).toBe(409);
    const today = windowStart('DAILY', new Date());
    const yesterday = new Date(today.getTime() - 24 * HOUR);
    // Yesterday's two turns, the second granted today (a report sent yesterday and accepted today).
    await t.app.deps.db.insert(taskCompletions).values(
      [1, 2].map((turn) => ({
        taskId: daily.id,
        eventId: event.id,
        userId: player.user.id,
        windowStart: yesterday,
        turn,
        score: 2,
        column: 'other' as const,
        completedAt: turn === 1 ? new Date(yesterday.getTime() + HOUR) : new Date(),
      })),
    );
    expect(await taskState(event.slug, player.token, daily.id)).toMatchObject({
      status: 'available',
      turns_used: 0,
      turns_left: 2,
    });
    expect(await taskState(event.slug, player.token, next.id)).toMatchObject({ status: 'available' });
    const first = await submit(daily.id, player.token, answer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().task.state).toMatchObject({ status: 'available', turns_used: 1, turns_left: 1 });
    const second = await submit(daily.id, player.token, answer);
    expect(second.json().task.state).toMatchObject({ status: 'waiting_recurrence', turns_used: 2 });
    expect((await submit(daily.id, player.token, answer)).statusCode).toBe(409);
    const todays = await t.app.deps.db
      .select({ turn: taskCompletions.turn })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.taskId, daily.id), eq(taskCompletions.windowStart, today)));
    expect(todays.map((row) => row.turn).sort()).toEqual([1, 2]);
    expect((await submit(next.id, player.token, answer)).statusCode).toBe(200);
  });

  it('counts the turns of the task’s current window after its host changed its recurrence, never failing', async () => {
    const weekly = form({ score: 1, turn_limit: 3, recurring_type: 'WEEKLY' });
    const { event } = await runningEvent([weekly], { start_time: at(-8 * 24 * HOUR) });
    const player = await newPlayer();
    const answer = { form_answers: ['me@example.com'] };
    expect((await submit(weekly.id, player.token, answer)).statusCode).toBe(200);
    // A turn from when the task was daily: its window began after this week's did.
    const week = windowStart('WEEKLY', new Date());
    await t.app.deps.db.insert(taskCompletions).values({
      taskId: weekly.id,
      eventId: event.id,
      userId: player.user.id,
      windowStart: new Date(week.getTime() + HOUR),
      turn: 1,
      score: 1,
      column: 'other',
      completedAt: new Date(),
    });
    const second = await submit(weekly.id, player.token, answer);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().task.state).toMatchObject({ turns_used: 2, turns_left: 1 });
    const third = await submit(weekly.id, player.token, answer);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().task.state).toMatchObject({ turns_used: 3, turns_left: 0 });
    expect((await submit(weekly.id, player.token, answer)).statusCode).toBe(409);
    const turns = await t.app.deps.db
      .select({ turn: taskCompletions.turn })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.taskId, weekly.id), eq(taskCompletions.windowStart, week)));
    expect(turns.map((row) => row.turn).sort()).toEqual([1, 2, 3]);
  });

  it('writes decided submissions in one statement: each player once, only at the version it was decided from', async () => {
    const f = form({ score: 3, turn_limit: 5, recurring_type: 'DAILY' });
    const { event } = await runningEvent([f]);
    const [a, b, c] = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    for (const p of [a!, b!, c!]) {
      expect((await submit(f.id, p.token, { form_answers: ['me@example.com'] })).statusCode).toBe(200);
    }
    const before = async (userId: string) => (await scoreOf(event.id, userId))!;
    const [pa, pb, pc] = [await before(a!.user.id), await before(b!.user.id), await before(c!.user.id)];
    const now = new Date();
    const write = (
      userId: string,
      version: number,
      column: 'in_game' | 'social' | 'other',
      score: number,
    ) => ({
      eventId: event.id,
      userId,
      version,
      submission: { taskId: f.id, status: 'accepted' as const, payload: { form_answers: [column] } },
      grant: {
        taskId: f.id,
        windowStart: windowStart('DAILY', now),
        turn: 2,
        score,
        column,
        completedAt: now,
      },
    });
    const written = await tasksRepository(t.app.deps.db).writeSubmissions([
      write(a!.user.id, pa.stateVersion, 'social', 5),
      // The same player at the same version: decided from the same state, so it must not write too.
      write(a!.user.id, pa.stateVersion, 'other', 7),
      // Decided from a state that has moved on since.
      write(b!.user.id, pb.stateVersion - 1, 'other', 9),
      // No score: the version moves, no column is stamped.
      write(c!.user.id, pc.stateVersion, 'in_game', 0),
    ]);
    expect(written.map((w) => w.written)).toEqual([true, false, false, true]);
    expect(written[0]).toMatchObject({
      submission: {
        taskId: f.id,
        userId: a!.user.id,
        status: 'accepted',
        payload: { form_answers: ['social'] },
      },
    });
    expect(await before(a!.user.id)).toMatchObject({
      socialScore: 5,
      otherScore: 3,
      totalScore: 8,
      stateVersion: pa.stateVersion + 1,
      socialScoredAt: expect.any(Date),
      inGameScoredAt: null,
    });
    expect(await before(b!.user.id)).toEqual(pb);
    expect(await before(c!.user.id)).toMatchObject({
      inGameScore: 0,
      totalScore: 3,
      inGameScoredAt: null,
      lastScoredAt: pc.lastScoredAt,
      stateVersion: pc.stateVersion + 1,
    });
    const grants = await t.app.deps.db
      .select({
        userId: taskCompletions.userId,
        turn: taskCompletions.turn,
        submissionId: taskCompletions.submissionId,
      })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.taskId, f.id), eq(taskCompletions.turn, 2)));
    expect(grants).toHaveLength(2);
    expect(grants.find((g) => g.userId === a!.user.id)?.submissionId).toBe(
      written[0]!.written ? written[0]!.submission!.id : 'none',
    );
    expect(grants.some((g) => g.userId === b!.user.id)).toBe(false);
  });

  it('grants every turn when a burst stays within the turn limit, and counts quiz tries exactly', async () => {
    const f = form({ score: 2, turn_limit: 40, recurring_type: 'DAILY' });
    const q = quiz({ score: 5 });
    const { event } = await runningEvent([f, q]);
    const player = await newPlayer();
    // Decisions read without the lock that lose the race are decided again under it: none is refused.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => submit(f.id, player.token, { form_answers: ['me@example.com'] })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    const turns = await t.app.deps.db
      .select({ turn: taskCompletions.turn })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.userId, player.user.id), eq(taskCompletions.taskId, f.id)));
    expect(turns.map((row) => row.turn).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 80, totalScore: 80 });
    // Wrong quiz tries at once: ten are recorded and graded, the rest are over the day's limit.
    const tries = await Promise.all(
      Array.from({ length: 30 }, () => submit(q.id, player.token, { quiz_answers: [[0], [0]] })),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(20);
    const recorded = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.userId, player.user.id), eq(taskSubmissions.taskId, q.id)));
    expect(recorded[0]!.n).toBe(10);
  });

  it('checks the session against the user read with the submission: revoked or deleted is 401, writing nothing', async () => {
    const f = form();
    const { event } = await runningEvent([f]);
    const player = await newPlayer();
    const answers = { form_answers: ['me@example.com'] };
    const signedOut = await call('POST', `/api/tasks/${f.id}/submissions`, undefined, answers);
    expect([signedOut.statusCode, signedOut.json().message]).toEqual([401, 'Please sign in to continue']);
    expect((await submit('no-such-task', player.token, answers)).statusCode).toBe(404);
    // Signing out everywhere bumps the token generation: the old token no longer submits.
    await t.app.deps.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, player.user.id));
    const revoked = await submit(f.id, player.token, answers);
    expect([revoked.statusCode, revoked.json().message]).toEqual([
      401,
      'Your session has expired. Please sign in again.',
    ]);
    const ghost = await newPlayer();
    await t.app.deps.db.delete(users).where(eq(users.id, ghost.user.id));
    expect((await submit(f.id, ghost.token, answers)).statusCode).toBe(401);
    expect((await submit('no-such-task', ghost.token, answers)).statusCode).toBe(401);
    const written = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.eventId, event.id));
    expect(written[0]!.n).toBe(0);
  });

  it('writes a decided submission only while the player’s state is the version it was decided from', async () => {
    const f = form({ score: 4, turn_limit: 5, recurring_type: 'DAILY' });
    const { event } = await runningEvent([f]);
    const player = await newPlayer();
    expect((await submit(f.id, player.token, { form_answers: ['me@example.com'] })).statusCode).toBe(200);
    const repo = tasksRepository(t.app.deps.db);
    const read = (await repo.submissionState(f.id, player.user.id))!.state!;
    expect(read.completions).toHaveLength(1);
    expect(read.submissions[0]).toMatchObject({
      taskId: f.id,
      status: 'accepted',
      createdAt: expect.any(Date),
    });
    const decided = {
      eventId: event.id,
      userId: player.user.id,
      version: read.version!,
      submission: { taskId: f.id, status: 'accepted' as const, payload: { form_answers: ['late'] } },
      grant: {
        taskId: f.id,
        windowStart: windowStart('DAILY', new Date()),
        turn: 2,
        score: 4,
        column: 'other' as const,
        completedAt: new Date(),
      },
    };
    // Another submission of the same player lands between the read and the write: the decision is stale.
    expect((await submit(f.id, player.token, { form_answers: ['me@example.com'] })).statusCode).toBe(200);
    expect(await repo.writeSubmission(decided)).toEqual({ written: false });
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ totalScore: 8 });
    const fresh = (await repo.submissionState(f.id, player.user.id))!.state!;
    const written = await repo.writeSubmission({
      ...decided,
      version: fresh.version!,
      grant: { ...decided.grant, turn: 3 },
    });
    expect(written).toMatchObject({ written: true, submission: { status: 'accepted', taskId: f.id } });
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 12, totalScore: 12 });
    // The row lock every other writer takes (reviews, overrides, wheel prizes) moves the version on too.
    await t.app.deps.db.transaction((tx) => tasksRepository(tx).lockParticipant(event.id, player.user.id));
    expect((await repo.submissionState(f.id, player.user.id))!.state!.version).toBe(fresh.version! + 2);
  });

  // PGlite has one connection: no second transaction can hold the row while the write runs.
  it.runIf(TEST_DATABASE_URL)(
    'a grouped write is not kept from a player whose row a game’s report references (a foreign-key check)',
    async () => {
      const f = form({ score: 4, turn_limit: 5, recurring_type: 'DAILY' });
      const { event } = await runningEvent([f]);
      const player = await newPlayer();
      expect((await submit(f.id, player.token, { form_answers: ['me@example.com'] })).statusCode).toBe(200);
      const repo = tasksRepository(t.app.deps.db);
      const read = (await repo.submissionState(f.id, player.user.id))!.state!;
      const written = await t.app.deps.db.transaction(async (tx) => {
        // As the stats ingest does: the insert's foreign-key check holds the participant row in key share.
        await tx.insert(eventMetricValues).values({
          eventId: event.id,
          userId: player.user.id,
          metric: 'kills',
          value: 3,
          reachedAt: new Date(),
        });
        // On another connection of the pool, while that transaction is open.
        return repo.writeSubmission({
          ...formGrant(event.id, player.user.id, f.id, 2, 4),
          version: read.version!,
        });
      });
      expect(written).toMatchObject({ written: true });
      expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 8, totalScore: 8 });
    },
  );

  it.runIf(TEST_DATABASE_URL)(
    'stamps a score with the time it was written: a transaction begun before another grant committed stamps after it',
    async () => {
      const f = form({ score: 4, turn_limit: 5, recurring_type: 'DAILY' });
      const { event } = await runningEvent([f]);
      const player = await newPlayer();
      expect((await submit(f.id, player.token, { form_answers: ['me@example.com'] })).statusCode).toBe(200);
      const repo = tasksRepository(t.app.deps.db);
      const grantOf = (turn: number) => formGrant(event.id, player.user.id, f.id, turn, 4);
      // The stamps in microseconds, as PostgreSQL keeps them.
      const stamps = async () =>
        resultRows<{ total: string; other: string }>(
          await t.app.deps.db.execute(sql`
            select (extract(epoch from last_scored_at) * 1000000)::bigint::text as total,
              (extract(epoch from other_scored_at) * 1000000)::bigint::text as other
            from event_participants where event_id = ${event.id} and user_id = ${player.user.id}`),
        )[0]!;
      let first = { total: '', other: '' };
      await t.app.deps.db.transaction(async (tx) => {
        // The transaction has begun (its now() is fixed) before the other grant is written and committed.
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const read = (await repo.submissionState(f.id, player.user.id))!.state!;
        expect(await repo.writeSubmission({ ...grantOf(2), version: read.version! })).toMatchObject({
          written: true,
        });
        first = await stamps();
        const inside = tasksRepository(tx);
        expect(await inside.lockParticipant(event.id, player.user.id)).toBe(true);
        const state = (await inside.submissionState(f.id, player.user.id))!.state!;
        expect(await inside.writeSubmission({ ...grantOf(3), version: state.version! })).toMatchObject({
          written: true,
        });
      });
      expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 12, totalScore: 12 });
      const last = await stamps();
      expect(BigInt(last.total)).toBeGreaterThan(BigInt(first.total));
      expect(BigInt(last.other)).toBeGreaterThan(BigInt(first.other));
    },
  );

  it('stores form answers for the host only and refuses oversized or malformed answers', async () => {
    const f = form();
    const { owner, event } = await runningEvent([f]);
    const player = await newPlayer();
    const big = await submit(f.id, player.token, { form_answers: ['me@example.com', 'x'.repeat(2001)] });
    expect(big.statusCode).toBe(400);
    const bad = await submit(f.id, player.token, { form_answers: ['not-an-email'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('form_answers.0');
    const missing = await submit(f.id, player.token, { form_answers: [] });
    expect(missing.json().message).toBe('Answer every required field');
    const kind = await submit(f.id, player.token, { quiz_answers: [[0]] });
    expect(kind.statusCode).toBe(400);
    const ok = await submit(f.id, player.token, { form_answers: ['me@example.com', 'For the guild'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Submit form successfully');
    const read = await call('GET', `/api/events/${event.id}/submissions`, owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().items[0].answers).toEqual([
      { label: 'Email', value: 'me@example.com' },
      { label: 'Why do you play?', value: 'For the guild' },
    ]);
    expect((await call('GET', `/api/events/${event.id}/submissions`, player.token)).statusCode).toBe(403);
  });

  it('grants a visit only after the server’s redirect recorded it, and unlocks what waited for it', async () => {
    const v = visit();
    const after = form({ dependent_tasks: [v.id] });
    const { event } = await runningEvent([v, after]);
    const player = await newPlayer();
    expect(await taskState(event.slug, player.token, after.id)).toMatchObject({
      status: 'locked',
      waiting_for: [{ id: v.id, name: 'Visit the site' }],
    });
    expect((await submit(after.id, player.token, { form_answers: ['a@b.co'] })).statusCode).toBe(409);
    const early = await submit(v.id, player.token);
    expect(early.json().message).toBe('Open the website with the Visit button first');
    const link = await call('POST', `/api/tasks/${v.id}/visits`, player.token);
    expect(link.statusCode).toBe(200);
    const opened = await call('GET', link.json().visit_url, player.token);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://w2ehub.io/about');
    expect((await call('GET', '/api/visits/not-a-real-token-123')).statusCode).toBe(404);
    const claimed = await submit(v.id, player.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ socialScore: 10, totalScore: 10 });
    expect(await taskState(event.slug, player.token, after.id)).toMatchObject({ status: 'available' });
  });

  it('makes every optional task wait for the mandatory ones', async () => {
    const must = form({ mandatory: true });
    const optional = visit();
    const { event } = await runningEvent([must, optional]);
    const player = await newPlayer();
    expect(await taskState(event.slug, player.token, optional.id)).toMatchObject({ status: 'locked' });
    await submit(must.id, player.token, { form_answers: ['me@example.com'] });
    expect(await taskState(event.slug, player.token, optional.id)).toMatchObject({ status: 'available' });
  });

  it('takes bug reports for review: accepted with the host’s score, rejected with a reason the player sees', async () => {
    const b = bugHunt();
    const { owner, event } = await runningEvent([b]);
    const player = await newPlayer();
    const empty = await submit(b.id, player.token, {});
    expect(empty.statusCode).toBe(400);
    const report = await submit(b.id, player.token, {
      report: { text: 'The shop charges twice on retry', images: ['https://w2ehub.io/uploads/a.png'] },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ message: 'Report successfully', granted: 0 });
    const second = await submit(b.id, player.token, { report: { text: 'The map freezes after level 3' } });
    expect(second.statusCode).toBe(200);
    const list = await call('GET', `/api/events/${event.id}/submissions?status=pending`, owner.token);
    const [newest, oldest] = list.json().items as { id: string }[];
    // The host is told once while unread, however many reports arrive, and leads to the review page.
    const hostNotes = async () => {
      await outboxTick(t.app.deps);
      return ((await call('GET', '/api/notifications', owner.token)).json() as NotificationPage).items.filter(
        (note) => note.kind === 'review_waiting',
      );
    };
    await expect.poll(async () => (await hostNotes()).length).toBe(1);
    expect((await hostNotes())[0]).toMatchObject({
      params: { event: expect.any(String), task: b.name },
      target: { kind: 'submissions', slug: event.slug },
      read: false,
    });
    const stranger = await newPlayer();
    expect(
      (await call('POST', `/api/submissions/${oldest!.id}/review`, stranger.token, { decision: 'accept' }))
        .statusCode,
    ).toBe(403);
    const accepted = await call('POST', `/api/submissions/${oldest!.id}/review`, owner.token, {
      decision: 'accept',
      score: 150,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      (await call('POST', `/api/submissions/${oldest!.id}/review`, owner.token, { decision: 'accept' }))
        .statusCode,
    ).toBe(409);
    const rejected = await call('POST', `/api/submissions/${newest!.id}/review`, owner.token, {
      decision: 'reject',
      reason: 'Cannot reproduce',
    });
    expect(rejected.json().submission).toMatchObject({ status: 'rejected', reason: 'Cannot reproduce' });
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 150, totalScore: 150 });
    const state = await taskState(event.slug, player.token, b.id);
    expect(state).toMatchObject({
      status: 'available',
      turns_used: 1,
      last_submission: { status: 'rejected', reason: 'Cannot reproduce' },
    });
    // The player is told of both reviews (docs/notifications.md), newest first.
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        return ((await call('GET', '/api/notifications', player.token)).json() as NotificationPage).items.map(
          (note) => [note.kind, note.params.reason ?? null, note.target],
        );
      })
      .toEqual([
        ['submission_rejected', 'Cannot reproduce', { kind: 'event', slug: event.slug }],
        ['submission_approved', null, { kind: 'event', slug: event.slug }],
      ]);
    // Once the host has read it, the next report tells them again.
    await call('POST', '/api/notifications/read', owner.token, { all: true });
    expect((await submit(b.id, player.token, { report: { text: 'Sound stops' } })).statusCode).toBe(200);
    await expect.poll(async () => (await hostNotes()).map((note) => note.read)).toEqual([false, true]);
  });

  it('keeps earned score: a completed task’s score and type are fixed and it cannot be deleted', async () => {
    const f = form();
    const { owner } = await runningEvent([f]);
    const player = await newPlayer();
    await submit(f.id, player.token, { form_answers: ['me@example.com'] });
    const rescore = await call('PATCH', `/api/tasks/${f.id}`, owner.token, { ...f, score: 999 });
    expect(rescore.statusCode).toBe(409);
    expect(rescore.json().message).toBe(
      'Players have already completed this task, so its score cannot change',
    );
    expect(
      (await call('PATCH', `/api/tasks/${f.id}`, owner.token, { ...f, name: 'Renamed' })).statusCode,
    ).toBe(200);
    const removed = await call('DELETE', `/api/tasks/${f.id}`, owner.token);
    expect(removed.statusCode).toBe(409);
  });

  it('labels a task nothing here can check as self-declared, and records it as declared', async () => {
    const follow = {
      id: randomUUID(),
      type: 'twitter_follow',
      name: 'Follow us',
      score: 5,
      username: '@w2ehub',
    };
    const { event } = await runningEvent([follow]);
    const player = await newPlayer();
    const tasks = (await call('GET', `/api/events/${event.slug}/tasks`, player.token)).json().items;
    expect(tasks[0]).toMatchObject({
      check: 'self_declared',
      self_declared_score: true,
      settings: { username: 'w2ehub' },
    });
    const tried = await submit(follow.id, player.token);
    expect(tried.statusCode).toBe(200);
    expect(tried.json().message).toBe('Recorded as self-declared');
    expect(tried.json().granted).toBe(5);
  });

  it('credits the register task only to accounts made through the event’s link while it runs', async () => {
    const r = { id: randomUUID(), type: 'register', name: 'Join the platform', score: 30 };
    const { event } = await runningEvent([r]);
    const settings = (await call('GET', `/api/events/${event.slug}/tasks`)).json().items[0].settings;
    expect(settings).toEqual({ link: `/auth/register?event=${event.slug}` });
    const newcomer = await newPlayer();
    expect((await submit(r.id, newcomer.token)).json().message).toContain(
      'Sign up through this event’s link',
    );
    expect((await call('POST', `/api/events/${event.slug}/signups`, newcomer.token)).statusCode).toBe(200);
    expect((await submit(r.id, newcomer.token)).statusCode).toBe(200);
    // An account older than the event does not count.
    const later = await runningEvent([{ ...r, id: randomUUID() }], { start_time: at(HOUR / 60) });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('POST', `/api/events/${later.event.slug}/signups`, newcomer.token)).statusCode).toBe(
      400,
    );
  });
});
