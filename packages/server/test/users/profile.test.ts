import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token: string) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

describe('GET /api/users/profile', () => {
  it("returns the spec's profile fields with the email state and sign-in methods", async () => {
    const { body, token } = await register(t.app);
    const response = await get('/api/users/profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: body.username,
      email: null,
      email_unverify: body.email,
      email_status: 'unverified',
      full_name: body.full_name,
      referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      wallet_address: null,
      referred_by: null,
      has_password: true,
      google_linked: false,
      telegram_linked: false,
    });
    expect((await get('/api/users/profile')).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/profile', () => {
  it('updates the full name ("Update profile successfully") and the username ("Update Username successfully")', async () => {
    const { token } = await register(t.app);
    const name = await send('PATCH', '/api/users/profile', { full_name: 'Lan Nguyen' }, token);
    expect(name.json()).toMatchObject({
      message: 'Update profile successfully',
      profile: { full_name: 'Lan Nguyen' },
    });
    const username = `renamed_${Date.now().toString(36)}`;
    const renamed = await send('PATCH', '/api/users/profile', { username }, token);
    expect(renamed.json()).toMatchObject({ message: 'Update Username successfully', profile: { username } });
    const vi = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: { language: 'vi' },
      headers: { ...bearer(token), 'accept-language': 'vi' },
    });
    expect(vi.json()).toMatchObject({ message: 'Cập nhật hồ sơ thành công', profile: { language: 'vi' } });
  });

  it('refuses a username someone else has, in any letter case, and a malformed one', async () => {
    const other = await register(t.app);
    const { token } = await register(t.app);
    const taken = await send(
      'PATCH',
      '/api/users/profile',
      { username: other.body.username.toUpperCase() },
      token,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: 'This username is already taken',
      errors: [{ path: 'username', message: 'This username is already taken' }],
    });
    const bad = await send('PATCH', '/api/users/profile', { username: 'bad name' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'username' });
  });
});

describe('referrals', () => {
  it('lists who joined with my code, five per page by default, newest first', async () => {
    const referrer = await register(t.app);
    const code = (await get('/api/users/profile', referrer.token)).json().referral_code;
    const names: string[] = [];
    for (let i = 0; i < 7; i++) names.push((await register(t.app, { referral_code: code })).body.username);
    const first = (await get('/api/users/profile/referrals', referrer.token)).json();
    expect(first).toMatchObject({ total: 7, limit: 5, offset: 0 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toEqual({
      username: names[6],
      name: expect.any(String),
      joined_at: expect.any(String),
    });
    expect(Object.keys(first.items[0]).sort()).toEqual(['joined_at', 'name', 'username']);
    const second = (await get('/api/users/profile/referrals?limit=5&offset=5', referrer.token)).json();
    expect(second.items.map((r: { username: string }) => r.username)).toEqual([names[1], names[0]]);
    const referred = (
      await get('/api/users/profile', (await register(t.app, { referral_code: code })).token)
    ).json();
    expect(referred.referred_by).toBe(referrer.body.username);
  });

  it('lets me choose my own code, unique whatever the letter case ("Update referral code successfully")', async () => {
    const { token } = await register(t.app);
    const code = `Lan${Date.now().toString(36)}`.slice(0, 12);
    const updated = await send(
      'POST',
      '/api/users/profile/update-master-referral',
      { referral_code: code },
      token,
    );
    expect(updated.json()).toEqual({ message: 'Update referral code successfully' });
    expect((await get('/api/users/profile', token)).json().referral_code).toBe(code);
    // Someone registering with the new code, in other letter case, is referred by me.
    const friend = await register(t.app, { referral_code: code.toLowerCase() });
    expect((await get('/api/users/profile', friend.token)).json().referred_by).toBeTruthy();

    const other = await register(t.app);
    const taken = await send(
      'POST',
      '/api/users/profile/update-master-referral',
      { referral_code: code.toUpperCase() },
      other.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This referral code is already in use');
    const bad = await send(
      'POST',
      '/api/users/profile/update-master-referral',
      { referral_code: 'ab_1' },
      other.token,
    );
    expect(bad.json().message).toBe('Referral code may only contain letters and numbers');
    const short = await send(
      'POST',
      '/api/users/profile/update-master-referral',
      { referral_code: 'ab1' },
      other.token,
    );
    expect(short.json().message).toBe('This field must be at least 4 characters');
  });
});

describe('public and listing endpoints', () => {
  it('GET /api/users/username/{username} shows the public face only', async () => {
    const { body } = await register(t.app);
    const response = await get(`/api/users/username/${body.username.toUpperCase()}`);
    expect(response.json()).toEqual({
      username: body.username,
      name: body.full_name,
      joined_at: expect.any(String),
      clans: [],
      token_holder: false,
    });
    expect((await get('/api/users/username/nobody_here_x')).statusCode).toBe(404);
  });

  it('a newcomer has no clans, invitations, requests or campaigns, and the global board has no row of theirs', async () => {
    const { token } = await register(t.app);
    const board = (await get('/api/users/leaderboards', token)).json();
    expect(board).toMatchObject({ period: 'all', me: null });
    expect(Array.isArray(board.items)).toBe(true);
    expect((await get('/api/users/my-clans', token)).json()).toEqual({
      clans: [],
      invitations: [],
      requests: [],
    });
    expect((await get('/api/users/my-campaigns', token)).json()).toEqual({ hosted: [], joined: [] });
    expect((await get('/api/users/my-clans')).statusCode).toBe(401);
    expect((await get('/api/users/my-campaigns')).statusCode).toBe(401);
  });
});
