import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, newRegistration, PASSWORD, register, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const userCount = () => usersRepository(t.app.deps.db).count();

describe('POST /api/auth/register-via-username', () => {
  it('creates the account, signs it in and returns the spec user fields', async () => {
    const body = newRegistration({ email: 'Mixed.Case@Example.COM' });
    const response = await post('/api/auth/register-via-username', body);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'access_tokens',
        'auth_metamask_wallet',
        'email',
        'email_unverify',
        'id',
        'name',
        'token_holder',
        'username',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: body.username,
      name: body.full_name,
      email: null,
      email_unverify: 'mixed.case@example.com',
      auth_metamask_wallet: null,
      token_holder: false,
      access_tokens: { token_type: 'Bearer' },
    });
    const init = await t.app.inject({
      url: '/api/users/init',
      headers: bearer(user.access_tokens.access_token),
    });
    expect(init.json()).toMatchObject({ id: user.id, username: body.username, access_tokens: null });
  });

  it('never stores the password in the clear', async () => {
    const { user } = await register(t.app);
    const row = await usersRepository(t.app.deps.db).findById(user.id);
    // scrypt with the configured cost (log2 N): 15 unless the test suite lowered it (support/helpers.ts).
    expect(row?.passwordHash?.startsWith(`scrypt$${2 ** t.config.passwordHashCost}$8$1$`)).toBe(true);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'This field must be an email'],
    [
      'a weak password',
      { password: 'password1' },
      'password',
      'Password must be at least 8 characters and must include one uppercase, one lowercase, one number and one special character',
    ],
    [
      'a username with a dash',
      { username: 'bad-name' },
      'username',
      'Username may only contain letters, numbers and underscores',
    ],
    [
      'a referral code with an underscore',
      { referral_code: 'AB_12' },
      'referral_code',
      'Referral code may only contain letters and numbers',
    ],
    ['a missing full name', { full_name: undefined }, 'full_name', 'This field is required'],
  ])('refuses %s with 400 and the spec message, storing nothing', async (_label, change, path, message) => {
    const before = await userCount();
    const response = await post('/api/auth/register-via-username', newRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message,
      errors: [expect.objectContaining({ path, message })],
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a username or email already taken, whatever the letter case', async () => {
    const { body } = await register(t.app);
    const before = await userCount();
    const sameName = await post(
      '/api/auth/register-via-username',
      newRegistration({ username: body.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe('This username is already taken');
    const sameEmail = await post(
      '/api/auth/register-via-username',
      newRegistration({ email: body.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().message).toBe('This email is already registered. Forgot your password?');
    expect(await userCount()).toBe(before);
  });

  it('answers in Vietnamese when asked', async () => {
    const response = await post('/api/auth/register-via-username', newRegistration({ password: 'weak' }), {
      'accept-language': 'vi-VN,vi;q=0.9',
    });
    expect(response.json().message).toBe(
      'Mật khẩu phải có ít nhất 8 ký tự, gồm một chữ hoa, một chữ thường, một chữ số và một ký tự đặc biệt',
    );
  });

  it("links the new account to the referral code's owner, and refuses an unknown code", async () => {
    const referrer = await register(t.app);
    const row = await usersRepository(t.app.deps.db).findById(referrer.user.id);
    const { user } = await register(t.app, { referral_code: row!.referralCode.toLowerCase() });
    const invitee = await usersRepository(t.app.deps.db).findById(user.id);
    expect(invitee?.referredBy).toBe(referrer.user.id);

    const before = await userCount();
    const unknown = await post(
      '/api/auth/register-via-username',
      newRegistration({ referral_code: 'NOSUCHCODE' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Referral code not found');
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of several simultaneous registrations of a name through', async () => {
    const username = newRegistration().username;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/auth/register-via-username', newRegistration({ username }))),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('This username is already taken');
    }
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-via-username',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request is not valid' });
  });
});

describe('POST /api/auth/login-via-username', () => {
  it('signs in with the right password, whatever the username case', async () => {
    const { body, user } = await register(t.app);
    const response = await post('/api/auth/login-via-username', {
      username: body.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, access_tokens: { token_type: 'Bearer' } });
  });

  it('gives a wrong password and an unknown username the same 401', async () => {
    const { body } = await register(t.app);
    const wrong = await post('/api/auth/login-via-username', {
      username: body.username,
      password: 'Wrong!pass1',
    });
    const unknown = await post('/api/auth/login-via-username', {
      username: 'nobody_here',
      password: PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect username or password');
  });

  it('refuses with 429 after repeated failures, even the right password, and says when to retry', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 10; i++) {
      const r = await post('/api/auth/login-via-username', {
        username: body.username,
        password: `Wrong!pass${i}`,
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login-via-username', {
      username: body.username,
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes, or reset your password by email\.$/,
    );
  });

  it('requires both fields', async () => {
    const response = await post('/api/auth/login-via-username', { username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This field is required');
  });
});
