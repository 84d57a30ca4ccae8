import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MiniAppI18n } from '../i18n';
import { createApiClient } from './api-client';

// The launch's sign-in with the init data (sign-in.ts), as the server would answer it.
const signIn = vi.hoisted(() => vi.fn());
vi.mock('./sign-in', () => ({ signInWithTelegram: signIn }));

const user = {
  id: 'u1',
  username: null,
  email: null,
  email_unverify: null,
  name: 'Minh',
  auth_metamask_wallet: null,
  token_holder: false,
};

const create = () =>
  createApiClient({ initData: 'user=%7B%7D&hash=abc', i18n: {} as MiniAppI18n, referral: null });

describe('the Mini App start session', () => {
  beforeEach(() => signIn.mockReset());

  it('signs in with the init data once; a later load of the session reads the stored token', async () => {
    signIn.mockResolvedValue({ user, problem: null });
    const { client } = create();
    expect(await client.startSession?.()).toEqual(user);
    // The session made stale by a change to the account (a linked wallet): undefined, so the stored token is read.
    expect(await client.startSession?.()).toBeUndefined();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('signs in afresh on a retry after the server could not be reached', async () => {
    signIn.mockResolvedValueOnce({ user: null, problem: 'unavailable' });
    signIn.mockResolvedValueOnce({ user, problem: null });
    const api = create();
    expect(await api.client.startSession?.()).toBeNull();
    expect(api.signInProblem()).toBe('unavailable');
    expect(await api.client.startSession?.()).toEqual(user);
    expect(api.signInProblem()).toBeNull();
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
