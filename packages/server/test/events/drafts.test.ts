import { randomUUID } from 'node:crypto';
import type { EventTemplateList } from '@w2e/core/contracts/event-templates';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventParticipants, events } from '../../src/db/schema/events';
import { tasks } from '../../src/db/schema/tasks';
import {
  call,
  general,
  host,
  leaderboards,
  newPlayer,
  operatorToken,
  quiz,
  runningEvent,
  t,
  useEventApp,
  visit,
} from '../support/event-kit';

/**
 * Drafts from a template or a copy (docs/events.md, "Templates and copies"), on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): new task ids with their dependencies remapped, a free slug, nothing a player did, and
 * tasks beyond the host's plan kept out of publish with the plan that unlocks them.
 */
useEventApp();

const tasksOf = (eventId: string) =>
  t.app.deps.db.select().from(tasks).where(eq(tasks.eventId, eventId)).orderBy(tasks.weight);
const fromTemplate = (id: string, token: string, hostId: string, language = 'en') =>
  call(
    'POST',
    `/api/event-templates/${id}/events`,
    token,
    { host: { kind: 'project', id: hostId } },
    {
      'accept-language': language,
    },
  );

describe('templates', () => {
  it('lists the ready campaigns with tasks, scores, a leaderboard tier and texts in both languages', async () => {
    const listed = await call('GET', '/api/event-templates');
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json() as EventTemplateList;
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['community-growth', 'game-launch', 'quiz-campaign', 'bug-bash']),
    );
    for (const item of items) {
      expect(item.tasks.length).toBeGreaterThan(0);
      expect(item.leaderboards.length).toBeGreaterThan(0);
      expect(item.guideline.vi).not.toBe(item.guideline.en);
    }
  });

  it('makes a draft in the request’s language with new task ids and dependencies remapped', async () => {
    const owner = await host('standard');
    const made = await fromTemplate('game-launch', owner.token, owner.project.id, 'vi');
    expect(made.statusCode, made.body).toBe(200);
    const event = made.json().event as { id: string; title: string; status: string; guideline: string };
    expect(event).toMatchObject({ title: 'Ra mắt game', status: 'draft' });
    const stored = await tasksOf(event.id);
    expect(stored.map((task) => task.type)).toEqual(['register', 'in_game', 'hold_token']);
    for (const task of stored) expect(task.id).toMatch(/^[0-9a-f-]{36}$/);
    const [register, wins] = stored;
    expect((wins!.config as { dependent_tasks: string[] }).dependent_tasks).toEqual([register!.id]);
    // A second draft of the same template gets a slug of its own.
    const again = await fromTemplate('game-launch', owner.token, owner.project.id, 'vi');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().event.slug).not.toBe(made.json().event.slug);
  });

  it('keeps tasks beyond the plan out of publish, naming the plan that unlocks them', async () => {
    const owner = await host('basic');
    const made = await fromTemplate('quiz-campaign', owner.token, owner.project.id);
    expect(made.statusCode, made.body).toBe(200);
    const refused = await call('POST', `/api/events/${made.json().event.id}/publish`, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('needs the Standard plan');
  });

  it('refuses an unknown template and a host the user does not manage, writing nothing', async () => {
    const owner = await host('premium');
    const stranger = await newPlayer();
    const before = (await t.app.deps.db.select({ n: count() }).from(events))[0]!.n;
    expect((await fromTemplate('no-such-template', owner.token, owner.project.id)).statusCode).toBe(404);
    expect((await fromTemplate('bug-bash', stranger.token, owner.project.id)).statusCode).toBe(403);
    expect((await call('POST', '/api/event-templates/bug-bash/events', undefined, {})).statusCode).toBe(401);
    expect((await t.app.deps.db.select({ n: count() }).from(events))[0]!.n).toBe(before);
  });
});

describe('duplicate', () => {
  it('copies settings and tasks as a new draft: new ids, remapped dependencies, a free slug, no players', async () => {
    const first = visit();
    const second = quiz({ dependent_tasks: [first.id] });
    const { owner, event } = await runningEvent([first, second], { prize_pool: '1000 USDT' });
    const player = await newPlayer();
    await t.app.deps.db.insert(eventParticipants).values({ eventId: event.id, userId: player.user.id });

    const copied = await call('POST', `/api/events/${event.id}/duplicate`, owner.token);
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json().event as Record<string, unknown> & { id: string; title: string };
    expect(copy).toMatchObject({
      status: 'draft',
      slug: `${event.slug}-copy`,
      participants_count: 0,
      wheel_id: null,
      prize_pool: '1000 USDT',
    });
    expect(copy.title).toMatch(/ \(copy\)$/);
    const stored = await tasksOf(copy.id);
    expect(stored).toHaveLength(2);
    expect(stored.map((task) => task.id)).not.toContain(first.id);
    expect(stored.map((task) => task.id)).not.toContain(second.id);
    expect((stored[1]!.config as { dependent_tasks: string[] }).dependent_tasks).toEqual([stored[0]!.id]);
    const players = await t.app.deps.db
      .select({ n: count() })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, copy.id));
    expect(players[0]!.n).toBe(0);

    const again = await call('POST', `/api/events/${event.slug}/duplicate`, owner.token);
    expect(again.json().event.slug).toBe(`${event.slug}-copy-2`);
    // The copy publishes as the original did.
    expect((await call('POST', `/api/events/${copy.id}/publish`, owner.token)).statusCode).toBe(200);
  });

  it('keeps a copied task beyond the plan out of publish, naming the plan that unlocks it', async () => {
    // A Premium event copied once its project is back on Basic: the copy stores the quiz, publish refuses it.
    const { owner, event } = await runningEvent([visit(), quiz({ name: 'Know the game' })]);
    const lowered = await call('PATCH', `/api/admin/projects/${owner.project.id}/tier`, operatorToken, {
      tier: 'basic',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const copied = await call('POST', `/api/events/${event.id}/duplicate`, owner.token);
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json().event as { id: string };
    expect((await tasksOf(copy.id)).map((task) => task.type)).toEqual(['visit_website', 'quiz']);
    const refused = await call('POST', `/api/events/${copy.id}/publish`, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message:
        '“Know the game” needs the Standard plan: ask for the plan or remove the task before publishing',
      errors: [{ path: 'tasks' }],
    });
    const [stored] = await t.app.deps.db.select().from(events).where(eq(events.id, copy.id));
    expect(stored!.status).toBe('draft');
  });

  it('answers 404 for another host’s event and for none, writing nothing', async () => {
    const owner = await host('premium');
    const created = await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: owner.project.id },
      ...general(),
      leaderboards,
    });
    const stranger = await newPlayer();
    const before = (await t.app.deps.db.select({ n: count() }).from(events))[0]!.n;
    expect(
      (await call('POST', `/api/events/${created.json().event.id}/duplicate`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/events/${randomUUID()}/duplicate`, owner.token)).statusCode).toBe(404);
    expect((await t.app.deps.db.select({ n: count() }).from(events))[0]!.n).toBe(before);
  });
});
