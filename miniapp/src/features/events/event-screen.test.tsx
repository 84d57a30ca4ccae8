import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Event } from '@w2e/core/contracts/events';
import { exampleDraftEvent, examplePlayerTask as task } from '@w2e/core/events/example';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { eventsRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

const WHEEL = '00000000-0000-4000-8000-000000000100';

const event = (wheelId: string | null): Event =>
  exampleDraftEvent({
    slug: 'summer-cup',
    title: 'Summer Cup',
    status: 'published',
    participants_count: 1,
    published_at: '2030-06-01T00:00:00.000Z',
    draft_step: 'reward',
    wheel_id: wheelId,
    leaderboards: [
      { order: 2, name: null, rank: '[4-50]', winners: null, reward: '10 USDT' },
      { order: 1, name: 'Champions', rank: 'TOP 3', winners: null, reward: '100 USDT' },
    ],
    viewer: { can_manage: false, joined: false, score: null },
  });

const render = (wheelId: string | null) =>
  renderScreens(
    [
      ...eventsRoutes,
      { path: 'wheel/:id', element: <p>the wheel</p> },
      { path: 'events/:slug/leaderboard', element: <p>the board</p> },
    ],
    '/events/summer-cup',
    fakeServer({
      'GET events/summer-cup': event(wheelId),
      'GET events/summer-cup/tasks': { items: [], score_label: null },
    }).http,
  );

beforeEach(() => telegram.reset());

describe('EventScreen', { timeout: 30_000 }, () => {
  it("links to the event's own lucky wheel and to its leaderboard", async () => {
    const { router } = await render(WHEEL);
    const wheelLink = await screen.findByTestId('event-wheel');
    act(() => fireEvent.click(wheelLink));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wheel/${WHEEL}`));
    await act(() => router.navigate(-1));
    const boardLink = await screen.findByTestId('event-leaderboard');
    act(() => fireEvent.click(boardLink));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer-cup/leaderboard'));
  });

  it('offers no wheel for an event without one', async () => {
    await render(null);
    expect(await screen.findByTestId('event-leaderboard')).toBeTruthy();
    expect(screen.queryByTestId('event-wheel')).toBeNull();
  });

  it('says the reward tiers in words, never the stored rank text', async () => {
    await render(null);
    expect(await screen.findByText('Top 3: 3 winners get 100 USDT each')).toBeTruthy();
    expect(screen.getByText('Ranks 4–50: 47 winners get 10 USDT each')).toBeTruthy();
    expect(screen.getByText('Champions')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\[4-50\]|TOP 3/);
  });

  it('shows the player’s progress, the next open task as a button and the daily streak', async () => {
    const { router } = await renderScreens(
      [...eventsRoutes],
      '/events/summer-cup',
      fakeServer({
        'GET events/summer-cup': event(null),
        'GET events/summer-cup/tasks': {
          items: [
            task({ id: 'a', name: 'Join the chat', mandatory: true }, { status: 'done' }),
            task({ id: 'b', name: 'Daily check-in', recurring_type: 'DAILY' }, { status: 'available' }),
            task({ id: 'c', name: 'Know the game' }, { status: 'locked' }),
          ],
          score_label: null,
          streak: { days: 2, today: false, window_closes: '2030-06-02T00:00:00.000Z' },
        },
      }).http,
    );
    expect((await screen.findByTestId('progress-count')).textContent).toBe('Tasks done: 1 / 3');
    expect(screen.getByTestId('progress-mandatory').textContent).toBe('Mandatory tasks done: 1 / 1');
    expect(screen.getByTestId('progress-streak').textContent).toContain('Daily streak (days in a row): 2');
    const next = screen.getByRole('button', { name: 'Next task: Daily check-in' });
    act(() => fireEvent.click(next));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer-cup/tasks/b'));
  });
});
