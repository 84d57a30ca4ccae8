import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedPrize } from '@w2e/core/contracts/prizes';
import { exampleDraftEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { EventPayoutPage } from './payout-page';

afterEach(cleanup);

const claimed: ManagedPrize = {
  id: '00000000-0000-4000-8000-000000000001',
  source: 'leaderboard',
  event: { id: 'e1', slug: 'summer-quest', title: 'Summer Quest' },
  wheel: null,
  position: 1,
  label: '0.5 BNB',
  payout: { kind: 'token', network: 'bsc', token: 'native', amount: '0.5' },
  status: 'claimed',
  claim_kind: 'evm_address',
  claim: {
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    contact: null,
    claimed_at: '2026-01-02T00:00:00.000Z',
  },
  delivery: null,
  confirmed_at: null,
  dispute: null,
  won_at: '2026-01-01T00:00:00.000Z',
  winner: { id: 'u2', username: 'winner', name: 'Winner Wu' },
};
const item: ManagedPrize = {
  ...claimed,
  id: '00000000-0000-4000-8000-000000000002',
  label: 'T-shirt',
  payout: { kind: 'item' },
  claim_kind: 'contact',
  claim: { address: null, contact: '12 Main St, Hanoi', claimed_at: '2026-01-02T00:00:00.000Z' },
};
const HASH = `0x${'cd'.repeat(32)}`;

function server(event = exampleDraftEvent({ status: 'published' })) {
  let prizes = [claimed, item];
  return fakeHttp({
    'GET events/summer-quest': event,
    'GET events/e1/prizes': ({ params }: { params?: unknown }) => {
      const { status } = (params ?? {}) as { status?: string };
      const items = prizes.filter((prize) => !status || prize.status === status);
      return { items, total: items.length, limit: 20, offset: 0 };
    },
    [`POST prizes/${claimed.id}/delivery`]: ({ body }: { body?: unknown }) => {
      const { tx_hash } = body as { tx_hash: string };
      const delivered: ManagedPrize = {
        ...claimed,
        status: 'delivered',
        delivery: { network: 'bsc', tx_hash, note: null, delivered_at: '2026-01-03T00:00:00.000Z' },
      };
      prizes = prizes.map((prize) => (prize.id === claimed.id ? delivered : prize));
      return delivered;
    },
    [`POST prizes/${item.id}/delivery`]: ({ body }: { body?: unknown }) => ({
      ...item,
      status: 'delivered',
      body,
    }),
  });
}

const show = (http: ReturnType<typeof fakeHttp>['http']) =>
  renderRoutes([{ path: '/event/:slug/prizes', element: <EventPayoutPage /> }], {
    path: '/event/summer-quest/prizes',
    http,
    user: testUser,
  });

describe('the event’s payout page', () => {
  it('lists the prizes with their winners and claimed addresses, and records a delivery by its transaction', async () => {
    const fake = server();
    await show(fake.http);
    const cards = await screen.findAllByTestId('payout-prize');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Winner Wu' })).toBeTruthy();
    expect(within(cards[1]!).getByText('12 Main St, Hanoi')).toBeTruthy();

    const save = within(cards[0]!).getByRole('button', { name: 'Save delivery' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(cards[0]!).getByLabelText('Transaction hash'), { target: { value: HASH } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(fake.calls.find((call) => call.key === `POST prizes/${claimed.id}/delivery`)?.body).toEqual({
        tx_hash: HASH,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('prize-status')[0]!.textContent).toBe('Delivered'));

    // An item goes with a note, or none.
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Save delivery' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.key === `POST prizes/${item.id}/delivery`)?.body).toEqual({}),
    );
  });

  it('filters by status', async () => {
    const fake = server();
    await show(fake.http);
    await screen.findAllByTestId('payout-prize');
    fireEvent.click(screen.getAllByLabelText('Status')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Delivered' }));
    await screen.findByText('No prize won yet.');
    expect(fake.calls.at(-1)?.params).toMatchObject({ status: 'delivered', offset: 0 });
  });

  it('is not found for someone who does not manage the event', async () => {
    const event = exampleDraftEvent({ status: 'published' });
    await show(server({ ...event, viewer: { ...event.viewer, can_manage: false } }).http);
    await screen.findByText(/not found/i);
    expect(screen.queryByTestId('payout-prizes')).toBeNull();
  });
});
