import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Webhook, WebhookDelivery } from '@w2e/core/contracts/partner-webhooks';
import type { Project } from '@w2e/core/contracts/projects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../lib/test-render';
import { WebhooksPage } from './webhooks-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = (tier: Project['tier']): Project => ({
  id: 'p1',
  name: 'Acme Studio',
  slug: 'acme',
  tier,
  owner: { id: 'user-1', username: 'player', name: null },
  created_at: '2026-01-01T00:00:00.000Z',
});
const hook: Webhook = {
  id: 'h1',
  project_id: 'p1',
  clan_id: null,
  url: 'https://hooks.acme.io/w2e',
  event_types: ['task.completed'],
  enabled: true,
  disabled_reason: null,
  consecutive_failures: 2,
  failing_since: '2026-01-02T00:00:00.000Z',
  previous_secret_expires_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 'd1',
  event_id: '7',
  event_type: 'task.completed',
  status: 'failed',
  attempts: 9,
  last_status_code: 503,
  last_error: 'answered 503',
  last_attempt_at: '2026-01-02T10:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2026-01-02T09:00:00.000Z',
};

async function open(tier: Project['tier'] = 'enterprise', hooks: Webhook[] = [hook], operator = false) {
  const server = fakeHttp({
    'GET admin/access': { operator },
    'GET projects/mine': { items: operator ? [] : [project(tier)] },
    'GET admin/projects': { items: [project(tier)], total: 1, limit: 20, offset: 0 },
    'GET projects/p1/webhooks': { items: hooks },
    'POST projects/p1/webhooks': ({ body }: { body?: unknown }) => {
      if ((body as { url: string }).url.startsWith('http:'))
        throw httpFailure(400, 'The URL must start with https://', 'partnerWebhooks:urlNotHttps', [
          { path: 'url', message: 'The URL must start with https://' },
        ]);
      return { message: 'Webhook added', webhook: hook, secret: 'whsec_shown_once' };
    },
    'GET projects/p1/webhooks/h1/deliveries': { items: [delivery], total: 1, limit: 20, offset: 0 },
    'POST projects/p1/webhooks/h1/redeliver': { message: '1 delivery queued again', count: 1 },
    'POST projects/p1/webhooks/h1/rotate-secret': { message: 'New', webhook: hook, secret: 'whsec_rotated' },
  });
  await renderRoutes([{ path: '/project/:slug/webhooks', element: <WebhooksPage /> }], {
    path: '/project/acme/webhooks',
    http: server.http,
    user: testUser,
  });
  return server.calls;
}

describe('the host’s webhooks page', () => {
  it('says which plan webhooks come with when the project is below it, and asks for nothing', async () => {
    const calls = await open('premium');
    expect(await screen.findByText(/Webhooks come with the Enterprise plan/)).toBeTruthy();
    expect(calls.some((call) => call.key === 'GET projects/p1/webhooks')).toBe(false);
  });

  it('lets an operator manage the webhooks of someone else’s project on any plan', async () => {
    const calls = await open('premium', [hook], true);
    expect(await screen.findByTestId('webhook-h1')).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET admin/projects')?.params).toMatchObject({ q: 'acme' });
  });

  it('adds a webhook with the chosen events and shows its secret once; a refused URL says why in place', async () => {
    const calls = await open('enterprise', []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const url = screen.getByLabelText(/Payload URL/);
    fireEvent.change(url, { target: { value: 'http://hooks.acme.io/w2e' } });
    fireEvent.click(screen.getByLabelText('A player joined an event'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add webhook' }).at(-1)!);
    expect(await screen.findAllByText('The URL must start with https://')).not.toHaveLength(0);
    fireEvent.change(url, { target: { value: 'https://hooks.acme.io/w2e' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add webhook' }).at(-1)!);
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_shown_once');
    expect(calls.filter((call) => call.key === 'POST projects/p1/webhooks').at(-1)?.body).toEqual({
      url: 'https://hooks.acme.io/w2e',
      event_types: ['task.completed', 'participant.joined'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });

  it('lists the deliveries with status, attempts and answer code, and sends one again', async () => {
    const calls = await open();
    const card = within(await screen.findByTestId('webhook-h1'));
    expect(card.getByText('2 failed attempts in a row')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Deliveries' }));
    const row = within(await screen.findByTestId('delivery-d1'));
    expect(row.getByText('Failed')).toBeTruthy();
    expect(row.getByText('9')).toBeTruthy();
    expect(row.getByText('503')).toBeTruthy();
    expect(row.getByText('A player completed a task')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Send again d1' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST projects/p1/webhooks/h1/redeliver')?.body).toEqual({
        delivery_id: 'd1',
      }),
    );
    fireEvent.click(card.getByRole('button', { name: 'Send failed again' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.key === 'POST projects/p1/webhooks/h1/redeliver').at(-1)?.body,
      ).toMatchObject({ failed_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    );
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    vi.stubGlobal('confirm', () => true);
    await open();
    const card = within(await screen.findByTestId('webhook-h1'));
    fireEvent.click(card.getByRole('button', { name: 'Rotate secret' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_rotated');
  });
});
