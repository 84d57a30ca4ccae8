import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { RECHECK_RULE } from '../../src/verifiers';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { OAuthStandIn, type OutsideUser } from '../support/oauth-stand-in';

/**
 * Linking YouTube (Google OAuth2 with PKCE, modules/social/) and the YouTube subscribe check
 * (verifiers/youtube.ts) against Google's token endpoint and the YouTube Data API as a stand-in over real
 * HTTP on loopback: the account is the player's channel; a Google account without one links nothing; a
 * channel link by handle is resolved to its id; Google's 401, 429 and 403 quotaExceeded answers.
 */

let t: TestApp;
let outside: OAuthStandIn;
let operatorToken: string;
let projectId: string;
let serial = 0;

beforeAll(async () => {
  outside = await new OAuthStandIn().start();
  t = await createTestApp();
  t.config.social.youtube = {
    clientId: outside.clients.youtube.id,
    clientSecret: outside.clients.youtube.secret,
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    apiBase: outside.base,
  };
  t.config.verify.ratePerSecond = 1000;
  const operator = await newPlayer();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(operatorToken),
    payload: { name: `Studio ${randomUUID().slice(0, 8)}` },
  });
  projectId = project.json().project.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await outside?.stop();
});

const newPlayer = () => register(t.app, {}, `10.79.${serial++ % 250}.${1 + (Date.now() % 250)}`);
/** A YouTube channel id: `UC` and 22 characters. */
const channel = (): OutsideUser => ({
  id: `UC${String(serial++).padStart(22, 'x')}`,
  username: `Channel ${serial}`,
});

async function startLink(token: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/users/social/youtube/authorize',
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    url: answer.json().url as string,
    cookie: String(answer.headers['set-cookie']).split(';')[0]!,
  };
}

async function comeBack(query: Record<string, string>, cookie: string): Promise<string | null> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/users/social/youtube/callback?${new URLSearchParams(query)}`,
    headers: { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return new URL(String(answer.headers.location)).searchParams.get('social_result');
}

async function linkYoutube(token: string, user: OutsideUser) {
  const { url, cookie } = await startLink(token);
  return comeBack(outside.authorize('youtube', url, user), cookie);
}

async function linkedYoutube(token: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/users/social', headers: bearer(token) });
  const providers = answer.json().providers as { provider: string; configured: boolean; account: unknown }[];
  return providers.find((p) => p.provider === 'youtube');
}

describe('linking YouTube', () => {
  it('sends the player to Google for offline read-only access, and links their channel', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'youtube-client',
      redirect_uri: `${t.config.publicUrl}/api/users/social/youtube/callback`,
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    const user = channel();
    expect(await comeBack(outside.authorize('youtube', url, user), cookie)).toBe('linked');
    const exchange = outside.callsTo('/oauth2/v4/token').at(-1)!;
    expect(exchange.authorization).toBe(
      `Basic ${Buffer.from('youtube-client:youtube-secret').toString('base64')}`,
    );
    expect(exchange.form?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(await linkedYoutube(player.token)).toEqual({
      provider: 'youtube',
      configured: true,
      account: expect.objectContaining({ id: user.id, name: user.username }),
    });
  });

  it('links nothing for a Google account without a YouTube channel, and says why', async () => {
    const player = await newPlayer();
    const user = channel();
    outside.youtubeNoChannel.add(user.id);
    expect(await linkYoutube(player.token, user)).toBe('no_account');
    expect((await linkedYoutube(player.token))?.account).toBeNull();
  });

  it('refuses a replayed code and a channel already linked to another player', async () => {
    const first = await newPlayer();
    const user = channel();
    const { url, cookie } = await startLink(first.token);
    const issued = outside.authorize('youtube', url, user);
    expect(await comeBack(issued, cookie)).toBe('linked');
    const again = await startLink(first.token);
    expect(
      await comeBack(
        { code: issued.code, state: new URL(again.url).searchParams.get('state')! },
        again.cookie,
      ),
    ).toBe('code');
    const second = await newPlayer();
    expect(await linkYoutube(second.token, user)).toBe('taken');
    expect((await linkedYoutube(second.token))?.account).toBeNull();
  });
});

async function eventWithSubscribeTask(channelUrl: string) {
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(operatorToken),
    payload: {
      host: { kind: 'project', id: projectId },
      title: `YouTube ${randomUUID().slice(0, 8)}`,
      slug: `youtube-${randomUUID().slice(0, 8)}`,
      start_time: at(-3_600_000),
      end_time: at(48 * 3_600_000),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string };
  const id = randomUUID();
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/tasks`,
    headers: bearer(operatorToken),
    payload: { id, score: 15, type: 'youtube_subscribe', name: 'Subscribe', channel_url: channelUrl },
  });
  expect(added.statusCode, added.body).toBe(200);
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/publish`,
    headers: bearer(operatorToken),
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const submit = (taskId: string, token: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/submissions`,
    headers: { ...bearer(token), 'accept-language': language },
    payload: {},
  });

