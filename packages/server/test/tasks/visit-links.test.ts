import { TOKEN_STORAGE_KEY } from '@w2e/core/constants';
import { VISIT_LINK_TTL_SECONDS } from '@w2e/core/contracts/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskVisits } from '../../src/db/schema/tasks';
import { eventHost } from '../support/event-host';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * A visit-website task's link (GET /api/visits/{token}) is no open redirect: it sends only the player it was
 * made for to the site, once, while fresh, and that opening is the visit that counts. Everyone else (signed
 * out, another player, a second opening, an old link) lands on the portal's "you are leaving" page, which
 * names the site.
 */
const SITE = 'https://w2ehub.io/about';
const LEAVING = `/leaving?to=${encodeURIComponent(SITE)}`;

let t: TestApp;
let host: Awaited<ReturnType<typeof eventHost>>;
let serial = 0;
const newPlayer = () => register(t.app, {}, `10.77.${serial++ % 250}.${1 + (Date.now() % 250)}`);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://w2ehub.io' });
  host = await eventHost(t, await newPlayer());
});
afterAll(() => t.close());

async function visitTask() {
  const { id } = await host.eventWith({ type: 'visit_website', name: 'Visit the site', url: SITE });
  const player = await newPlayer();
  return { id, player };
}

async function linkFor(taskId: string, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/visits`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json().visit_url as string;
  return { url, token: url.split('/').pop()! };
}

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const claim = (taskId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/submissions`,
    headers: bearer(token),
    payload: {},
  });

describe('visit links', () => {
  it('send the player who asked to the site once, and the visit counts', async () => {
    const { id, player } = await visitTask();
    const link = await linkFor(id, player.token);
    const first = await open(link.url, bearer(player.token));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(SITE);
    const again = await open(link.url, bearer(player.token));
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(LEAVING);
    const claimed = await claim(id, player.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
  });

  it('know the player by the portal’s session cookie, which a browser sends with a link it follows', async () => {
    const { id, player } = await visitTask();
    const link = await linkFor(id, player.token);
    const opened = await open(link.url, { cookie: `theme=dark; ${TOKEN_STORAGE_KEY}=${player.token}` });
    expect(opened.headers.location).toBe(SITE);
  });

  it('send a signed-out visitor and another player to the leaving page, counting nothing', async () => {
    const { id, player } = await visitTask();
    const other = await newPlayer();
    const link = await linkFor(id, player.token);
    const strangers: Record<string, string>[] = [
      {},
      bearer(other.token),
      { cookie: `${TOKEN_STORAGE_KEY}=forged` },
    ];
    for (const headers of strangers) {
      const opened = await open(link.url, headers);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(LEAVING);
    }
    expect((await claim(id, player.token)).json().code).toBe('tasks:visitFirst');
    // The link is still the player's own, unused.
    expect((await open(link.url, bearer(player.token))).headers.location).toBe(SITE);
  });

  it('expire: an old link leads to the leaving page even for its player', async () => {
    const { id, player } = await visitTask();
    const link = await linkFor(id, player.token);
    await t.app.deps.db
      .update(taskVisits)
      .set({ createdAt: new Date(Date.now() - (VISIT_LINK_TTL_SECONDS + 60) * 1000) })
      .where(eq(taskVisits.token, link.token));
    expect((await open(link.url, bearer(player.token))).headers.location).toBe(LEAVING);
    expect((await claim(id, player.token)).json().code).toBe('tasks:visitFirst');
  });

  it('count once when the player’s openings race', async () => {
    const { id, player } = await visitTask();
    const link = await linkFor(id, player.token);
    const openings = await Promise.all(
      Array.from({ length: 20 }, () => open(link.url, bearer(player.token))),
    );
    const locations = openings.map((response) => response.headers.location);
    expect(locations.filter((location) => location === SITE)).toHaveLength(1);
    expect(locations.filter((location) => location === LEAVING)).toHaveLength(19);
    const [row] = await t.app.deps.db.select().from(taskVisits).where(eq(taskVisits.token, link.token));
    expect(row?.visitedAt).toBeInstanceOf(Date);
  });

  it('answer 404 to a link that never existed', async () => {
    expect((await open('/api/visits/not-a-real-token-123')).statusCode).toBe(404);
  });

  it('open from the Mini App with POST: the player’s own link once; someone else’s reads as unknown', async () => {
    const { id, player } = await visitTask();
    const other = await newPlayer();
    const link = await linkFor(id, player.token);
    const post = (token?: string, url = link.url) =>
      t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
    expect((await post()).statusCode).toBe(401);
    const stranger = await post(other.token);
    expect(stranger.statusCode).toBe(404);
    expect((await post(other.token, '/api/visits/not-a-real-token-123')).json()).toEqual(stranger.json());
    const opened = await post(player.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ url: SITE });
    const again = await post(player.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This visit link was already used or has expired: press Visit again');
    expect((await claim(id, player.token)).statusCode).toBe(200);
  });
});
