import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HostSubmission } from '@w2e/core/contracts/tasks';
import { afterEach, describe, expect, it } from 'vitest';
import { draftEvent, fakeApi, renderAt } from '../test-harness';
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
    'GET events/e1/submissions': { items: [report, form], total: 2, limit: 20, offset: 0 },
    'POST submissions/s1/review': (body) => ({
      message: 'Report accepted',
      submission: { ...report, status: 'accepted', score: (body as { score: number }).score },
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
    expect(fake.calls.find((call) => call.url === 'events/e1/submissions')?.params).toMatchObject({
      status: 'pending',
    });

    await waitFor(() =>
      expect((within(cards[0]!).getByLabelText('Score to grant') as HTMLInputElement).value).toBe('40'),
    );
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Report accepted')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'submissions/s1/review')?.body).toEqual({
      decision: 'accept',
      score: 40,
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
});
