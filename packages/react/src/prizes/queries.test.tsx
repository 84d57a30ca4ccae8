import { act, renderHook, waitFor } from '@testing-library/react';
import type { Prize } from '@w2e/core/contracts/prizes';
import { describe, expect, it } from 'vitest';
import { fakeHttp, memoryTokens, wrapper } from '../test-utils';
import {
  useClaimPrize,
  useConfirmPrize,
  useDeliverPrize,
  useDisputePrize,
  useDownloadPrizesCsv,
  useEventPrizes,
  useMyPrizes,
  useWheelPrizes,
} from './queries';

const user = {
  id: '5b0c2f4e-8f8e-4d2a-9c55-0d6f1b0f1a11',
  username: 'linh',
  email: null,
  email_unverify: null,
  name: 'Linh',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: null,
};
const id = '9d3f2c1a-6b7e-4f10-8a2b-3c4d5e6f7a8b';
const prize: Prize = {
  id,
  source: 'leaderboard',
  event: { id: 'e1', slug: 'summer-cup', title: 'Summer Cup' },
  wheel: null,
  position: 1,
  label: '5 USDT',
  payout: { kind: 'token', network: 'bsc', token: 'native', amount: '5' },
  status: 'won',
  claim_kind: 'evm_address',
  claim: null,
  delivery: null,
  confirmed_at: null,
  dispute: null,
  won_at: '2030-01-01T00:00:00.000Z',
};
const managed = { ...prize, winner: { id: user.id, username: 'linh', name: 'Linh' } };
const page = <T,>(items: T[]) => ({ items, total: items.length, limit: 20, offset: 0 });

describe('prizes', () => {
  it("reads the player's prizes and the managers' payout lists, and writes each step of a prize", async () => {
    const { http, calls } = fakeHttp({
      'GET users/init': user,
      'GET users/prizes': page([prize]),
      'GET events/e1/prizes': page([managed]),
      'GET wheels/platform/prizes': page([]),
      [`POST prizes/${id}/claim`]: { ...prize, status: 'claimed' },
      [`POST prizes/${id}/delivery`]: { ...managed, status: 'delivered' },
      [`POST prizes/${id}/confirm`]: { ...prize, status: 'confirmed' },
      [`POST prizes/${id}/dispute`]: { ...prize, status: 'disputed' },
      'GET events/e1/prizes.csv': 'prize_id,winner,network,token,amount,address\n',
    });
    const { Wrapper } = wrapper({ http: async () => http, tokens: memoryTokens('a.b.c') });
    const { result } = renderHook(
      () => ({
        mine: useMyPrizes({ status: 'won' }),
        event: useEventPrizes('e1'),
        wheel: useWheelPrizes('platform'),
        claim: useClaimPrize(),
        deliver: useDeliverPrize(),
        confirm: useConfirmPrize(),
        dispute: useDisputePrize(),
        csv: useDownloadPrizesCsv(),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.mine.data?.items[0]?.label).toBe('5 USDT'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(result.current.event.data?.items[0]?.winner.username).toBe('linh'));
    await waitFor(() => expect(result.current.wheel.data?.total).toBe(0));

    await act(async () => {
      const claimed = await result.current.claim.mutateAsync({
        id,
        body: { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      });
      expect(claimed.status).toBe('claimed');
      expect(
        (await result.current.deliver.mutateAsync({ id, body: { tx_hash: `0x${'a'.repeat(64)}` } })).status,
      ).toBe('delivered');
      expect((await result.current.confirm.mutateAsync(id)).status).toBe('confirmed');
      expect(
        (await result.current.dispute.mutateAsync({ id, body: { reason: 'Nothing came' } })).status,
      ).toBe('disputed');
      expect((await result.current.csv.mutateAsync({ event: 'e1' })).text).toMatch(/^prize_id,winner/);
    });
    expect(calls).toContain(`POST prizes/${id}/delivery`);
    // Each write refetched the lists it changed.
    expect(calls.filter((call) => call === 'GET users/prizes').length).toBeGreaterThan(1);
  });
});
