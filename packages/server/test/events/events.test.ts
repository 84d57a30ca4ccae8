import { randomUUID } from 'node:crypto';
import { DEFAULT_CAPTCHA_SETTINGS } from '@w2e/core/contracts/monitoring';
import { windowStart } from '@w2e/core/tasks/recurrence';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events';
import { eventParticipants, events } from '../../src/db/schema/events';
import { gameProfiles } from '../../src/db/schema/game-profiles';
import { gameStatEvents } from '../../src/db/schema/game-stats';
import { games } from '../../src/db/schema/games';
import { monitoringChats, monitoringGamePoints, monitoringGameRounds } from '../../src/db/schema/monitoring';
import { taskSubmissions } from '../../src/db/schema/tasks';
import { usersRepository } from '../../src/modules/users/repository';
import {
  at,
  bugHunt,
  call,
  form,
  general,
  HOUR,
  host,
  leaderboards,
  newPlayer,
  operatorToken,
  playersAtOnce,
  quiz,
  runningEvent,
  scoreOf,
  submit,
  t,
  unique,
  useEventApp,
  visit,
} from '../support/event-kit';

/**
 * Events end to end through the API: hosting in steps, tier gates, publishing, game hosts and in-game tasks,
 * the event's gates and max participants (exact seats), on PGlite and on PostgreSQL. Doing the tasks (task
 * submission) is in test/tasks/submissions.test.ts.
 */

useEventApp();

