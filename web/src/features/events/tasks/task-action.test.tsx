import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { examplePlayerTask as task } from '@w2e/core/events/example';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { TaskCard } from './task-card';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const result = (message: string, shown: PlayerTask) => ({ message, granted: 0, task: shown, quiz: null });

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

describe('doing a task', () => {
  it('visit website: opens the tab on the click, sends it to the server’s link, then claims', async () => {
    const visit = task({
      id: 'v1',
      type: 'visit_website',
      check: 'automatic',
      settings: { url: 'https://acme.example' },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const server = await show(visit, {
      'POST tasks/v1/visits': { visit_url: '/api/visits/one-time' },
      'POST tasks/v1/submissions': result('Task completed', task({}, { status: 'done' })),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Visit' }));
    // Opened before any request went out, so a popup blocker sees the click.
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.calls.some((call) => call.key === 'POST tasks/v1/visits')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(tab.location.href).toBe('/api/visits/one-time');
    expect(tab.opener).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Task completed')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST tasks/v1/submissions')?.body).toEqual({});
  });

  it('form: asks for the required fields, then sends the answers in order', async () => {
    const form = task({
      id: 'f1',
      type: 'form',
      settings: {
        fields: [
          { label: 'Your wallet', kind: 'wallet', required: true },
          { label: 'Anything else?', kind: 'textarea', required: false },
        ],
      },
    });
    const server = await show(form, {
      'POST tasks/f1/submissions': result('Submit form successfully', task({}, { status: 'done' })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fill in the form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.calls.some((call) => call.key === 'POST tasks/f1/submissions')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Your wallet/ }), { target: { value: '0xabc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submit form successfully')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST tasks/f1/submissions')?.body).toEqual({
      form_answers: ['0xabc', ''],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('bug hunting: sends the report and says "Report successfully"', async () => {
    const hunt = task({ id: 'b1', type: 'bug_hunting', check: 'review' });
    const server = await show(hunt, {
      'POST tasks/b1/submissions': result('Report successfully', task({}, { status: 'pending_review' })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /What did you find/ }), {
      target: { value: 'The shop button crashes the game' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Report successfully')).toBeTruthy();
    expect(server.calls.find((call) => call.key === 'POST tasks/b1/submissions')?.body).toEqual({
      report: { text: 'The shop button crashes the game', images: [] },
    });
  });
});
