import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/events';
import {
  at,
  call,
  HOUR,
  newPlayer,
  operatorToken,
  quiz,
  runningEvent,
  t,
  unique,
  useEventApp,
  visit,
} from '../support/event-kit';

/**
 * Finding events (GET /api/events): sorts, the discovery filters, `status=live` and the operator's featured
 * row (PUT /api/events/{id}/featured), on PGlite and on PostgreSQL. Each test names its events with a tag of
 * its own and searches by it, so the other tests' events stay out of its lists.
 */

useEventApp();

type Listed = { slug: string; featured: boolean };
async function list(query: string) {
  const response = await call('GET', `/api/events?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { items: Listed[]; total: number };
  return { total: page.total, slugs: page.items.map((item) => item.slug), items: page.items };
}

async function tagged(tag: string, name: string, tasks: Record<string, unknown>[], overrides = {}) {
  const { event } = await runningEvent(tasks, {
    title: `${tag} ${name}`,
    slug: `${tag}-${name}`,
    ...overrides,
  });
  return event;
}

const setRow = (id: string, values: Partial<typeof events.$inferInsert>) =>
  t.app.deps.db.update(events).set(values).where(eq(events.id, id));

describe('sorting the list', () => {
  it('orders by ending soon, newest, prize and most joined', async () => {
    const tag = `sort${unique()}`;
    const a = await tagged(tag, 'a', [visit()], { end_time: at(72 * HOUR) });
    const b = await tagged(tag, 'b', [visit()], { end_time: at(5 * HOUR) });
    const c = await tagged(tag, 'c', [visit()], { end_time: null });
    await setRow(a.id, {
      prizePool: '1,500 USDT',
      participantsCount: 3,
      publishedAt: new Date(Date.now() - 3 * HOUR),
    });
    await setRow(b.id, {
      prizePool: '200 USDT + 5 NFTs',
      participantsCount: 9,
      publishedAt: new Date(Date.now() - 2 * HOUR),
    });
    await setRow(c.id, {
      prizePool: 'Glory',
      participantsCount: 1,
      publishedAt: new Date(Date.now() - HOUR),
    });

    expect((await list(`q=${tag}&sort=ending_soon`)).slugs).toEqual([b.slug, a.slug, c.slug]);
    expect((await list(`q=${tag}&sort=newest`)).slugs).toEqual([c.slug, b.slug, a.slug]);
    expect((await list(`q=${tag}&sort=prize`)).slugs).toEqual([a.slug, b.slug, c.slug]);
    expect((await list(`q=${tag}&sort=most_joined`)).slugs).toEqual([b.slug, a.slug, c.slug]);
  });

  it('puts ended events after open ones when sorting by ending soon', async () => {
    const tag = `ends${unique()}`;
    const open = await tagged(tag, 'open', [visit()], { end_time: at(10 * HOUR) });
    const over = await tagged(tag, 'over', [visit()], { end_time: at(10 * HOUR) });
    await setRow(over.id, { endTime: new Date(Date.now() - HOUR) });
    expect((await list(`q=${tag}&sort=ending_soon`)).slugs).toEqual([open.slug, over.slug]);
  });
});

describe('filtering the list', () => {
  it('filters by network, reward kind, host kind and task kinds, and they combine', async () => {
    const tag = `filt${unique()}`;
    const onBsc = await tagged(tag, 'bsc', [quiz()]);
    const item = await tagged(tag, 'item', [visit()]);
    const clan = await tagged(tag, 'clan', [visit()]);
    await setRow(onBsc.id, {
      leaderboards: [
        { order: 1, rank: 'TOP 3', payout: { kind: 'token', network: 'bsc', token: 'native', amount: '5' } },
      ],
    });
    await setRow(item.id, { leaderboards: [{ order: 1, rank: 'TOP 3', payout: { kind: 'item' } }] });
    await setRow(clan.id, { hostKind: 'clan' });

    expect((await list(`q=${tag}&network=bsc`)).slugs).toEqual([onBsc.slug]);
    expect((await list(`q=${tag}&network=eth`)).total).toBe(0);
    expect((await list(`q=${tag}&reward=token`)).slugs).toEqual([onBsc.slug]);
    expect((await list(`q=${tag}&reward=item`)).slugs).toEqual([item.slug]);
    expect((await list(`q=${tag}&host_kind=clan`)).slugs).toEqual([clan.slug]);
    expect((await list(`q=${tag}&task=quiz`)).slugs).toEqual([onBsc.slug]);
    expect((await list(`q=${tag}&task=visit&sort=newest`)).total).toBe(2);
    expect((await list(`q=${tag}&task=quiz,visit`)).total).toBe(3);
    expect((await list(`q=${tag}&task=visit&host_kind=clan`)).slugs).toEqual([clan.slug]);
    expect((await list(`q=${tag}&task=quiz&host_kind=clan`)).total).toBe(0);
  });

  it('lists live events (running and not yet started), not ended ones', async () => {
    const tag = `live${unique()}`;
    const running = await tagged(tag, 'running', [visit()], { end_time: at(3 * HOUR) });
    const soon = await tagged(tag, 'soon', [visit()], { start_time: at(2 * HOUR), end_time: at(30 * HOUR) });
    const over = await tagged(tag, 'over', [visit()]);
    await setRow(over.id, { status: 'finished' });
    const live = await list(`q=${tag}&status=live`);
    expect(live.slugs).toEqual([running.slug, soon.slug]);
  });

  it('refuses unknown values with 400', async () => {
    for (const query of [
      'sort=random',
      'network=solana',
      'reward=cash',
      'host_kind=team',
      'task=quiz,dance',
      'status=soon',
    ]) {
      const response = await call('GET', `/api/events?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the featured row', () => {
  it('lets an operator feature an event and take it out; the list filters by it', async () => {
    const tag = `feat${unique()}`;
    const first = await tagged(tag, 'first', [visit()]);
    const second = await tagged(tag, 'second', [visit()]);
    const on = await call('PUT', `/api/events/${first.id}/featured`, operatorToken, { featured: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ featured: true, message: 'The event is featured' });
    const featured = await list(`q=${tag}&featured=true`);
    expect(featured.slugs).toEqual([first.slug]);
    expect(featured.items[0]!.featured).toBe(true);
    expect((await list(`q=${tag}`)).items.find((item) => item.slug === second.slug)!.featured).toBe(false);

    const off = await call('PUT', `/api/events/${first.id}/featured`, operatorToken, { featured: false });
    expect(off.json()).toMatchObject({ featured: false });
    expect((await list(`q=${tag}&featured=true`)).total).toBe(0);
  });

  it('is for operators only, and a draft or a missing event cannot be featured', async () => {
    const tag = `featx${unique()}`;
    const event = await tagged(tag, 'x', [visit()]);
    const { token } = await newPlayer();
    expect(
      (await call('PUT', `/api/events/${event.id}/featured`, token, { featured: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/events/${event.id}/featured`, undefined, { featured: true })).statusCode,
    ).toBe(401);
    const bad = await call('PUT', `/api/events/${event.id}/featured`, operatorToken, { featured: 'yes' });
    expect(bad.statusCode).toBe(400);
    await setRow(event.id, { status: 'draft' });
    expect(
      (await call('PUT', `/api/events/${event.id}/featured`, operatorToken, { featured: true })).statusCode,
    ).toBe(404);
    const [row] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.featuredAt).toBeNull();
    expect(
      (
        await call('PUT', '/api/events/00000000-0000-4000-8000-000000000000/featured', operatorToken, {
          featured: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});