describe('hosting an event in steps', () => {
  it('creates a draft from the General step, saves later steps, and resumes where it stopped', async () => {
    const owner = await host('standard');
    const body = {
      host: { kind: 'project', id: owner.project.id },
      ...general(),
      description: '<p>Hi <a href="https://evil.example">x</a><script>alert(1)</script></p>',
    };
    const created = await call('POST', '/api/events', owner.token, body);
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event;
    expect(event).toMatchObject({ status: 'draft', draft_step: 'general', host: { kind: 'project' } });
    expect(event.description).not.toContain('script');
    expect(event.description).not.toContain('evil.example');

    const saved = await call('PATCH', `/api/events/${event.id}`, owner.token, {
      step: 'leaderboard',
      score_label: 'XP',
      metrics: [{ metric: 'Kills', ranking: 'desc' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Another device opens the same draft where the host left it.
    const resumed = await call('GET', `/api/events/${event.slug}`, owner.token);
    expect(resumed.json()).toMatchObject({
      draft_step: 'leaderboard',
      score_label: 'XP',
      viewer: { can_manage: true },
    });
    // A draft does not exist for anyone else.
    const { token: stranger } = await newPlayer();
    expect((await call('GET', `/api/events/${event.slug}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${event.slug}`)).statusCode).toBe(404);
    const mine = await call('GET', '/api/users/my-campaigns', owner.token);
    expect(mine.json().hosted.map((e: { id: string }) => e.id)).toContain(event.id);
  });

  it('refuses bad General fields with the spec’s messages and writes nothing', async () => {
    const owner = await host();
    const before = (await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;
    const hostRef = { kind: 'project', id: owner.project.id };
    const backwards = await call('POST', '/api/events', owner.token, {
      host: hostRef,
      ...general({ start_time: at(2 * HOUR), end_time: at(HOUR) }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual(
      expect.objectContaining({ path: 'end_time', message: 'End time must be greater than start time' }),
    );
    const script = await call('POST', '/api/events', owner.token, {
      host: hostRef,
      ...general({ title: '<script>alert(1)</script>' }),
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors[0]).toMatchObject({
      path: 'title',
      message: 'This field cannot contain HTML tags',
    });
    const repeats = await call('POST', '/api/events', owner.token, {
      host: hostRef,
      ...general(),
      metrics: [{ metric: 'Kills' }, { metric: ' kills' }],
      leaderboards: [
        { order: 1, rank: 'ALL' },
        { order: 1, rank: 'TOP 5' },
        { order: 2, rank: '[5-2]' },
      ],
    });
    expect(repeats.statusCode).toBe(400);
    const messages = repeats
      .json()
      .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'metrics.1.metric: This metric name is already in use',
        'leaderboards.1.order: This order already exists',
        'leaderboards.2.rank: Rank must be ALL, TOP NNN, a specific number, or [x-y] with x<y',
      ]),
    );
    const foreign = await call('POST', '/api/events', (await newPlayer()).token, {
      host: hostRef,
      ...general(),
    });
    expect(foreign.statusCode).toBe(403);
    const clan = await call('POST', '/api/events', owner.token, {
      host: { kind: 'clan', id: randomUUID() },
      ...general(),
    });
    expect(clan.statusCode).toBe(404);
    expect((await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n).toBe(before);
  });

  it('refuses reward tiers that share ranks under the later tier, in both languages, and keeps the stored tiers', async () => {
    const owner = await host('standard');
    const created = await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: owner.project.id },
      ...general(),
      leaderboards: [{ order: 1, rank: 'TOP 3', reward: '100 USDT' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().event.id;
    const overlapping = {
      leaderboards: [
        { order: 1, rank: 'TOP 3', reward: '100 USDT' },
        { order: 2, rank: '[2-10]', reward: '10 USDT' },
      ],
    };
    const refused = await call('PATCH', `/api/events/${id}`, owner.token, overlapping);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'leaderboards.1.rank', message: 'Ranks 2–3 are already in tier 1' }),
    ]);
    const inVietnamese = await call('PATCH', `/api/events/${id}`, owner.token, overlapping, {
      'accept-language': 'vi',
    });
    expect(inVietnamese.json().errors[0]).toMatchObject({ message: 'Hạng 2–3 đã thuộc bậc 1' });
    const onCreate = await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: owner.project.id },
      ...general(),
      leaderboards: [
        { order: 1, rank: 'ALL' },
        { order: 2, rank: '7' },
      ],
    });
    expect(onCreate.statusCode).toBe(400);
    expect(onCreate.json().errors).toEqual([
      expect.objectContaining({ path: 'leaderboards.1.rank', message: 'Rank 7 is already in tier 1' }),
    ]);
    const [row] = await t.app.deps.db.select().from(events).where(eq(events.id, id));
    expect(row!.leaderboards).toEqual([expect.objectContaining({ order: 1, rank: 'TOP 3' })]);

    const fixed = await call('PATCH', `/api/events/${id}`, owner.token, {
      leaderboards: [overlapping.leaderboards[0], { ...overlapping.leaderboards[1], rank: '[4-10]' }],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().event.leaderboards.map((tier: { rank: string }) => tier.rank)).toEqual([
      'TOP 3',
      '[4-10]',
    ]);
  });

  it('answers a taken slug under the slug field, in Vietnamese when asked', async () => {
    const owner = await host();
    const slug = `taken-${unique()}`;
    const hostRef = { kind: 'project', id: owner.project.id };
    expect(
      (await call('POST', '/api/events', owner.token, { host: hostRef, ...general({ slug }) })).statusCode,
    ).toBe(200);
    const again = await call(
      'POST',
      '/api/events',
      owner.token,
      { host: hostRef, ...general({ slug }) },
      { 'accept-language': 'vi' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ path: 'slug', message: 'Slug này đã được sử dụng' });
    // The creation page's own address is never an event's.
    const reserved = await call('POST', '/api/events', owner.token, {
      host: hostRef,
      ...general({ slug: 'create' }),
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors[0].path).toBe('slug');
  });

  it('gates task types by the host’s plan, naming the plan that unlocks them; operators host any type', async () => {
    const owner = await host('basic');
    const created = await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: owner.project.id },
      ...general(),
    });
    const event = created.json().event;
    const refused = await call('POST', `/api/events/${event.id}/tasks`, owner.token, quiz());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This task type needs the Standard plan or higher');
    const bug = await call('POST', `/api/events/${event.id}/tasks`, owner.token, bugHunt(), {
      'accept-language': 'vi',
    });
    expect(bug.json().message).toBe('Loại nhiệm vụ này cần gói Premium trở lên');
    const social = await call('POST', `/api/events/${event.id}/tasks`, owner.token, {
      id: randomUUID(),
      type: 'telegram_join',
      name: 'Join us',
      score: 5,
      link: 'https://t.me/+AbCdEf',
    });
    expect(social.statusCode).toBe(400);
    expect(social.json().errors[0].path).toBe('link');
    const unknown = await call('POST', `/api/events/${event.id}/tasks`, owner.token, {
      ...quiz(),
      type: 'mine_bitcoin',
    });
    expect(unknown.statusCode).toBe(400);
    const byOperator = await call('POST', `/api/events/${event.id}/tasks`, operatorToken, quiz());
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(byOperator.json().message).toBe('Add new task success');
  });

  it('refuses dependency cycles, unknown prerequisites and another host’s tasks', async () => {
    const owner = await host();
    const event = (
      await call('POST', '/api/events', owner.token, {
        host: { kind: 'project', id: owner.project.id },
        ...general(),
      })
    ).json().event;
    const a = visit();
    const b = form({ dependent_tasks: [a.id] });
    expect((await call('POST', `/api/events/${event.id}/tasks`, owner.token, a)).statusCode).toBe(200);
    expect((await call('POST', `/api/events/${event.id}/tasks`, owner.token, b)).statusCode).toBe(200);
    const cycle = await call('PATCH', `/api/tasks/${a.id}`, owner.token, { ...a, dependent_tasks: [b.id] });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toContain('cycle');
    const ghost = await call(
      'POST',
      `/api/events/${event.id}/tasks`,
      owner.token,
      form({ dependent_tasks: ['nope'] }),
    );
    expect(ghost.statusCode).toBe(400);
    const { token: other } = await newPlayer();
    // Another host's task reads as one that does not exist (task-ids.test.ts).
    expect((await call('PATCH', `/api/tasks/${a.id}`, other, a)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tasks/${a.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/events/${event.id}/tasks`, other, form())).statusCode).toBe(403);
    // Deleting a prerequisite frees the task that waited for it.
    expect((await call('DELETE', `/api/tasks/${a.id}`, owner.token)).statusCode).toBe(200);
    const editor = await call('GET', `/api/events/${event.id}/editor`, owner.token);
    expect(editor.json().tasks[0].config).toMatchObject({ id: b.id, dependent_tasks: [] });
  });

  it('publishes only a complete event, once, and lists it by phase', async () => {
    const owner = await host();
    const event = (
      await call('POST', '/api/events', owner.token, {
        host: { kind: 'project', id: owner.project.id },
        ...general(),
      })
    ).json().event;
    const empty = await call('POST', `/api/events/${event.id}/publish`, owner.token);
    expect(empty.statusCode).toBe(400);
    const paths = empty.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['tasks', 'leaderboards']));
    expect(empty.json().errors.find((e: { path: string }) => e.path === 'tasks').message).toBe(
      'The event needs at least one task config',
    );
    await call('POST', `/api/events/${event.id}/tasks`, owner.token, visit());
    await call('PATCH', `/api/events/${event.id}`, owner.token, { leaderboards });
    const ok = await call('POST', `/api/events/${event.id}/publish`, owner.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().event.status).toBe('published');
    expect((await call('POST', `/api/events/${event.id}/publish`, owner.token)).statusCode).toBe(409);

    const upcoming = await runningEvent([visit()], { start_time: at(24 * HOUR), end_time: at(48 * HOUR) });
    const nonstop = await runningEvent([visit()], { end_time: null });
    const list = async (query: string) =>
      ((await call('GET', `/api/events?${query}&limit=50`)).json().items as { id: string }[]).map(
        (e) => e.id,
      );
    expect(await list('status=ongoing')).toContain(event.id);
    expect(await list('status=ongoing')).not.toContain(upcoming.event.id);
    expect(await list('status=upcoming')).toContain(upcoming.event.id);
    expect(await list('type=nonstop')).toEqual(expect.arrayContaining([nonstop.event.id]));
    expect(await list('type=nonstop')).not.toContain(event.id);
    const title = (await call('GET', `/api/events/${event.id}`)).json().title as string;
    expect(await list(`q=${encodeURIComponent(title)}`)).toEqual([event.id]);
    expect((await call('GET', '/api/events?status=soon')).statusCode).toBe(400);
  });
});

describe('game hosts and in-game tasks', () => {
  it('lets a game’s owner host on the game’s plan and grants an in-game goal from reported statistics', async () => {
    const owner = await newPlayer();
    const [game] = await t.app.deps.db
      .insert(games)
      .values({ slug: `arena-${unique()}`, name: 'Arena', ownerId: owner.user.id })
      .returning();
    const hostRef = { kind: 'game', id: game!.id };
    const hosts = await call('GET', '/api/events/hosts', owner.token);
    expect(hosts.json().items).toContainEqual(
      expect.objectContaining({ kind: 'game', id: game!.id, tier: 'basic' }),
    );
    const event = (
      await call('POST', '/api/events', owner.token, { host: hostRef, ...general(), leaderboards })
    ).json().event;
    const goal = {
      id: randomUUID(),
      type: 'in_game',
      name: 'Win 3 matches',
      score: 40,
      game_id: game!.id,
      metric: 'wins',
      target: 3,
    };
    expect((await call('POST', `/api/events/${event.id}/tasks`, owner.token, goal)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/admin/games/${game!.id}/tier`, owner.token, { tier: 'standard' }))
        .statusCode,
    ).toBe(403);
    const tier = await call('PATCH', `/api/admin/games/${game!.id}/tier`, operatorToken, {
      tier: 'standard',
    });
    expect(tier.statusCode, tier.body).toBe(200);
    expect((await call('POST', `/api/events/${event.id}/tasks`, owner.token, goal)).statusCode).toBe(200);
    expect((await call('POST', `/api/events/${event.id}/publish`, owner.token)).statusCode).toBe(200);

    const player = await newPlayer();
    expect((await submit(goal.id, player.token)).json().message).toBe(
      'Link your account of this game in your profile first',
    );
    await t.app.deps.db
      .insert(gameProfiles)
      .values({ userId: player.user.id, gameId: game!.id, email: 'arena@example.com', emailVerified: true });
    const report = (wins: number, minutesAgo: number) => ({
      gameId: game!.id,
      externalId: randomUUID(),
      playerKey: 'email:arena@example.com',
      occurredAt: new Date(Date.now() - minutesAgo * 60_000),
      metrics: { wins },
    });
    // Wins before the event started do not count.
    await t.app.deps.db.insert(gameStatEvents).values([report(5, 120), report(1, 30), report(1, 20)]);
    const below = await submit(goal.id, player.token);
    expect(below.json().message).toBe('Your wins is 2; the task needs 3');
    await t.app.deps.db.insert(gameStatEvents).values(report(1, 10));
    const reached = await submit(goal.id, player.token);
    expect(reached.statusCode, reached.body).toBe(200);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ inGameScore: 40, totalScore: 40 });
  });
});

