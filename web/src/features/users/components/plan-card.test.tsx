import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanRequest } from '@w2e/core/contracts/plan-requests';
import type { Project } from '@w2e/core/contracts/projects';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { PlanCard } from './plan-card';

afterEach(cleanup);

const project: Project = {
  id: 'p1',
  name: 'Acme Studio',
  slug: 'acme',
  tier: 'basic',
  owner: { id: testUser.id, username: 'player', name: 'Player One' },
  created_at: '2026-01-01T00:00:00.000Z',
};
const request = (overrides: Partial<PlanRequest>): PlanRequest => ({
  id: 'r1',
  project: { id: 'p1', name: 'Acme Studio', slug: 'acme', tier: 'basic' },
  tier: 'premium',
  note: null,
  contact: false,
  status: 'declined',
  reason: 'No contract yet',
  requested_by: { id: testUser.id, username: 'player', name: 'Player One' },
  decided_by: { id: 'op', username: 'operator', name: 'Olga Operator' },
  decided_at: '2026-01-02T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

async function card(items: PlanRequest[], language: 'en' | 'vi' = 'en', tier: Project['tier'] = 'basic') {
  const server = fakeHttp({
    'GET projects/mine': { items: [{ ...project, tier }] },
    'GET projects/p1/plan-requests': { items },
    'POST projects/p1/plan-requests': ({ body }: { body?: unknown }) => ({
      message: 'Plan requested: an operator confirms your plan',
      request: request({ ...(body as object), status: 'requested', reason: null }),
    }),
  });
  await renderRoutes([{ path: '/', element: <PlanCard /> }], {
    path: '/',
    http: server.http,
    user: testUser,
    language,
  });
  return server.calls;
}

describe('the host’s plan card', () => {
  it('shows the plan, says an operator confirms it, and lists the requests with the decline reason', async () => {
    await card([request({})]);
    const plan = within(await screen.findByTestId('plan-acme'));
    expect(plan.getByText('Current plan: Basic')).toBeTruthy();
    expect(screen.getByText(/An operator confirms your plan/)).toBeTruthy();
    expect(await plan.findByText('Declined')).toBeTruthy();
    expect(plan.getByText('Reason: No contract yet')).toBeTruthy();
  });

  it('sends the chosen plan with the note', async () => {
    const calls = await card([]);
    const plan = within(await screen.findByTestId('plan-acme'));
    fireEvent.change(plan.getByLabelText('Note for the operator (optional)'), {
      target: { value: 'Launch soon' },
    });
    fireEvent.click(plan.getByRole('button', { name: 'Request plan' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST projects/p1/plan-requests')?.body).toEqual({
        tier: 'standard',
        note: 'Launch soon',
      }),
    );
  });

  it('holds the form while a request waits, in Vietnamese too', async () => {
    await card([request({ status: 'requested', reason: null })], 'vi');
    const plan = within(await screen.findByTestId('plan-acme'));
    expect(await plan.findByText('Đã yêu cầu')).toBeTruthy();
    expect(plan.getByRole('button', { name: 'Yêu cầu gói' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Quản trị viên sẽ xác nhận gói của bạn/)).toBeTruthy();
  });

  it('links an Enterprise project to its API keys, and no other plan', async () => {
    await card([], 'en', 'enterprise');
    const plan = within(await screen.findByTestId('plan-acme'));
    expect(plan.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe('/project/acme/api');
    cleanup();
    await card([], 'en', 'premium');
    expect(
      within(await screen.findByTestId('plan-acme')).queryByRole('link', { name: 'API keys' }),
    ).toBeNull();
  });
});
