import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanRequest, PlanRequestPage } from '@w2e/core/contracts/plan-requests';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { AdminPlanRequestsPage } from './admin-plan-requests-page';

afterEach(cleanup);

const waiting: PlanRequest = {
  id: 'r1',
  project: { id: 'p1', name: 'Acme Studio', slug: 'acme', tier: 'basic' },
  tier: 'enterprise',
  note: 'We need the API',
  contact: true,
  status: 'requested',
  reason: null,
  requested_by: { id: 'u2', username: 'host', name: 'Hanna Host' },
  decided_by: null,
  decided_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const decided: PlanRequest = {
  ...waiting,
  id: 'r0',
  status: 'declined',
  reason: 'No contract yet',
  decided_by: { id: 'op', username: 'olga', name: 'Olga Operator' },
  decided_at: '2026-01-02T10:00:00.000Z',
};
const page = (items: PlanRequest[]): PlanRequestPage => ({
  items,
  total: items.length,
  limit: 20,
  offset: 0,
});

async function open() {
  const server = fakeHttp({
    'GET admin/plan-requests': ({ params }: { params?: unknown }) =>
      page((params as { status?: string }).status === 'requested' ? [waiting] : [decided]),
    'POST admin/plan-requests/r1/decision': ({ body }: { body?: unknown }) => ({
      message: 'done',
      request: {
        ...waiting,
        status: (body as { decision: string }).decision === 'approve' ? 'approved' : 'declined',
      },
    }),
  });
  await renderRoutes([{ path: '/admin/plan-requests', element: <AdminPlanRequestsPage /> }], {
    path: '/admin/plan-requests',
    http: server.http,
    user: testUser,
  });
  return server.calls;
}

describe('the operators’ plan requests page', () => {
  it('lists the waiting requests with the wanted plan, the contact mark and the note, and approves', async () => {
    const calls = await open();
    const row = within(await screen.findByTestId('plan-request-r1'));
    expect(row.getByText('Acme Studio')).toBeTruthy();
    expect(row.getByText('Enterprise')).toBeTruthy();
    expect(row.getByText('Contact')).toBeTruthy();
    expect(row.getByText('We need the API')).toBeTruthy();
    expect(calls[0]?.params).toMatchObject({ status: 'requested', limit: 20, offset: 0 });
    fireEvent.click(row.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST admin/plan-requests/r1/decision')?.body).toEqual({
        decision: 'approve',
      }),
    );
  });

  it('shows a decided request with its reason, who decided and when', async () => {
    await open();
    await screen.findByTestId('plan-request-r1');
    fireEvent.click(screen.getByText('All'));
    const row = within(await screen.findByTestId('plan-request-r0'));
    expect(row.getByText('Declined')).toBeTruthy();
    expect(row.getByText('Reason: No contract yet')).toBeTruthy();
    expect(row.getByText(/^By Olga Operator on /)).toBeTruthy();
  });

  it('declines only once a reason is typed, and sends it', async () => {
    const calls = await open();
    const row = within(await screen.findByTestId('plan-request-r1'));
    const decline = row.getByRole('button', { name: 'Decline' });
    expect(decline.hasAttribute('disabled')).toBe(true);
    fireEvent.change(row.getByLabelText('Reason (required to decline)'), {
      target: { value: 'No contract' },
    });
    fireEvent.click(decline);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST admin/plan-requests/r1/decision')?.body).toEqual({
        decision: 'decline',
        reason: 'No contract',
      }),
    );
  });
});
