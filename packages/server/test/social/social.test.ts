import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, socialStates } from '../../src/db/schema/social';
import { createSealer } from '../../src/lib/sealed-text';
import { usersRepository } from '../../src/modules/users/repository';
import { RECHECK_RULE } from '../../src/verifiers';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { OAuthStandIn, type OutsideUser } from '../support/oauth-stand-in';

/**
 * Linking Discord and X with OAuth2 (modules/social/) and the Discord join check (verifiers/discord.ts),
 * against Discord's and X's APIs as a stand-in over real HTTP on loopback: the full redirect dance with
 * state, cookie and PKCE; a state from another browser, a replayed callback and a replayed code link
 * nothing; one outside account belongs to one user; a provider answering 429 links and grants nothing.
 */

let t: TestApp;
let outside: OAuthStandIn;
let operatorToken: string;
let projectId: string;
let serial = 0;

beforeAll(async () => {
  outside = await new OAuthStandIn().start();
  t = await createTestApp();
  t.config.social.discord = {
    clientId: outside.clients.discord.id,
    clientSecret: outside.clients.discord.secret,
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    apiBase: outside.base,
  };
  t.config.social.x = {
    clientId: outside.clients.x.id,
    clientSecret: undefined,
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
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

const newPlayer = () => register(t.app, {}, `10.78.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const discordUser = (): OutsideUser => ({
  id: String(100_000_000_000_000_000n + BigInt(serial++)),
  username: `gamer_${serial}`,
});

type Provider = 'discord' | 'x';

/** POST authorize as the portal does: the provider's URL and this browser's state cookie. */
async function startLink(token: string, provider: Provider = 'discord') {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/users/social/${provider}/authorize`,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const setCookie = String(answer.headers['set-cookie']);
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Lax');
  return { url: answer.json().url as string, cookie: setCookie.split(';')[0]! };
}

/** The browser coming back from the provider: the result flag of the redirect to /profile. */
async function comeBack(
  provider: Provider,
  query: Record<string, string>,
  cookie: string | undefined,
): Promise<string | null> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/users/social/${provider}/callback?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode, answer.body).toBe(302);
  const location = new URL(String(answer.headers.location));
  expect(location.pathname).toBe('/profile');
  expect(location.searchParams.get('tab')).toBe('profile');
  expect(location.searchParams.get('social')).toBe(provider);
  return location.searchParams.get('social_result');
}

async function linked(token: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/users/social', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  const providers = answer.json().providers as {
    provider: Provider;
    configured: boolean;
    account: { id: string; name: string } | null;
  }[];
  return Object.fromEntries(providers.map((p) => [p.provider, p.account]));
}

async function linkDiscord(token: string, user: OutsideUser) {
  const { url, cookie } = await startLink(token);
  const { code, state } = outside.authorize('discord', url, user);
  return comeBack('discord', { code, state }, cookie);
}