describe('a daily in-game goal', () => {
  it('counts only what was played since the day began: yesterday’s play does not reach today’s goal', async () => {
    const owner = await newPlayer();
    const [game] = await t.app.deps.db
      .insert(games)
      .values({ slug: `daily-${unique()}`, name: 'Daily Arena', ownerId: owner.user.id })
      .returning();
    const goal = {
      id: randomUUID(),
      type: 'in_game',
      name: 'Win 3 matches today',
      score: 10,
      game_id: game!.id,
      metric: 'wins',
      target: 3,
      recurring_type: 'DAILY',
      turn_limit: 1,
    };
    const { event } = await runningEvent([goal], { start_time: at(-3 * 24 * HOUR) });
    const player = await newPlayer();
    await t.app.deps.db
      .insert(gameProfiles)
      .values({ userId: player.user.id, gameId: game!.id, email: 'daily@example.com', emailVerified: true });
    const today = windowStart('DAILY', new Date()).getTime();
    const report = (wins: number, occurredAt: number) => ({
      gameId: game!.id,
      externalId: randomUUID(),
      playerKey: 'email:daily@example.com',
      occurredAt: new Date(occurredAt),
      metrics: { wins },
    });
    // Five wins yesterday, during the event: enough for yesterday's turn, not for today's.
    await t.app.deps.db.insert(gameStatEvents).values(report(5, today - 2 * HOUR));
    expect((await submit(goal.id, player.token)).json().message).toBe('Your wins is 0; the task needs 3');
    await t.app.deps.db.insert(gameStatEvents).values(report(3, Math.min(Date.now() - 1000, today + 1000)));
    const reached = await submit(goal.id, player.token);
    expect(reached.statusCode, reached.body).toBe(200);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ inGameScore: 10 });
  });
});