const recheck = (taskId: string, userId: string) =>
  t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${userId}`);

describe('youtube subscribe', () => {
  const hostChannel = `UC${'h'.repeat(22)}`;

  beforeAll(() => {
    outside.youtubeHandles.set('@w2ehub', hostChannel);
  });

  async function youtubePlayer() {
    const player = await newPlayer();
    const user = channel();
    expect(await linkYoutube(player.token, user)).toBe('linked');
    return { ...player, channel: user };
  }

  it('checks a subscribe task once YouTube linking is configured: a player with no linked account is told to link one', async () => {
    const taskId = await eventWithSubscribeTask('https://www.youtube.com/@W2EHub');
    const player = await newPlayer();
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Link your YouTube account first (Profile, Sign-in methods)');
  });

  it('resolves a handle link to its channel, refuses until subscribed (both languages), then grants', async () => {
    const taskId = await eventWithSubscribeTask('https://www.youtube.com/@W2EHub/videos');
    const player = await youtubePlayer();
    const refused = await submit(taskId, player.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You are not subscribed to this YouTube channel yet');
    await recheck(taskId, player.user.id);
    const vi = await submit(taskId, player.token, 'vi');
    expect(vi.json().message).toBe('Bạn chưa đăng ký kênh YouTube này');

    outside.youtubeSubscriptions.add(`${player.channel.id}:${hostChannel}`);
    await recheck(taskId, player.user.id);
    const granted = await submit(taskId, player.token);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().granted).toBe(15);
    const lookup = outside.calls.filter((c) => c.path === '/youtube/v3/channels').at(-1)!;
    expect(lookup.authorization).toMatch(/^Bearer \w+$/);
  });

  it('reads a /channel/UC… link directly, with no lookup', async () => {
    const taskId = await eventWithSubscribeTask(`https://www.youtube.com/channel/${hostChannel}`);
    const player = await youtubePlayer();
    outside.youtubeSubscriptions.add(`${player.channel.id}:${hostChannel}`);
    const lookups = outside.callsTo('/youtube/v3/channels').length;
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(outside.callsTo('/youtube/v3/channels').length).toBe(lookups);
  });

  it('asks the host to fix a link YouTube knows no channel for', async () => {
    const taskId = await eventWithSubscribeTask('https://www.youtube.com/@nobody-here');
    const player = await youtubePlayer();
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('YouTube knows no channel at the task’s link: ask the host to fix it');
  });

  it('asks to link again on a 401, and answers "try again" on a 429 and on a spent quota, granting nothing', async () => {
    const taskId = await eventWithSubscribeTask(`https://www.youtube.com/channel/${hostChannel}`);
    const player = await youtubePlayer();
    outside.youtubeSubscriptions.add(`${player.channel.id}:${hostChannel}`);

    outside.rateLimited = true;
    try {
      const limited = await submit(taskId, player.token);
      expect(limited.statusCode).toBe(409);
      expect(limited.json().message).toBe('Could not check now, try again in a moment');
    } finally {
      outside.rateLimited = false;
    }
    await recheck(taskId, player.user.id);
    outside.youtubeQuotaExceeded = true;
    try {
      const quota = await submit(taskId, player.token);
      expect(quota.statusCode).toBe(409);
    } finally {
      outside.youtubeQuotaExceeded = false;
    }
    await recheck(taskId, player.user.id);
    outside.revokeAll(player.channel.id);
    const revoked = await submit(taskId, player.token);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().message).toBe('Your YouTube link has expired: link your YouTube account again');
  });

  it('stays self-declared while YouTube linking is not configured', async () => {
    const taskId = await eventWithSubscribeTask('https://www.youtube.com/@W2EHub');
    const saved = t.config.social.youtube;
    t.config.social.youtube = { ...saved, clientId: undefined };
    try {
      const player = await newPlayer();
      const answer = await submit(taskId, player.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe('Recorded as self-declared');
    } finally {
      t.config.social.youtube = saved;
    }
  });
});