describe('linking with OAuth2', () => {
  it('links Discord: authorize URL with state and S256 challenge, code exchanged with the verifier', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'discord-client',
      redirect_uri: `${t.config.publicUrl}/api/users/social/discord/callback`,
      scope: 'identify guilds.members.read',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    const user = discordUser();
    const { code, state } = outside.authorize('discord', url, user);
    expect(await comeBack('discord', { code, state }, cookie)).toBe('linked');
    const exchange = outside.callsTo('/oauth2/token').at(-1)!;
    expect(exchange.authorization).toBe(
      `Basic ${Buffer.from('discord-client:discord-secret').toString('base64')}`,
    );
    expect(await linked(player.token)).toEqual({
      discord: expect.objectContaining({ id: user.id, name: user.username }),
      x: null,
      youtube: null,
    });
  });

  it('links X as a public client with PKCE', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token, 'x');
    expect(url.startsWith('https://x.com/i/oauth2/authorize?')).toBe(true);
    const user = { id: '1234567890123', username: 'w2e_fan' };
    const { code, state } = outside.authorize('x', url, user);
    expect(await comeBack('x', { code, state }, cookie)).toBe('linked');
    const exchange = outside.callsTo('/2/oauth2/token').at(-1)!;
    expect(exchange.form?.get('client_id')).toBe('x-client');
    expect(exchange.form?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect((await linked(player.token)).x).toMatchObject({ id: user.id, name: 'w2e_fan' });
  });

  it('refuses a state that does not match this browser, or that it never issued: nothing linked', async () => {
    const player = await newPlayer();
    const other = await startLink((await newPlayer()).token);
    const { url, cookie } = await startLink(player.token);
    const { code, state } = outside.authorize('discord', url, discordUser());
    const exchanges = outside.callsTo('/oauth2/token').length;
    // Another browser's cookie, no cookie, a made-up state.
    expect(await comeBack('discord', { code, state }, other.cookie)).toBe('state');
    expect(await comeBack('discord', { code, state }, undefined)).toBe('state');
    expect(await comeBack('discord', { code, state: 'forged' }, 'w2e_oauth_discord=forged')).toBe('state');
    // A state made for Discord does not complete an X link.
    expect(await comeBack('x', { code, state }, cookie.replace('discord', 'x'))).toBe('state');
    expect(outside.callsTo('/oauth2/token').length).toBe(exchanges);
    expect((await linked(player.token)).discord).toBeNull();
    // The genuine return still works: the refusals did not spend the state.
    expect(await comeBack('discord', { code, state }, cookie)).toBe('linked');
  });

  it('refuses a replayed callback and a replayed code', async () => {
    const player = await newPlayer();
    const user = discordUser();
    const { url, cookie } = await startLink(player.token);
    const { code, state } = outside.authorize('discord', url, user);
    expect(await comeBack('discord', { code, state }, cookie)).toBe('linked');
    expect(await comeBack('discord', { code, state }, cookie)).toBe('state');
    // The same code under a fresh state of another player: Discord refuses it, nothing is linked.
    const thief = await newPlayer();
    const fresh = await startLink(thief.token);
    const freshState = new URL(fresh.url).searchParams.get('state')!;
    expect(await comeBack('discord', { code, state: freshState }, fresh.cookie)).toBe('code');
    expect((await linked(thief.token)).discord).toBeNull();
    expect((await linked(player.token)).discord).toMatchObject({ id: user.id });
  });

  it('links one outside account to one user only; unlinking frees it', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const user = discordUser();
    expect(await linkDiscord(first.token, user)).toBe('linked');
    expect(await linkDiscord(second.token, user)).toBe('taken');
    expect((await linked(second.token)).discord).toBeNull();
    expect((await linked(first.token)).discord).toMatchObject({ id: user.id });
    // Linking again by its owner refreshes it; linking another account replaces it.
    expect(await linkDiscord(first.token, user)).toBe('linked');
    const other = discordUser();
    expect(await linkDiscord(first.token, other)).toBe('linked');
    expect((await linked(first.token)).discord).toMatchObject({ id: other.id });
    expect(await linkDiscord(second.token, user)).toBe('linked');

    const unlink = (token: string, language = 'en') =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/social/discord',
        headers: { ...bearer(token), 'accept-language': language },
      });
    const gone = await unlink(second.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Discord account unlinked');
    expect((await linked(second.token)).discord).toBeNull();
    const again = await unlink(second.token, 'vi');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Chưa liên kết tài khoản Discord nào');
  });

  it('links one Discord account once when two users finish linking it at the same moment', async () => {
    const user = discordUser();
    const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    const returns = [];
    for (const player of players) {
      const { url, cookie } = await startLink(player.token);
      returns.push({ ...outside.authorize('discord', url, user), cookie });
    }
    const results = await Promise.all(
      returns.map(({ code, state, cookie }) => comeBack('discord', { code, state }, cookie)),
    );
    expect(results.filter((r) => r === 'linked')).toHaveLength(1);
    expect(results.filter((r) => r === 'taken')).toHaveLength(2);
    const owners = await t.app.deps.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.outsideId, user.id));
    expect(owners).toHaveLength(1);
  });

  it('refuses a state older than ten minutes', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token);
    const { code, state } = outside.authorize('discord', url, discordUser());
    await t.app.deps.db
      .update(socialStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialStates.state, state));
    expect(await comeBack('discord', { code, state }, cookie)).toBe('state');
    expect((await linked(player.token)).discord).toBeNull();
  });

  it('answers "could not reach" when the provider is rate limiting, and links nothing', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token);
    const { code, state } = outside.authorize('discord', url, discordUser());
    const before = outside.callsTo('/oauth2/token').length;
    outside.rateLimited = true;
    try {
      expect(await comeBack('discord', { code, state }, cookie)).toBe('unavailable');
    } finally {
      outside.rateLimited = false;
    }
    // One retry, then given up.
    expect(outside.callsTo('/oauth2/token').length - before).toBe(2);
    expect((await linked(player.token)).discord).toBeNull();
  });

  it('says so when the player cancels on the provider page', async () => {
    const player = await newPlayer();
    const { url, cookie } = await startLink(player.token);
    const state = new URL(url).searchParams.get('state')!;
    expect(await comeBack('discord', { error: 'access_denied', state }, cookie)).toBe('denied');
    expect((await linked(player.token)).discord).toBeNull();
  });

  it('refuses a provider without client credentials and an unknown provider', async () => {
    const player = await newPlayer();
    const saved = t.config.social.x;
    t.config.social.x = { ...saved, clientId: undefined };
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/users/social/x/authorize',
        headers: bearer(player.token),
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('X linking is not configured on this server');
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/users/social',
        headers: bearer(player.token),
      });
      expect(listed.json().providers).toContainEqual({ provider: 'x', configured: false, account: null });
    } finally {
      t.config.social.x = saved;
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/social/myspace/authorize',
      headers: bearer(player.token),
    });
    expect(unknown.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/users/social/discord/authorize' });
    expect(signedOut.statusCode).toBe(401);
  });
});

