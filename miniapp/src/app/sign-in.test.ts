import type { ApiClient } from '@w2e/react/api-provider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithTelegram } from './sign-in';

// The server's answers, as the core API functions would return or throw them.
const server = vi.hoisted(() => ({
  telegramLogin: true,
  login: vi.fn(),
  referral: vi.fn(),
}));
vi.mock('@w2e/core/api/config', () => ({
  getPublicConfig: async () => ({ telegram_login: server.telegramLogin }),
}));
vi.mock('@w2e/core/api/auth', () => ({ loginViaTelegramBot: server.login }));
vi.mock('@w2e/core/api/users', () => ({ submitReferral: server.referral }));

const refusal = (statusCode: number) =>
  Object.assign(new Error('refused'), {
    response: { status: statusCode, data: { statusCode, message: 'no' } },
  });

function fakeApi() {
  let token: string | null = null;
  return {
    http: async () => ({}) as never,
    tokens: {
      get: () => token,
      set: (value: string) => {
        token = value;
      },
      clear: () => {
        token = null;
      },
    },
  } as unknown as ApiClient;
}

const user = {
  id: 'u1',
  username: null,
  email: null,
  email_unverify: null,
  name: 'Minh',
  auth_metamask_wallet: null,
  token_holder: false,
};

const publicConfig = {
  google_client_id: null,
  telegram_bot_username: null,
  telegram_login: true,
  wallet_chain_ids: [],
  analytics_id: null,
  verify_networks: [],
  platform_token: null,
};
const loginResult = {
  ...user,
  access_tokens: { access_token: 'early-jwt', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' },
};

/** What index.html's early script leaves for the app (early-sign-in.ts). */
function earlySignIn(initData: string, login: { status: number; body: unknown }, config = publicConfig) {
  window.__w2eSignIn = {
    initData,
    config: Promise.resolve({ status: 200, body: config }),
    login: Promise.resolve(login),
  };
}

beforeEach(() => {
  window.__w2eSignIn = undefined;
  server.telegramLogin = true;
  server.login.mockReset();
  server.referral.mockReset();
});

describe('signInWithTelegram', () => {
  it('signs in, keeps the token and submits a referral from the deep link', async () => {
    server.login.mockResolvedValue({
      ...user,
      access_tokens: { access_token: 'jwt', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' },
    });
    server.referral.mockResolvedValue({ message: 'ok' });
    const api = fakeApi();
    const outcome = await signInWithTelegram(api, 'init', 'ABCD2345');
    expect(outcome).toEqual({ user: { ...user, access_tokens: null }, problem: null });
    expect(api.tokens.get()).toBe('jwt');
    expect(server.referral).toHaveBeenCalledWith(expect.anything(), { code: 'ABCD2345' });
  });

  it('still signs in when the referral is refused (already referred)', async () => {
    server.login.mockResolvedValue({
      ...user,
      access_tokens: { access_token: 'jwt', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' },
    });
    server.referral.mockRejectedValue(refusal(409));
    expect((await signInWithTelegram(fakeApi(), 'init', 'ABCD2345')).problem).toBeNull();
  });

  it('reports refused init data (forged or stale: 401, 400) as refused', async () => {
    for (const status of [401, 400]) {
      server.login.mockRejectedValue(refusal(status));
      expect(await signInWithTelegram(fakeApi(), 'init', null)).toEqual({ user: null, problem: 'refused' });
    }
  });

  it('reports an unreachable or failing server, or a rate limit, as unavailable (retrying may help)', async () => {
    for (const error of [new Error('Network Error'), refusal(500), refusal(429)]) {
      server.login.mockRejectedValue(error);
      expect((await signInWithTelegram(fakeApi(), 'init', null)).problem).toBe('unavailable');
    }
  });

  it('does not try when the server has no Telegram sign-in configured', async () => {
    server.telegramLogin = false;
    expect(await signInWithTelegram(fakeApi(), 'init', null)).toEqual({ user: null, problem: null });
    expect(server.login).not.toHaveBeenCalled();
  });

  it('takes over the sign-in index.html started for the same init data, without asking again', async () => {
    earlySignIn('init', { status: 200, body: loginResult });
    const api = fakeApi();
    expect(await signInWithTelegram(api, 'init', null)).toEqual({
      user: { ...user, access_tokens: null },
      problem: null,
    });
    expect(api.tokens.get()).toBe('early-jwt');
    expect(server.login).not.toHaveBeenCalled();
    expect(window.__w2eSignIn).toBeUndefined();
  });

  it('ignores the early login a server without Telegram sign-in refused, and signs no one in', async () => {
    // index.html sends the login beside the config; this server does not sign in with Telegram.
    earlySignIn(
      'init',
      { status: 404, body: { statusCode: 404, message: 'Not Found' } },
      {
        ...publicConfig,
        telegram_login: false,
      },
    );
    const api = fakeApi();
    expect(await signInWithTelegram(api, 'init', null)).toEqual({ user: null, problem: null });
    expect(api.tokens.get()).toBeNull();
    expect(server.login).not.toHaveBeenCalled();
  });

  it('judges an early refusal as it judges its own, and signs in afresh on a retry', async () => {
    earlySignIn('init', { status: 401, body: { statusCode: 401, message: 'no' } });
    expect(await signInWithTelegram(fakeApi(), 'init', null)).toEqual({ user: null, problem: 'refused' });
    server.login.mockRejectedValue(new Error('Network Error'));
    expect((await signInWithTelegram(fakeApi(), 'init', null)).problem).toBe('unavailable');
    expect(server.login).toHaveBeenCalledTimes(1);
  });

  it('ignores an early sign-in made with other init data', async () => {
    earlySignIn('other', { status: 200, body: loginResult });
    server.login.mockResolvedValue({
      ...loginResult,
      access_tokens: { ...loginResult.access_tokens, access_token: 'jwt' },
    });
    const api = fakeApi();
    await signInWithTelegram(api, 'init', null);
    expect(api.tokens.get()).toBe('jwt');
    expect(server.login).toHaveBeenCalledOnce();
  });
});
