import { cleanup, screen, within } from '@testing-library/react';
import { examplePlayerTask as task } from '@w2e/core/events/example';
import { formatDateTime } from '@w2e/core/format/date';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { TaskCard, type TaskCardProps } from './task-card';

afterEach(cleanup);

async function card(props: Partial<TaskCardProps> & Pick<TaskCardProps, 'task'>) {
  const { http } = fakeHttp({});
  await renderRoutes(
    [
      {
        path: '/event/summer-cup',
        element: (
          <TaskCard
            eventSlug="summer-cup"
            scoreLabel="XP"
            signedIn
            signInHref="/auth/login?redirect=%2Fevent%2Fsummer-cup"
            {...props}
          />
        ),
      },
    ],
    { path: '/event/summer-cup', http },
  );
  return screen.getByTestId('task-card');
}

describe('TaskCard', () => {
  it('shows what the task is worth, how it is checked, and that it is mandatory', async () => {
    const el = await card({
      task: task({ score: 50, prize: '5 USDT', mandatory: true, check: 'submission' }),
    });
    expect(el.textContent).toContain('50 XP');
    expect(el.textContent).toContain('Prize: 5 USDT');
    expect(el.textContent).toContain('Mandatory');
    expect(within(el).getByTestId('task-check').textContent).toContain('Completed on submission');
    expect(within(el).getByRole('button', { name: 'Take the quiz' })).toBeTruthy();
  });

  it('says how many lucky-wheel spins a completion grants, and nothing when none', async () => {
    expect(within(await card({ task: task({ spins: 3 }) })).getByTestId('task-spins').textContent).toBe(
      'Wheel spins +3',
    );
    cleanup();
    expect(within(await card({ task: task({ spins: 0 }) })).queryByTestId('task-spins')).toBeNull();
  });

  it('names the tasks a locked task waits for, and offers no action', async () => {
    const el = await card({
      task: task(
        { type: 'in_game', check: 'automatic' },
        {
          status: 'locked',
          waiting_for: [
            { id: 'x', name: 'Join Discord' },
            { id: 'y', name: 'Follow us' },
          ],
        },
      ),
    });
    expect(within(el).getByTestId('task-status').textContent).toContain('Locked');
    expect(within(el).getByTestId('task-waiting-for').textContent).toContain(
      'Complete first: Join Discord, Follow us',
    );
    expect(within(el).queryByRole('button')).toBeNull();
  });

  it('tells when a recurring task opens again, in core’s date format', async () => {
    const next = '2030-03-04T00:00:00.000Z';
    const el = await card({
      task: task({ recurring_type: 'DAILY' }, { status: 'waiting_recurrence', next_window_start: next }),
    });
    expect(within(el).getByTestId('task-next-window').textContent).toContain(
      `Opens again on ${formatDateTime(next, 'en')}`,
    );
    expect(within(el).queryByRole('button')).toBeNull();
  });

  it('shows pending review, done and finished without an action', async () => {
    for (const [status, label] of [
      ['pending_review', 'Pending review'],
      ['done', 'Done'],
      ['finished', 'Finished: turn limit reached'],
    ] as const) {
      const el = await card({ task: task({ type: 'bug_hunting', check: 'review' }, { status }) });
      expect(within(el).getByTestId('task-status').textContent).toContain(label);
      expect(within(el).queryByRole('button')).toBeNull();
      cleanup();
    }
  });

  it('shows the host’s reason when a report was rejected, and lets the player report again', async () => {
    const el = await card({
      task: task(
        { type: 'bug_hunting', check: 'review' },
        {
          status: 'available',
          last_submission: {
            id: 's1',
            status: 'rejected',
            reason: 'Cannot reproduce',
            score: null,
            created_at: '2026-01-02T00:00:00.000Z',
          },
        },
      ),
    });
    expect(within(el).getByTestId('task-rejected').textContent).toContain('Cannot reproduce');
    expect(within(el).getByRole('button', { name: 'Report a bug' })).toBeTruthy();
  });

  it('labels a hold task as checked on-chain', async () => {
    const el = await card({
      task: task({ type: 'hold_token', check: 'automatic', score_column: 'other', settings: {} }),
    });
    expect(within(el).getByTestId('task-check').textContent).toContain('On-chain: checked on the blockchain');
  });

  it('shows a TON jetton threshold in smallest units and an EVM one in tokens', async () => {
    for (const [settings, shown] of [
      [
        { network: 'ton', token_label: 'JET', amount_threshold: '1500000000' },
        'Hold at least 1500000000 JET (in its smallest units) on TON',
      ],
      [
        { network: 'bsc', token_label: 'TKN', amount_threshold: '1500000000000000000' },
        'Hold at least 1.5 TKN on BNB Smart Chain',
      ],
    ] as const) {
      cleanup();
      const el = await card({ task: task({ type: 'hold_token', check: 'automatic', settings }) });
      expect(el.textContent).toContain(shown);
    }
  });

  it('labels a Telegram join task as checked with Telegram', async () => {
    const el = await card({
      task: task({ type: 'telegram_join', check: 'automatic', score_column: 'social', settings: {} }),
    });
    expect(within(el).getByTestId('task-check').textContent).toContain('Checked with Telegram');
  });

  it('labels Discord, X and YouTube tasks as checked with their source', async () => {
    const discord = await card({
      task: task({ type: 'discord_join', check: 'automatic', score_column: 'social', settings: {} }),
    });
    expect(within(discord).getByTestId('task-check').textContent).toContain('Checked with Discord');
    cleanup();
    const x = await card({
      task: task({ type: 'twitter_follow', check: 'automatic', score_column: 'social', settings: {} }),
    });
    expect(within(x).getByTestId('task-check').textContent).toContain('Checked with X');
    cleanup();
    const youtube = await card({
      task: task({ type: 'youtube_subscribe', check: 'automatic', score_column: 'social', settings: {} }),
    });
    expect(within(youtube).getByTestId('task-check').textContent).toContain('Checked with YouTube');
  });

  it('labels a self-declared task before it is done, says when it gives no score, and offers "I did it"', async () => {
    const facebook = (self_declared_score: boolean) =>
      task({
        type: 'facebook_like_page',
        check: 'self_declared',
        self_declared_score,
        score_column: 'social',
        settings: { page_url: 'https://facebook.com/acme' },
      });
    const scoring = await card({ task: facebook(true) });
    expect(within(scoring).getByTestId('task-check').textContent).toBe('Self-declared: not checked');
    expect(within(scoring).getByRole('button', { name: 'I did it' })).toBeTruthy();
    cleanup();
    const none = await card({ task: facebook(false) });
    expect(within(none).getByTestId('task-check').textContent).toBe(
      'Self-declared: not checked, gives no score',
    );
  });

  it('labels tasks this product cannot check yet, with the link to follow', async () => {
    const el = await card({
      task: task({
        type: 'twitter_follow',
        check: 'unavailable',
        score_column: 'social',
        settings: { username: 'acme' },
      }),
    });
    expect(within(el).getByTestId('task-check').textContent).toContain('Verification not available yet');
    expect(
      within(el)
        .getByRole('link', { name: /x\.com\/acme/ })
        .getAttribute('href'),
    ).toBe('https://x.com/acme');
    expect(within(el).getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('asks visitors to sign in and come back instead of offering the task', async () => {
    const el = await card({ task: task(), signedIn: false });
    expect(within(el).queryByRole('button', { name: 'Take the quiz' })).toBeNull();
    expect(within(el).getByRole('link', { name: 'Sign in to take part' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fevent%2Fsummer-cup',
    );
  });

  it('gives the register task the event’s registration link', async () => {
    const el = await card({ task: task({ type: 'register' }) });
    expect(within(el).getByTestId('register-link').textContent).toContain('/auth/register?event=summer-cup');
  });
});