async function eventWithTask(task: Record<string, unknown>) {
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(operatorToken),
    payload: {
      host: { kind: 'project', id: projectId },
      title: `Discord ${randomUUID().slice(0, 8)}`,
      slug: `discord-${randomUUID().slice(0, 8)}`,
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
    payload: { id, score: 25, ...task },
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

describe('discord join', () => {
  const guild = { id: '900000000000000001', name: 'W2E Guild' };
  const inviteCode = 'w2eGuild';

  beforeAll(() => {
    outside.invites.set(inviteCode, guild);
  });

  const eventWithDiscordTask = (invite = inviteCode) =>
    eventWithTask({
      type: 'discord_join',
      name: 'Join our Discord',
      invite_url: `https://discord.gg/${invite}`,
    });

  async function discordPlayer() {
    const player = await newPlayer();
    const user = discordUser();
    expect(await linkDiscord(player.token, user)).toBe('linked');
    return { ...player, discord: user };
  }

  it('grants a member of the invite’s server, read with the player’s own token', async () => {
    const taskId = await eventWithDiscordTask();
    const player = await discordPlayer();
    outside.members.add(`${guild.id}:${player.discord.id}`);
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().granted).toBe(25);
    const read = outside.callsTo(`/users/@me/guilds/${guild.id}/member`).at(-1)!;
    expect(read.authorization).toMatch(/^Bearer \w+$/);
  });

  it('refuses a player who is not in the server (both languages), then grants once they join', async () => {
    const taskId = await eventWithDiscordTask();
    const player = await discordPlayer();
    const refused = await submit(taskId, player.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Not a member of the Discord server W2E Guild yet');
    await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${player.user.id}`);
    const vi = await submit(taskId, player.token, 'vi');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().message).toBe('Bạn chưa là thành viên của máy chủ Discord W2E Guild');
    outside.members.add(`${guild.id}:${player.discord.id}`);
    await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${player.user.id}`);
    const joined = await submit(taskId, player.token);
    expect(joined.statusCode, joined.body).toBe(200);
  });

  it('refuses a player without a linked Discord account', async () => {
    const taskId = await eventWithDiscordTask();
    const player = await newPlayer();
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Link your Discord account first (Profile, Sign-in methods)');
  });

  it('asks to link again when Discord no longer accepts the token', async () => {
    const taskId = await eventWithDiscordTask();
    const player = await discordPlayer();
    outside.members.add(`${guild.id}:${player.discord.id}`);
    outside.revokeAll(player.discord.id);
    const answer = await submit(taskId, player.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Your Discord link has expired: link your Discord account again');
  });

  it('answers "could not check now" on a 429 and on an invite Discord does not know, granting nothing', async () => {
    const taskId = await eventWithDiscordTask();
    const player = await discordPlayer();
    outside.members.add(`${guild.id}:${player.discord.id}`);
    const before = outside.calls.length;
    outside.rateLimited = true;
    try {
      const answer = await submit(taskId, player.token);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Could not check now, try again in a moment');
    } finally {
      outside.rateLimited = false;
    }
    expect(outside.calls.length - before).toBe(2);

    const stale = await eventWithDiscordTask('goneInvite');
    const gone = await submit(stale, player.token);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'The task’s Discord invite is no longer valid: ask the host to renew it',
    );
  });

  it('stays self-declared while Discord linking is not configured', async () => {
    const taskId = await eventWithDiscordTask();
    const saved = t.config.social.discord;
    t.config.social.discord = { ...saved, clientId: undefined };
    try {
      const player = await newPlayer();
      const answer = await submit(taskId, player.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe('Recorded as self-declared');
    } finally {
      t.config.social.discord = saved;
    }
  });
});

describe('x follow, like and repost', () => {
  const tweet = 'https://x.com/w2e_official/status/1790000000000000001';
  const tweetId = '1790000000000000001';

  async function xPlayer() {
    const player = await newPlayer();
    const user = { id: String(2_000_000_000 + serial++), username: `fan_${serial}` };
    const { url, cookie } = await startLink(player.token, 'x');
    const { code, state } = outside.authorize('x', url, user);
    expect(await comeBack('x', { code, state }, cookie)).toBe('linked');
    return { ...player, x: user };
  }

  it('grants a follow found on a later page of /following, and refuses until then', async () => {
    const taskId = await eventWithTask({
      type: 'twitter_follow',
      name: 'Follow us',
      username: 'W2E_Official',
    });
    const player = await xPlayer();
    outside.xFollowing.set(player.x.id, ['someone', 'another']);
    const refused = await submit(taskId, player.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You don’t follow @W2E_Official on X yet');
    outside.xFollowing.set(player.x.id, ['someone', 'another', 'more', 'w2e_official']);
    await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${player.user.id}`);
    const granted = await submit(taskId, player.token);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(outside.calls.at(-1)!.path).toBe(`/2/users/${player.x.id}/following`);
  });

  it('grants a like and a repost, and refuses them in both languages until done', async () => {
    const like = await eventWithTask({ type: 'twitter_like', name: 'Like it', tweet_url: tweet });
    const repost = await eventWithTask({ type: 'twitter_retweet', name: 'Repost it', tweet_url: tweet });
    const player = await xPlayer();
    const notLiked = await submit(like, player.token, 'vi');
    expect(notLiked.statusCode).toBe(400);
    expect(notLiked.json().message).toBe('Bạn chưa thích bài đăng này trên X');
    const notReposted = await submit(repost, player.token);
    expect(notReposted.statusCode).toBe(400);
    expect(notReposted.json().message).toBe('You haven’t reposted this post on X yet');
    outside.xLikes.set(player.x.id, ['1', '2', tweetId]);
    outside.xRetweeters.set(tweetId, ['7', player.x.id]);
    for (const id of [like, repost]) {
      await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${id}:${player.user.id}`);
      const granted = await submit(id, player.token);
      expect(granted.statusCode, granted.body).toBe(200);
    }
  });

  it('refuses without a linked X account, asks to link again on a 401, and answers "try again" on a 429', async () => {
    const taskId = await eventWithTask({ type: 'twitter_like', name: 'Like it', tweet_url: tweet });
    const stranger = await newPlayer();
    const unlinked = await submit(taskId, stranger.token);
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().message).toBe('Link your X account first (Profile, Sign-in methods)');

    const limited = await xPlayer();
    outside.xLikes.set(limited.x.id, [tweetId]);
    outside.rateLimited = true;
    try {
      const answer = await submit(taskId, limited.token);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Could not check now, try again in a moment');
    } finally {
      outside.rateLimited = false;
    }

    const revoked = await xPlayer();
    outside.xLikes.set(revoked.x.id, [tweetId]);
    outside.revokeAll(revoked.x.id);
    const relink = await submit(taskId, revoked.token);
    expect(relink.statusCode).toBe(400);
    expect(relink.json().message).toBe('Your X link has expired: link your X account again');
  });

  it('keeps the tokens sealed: the stored row holds no usable token, a row from before sealing works and is sealed at its refresh, one that does not open asks to relink', async () => {
    const follow = await eventWithTask({ type: 'twitter_follow', name: 'Follow', username: 'w2e_official' });
    const like = await eventWithTask({ type: 'twitter_like', name: 'Like it', tweet_url: tweet });
    const repost = await eventWithTask({ type: 'twitter_retweet', name: 'Repost it', tweet_url: tweet });
    const player = await xPlayer();
    outside.xFollowing.set(player.x.id, ['w2e_official']);
    outside.xLikes.set(player.x.id, [tweetId]);
    outside.xRetweeters.set(tweetId, [player.x.id]);
    const stored = async () =>
      (
        await t.app.deps.db.select().from(socialAccounts).where(eq(socialAccounts.userId, player.user.id))
      )[0]!;
    const sentToken = () => /^Bearer (.+)$/.exec(outside.calls.at(-1)!.authorization ?? '')?.[1];
    const context = `social:x:${player.x.id}`;

    const sealed = await stored();
    expect(sealed.accessToken).toMatch(/^sealed:v1:/);
    expect(sealed.refreshToken).toMatch(/^sealed:v1:/);
    expect((await submit(follow, player.token)).statusCode).toBe(200);
    const token = sentToken()!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(sealed.accessToken).not.toContain(token);
    expect(t.app.deps.sealer.open(sealed.accessToken, context)).toBe(token);
    // Bound to its account: the same sealed value does not open for another one.
    expect(t.app.deps.sealer.open(sealed.accessToken, 'social:x:1')).toBeNull();

    // A row written before tokens were sealed, expired: read as it is, refreshed, and stored sealed.
    const plainRefresh = t.app.deps.sealer.open(sealed.refreshToken!, context)!;
    await t.app.deps.db
      .update(socialAccounts)
      .set({ accessToken: token, refreshToken: plainRefresh, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccounts.userId, player.user.id));
    const liked = await submit(like, player.token);
    expect(liked.statusCode, liked.body).toBe(200);
    const refreshed = await stored();
    expect(refreshed.accessToken).toMatch(/^sealed:v1:/);
    expect(refreshed.refreshToken).toMatch(/^sealed:v1:/);
    expect(t.app.deps.sealer.open(refreshed.accessToken, context)).toBe(sentToken());
    expect(sentToken()).not.toBe(token);

    // Sealed with another key (a changed session secret without SOCIAL_TOKEN_KEY): link again.
    const other = createSealer(randomBytes(32));
    await t.app.deps.db
      .update(socialAccounts)
      .set({ accessToken: other.seal(sentToken()!, context) })
      .where(eq(socialAccounts.userId, player.user.id));
    const relink = await submit(repost, player.token);
    expect(relink.statusCode).toBe(400);
    expect(relink.json().message).toBe('Your X link has expired: link your X account again');
  });

  it('refreshes an expired X token before reading, once for two checks at once (a refresh token works once); a refused refresh asks to relink', async () => {
    const like = await eventWithTask({ type: 'twitter_like', name: 'Like it', tweet_url: tweet });
    const repost = await eventWithTask({ type: 'twitter_retweet', name: 'Repost it', tweet_url: tweet });
    const player = await xPlayer();
    outside.xLikes.set(player.x.id, [tweetId]);
    outside.xRetweeters.set(tweetId, [player.x.id]);
    const expire = () =>
      t.app.deps.db
        .update(socialAccounts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(socialAccounts.userId, player.user.id));
    await expire();
    const refreshes = () =>
      outside.callsTo('/2/oauth2/token').filter((call) => call.form?.get('grant_type') === 'refresh_token')
        .length;
    const before = refreshes();
    const answers = await Promise.all([submit(like, player.token), submit(repost, player.token)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, player.user.id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(refreshes() - before).toBe(1);

    const follow = await eventWithTask({ type: 'twitter_follow', name: 'Follow', username: 'w2e_official' });
    outside.xFollowing.set(player.x.id, ['w2e_official']);
    await expire();
    outside.revokeAll(player.x.id);
    const relink = await submit(follow, player.token);
    expect(relink.statusCode).toBe(400);
    expect(relink.json().message).toBe('Your X link has expired: link your X account again');
  });

  it('checks a tweet and a reply against the task rules, with what the newest post misses', async () => {
    const rules = {
      compare_mode: 'include',
      hashtags: ['W2E'],
      tweet_text: 'Joined the quest',
      min_mention: 2,
    };
    const tweetTask = await eventWithTask({ type: 'twitter_tweet', name: 'Tweet', ...rules });
    const replyTask = await eventWithTask({
      type: 'twitter_reply',
      name: 'Reply',
      tweet_url: tweet,
      compare_mode: 'exact',
      tweet_text: 'Count me in #W2E',
      hashtags: [],
      min_mention: 0,
    });
    const player = await xPlayer();
    const retry = async (taskId: string) => {
      await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${player.user.id}`);
      return submit(taskId, player.token);
    };
    const none = await submit(tweetTask, player.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No post from your X account since the event started');
    expect(outside.lastSearch?.get('query')).toBe(`from:${player.x.id} -is:retweet`);
    expect(Date.parse(outside.lastSearch?.get('start_time') ?? '')).toBeLessThan(Date.now());

    const post = (id: string, text: string, conversation = id) =>
      outside.xPosts.unshift({ id, author_id: player.x.id, text, conversation_id: conversation });
    post('9100', 'Joined the quest #W2E with @ann');
    const tooFew = await retry(tweetTask);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe('Mention at least 2 people in the tweet');
    post('9101', 'joined  the QUEST with @ann and @bob #w2e');
    expect((await retry(tweetTask)).statusCode).toBe(200);

    const noReply = await submit(replyTask, player.token);
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().message).toBe('No reply from your X account to this post since the event started');
    post('9102', 'Count me in, friends #W2E', tweetId);
    const inexact = await retry(replyTask);
    expect(inexact.json().message).toBe('The tweet must match the required text exactly');
    post('9103', 'Count me in #W2E', tweetId);
    expect((await retry(replyTask)).statusCode).toBe(200);
    expect(outside.lastSearch?.get('query')).toBe(`from:${player.x.id} conversation_id:${tweetId} is:reply`);
  });
});
