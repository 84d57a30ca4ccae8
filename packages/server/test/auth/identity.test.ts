import { createHash, createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { JwksStandIn, miniAppInitData } from '../support/identity-helpers';

const BOT_TOKEN = '123456:TEST-bot-token-for-w2e';
const GOOGLE_CLIENT = 'w2e-test.apps.googleusercontent.com';
const IFO_SECRET = 'ifo-partner-secret-ifo-partner-secret-0123';

let t: TestApp;
let google: JwksStandIn;
beforeAll(async () => {
  google = await new JwksStandIn().start();
  t = await createTestApp();
  Object.assign(t.config.telegram, { botToken: BOT_TOKEN, botUsername: 'w2e_test_bot' });
  Object.assign(t.config.google, { clientId: GOOGLE_CLIENT, jwksUrl: google.url });
  Object.assign(t.config.ifo, { secret: IFO_SECRET, issuer: 'https://ifo.example', audience: 'w2e' });
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/login-via-telegram-bot with Mini App init data', () => {
  it('creates the Telegram user on first sign-in, in their language, and finds them next time', async () => {
    const tgUser = { id: 7_000_000_001, first_name: 'Linh', last_name: 'Tran', language_code: 'vi' };
    const first = await post('/api/auth/login-via-telegram-bot', {
      init_data: miniAppInitData(BOT_TOKEN, tgUser),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Linh Tran', access_tokens: { token_type: 'Bearer' } });
    const row = await usersRepository(t.app.deps.db).findById(first.json().id);
    expect(row).toMatchObject({ telegramId: '7000000001', language: 'vi' });
    const again = await post('/api/auth/login-via-telegram-bot', {
      init_data: miniAppInitData(BOT_TOKEN, tgUser),
    });
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses init data signed with another bot token, or changed after signing', async () => {
    const forged = await post('/api/auth/login-via-telegram-bot', {
      init_data: miniAppInitData('999:another-bot', { id: 5, first_name: 'Eve' }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The Telegram sign-in data is not valid');
    const signed = new URLSearchParams(miniAppInitData(BOT_TOKEN, { id: 5, first_name: 'Eve' }));
    signed.set('user', JSON.stringify({ id: 6, first_name: 'Eve' }));
    const tampered = await post('/api/auth/login-via-telegram-bot', { init_data: signed.toString() });
    expect(tampered.statusCode).toBe(401);
    expect(await usersRepository(t.app.deps.db).findByTelegramId('6')).toBeUndefined();
  });

  it('refuses init data older than the allowed age (one hour by default)', async () => {
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
    const stale = await post('/api/auth/login-via-telegram-bot', {
      init_data: miniAppInitData(BOT_TOKEN, { id: 8, first_name: 'Old' }, twoHoursAgo),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('The Telegram sign-in data has expired. Please open the app again.');
  });
});

describe('POST /api/auth/login-via-telegram-bot with Login Widget data', () => {
  function widget(data: Record<string, string | number>, token = BOT_TOKEN) {
    const check = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join('\n');
    const secret = createHash('sha256').update(token).digest();
    return { ...data, hash: createHmac('sha256', secret).update(check).digest('hex') };
  }

  it('signs in with data signed by the bot token (the widget scheme)', async () => {
    const data = widget({
      id: 4242,
      first_name: 'Minh',
      username: 'minh',
      auth_date: Math.floor(Date.now() / 1000),
    });
    const response = await post('/api/auth/login-via-telegram-bot', { login_widget: data });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Minh');
  });

  it('refuses widget data hashed with the Mini App scheme or another token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const other = widget({ id: 4243, first_name: 'Eve', auth_date: now }, '1:other');
    expect((await post('/api/auth/login-via-telegram-bot', { login_widget: other })).statusCode).toBe(401);
  });
});

describe('Telegram sign-in without a bot token', () => {
  it('says it is not available', async () => {
    const bare = await createTestApp();
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-telegram-bot',
      payload: { init_data: miniAppInitData(BOT_TOKEN, { id: 1, first_name: 'A' }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Telegram sign-in is not available');
    expect((await bare.app.inject({ url: '/api/config' })).json()).toMatchObject({
      google_client_id: null,
      telegram_login: false,
      telegram_bot_username: null,
    });
    await bare.close();
  });
});

describe('POST /api/auth/login-via-google', () => {
  const issuer = 'https://accounts.google.com';
  const idToken = (
    claims: Record<string, unknown>,
    options: Partial<Parameters<JwksStandIn['token']>[1]> = {},
  ) => google.token(claims, { issuer, audience: GOOGLE_CLIENT, ...options });

  it('creates an account with the verified Google address, then signs into it again', async () => {
    const token = await idToken({ sub: 'g-1001', email: 'Lan@Gmail.com', email_verified: true, name: 'Lan' });
    const first = await post('/api/auth/login-via-google', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'lan@gmail.com', name: 'Lan', email_unverify: null });
    const again = await post('/api/auth/login-via-google', { token: await idToken({ sub: 'g-1001' }) });
    expect(again.json().id).toBe(first.json().id);
  });

  it('signs into the account that verified the same address, linking Google to it', async () => {
    const { user } = await register(t.app);
    await usersRepository(t.app.deps.db).update(user.id, { email: 'hoa@example.com', emailUnverify: null });
    const token = await idToken({ sub: 'g-2002', email: 'hoa@example.com', email_verified: true });
    const response = await post('/api/auth/login-via-google', { token });
    expect(response.json().id).toBe(user.id);
  });

  it.each([
    [
      'another audience',
      () => idToken({ sub: 'g-x' }, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['another issuer', () => idToken({ sub: 'g-x' }, { issuer: 'https://evil.example' })],
    ['an expired token', () => idToken({ sub: 'g-x' }, { expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    [
      'a key Google does not publish',
      async () =>
        idToken({ sub: 'g-x' }, { key: (await generateKeyPair('RS256')).privateKey, kid: 'unknown' }),
    ],
    [
      'a stranger key under Google’s key id',
      async () => idToken({ sub: 'g-x' }, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['a tampered token', async () => `${(await idToken({ sub: 'g-x' })).slice(0, -4)}AAAA`],
    ['not a token at all', async () => 'not-a-jwt'],
  ])('refuses %s with "Cannot login with google"', async (_label, make) => {
    const response = await post('/api/auth/login-via-google', { token: await make() });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Cannot login with google');
    expect(await usersRepository(t.app.deps.db).findByGoogleSub('g-x')).toBeUndefined();
  });

  it('links Google to a signed-in account, and not to a second one', async () => {
    const { token: session } = await register(t.app);
    const token = await idToken({ sub: 'g-3003' });
    const linked = await post('/api/users/link-google', { token }, bearer(session));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message).toBe('Google account linked successfully');
    const { token: other } = await register(t.app);
    const taken = await post(
      '/api/users/link-google',
      { token: await idToken({ sub: 'g-3003' }) },
      bearer(other),
    );
    expect(taken.statusCode).toBe(409);
  });

  it('tells the portal its client id through GET /api/config', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({
      google_client_id: GOOGLE_CLIENT,
      telegram_login: true,
      telegram_bot_username: 'w2e_test_bot',
    });
  });
});

describe('POST /api/auth/ifo/login', () => {
  const partnerToken = (
    claims: Record<string, unknown>,
    change: { secret?: string; issuer?: string; audience?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(change.issuer ?? 'https://ifo.example')
      .setAudience(change.audience ?? 'w2e')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(change.secret ?? IFO_SECRET));

  it("signs in the partner's user, the same one each time", async () => {
    const first = await post('/api/auth/ifo/login', {
      token: await partnerToken({ sub: 'ifo-77', name: 'Partner Pat' }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Partner Pat' });
    const again = await post('/api/auth/ifo/login', { token: await partnerToken({ sub: 'ifo-77' }) });
    expect(again.json().id).toBe(first.json().id);
  });

  it.each([
    ['a tampered token', async () => `${(await partnerToken({ sub: 'ifo-1' })).slice(0, -3)}abc`],
    ['another secret', () => partnerToken({ sub: 'ifo-1' }, { secret: 'x'.repeat(40) })],
    ['another issuer', () => partnerToken({ sub: 'ifo-1' }, { issuer: 'https://evil.example' })],
    ['another audience', () => partnerToken({ sub: 'ifo-1' }, { audience: 'other-app' })],
    ['no subject', () => partnerToken({})],
  ])('refuses %s with 401', async (_label, make) => {
    const response = await post('/api/auth/ifo/login', { token: await make() });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The partner sign-in link is not valid or has expired');
  });

  it('verifies with the partner JWKS when one is configured', async () => {
    const partner = await new JwksStandIn().start();
    const app = await createTestApp();
    Object.assign(app.config.ifo, { jwksUrl: partner.url, issuer: 'https://ifo.example', audience: 'w2e' });
    const token = await partner.token(
      { sub: 'ifo-jwks-1' },
      { issuer: 'https://ifo.example', audience: 'w2e' },
    );
    const response = await app.app.inject({ method: 'POST', url: '/api/auth/ifo/login', payload: { token } });
    expect(response.statusCode).toBe(200);
    await app.close();
    await partner.stop();
  });
});