describe('the group mini-game task', () => {
  it('grants when the player’s Telegram account won enough duel points in the event’s groups since it began', async () => {
    const duel = { id: randomUUID(), type: 'mini_game', name: 'Win the duel', score: 15, min_points: 4 };
    const { owner, event } = await runningEvent([duel]);
    const refusedTier = await call(
      'POST',
      `/api/events/${event.id}/tasks`,
      (await host('standard')).token,
      duel,
    );
    expect(refusedTier.statusCode).toBe(403);
    void owner;
    const player = await newPlayer();
    expect((await submit(duel.id, player.token)).json().message).toContain('Sign in with Telegram first');
    const telegramId = 700_000_000 + Math.floor(Math.random() * 1_000_000);
    await usersRepository(t.app.deps.db).update(player.user.id, { telegramId: String(telegramId) });
    const db = t.app.deps.db;
    const chat = async (eventRef: string | null) => {
      const [row] = await db
        .insert(monitoringChats)
        .values({
          chatId: -1_000_000_000_000 - Math.floor(Math.random() * 1e9),
          type: 'supergroup',
          title: 'Duels',
          settings: { ...DEFAULT_CAPTCHA_SETTINGS, event_ref: eventRef } as typeof DEFAULT_CAPTCHA_SETTINGS,
        })
        .returning();
      return row!;
    };
    const won = async (chatRow: { id: string; chatId: number }, points: number, minutesAgo: number) => {
      const [round] = await db
        .insert(monitoringGameRounds)
        .values({
          chatRef: chatRow.id,
          chatId: chatRow.chatId,
          challengerId: telegramId,
          challengerName: 'Player',
          status: 'done',
          expiresAt: new Date(),
        })
        .returning();
      await db.insert(monitoringGamePoints).values({
        roundId: round!.id,
        chatRef: chatRow.id,
        userId: telegramId,
        userName: 'Player',
        points,
        at: new Date(Date.now() - minutesAgo * 60_000),
      });
    };
    const tied = await chat(event.slug);
    const other = await chat(null);
    await won(tied, 3, 120); // before the event started: does not count
    await won(tied, 3, 10);
    await won(other, 3, 10); // another group: does not count
    const below = await submit(duel.id, player.token);
    expect(below.json().message).toBe('You have 3 points in the group game; the task needs 4');
    await won(tied, 1, 5);
    const granted = await submit(duel.id, player.token);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await scoreOf(event.id, player.user.id)).toMatchObject({ otherScore: 15, totalScore: 15 });
  });
});

