import type { CoHost } from '@w2e/core/contracts/co-hosts';
import type { Event, EventPage } from '@w2e/core/contracts/events';
import type { NotificationPage } from '@w2e/core/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventCoHosts } from '../../src/db/schema/co-hosts';
import { domainEvents } from '../../src/db/schema/domain-events';
import { games } from '../../src/db/schema/games';
import { outboxTick } from '../../src/jobs/outbox';
import {
  call,
  general,
  host,
  leaderboards,
  newPlayer,
  quiz,
  runningEvent,
  t,
  unique,
  useEventApp,
} from '../support/event-kit';

/**
 * Co-hosts (docs/events.md, "Co-hosts"), on PGlite and on PostgreSQL (TEST_DATABASE_URL): the event's host
 * invites, the invited host's managers answer once, either side removes; accepted co-hosts list the event as
 * their own; every refusal writes nothing; one row per event and host even when requests race.
 */
useEventApp();

const invite = (eventId: string, token: string, hostRef: string) =>
  call('POST', `/api/events/${eventId}/co-hosts`, token, { host: hostRef });
const decide = (coHostId: string, token: string, accept: boolean) =>
  call('POST', `/api/co-hosts/${coHostId}/decision`, token, { accept });
const rowsOf = (eventId: string) =>
  t.app.deps.db.select().from(eventCoHosts).where(eq(eventCoHosts.eventId, eventId));
/** The outbox events of one type about one invitation (`co_host_id`) or one event (`event_id`). */
const outboxCount = async (type: string, id: string, field = 'co_host_id') => {
  const [row] = await t.app.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(and(sql`${domainEvents.type} = ${type}`, sql`${domainEvents.payload}->>${field} = ${id}`));
  return row?.n ?? 0;
};
const listedBy = async (hostRef: string) =>
  ((await call('GET', `/api/events?host=${hostRef}&limit=50`)).json() as EventPage).items.map((e) => e.id);

async function ownedGame() {
  const owner = await newPlayer();
  const [game] = await t.app.deps.db
    .insert(games)
    .values({ slug: `arena-${unique()}`, name: `Arena ${unique()}`, ownerId: owner.user.id })
    .returning();
  return { ...owner, game: game! };
}

