import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Event } from '@w2e/core/contracts/events';
import { exampleDraftEvent as draftEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, fakeApi, hostsOf, renderAt } from '../test-harness';
import { EventEditorPage } from './event-editor-page';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const routes = [{ path: '/event/:slug/update', element: <EventEditorPage /> }];

function savedEvent(tier: 'premium' | 'enterprise', extra: Record<string, Answer> = {}) {
  const event: Partial<Event> = { draft_step: 'task' };
  return fakeApi({
    'GET events/hosts': hostsOf(tier),
    'GET events/summer-quest': draftEvent(event),
    'GET events/e1/editor': { tasks: [] },
    'PATCH events/e1': { message: 'Event saved', event: draftEvent(event) },
    ...extra,
  });
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const SECRET = 'whsec_shown-once-to-the-host';

describe('the custom API task in the event editor', () => {
  it('takes the endpoint and the identities to send, then shows the signing secret once', async () => {
    const api = savedEvent('enterprise', {
      'POST events/e1/tasks': (body) => ({
        message: 'Add new task success',
        task: { config: body, completions: 0 },
        signing_secret: SECRET,
      }),
    });
    renderAt(routes, '/event/summer-quest/update', { http: api.http });
    fireEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Custom API/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText(/^Name/), 'Reach level 5');
    const endpoint = within(dialog).getByLabelText(/^Endpoint URL/);
    type(endpoint, 'game.example/check');
    // The wallet is sent by default; the host adds the email, which players must still agree to share.
    expect((within(dialog).getByLabelText('Wallet address') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/Email is sent only when the player agrees/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Email'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('Enter a full https URL, such as https://example.com/w2e/check'),
      ).toBeTruthy(),
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    type(endpoint, 'https://game.example/w2e/check');
    const save = within(dialog).getByRole('button', { name: 'Save task' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    const secret = await screen.findByTestId('custom-api-secret');
    expect(secret.textContent).toBe(SECRET);
    expect(screen.getByText(/it is shown only once/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'custom_api',
      name: 'Reach level 5',
      endpoint_url: 'https://game.example/w2e/check',
      identities: ['wallet_address', 'email'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('custom-api-secret')).toBeNull());
    expect(screen.getByTestId('task-row').textContent).toContain('Reach level 5');
  });

  it('is offered from the Enterprise plan only, naming it', async () => {
    const api = savedEvent('premium');
    renderAt(routes, '/event/summer-quest/update', { http: api.http });
    fireEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const custom = await screen.findByRole('menuitem', { name: /Custom API/ });
    expect(custom.hasAttribute('disabled') || custom.getAttribute('data-disabled') === 'true').toBe(true);
    expect(custom.textContent).toContain('Needs the Enterprise plan');
  });
});
