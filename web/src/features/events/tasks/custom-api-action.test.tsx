import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { examplePlayerTask as task } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { TaskCard } from './task-card';

afterEach(cleanup);

const result = (message: string, shown: PlayerTask) => ({ message, granted: 25, task: shown, quiz: null });

async function show(shown: PlayerTask, routes: Parameters<typeof fakeHttp>[0]) {
  const server = fakeHttp({ 'GET events/summer-cup/tasks': { items: [], score_label: null }, ...routes });
  await renderRoutes(
    [
      {
        path: '/event/summer-cup',
        element: (
          <TaskCard task={shown} eventSlug="summer-cup" scoreLabel="XP" signedIn signInHref="/auth/login" />
        ),
      },
    ],
    { path: '/event/summer-cup', http: server.http, user: testUser },
  );
  return server;
}

const custom = (identities: string[]) =>
  task({ id: 'c1', type: 'custom_api', check: 'automatic', settings: { identities } });

describe('a custom API task', () => {
  it('says the host’s server checks it, and sends the email only when the player ticks the consent', async () => {
    const server = await show(custom(['wallet_address', 'email']), {
      'POST tasks/c1/submissions': result('Task completed', task({}, { status: 'done' })),
    });
    expect(screen.getByText('Checked by the host’s server')).toBeTruthy();
    const consent = screen.getByRole('checkbox', {
      name: 'Share my email with the event’s host for this check',
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Task completed')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST tasks/c1/submissions')?.body).toEqual({
      share_email: false,
    });
  });

  it('sends the consent when ticked, and asks nothing when the host wants no email', async () => {
    const server = await show(custom(['email']), {
      'POST tasks/c1/submissions': result('Task completed', task({}, { status: 'done' })),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Share my email/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Task completed')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST tasks/c1/submissions')?.body).toEqual({
      share_email: true,
    });
    cleanup();
    await show(custom(['username']), {});
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });
});