describe('the event’s gates', () => {
  it('refuses submissions before the start, after the end and on a draft, and writes nothing', async () => {
    const early = quiz();
    const upcoming = await runningEvent([early], { start_time: at(HOUR), end_time: at(2 * HOUR) });
    const player = await newPlayer();
    const before = await submit(early.id, player.token, { quiz_answers: [[0], [0, 1]] });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('This event has not started yet');

    const ended = quiz();
    const past = await runningEvent([ended]);
    await t.app.deps.db
      .update(events)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(events.id, past.event.id));
    const after = await submit(ended.id, player.token, { quiz_answers: [[0], [0, 1]] });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toContain('ended');

    const owner = await host();
    const draft = (
      await call('POST', '/api/events', owner.token, {
        host: { kind: 'project', id: owner.project.id },
        ...general(),
      })
    ).json().event;
    const d = form();
    await call('POST', `/api/events/${draft.id}/tasks`, owner.token, d);
    // A draft's task exists only for its hosts: a player gets the answer of an unknown task (task-ids.test.ts).
    expect((await submit(d.id, player.token, { form_answers: ['me@example.com'] })).statusCode).toBe(404);
    expect((await submit(d.id, owner.token, { form_answers: ['me@example.com'] })).statusCode).toBe(409);

    for (const id of [upcoming.event.id, past.event.id, draft.id]) {
      expect(await scoreOf(id, player.user.id)).toBeUndefined();
      const rows = await t.app.deps.db.select().from(taskSubmissions).where(eq(taskSubmissions.eventId, id));
      expect(rows).toHaveLength(0);
    }
  });

  it('admits exactly max participants when 30 players arrive at once', async () => {
    const f = form();
    const { event } = await runningEvent([f], { max_participants: 5 });
    const players = await playersAtOnce(30);
    const results = await Promise.all(
      players.map((p) => submit(f.id, p.token, { form_answers: ['me@example.com'] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const full = results.filter((r) => r.statusCode === 409);
    expect(full).toHaveLength(25);
    expect(full[0]!.json().message).toBe('This event is full');
    const [row] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    const seats = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, event.id));
    expect(row!.participantsCount).toBe(5);
    expect(seats[0]!.n).toBe(5);
    const shown = (await call('GET', `/api/events/${event.slug}`)).json();
    expect(shown).toMatchObject({ participants_count: 5, max_participants: 5 });
    // Told once per seat taken, never for a refused one, and once when the event was published.
    const told = await t.app.deps.db
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'event_id' = ${event.id}`);
    const joined = told.filter((row) => row.type === 'participant.joined').map((row) => row.payload.user_id);
    expect(joined.sort()).toEqual(
      players
        .filter((_, i) => results[i]!.statusCode === 200)
        .map((p) => p.user.id)
        .sort(),
    );
    expect(told.filter((row) => row.type === 'event.published')).toHaveLength(1);
  });
});
