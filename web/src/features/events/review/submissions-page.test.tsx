import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HostSubmission } from '@w2e/core/contracts/tasks';
import { exampleDraftEvent as draftEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../test-harness';
import { SubmissionsPage } from './submissions-page';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const report: HostSubmission = {
  id: 's1',
  task_id: 't2',
  task_name: 'Find a bug',
  type: 'bug_hunting',
  player: { id: 'u2', username: 'player', name: 'Player One' },
  status: 'pending',
  answers: [],
  report: { text: 'The login button does nothing on mobile', images: ['/uploads/banner/bug.png'] },
  score: null,
  reason: null,
  created_at: '2030-07-02T10:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  override: false,
};
const granted: HostSubmission = {
  ...report,
  id: 's3',
  task_id: 't3',
  task_name: 'Join our Discord',
  type: 'discord_join',
  status: 'accepted',
  report: null,
  score: 25,
  reviewed_at: '2030-07-03T09:30:00.000Z',
  reviewed_by: { id: 'u1', name: 'Host Hana' },
  override: true,
};
const form: HostSubmission = {
  ...report,
  id: 's2',
  task_id: 't1',
  task_name: 'Tell us about you',
  type: 'form',
  status: 'accepted',
  answers: [{ label: 'Your wallet', value: '0xabc' }],
  report: null,
  score: 5,
};

function api() {
  return fakeApi({
    'GET events/summer-quest': draftEvent({ status: 'published' }),
    'GET events/e1/editor': {
      tasks: [
        {
          config: { id: 't1', type: 'form', name: 'Tell us about you', score: 5, fields: [] },
          completions: 1,
        },
        { config: { id: 't2', type: 'bug_hunting', name: 'Find a bug', score: 40 }, completions: 0 },
      ],
    },
    'GET events/e1/submissions': { items: [report, form, granted], total: 3, limit: 20, offset: 0 },
    'POST tasks/t2/overrides': (body) => ({
      message: 'Task granted to the player by the host',
      submission: { ...granted, task_id: 't2', score: (body as { score?: number }).score ?? 40 },
    }),
    'POST submissions/s1/review': (body) => ({
      message: 'Report accepted',
      submission: { ...report, status: 'accepted', score: (body as { score?: number }).score ?? 40 },
    }),
  });
}

const routes = [{ path: '/event/:slug/submissions', element: <SubmissionsPage /> }];

describe('submissions review', () => {
  it('shows labelled form answers and bug reports, and accepts a report with the task’s score by default', async () => {
    const fake = api();
    renderAt(routes, '/event/summer-quest/submissions', { http: fake.http });
    const cards = await screen.findAllByTestId('submission', {}, { timeout: 3000 });
    expect(cards[1]!.textContent).toContain('Your wallet');
    expect(cards[1]!.textContent).toContain('0xabc');
    expect(cards[0]!.textContent).toContain('The login button does nothing on mobile');
    expect(within(cards[0]!).getByRole('img')).toBeTruthy();
    // It opens on every submission: pending is a choice of the filter, not the default.
    expect(fake.calls.find((call) => call.url === 'events/e1/submissions')?.params).not.toHaveProperty(
      'status',
    );
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('');

    await waitFor(() =>
      expect((within(cards[0]!).getByLabelText('Score to grant') as HTMLInputElement).value).toBe('40'),
    );
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Report accepted')).toBeTruthy();
    // No score unless the host typed one: the server grants the task's own (a field read before the tasks
    // loaded used to send 0).
    expect(fake.calls.find((call) => call.url === 'submissions/s1/review')?.body).toEqual({
      decision: 'accept',
    });
  });

  it('opens on the pending ones when the link asks for them', async () => {
    const fake = api();
    renderAt(routes, '/event/summer-quest/submissions?status=pending', { http: fake.http });
    await screen.findAllByTestId('submission', {}, { timeout: 3000 });
    expect(fake.calls.find((call) => call.url === 'events/e1/submissions')?.params).toMatchObject({
      status: 'pending',
    });
  });

  it('accepts a report with the score the host typed', async () => {
    const fake = api();
    renderAt(routes, '/event/summer-quest/submissions', { http: fake.http });
    const cards = await screen.findAllByTestId('submission', {}, { timeout: 3000 });
    fireEvent.change(within(cards[0]!).getByLabelText('Score to grant'), { target: { value: '25' } });
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Report accepted')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'submissions/s1/review')?.body).toEqual({
      decision: 'accept',
      score: 25,
    });
  });

  it('rejects only with a reason', async () => {
    const fake = api();
    fake.calls.length = 0;
    renderAt(routes, '/event/summer-quest/submissions', { http: fake.http });
    const [card] = await screen.findAllByTestId('submission', {}, { timeout: 3000 });
    fireEvent.click(within(card!).getByRole('button', { name: 'Reject' }));
    const send = within(card!).getAllByRole('button', { name: 'Reject' })[1]!;
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(card!).getByLabelText('Reason (shown to the player)'), {
      target: { value: 'Cannot reproduce' },
    });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(fake.calls.find((call) => call.url === 'submissions/s1/review')?.body).toEqual({
        decision: 'reject',
        reason: 'Cannot reproduce',
      }),
    );
  });

  it('shows a grant made by override with who made it, and lets the host grant a task by username', async () => {
    const fake = api();
    renderAt(routes, '/event/summer-quest/submissions', { http: fake.http });
    const cards = await screen.findAllByTestId('submission', {}, { timeout: 3000 });
    expect(within(cards[2]!).getByText('Override')).toBeTruthy();
    expect(within(cards[2]!).getByTestId('override-by').textContent).toContain('Granted by Host Hana on');
    expect(within(cards[0]!).queryByTestId('override-by')).toBeNull();

    const formCard = within(screen.getByTestId('override-form'));
    const grant = formCard.getByRole('button', { name: 'Grant' });
    expect(grant.hasAttribute('disabled')).toBe(true);
    fireEvent.click(formCard.getAllByLabelText('Task')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Find a bug' }));
    fireEvent.change(formCard.getByLabelText('Player’s username'), { target: { value: ' neo ' } });
    fireEvent.change(formCard.getByLabelText('Score (the task’s when empty)'), { target: { value: '12' } });
    await waitFor(() => expect(grant.hasAttribute('disabled')).toBe(false));
    fireEvent.click(grant);
    expect(await screen.findByText('Task granted to the player by the host')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'tasks/t2/overrides')?.body).toEqual({
      username: 'neo',
      score: 12,
    });
  });
});
