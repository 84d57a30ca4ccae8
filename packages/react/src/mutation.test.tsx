import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameKeys, useClaimGame, useDecideGameClaim, useGameList } from './games/queries';
import { fakeHttp, wrapper } from './test-utils';

const game = {
  id: 'g1',
  slug: 'orbit',
  name: 'Orbit',
  logo_url: null,
  banner_url: null,
  summary: null,
  description: null,
  website_url: null,
  links: {},
  networks: [],
  genres: [],
  claimed: false,
};
const page = { items: [game], total: 1, limit: 100, offset: 0 };
const claim = {
  id: 'c1',
  status: 'pending',
  message: 'I made it',
  created_at: '2026-01-01T00:00:00.000Z',
  decided_at: null,
  game: { id: 'g1', slug: 'orbit', name: 'Orbit', logo_url: null, claimed: false },
  claimant: { id: 'u1', username: 'linh', name: null },
};

describe('useApiMutation', () => {
  it('is busy while the call runs, then refetches every query under the keys it invalidates', async () => {
    let release: () => void = () => {};
    const { http, calls } = fakeHttp({
      'GET games': page,
      'POST games/g1/claims': { message: 'Claim sent', claim },
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { Wrapper } = wrapper({
      http: async () => {
        if (calls.includes('GET games')) await gate;
        return http;
      },
    });
    const { result } = renderHook(() => ({ list: useGameList('', 1), claim: useClaimGame('g1') }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.claim.mutateAsync({ message: 'I made it' });
    });
    await waitFor(() => expect(result.current.claim.isPending).toBe(true));
    release();
    await act(() => done);
    await waitFor(() => expect(result.current.claim.isPending).toBe(false));
    expect(calls).toEqual(['GET games', 'POST games/g1/claims', 'GET games']);
  });

  it('keeps the failure as its error, and refetches after a refusal only when told to', async () => {
    const { http, calls } = fakeHttp({ 'GET games': page });
    const { Wrapper, queryClient } = wrapper({ http: async () => http });
    const { result } = renderHook(
      () => ({ list: useGameList('', 1), claim: useClaimGame('g1'), decide: useDecideGameClaim('c1') }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() => result.current.claim.mutateAsync({ message: 'x' }).catch(() => {}));
    await waitFor(() => expect(result.current.claim.error).toBeInstanceOf(Error));
    expect(calls.filter((call) => call === 'GET games')).toHaveLength(1);

    await act(() => result.current.decide.mutateAsync('approve').catch(() => {}));
    await waitFor(() => expect(calls.filter((call) => call === 'GET games')).toHaveLength(2));
    expect(queryClient.getQueryState(gameKeys.list('', 1))?.status).toBe('success');
  });
});
