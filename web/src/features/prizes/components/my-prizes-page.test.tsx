import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Prize } from '@w2e/core/contracts/prizes';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { MyPrizesPage } from './my-prizes-page';

afterEach(cleanup);

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const base: Prize = {
  id: '00000000-0000-4000-8000-000000000001',
  source: 'leaderboard',
  event: { id: 'e1', slug: 'cup', title: 'Cup' },
  wheel: null,
  position: 2,
  label: '0.5 BNB',
  payout: { kind: 'token', network: 'bsc', token: 'native', amount: '0.5' },
  status: 'won',
  claim_kind: 'evm_address',
  claim: null,
  delivery: null,
  confirmed_at: null,
  dispute: null,
  won_at: '2026-01-01T00:00:00.000Z',
};

/** A server holding one prize, moving it through its states as the real one does. */
function server(start: Prize) {
  let current = { ...start };
  const page = () => ({ items: [current], total: 1, limit: 20, offset: 0 });
  return fakeHttp({
    'GET users/prizes': page,
    'POST prizes/00000000-0000-4000-8000-000000000001/claim': ({ body }: { body?: unknown }) => {
      const { address, contact } = body as { address?: string; contact?: string };
      current = {
        ...current,
        status: 'claimed',
        claim: { address: address ?? null, contact: contact ?? null, claimed_at: '2026-01-02T00:00:00.000Z' },
      };
      return current;
    },
    'POST prizes/00000000-0000-4000-8000-000000000001/confirm': () => {
      current = { ...current, status: 'confirmed', confirmed_at: '2026-01-04T00:00:00.000Z' };
      return current;
    },
    'POST prizes/00000000-0000-4000-8000-000000000001/dispute': ({ body }: { body?: unknown }) => {
      current = {
        ...current,
        status: 'disputed',
        dispute: { reason: (body as { reason: string }).reason, disputed_at: '2026-01-04T00:00:00.000Z' },
      };
      return current;
    },
  });
}

const show = (http: ReturnType<typeof fakeHttp>['http'], language: 'en' | 'vi' = 'en') =>
  renderRoutes([{ path: '/prizes', element: <MyPrizesPage /> }], {
    path: '/prizes',
    http,
    user: testUser,
    language,
  });

describe('/prizes', () => {
  it('claims a token prize with an address on its network, refusing one that is not before asking the server', async () => {
    const fake = server(base);
    await show(fake.http);
    const input = await screen.findByLabelText('Wallet address on BNB Smart Chain');
    expect(screen.getByText('0.5 BNB on BNB Smart Chain')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'EQ-not-evm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await screen.findByText(/0x and 40 hexadecimal digits/);
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { value: ADDRESS.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(screen.getByTestId('prize-status').textContent).toBe('Claimed'));
    const claim = fake.calls.find((call) => call.method === 'POST');
    expect(claim?.body).toEqual({ address: ADDRESS.toLowerCase() });
    expect(screen.queryByTestId('prize-claim-form')).toBeNull();
  });

  it('claims an item with a contact', async () => {
    const fake = server({ ...base, payout: { kind: 'item' }, claim_kind: 'contact', label: 'T-shirt' });
    await show(fake.http);
    const input = await screen.findByLabelText(/How to reach you/);
    fireEvent.change(input, { target: { value: '@winner on Telegram' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(screen.getByTestId('prize-status').textContent).toBe('Claimed'));
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      contact: '@winner on Telegram',
    });
  });

  it('shows the delivery’s transaction and lets the winner confirm it, or dispute it with a reason', async () => {
    const delivered: Prize = {
      ...base,
      status: 'delivered',
      claim: { address: ADDRESS, contact: null, claimed_at: '2026-01-02T00:00:00.000Z' },
      delivery: {
        network: 'bsc',
        tx_hash: `0x${'ab'.repeat(32)}`,
        note: null,
        delivered_at: '2026-01-03T00:00:00.000Z',
      },
    };
    const fake = server(delivered);
    await show(fake.http);
    const link = await screen.findByRole('link', { name: /0xabab/ });
    expect(link.getAttribute('href')).toBe(`https://bscscan.com/tx/0x${'ab'.repeat(32)}`);
    fireEvent.click(screen.getByRole('button', { name: 'It arrived' }));
    await waitFor(() => expect(screen.getByTestId('prize-status').textContent).toBe('Confirmed'));
    cleanup();

    const again = server(delivered);
    await show(again.http);
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('What is wrong'), { target: { value: 'Nothing arrived' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('prize-status').textContent).toBe('Disputed'));
    expect(again.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Nothing arrived' });
  });

  it('speaks Vietnamese', async () => {
    await show(server(base).http, 'vi');
    await screen.findByRole('heading', { name: 'Giải thưởng của tôi' });
    expect((await screen.findByTestId('prize-status')).textContent).toBe('Đã thắng');
  });
});