describe('inviting and answering', () => {
  it('invites a project, which accepts: the event is listed as the project’s and the page names it', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const partner = await host('basic');
    const invited = await invite(event.id, owner.token, `project:${partner.project.id}`);
    expect(invited.statusCode, invited.body).toBe(200);
    const coHost = invited.json().co_host as CoHost;
    expect(coHost).toMatchObject({
      status: 'invited',
      event: { id: event.id, slug: event.slug },
      host: { kind: 'project', id: partner.project.id },
      decided_at: null,
    });
    expect(await outboxCount('event.co_host_invited', coHost.id)).toBe(1);

    // Not listed while it waits.
    expect(await listedBy(`project:${partner.project.id}`)).not.toContain(event.id);
    const managerView = (await call('GET', `/api/events/${event.id}/co-hosts`, owner.token)).json();
    expect(managerView.items.map((item: CoHost) => item.status)).toEqual(['invited']);
    expect((await call('GET', `/api/events/${event.id}/co-hosts`)).json().items).toEqual([]);

    // The invited project's owner sees it waiting, and is told.
    const waiting = await call('GET', '/api/users/co-host-invitations', partner.token);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().items.map((item: CoHost) => item.id)).toEqual([coHost.id]);
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        const inbox = (await call('GET', '/api/notifications', partner.token)).json() as NotificationPage;
        return inbox.items.find((item) => item.kind === 'co_host_invited');
      })
      .toMatchObject({ target: { kind: 'co_host', id: coHost.id } });

    const accepted = await decide(coHost.id, partner.token, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().co_host).toMatchObject({ status: 'accepted', decided_at: expect.any(String) });
    expect(await outboxCount('event.co_host_answered', coHost.id)).toBe(1);
    expect((await call('GET', '/api/users/co-host-invitations', partner.token)).json().items).toEqual([]);

    expect(await listedBy(`project:${partner.project.id}`)).toContain(event.id);
    expect(await listedBy(`project:${owner.project.id}`)).toContain(event.id);
    const page = (await call('GET', `/api/events/${event.slug}`)).json() as Event;
    expect(page.co_hosts).toEqual([expect.objectContaining({ kind: 'project', id: partner.project.id })]);
    const publicView = (await call('GET', `/api/events/${event.id}/co-hosts`)).json();
    expect(publicView.items.map((item: CoHost) => item.status)).toEqual(['accepted']);
  });

  it('invites a game, whose owner declines: it is not listed; a clan co-host lists too', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const game = await ownedGame();
    const coHost = (await invite(event.id, owner.token, `game:${game.game.id}`)).json().co_host as CoHost;
    const declined = await decide(coHost.id, game.token, false);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().co_host.status).toBe('declined');
    expect(await listedBy(`game:${game.game.id}`)).not.toContain(event.id);
    expect(((await call('GET', `/api/events/${event.slug}`)).json() as Event).co_hosts).toEqual([]);

    const other = await runningEvent([quiz()]);
    const second = (await invite(other.event.id, other.owner.token, `game:${game.game.id}`)).json()
      .co_host as CoHost;
    expect((await decide(second.id, game.token, true)).statusCode).toBe(200);
    expect(await listedBy(`game:${game.game.id}`)).toEqual([other.event.id]);

    const clanOwner = await newPlayer();
    const clan = await call('POST', '/api/clans', clanOwner.token, { name: `Crew ${unique()}` });
    expect(clan.statusCode, clan.body).toBe(200);
    const clanId = clan.json().clan.id as string;
    const forClan = (await invite(event.id, owner.token, `clan:${clanId}`)).json().co_host as CoHost;
    expect((await decide(forClan.id, clanOwner.token, true)).statusCode).toBe(200);
    expect(await listedBy(`clan:${clanId}`)).toEqual([event.id]);
  });

  it('lets a draft’s host invite, and lists candidates by name', async () => {
    const owner = await host('basic');
    const draft = (
      await call('POST', '/api/events', owner.token, {
        host: { kind: 'project', id: owner.project.id },
        ...general(),
        leaderboards,
      })
    ).json().event as { id: string };
    const name = `Findable ${unique()}`;
    const partner = await newPlayer();
    const project = (await call('POST', '/api/projects', partner.token, { name })).json().project;
    const found = await call('GET', `/api/co-hosts/candidates?q=${encodeURIComponent(name)}`, owner.token);
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([expect.objectContaining({ kind: 'project', id: project.id, name })]);
    expect((await call('GET', '/api/co-hosts/candidates?q=x')).statusCode).toBe(401);
    expect((await invite(draft.id, owner.token, `project:${project.id}`)).statusCode).toBe(200);
  });
});

