import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSignature } from '../../src/modules/game-stats/service';
import { gamesRepository } from '../../src/modules/games/repository';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { signedWalletMessage, tokenFromMail, walletHeaders } from '../support/identity-helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

let smtp: SmtpStandIn;
let t: TestApp;
beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function newGame(ownerId: string | null = null) {
  const slug = `game-${randomBytes(4).toString('hex')}`;
  return gamesRepository(t.app.deps.db).insert({
    slug,
    name: `Game ${slug}`,
    logoUrl: `/demo/${slug}.svg`,
    ownerId,
  });
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

/** Links an email game profile and verifies it through its mail. */
async function verifiedEmailProfile(token: string, gameId: string, email: string) {
  const added = await call('POST', '/api/users/profile/add-game-profile', token, { gameId, email });
  const link = tokenFromMail((await smtp.mailTo(email)).text);
  await t.app.inject({ method: 'POST', url: '/api/auth/verify-email-game-token', payload: { token: link } });
  return added.json().profile;
}

describe('game profiles', () => {
  it('adds a profile by email, verifies the email from its mail, edits and removes it', async () => {
    const { token } = await register(t.app);
    const game = await newGame();
    const options = (await call('GET', '/api/users/profile/game-options', token)).json();
    expect(options.items).toContainEqual({
      id: game.id,
      slug: game.slug,
      name: game.name,
      logo_url: game.logoUrl,
    });
    const email = `player_${randomBytes(3).toString('hex')}@game.example`;
    const added = await call('POST', '/api/users/profile/add-game-profile', token, {
      gameId: game.id,
      email,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Add game account successfully',
      profile: { gameId: game.id, email, email_verified: false, wallet: null, game: { slug: game.slug } },
    });
    const profileId = added.json().profile.id;
    const after = (await call('GET', '/api/users/profile/game-options', token)).json();
    expect(after.items.map((g: { id: string }) => g.id)).not.toContain(game.id);

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe(`Verify your email for ${game.name} on W2E Hub`);
    expect(mail.text).toContain('/auth/verify-email-game?token=');
    const link = tokenFromMail(mail.text);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-game-token',
      payload: { token: link },
    });
    expect(verified.json()).toEqual({ message: 'Add email for game successfully' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-game-token',
      payload: { token: link },
    });
    expect(again.statusCode).toBe(400);

    const list = (await call('GET', '/api/users/profile/games', token)).json();
    expect(list).toMatchObject({
      total: 1,
      limit: 100,
      offset: 0,
      items: [{ id: profileId, email_verified: true }],
    });
    expect(
      (await call('GET', `/api/users/profile/games?query=${game.slug.slice(-4)}`, token)).json().total,
    ).toBe(1);
    expect((await call('GET', '/api/users/profile/games?query=zzzz-none', token)).json().total).toBe(0);

    const newEmail = `changed_${email}`;
    const updated = await call('PATCH', '/api/users/profile/update-game-profile', token, {
      id: profileId,
      gameId: game.id,
      email: newEmail,
      wallet: null,
    });
    expect(updated.json()).toMatchObject({
      message: 'Update game account successfully',
      profile: { email: newEmail, email_verified: false },
    });
    await smtp.mailTo(newEmail);
    const resent = await call(
      'POST',
      `/api/users/profile/resend-email-verify-game-profile/${profileId}`,
      token,
    );
    expect(resent.json().message).toBe(`Please check email ${newEmail} to verify your account`);

    const wrongGame = await call('DELETE', `/api/users/profile/delete-game/${profileId}`, token, {
      gameId: (await newGame()).id,
    });
    expect(wrongGame.statusCode).toBe(404);
    expect(wrongGame.json().message).toBe("Profile of game doesn't exist");
    const removed = await call('DELETE', `/api/users/profile/delete-game/${profileId}`, token, {
      gameId: game.id,
    });
    expect(removed.json()).toEqual({ message: 'Remove game account successfully' });
    expect((await call('GET', '/api/users/profile/games', token)).json().total).toBe(0);
  });

  it('needs a signature for a wallet, by that very wallet', async () => {
    const { token } = await register(t.app);
    const game = await newGame();
    const account = privateKeyToAccount(generatePrivateKey());
    const unsigned = await call('POST', '/api/users/profile/add-game-profile', token, {
      gameId: game.id,
      wallet: account.address,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Sign with this wallet to prove that it is yours');

    const stranger = privateKeyToAccount(generatePrivateKey());
    const strangerProof = await signedWalletMessage(t.app, stranger);
    const wrong = await call(
      'POST',
      '/api/users/profile/add-game-profile',
      token,
      { gameId: game.id, wallet: account.address },
      walletHeaders(strangerProof, stranger.address),
    );
    expect(wrong.statusCode).toBe(401);

    const proof = await signedWalletMessage(t.app, account);
    const added = await call(
      'POST',
      '/api/users/profile/add-game-profile',
      token,
      { gameId: game.id, wallet: account.address.toLowerCase() },
      walletHeaders(proof, account.address),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().profile).toMatchObject({ wallet: account.address, email: null });

    const twice = await call('POST', '/api/users/profile/add-game-profile', token, {
      gameId: game.id,
      email: 'x@y.example',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already have an account for this game');
  });

  it('refuses an unknown game, an empty profile, and someone else’s profile', async () => {
    const { token } = await register(t.app);
    const game = await newGame();
    const missing = await call('POST', '/api/users/profile/add-game-profile', token, {
      gameId: '00000000-0000-4000-8000-000000000000',
      email: 'a@b.example',
    });
    expect(missing.statusCode).toBe(404);
    const empty = await call('POST', '/api/users/profile/add-game-profile', token, {
      gameId: game.id,
      email: '',
    });
    expect(empty.json().message).toBe('Give the email or the wallet of your game account');
    const other = await register(t.app);
    const theirs = (
      await call('POST', '/api/users/profile/add-game-profile', other.token, {
        gameId: game.id,
        email: 'o@b.example',
      })
    ).json().profile;
    const patch = await call('PATCH', '/api/users/profile/update-game-profile', token, {
      id: theirs.id,
      gameId: game.id,
      email: 'me@b.example',
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe("Profile of game doesn't exist");
  });
});

describe('game statistics', () => {
  async function withSecret(gameId: string) {
    const operator = await register(t.app);
    await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
    const response = await call('POST', `/api/game-stats/${gameId}/secret`, operator.token);
    expect(response.statusCode).toBe(200);
    return response.json().secret as string;
  }

  function ingest(gameId: string, secret: string, body: object, timestamp = Math.floor(Date.now() / 1000)) {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/game-stats/ingest',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-game-id': gameId,
        'x-timestamp': String(timestamp),
        'x-signature': statsSignature(secret, String(timestamp), raw),
      },
    });
  }

  it('takes signed reports once, and shows them as the player’s statistic, metrics and details', async () => {
    const game = await newGame();
    const secret = await withSecret(game.id);
    const { body, token } = await register(t.app);
    const email = `stats_${randomBytes(3).toString('hex')}@game.example`;
    await verifiedEmailProfile(token, game.id, email);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const report = {
      events: [
        {
          id: 'e1',
          player: { email: email.toUpperCase() },
          occurred_at: yesterday,
          earning: '10.5',
          unclaimed: '4',
          metrics: { kills: 3 },
        },
        {
          id: 'e2',
          player: { email },
          occurred_at: new Date().toISOString(),
          earning: '2.25',
          unclaimed: '6.25',
          metrics: { kills: 2, wins: 1 },
        },
        {
          id: 'e3',
          player: { email: 'someone-else@game.example' },
          occurred_at: new Date().toISOString(),
          earning: '100',
        },
      ],
    };
    const first = await ingest(game.id, secret, report);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0 });
    const replay = await ingest(game.id, secret, report);
    expect(replay.json()).toEqual({ accepted: 0, duplicates: 3 });

    const mine = (await call('GET', `/api/users/games/${game.id}/statistic`, token)).json();
    expect(mine).toMatchObject({
      slug: game.slug,
      logo: game.logoUrl,
      totalEarning: '12.75',
      todayEarning: '2.25',
      unclaimed: '6.25',
    });
    const byName = (
      await t.app.inject({ url: `/api/users/${body.username}/games/${game.slug}/statistics` })
    ).json();
    expect(byName).toMatchObject({ totalEarning: '12.75' });
    const games = (await t.app.inject({ url: `/api/users/${body.username}/games` })).json();
    expect(games.items).toHaveLength(1);
    expect(JSON.stringify(games)).not.toContain(email);

    const metrics = (
      await t.app.inject({ url: `/api/users/${body.username}/games/${game.slug}/metrics?daterange=7` })
    ).json();
    expect(metrics.series).toHaveLength(7);
    expect(metrics.series.at(-1)).toMatchObject({ earning: '2.25', metrics: { kills: 2, wins: 1 } });
    expect(metrics.series.at(-2)).toMatchObject({ earning: '10.5', metrics: { kills: 3 } });
    expect(metrics.series[0]).toMatchObject({ earning: '0', metrics: {} });
    const defaults = (
      await t.app.inject({ url: `/api/users/${body.username}/games/${game.slug}/metrics` })
    ).json();
    expect(defaults.daterange).toBe(100);

    const details = (
      await t.app.inject({ url: `/api/users/${body.username}/games/${game.slug}/details?limit=1` })
    ).json();
    expect(details).toMatchObject({
      total: 2,
      limit: 1,
      offset: 0,
      items: [{ id: 'e2', earning: '2.25', unclaimed: '6.25' }],
    });

    const gameStats = (await t.app.inject({ url: `/api/games/${game.id}/statistics?daterange=3` })).json();
    expect(gameStats).toMatchObject({
      game_id: game.id,
      daterange: 3,
      totals: { players: 2, earnings: '112.75' },
    });
    expect(gameStats.series.map((d: { players: number }) => d.players)).toEqual([0, 1, 2]);
    expect(gameStats.series.at(-1).earnings).toBe('102.25');
    expect((await t.app.inject({ url: `/api/games/${game.slug}/statistics` })).json().series).toHaveLength(
      100,
    );
  });

  it('counts nothing for an unverified email, and says when there is no profile', async () => {
    const game = await newGame();
    const secret = await withSecret(game.id);
    const { token } = await register(t.app);
    const email = `unverified_${randomBytes(3).toString('hex')}@game.example`;
    await call('POST', '/api/users/profile/add-game-profile', token, { gameId: game.id, email });
    await ingest(game.id, secret, {
      events: [{ id: 'u1', player: { email }, occurred_at: new Date().toISOString(), earning: '5' }],
    });
    expect((await call('GET', `/api/users/games/${game.id}/statistic`, token)).json().totalEarning).toBe('0');
    const none = await call('GET', `/api/users/games/${(await newGame()).id}/statistic`, token);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Profile of game doesn't exist");
  });

  it('refuses a bad signature, another game’s secret, and an old or future timestamp', async () => {
    const game = await newGame();
    const secret = await withSecret(game.id);
    const body = {
      events: [
        { id: 'x1', player: { wallet: `0x${'a'.repeat(40)}` }, occurred_at: new Date().toISOString() },
      ],
    };
    const wrongSecret = await ingest(game.id, 'not-the-secret', body);
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().message).toBe('The statistics report is not signed with the game’s secret');
    const other = await newGame();
    expect((await ingest(other.id, secret, body)).statusCode).toBe(401);
    const old = await ingest(game.id, secret, body, Math.floor(Date.now() / 1000) - 600);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(
      'The statistics report is too old or from the future; check the clock and resend',
    );
    expect((await ingest(game.id, secret, body, Math.floor(Date.now() / 1000) + 600)).statusCode).toBe(401);
    // A body changed after signing does not match its signature.
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/game-stats/ingest',
      payload: raw.replace('x1', 'x2'),
      headers: {
        'content-type': 'application/json',
        'x-game-id': game.id,
        'x-timestamp': ts,
        'x-signature': statsSignature(secret, ts, raw),
      },
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('gives a secret only to the game’s owner or an operator', async () => {
    const owner = await register(t.app);
    const game = await newGame(owner.user.id);
    expect((await call('POST', `/api/game-stats/${game.id}/secret`, owner.token)).statusCode).toBe(200);
    const stranger = await register(t.app);
    const refused = await call('POST', `/api/game-stats/${game.id}/secret`, stranger.token);
    expect(refused.statusCode).toBe(403);
  });
});
