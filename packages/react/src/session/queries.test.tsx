import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, memoryTokens, wrapper } from '../test-utils';
import { sessionKeys, useApplySignIn, useSession, useSignOut } from './queries';

const user = {
  id: 'u1',
  username: 'linh',
  email: 'linh@example.com',
  email_unverify: null,
  name: 'Linh',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: null,
};
const tokens = {
  access_token: 'a.b.c',
  token_type: 'Bearer' as const,
  expires_at: '2030-01-01T00:00:00.000Z',
};

describe('session', () => {
  it('knows a visitor without a token is signed out at once, with no request', () => {
    const { http, calls } = fakeHttp({});
    const { Wrapper } = wrapper({ http: async () => http });
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    expect(result.current).toEqual({ user: null, loading: false });
    expect(calls).toEqual([]);
  });

  it('loads the user of a stored token with GET users/init, and drops a token the server refuses', {
    timeout: 30_000,
  }, async () => {
    const good = fakeHttp({ 'GET users/init': user });
    const signedIn = wrapper({ http: async () => good.http, tokens: memoryTokens('a.b.c') });
    const first = renderHook(() => useSession(), { wrapper: signedIn.Wrapper });
    expect(first.result.current.loading).toBe(true);
    // The first load imports the session loader's chunk, which can take seconds on a busy machine.
    await waitFor(() => expect(first.result.current.user?.username).toBe('linh'), { timeout: 10_000 });
    expect(good.calls).toEqual(['GET users/init']);

    const refused = fakeHttp({ 'GET users/init': null });
    const stale = memoryTokens('old.token');
    const expired = wrapper({ http: async () => refused.http, tokens: stale });
    const second = renderHook(() => useSession(), { wrapper: expired.Wrapper });
    await waitFor(() => expect(second.result.current.loading).toBe(false), { timeout: 10_000 });
    expect(second.result.current.user).toBeNull();
    expect(stale.value).toBeNull();
  });

  it("lets the app's own start sign in instead of the stored token (IFO, Telegram init data)", async () => {
    const { http, calls } = fakeHttp({});
    const { Wrapper } = wrapper({
      http: async () => http,
      startPending: () => true,
      startSession: async () => ({ ...user, username: 'from-telegram' }),
    });
    const { result } = renderHook(() => useSession(), { wrapper: Wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.user?.username).toBe('from-telegram'));
    expect(calls).toEqual([]);
  });

  it('applies a sign-in everywhere at once, and sign-out forgets the token and every private query', async () => {
    const { http } = fakeHttp({});
    const store = memoryTokens();
    const { Wrapper, queryClient } = wrapper({ http: async () => http, tokens: store });
    const { result } = renderHook(
      () => ({ session: useSession(), apply: useApplySignIn(), out: useSignOut() }),
      {
        wrapper: Wrapper,
      },
    );
    act(() => result.current.apply({ ...user, access_tokens: tokens }));
    expect(store.value).toBe('a.b.c');
    await waitFor(() => expect(result.current.session.user).toEqual(user));

    queryClient.setQueryData(['users', 'profile'], { private: true });
    act(() => result.current.out());
    expect(store.value).toBeNull();
    await waitFor(() => expect(result.current.session.user).toBeNull());
    expect(queryClient.getQueryData(['users', 'profile'])).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
  });
});