describe('refusals write nothing', () => {
  it('refuses the event’s own host, an unknown host, a malformed one, a second invite and a stranger', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const self = await invite(event.id, owner.token, `project:${owner.project.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('The event’s own host cannot be its co-host');
    const unknown = await invite(event.id, owner.token, 'game:00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No project, game or clan has this id');
    expect((await invite(event.id, owner.token, 'team:abc')).statusCode).toBe(400);
    expect((await call('POST', `/api/events/${event.id}/co-hosts`, owner.token, {})).statusCode).toBe(400);

    const partner = await host('basic');
    const stranger = await newPlayer();
    const notTheirs = await invite(event.id, stranger.token, `project:${partner.project.id}`);
    expect(notTheirs.statusCode).toBe(403);
    // Another project's owner cannot invite to this event either, even inviting themselves.
    expect((await invite(event.id, partner.token, `project:${partner.project.id}`)).statusCode).toBe(403);
    expect((await invite(event.id, '', `project:${partner.project.id}`)).statusCode).toBe(401);
    expect(
      (await invite('00000000-0000-4000-8000-000000000000', owner.token, `project:${partner.project.id}`))
        .statusCode,
    ).toBe(404);
    expect(await rowsOf(event.id)).toEqual([]);
    expect(await outboxCount('event.co_host_invited', event.id, 'event_id')).toBe(0);

    expect((await invite(event.id, owner.token, `project:${partner.project.id}`)).statusCode).toBe(200);
    const again = await invite(event.id, owner.token, `project:${partner.project.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already invited to co-host this event/);
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('refuses a decision by a non-manager, a second decision, a bad body and an unknown invitation', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const partner = await host('basic');
    const coHost = (await invite(event.id, owner.token, `project:${partner.project.id}`)).json()
      .co_host as CoHost;
    const stranger = await newPlayer();
    const byStranger = await decide(coHost.id, stranger.token, true);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe('Only the invited host’s managers can answer this invitation');
    // The inviting host does not answer for the invited one.
    expect((await decide(coHost.id, owner.token, true)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/co-hosts/${coHost.id}/decision`, partner.token, { accept: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', partner.token, true)).statusCode).toBe(404);
    expect((await decide('nope', partner.token, true)).statusCode).toBe(404);
    expect((await rowsOf(event.id))[0]).toMatchObject({ status: 'invited', decidedBy: null });
    expect(await outboxCount('event.co_host_answered', coHost.id)).toBe(0);

    expect((await decide(coHost.id, partner.token, false)).statusCode).toBe(200);
    const second = await decide(coHost.id, partner.token, true);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This invitation has already been answered');
    expect((await rowsOf(event.id))[0]?.status).toBe('declined');
    expect(await outboxCount('event.co_host_answered', coHost.id)).toBe(1);
  });
});

describe('removing', () => {
  it('lets the host remove and the co-host withdraw, and no one else', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const [a, b] = [await host('basic'), await host('basic')];
    const first = (await invite(event.id, owner.token, `project:${a.project.id}`)).json().co_host as CoHost;
    const second = (await invite(event.id, owner.token, `project:${b.project.id}`)).json().co_host as CoHost;
    expect((await decide(second.id, b.token, true)).statusCode).toBe(200);

    const stranger = await newPlayer();
    const remove = (coHostId: string, token: string, eventId = event.id) =>
      call('DELETE', `/api/events/${eventId}/co-hosts/${coHostId}`, token);
    expect((await remove(first.id, stranger.token)).statusCode).toBe(403);
    // The other co-host cannot remove this one.
    expect((await remove(first.id, b.token)).statusCode).toBe(403);
    const other = await runningEvent([quiz()]);
    expect((await remove(first.id, owner.token, other.event.id)).statusCode).toBe(404);
    expect(await rowsOf(event.id)).toHaveLength(2);

    expect((await remove(first.id, owner.token)).statusCode).toBe(200);
    const withdrawn = await remove(second.id, b.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe('Co-host removed');
    expect(await rowsOf(event.id)).toEqual([]);
    expect(await listedBy(`project:${b.project.id}`)).not.toContain(event.id);
    expect((await remove(second.id, b.token)).statusCode).toBe(404);
    // Removed, the host may be invited again.
    expect((await invite(event.id, owner.token, `project:${a.project.id}`)).statusCode).toBe(200);
  });
});

describe('at once', () => {
  it('records one invitation when the same host is invited by several requests at once', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const partner = await host('basic');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => invite(event.id, owner.token, `project:${partner.project.id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await rowsOf(event.id)).toHaveLength(1);
    expect(await outboxCount('event.co_host_invited', (await rowsOf(event.id))[0]!.id)).toBe(1);
  });

  it('answers an invitation once when several answers arrive at once', async () => {
    const { owner, event } = await runningEvent([quiz()]);
    const partner = await host('basic');
    const coHost = (await invite(event.id, owner.token, `project:${partner.project.id}`)).json()
      .co_host as CoHost;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => decide(coHost.id, partner.token, i % 2 === 0)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await outboxCount('event.co_host_answered', coHost.id)).toBe(1);
    const stored = (await rowsOf(event.id))[0]!;
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().co_host as CoHost;
    expect(stored.status).toBe(winner.status);
  });
});

describe('the API description', () => {
  it('documents every co-host route at /api/docs', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths as Record<string, object>;
    expect(Object.keys(paths['/api/events/{id}/co-hosts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/events/{id}/co-hosts/{coHostId}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(paths['/api/co-hosts/{coHostId}/decision'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/users/co-host-invitations'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/co-hosts/candidates'] ?? {})).toEqual(['get']);
  });
});
