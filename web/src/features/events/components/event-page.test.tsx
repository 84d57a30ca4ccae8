import { cleanup, screen, within } from '@testing-library/react';
import type { Event } from '@w2e/core/contracts/events';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { exampleEvent as event, examplePlayerTask as task } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { EventPage } from './event-page';

afterEach(cleanup);

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const emptyBoard = {
  items: [],
  total: 0,
  limit: 20,
  offset: 0,
  me: null,
  score_label: 'XP',
  rank_by: 'total',
  metric: null,
};

async function page(
  shown: Event,
  tasks: PlayerTask[] = [],
  signedIn = true,
  board: unknown = emptyBoard,
  streak: unknown = null,
) {
  const server = fakeHttp({
    'GET events/summer-cup': shown,
    'GET events/summer-cup/tasks': { items: tasks, score_label: shown.score_label, streak },
    'GET events/summer-cup/leaderboard': board,
  });
  const view = await renderRoutes([{ path: '/event/:slug', element: <EventPage /> }], {
    path: '/event/summer-cup',
    http: server.http,
    user: signedIn ? testUser : null,
  });
  await screen.findByRole('heading', { level: 1, name: shown.title });
  return view;
}

describe('the event page', () => {
  it('before the start: says it has not started and counts down to the start', async () => {
    await page(event({ start_time: iso(Date.now() + 2 * DAY + 5000), end_time: iso(Date.now() + 9 * DAY) }));
    expect(screen.getByTestId('event-notice').textContent).toBe('This event has not started yet');
    const countdown = screen.getByTestId('event-countdown');
    expect(countdown.textContent).toContain('Starts in');
    expect(countdown.textContent).toMatch(/2d 0h 0m \d+s/);
  });

  it('while it runs: no notice, a countdown to the end; none at all for a nonstop event', async () => {
    await page(event({ start_time: iso(Date.now() - DAY), end_time: iso(Date.now() + 3 * DAY + 5000) }));
    expect(screen.queryByTestId('event-notice')).toBeNull();
    expect(screen.getByTestId('event-countdown').textContent).toContain('Ends in');
    cleanup();

    await page(event({ start_time: iso(Date.now() - DAY), end_time: null }));
    expect(screen.queryByTestId('event-countdown')).toBeNull();
    expect(screen.getByText('Nonstop')).toBeTruthy();
  });

  it('after the end: says tasks can no longer be done', async () => {
    await page(event({ start_time: iso(Date.now() - 9 * DAY), end_time: iso(Date.now() - DAY) }));
    expect(screen.getByTestId('event-notice').textContent).toContain('This event has ended');
    expect(screen.queryByTestId('event-countdown')).toBeNull();
  });

  it('shows its host a draft with the not-published notice and links to edit it and to its submissions', async () => {
    await page(event({ status: 'draft', viewer: { can_manage: true, joined: false, score: null } }));
    expect(screen.getByTestId('event-notice').textContent).toBe('This event is not published yet');
    const links = within(screen.getByTestId('host-links'));
    expect(links.getByRole('link', { name: 'Edit event' }).getAttribute('href')).toBe(
      '/event/summer-cup/update',
    );
    expect(links.getByRole('link', { name: 'Submissions' }).getAttribute('href')).toBe(
      '/event/summer-cup/submissions',
    );
    expect(links.getByRole('link', { name: 'Lucky wheel' }).getAttribute('href')).toBe(
      '/event/summer-cup/wheel',
    );
  });

  it('names its co-hosts beside the host, each a link to its page, and nothing when it has none', async () => {
    await page(
      event({
        co_hosts: [
          { kind: 'game', id: 'g1', name: 'Star Raiders', slug: 'star-raiders', logo_url: null },
          { kind: 'project', id: 'p2', name: 'Moon Guild', slug: 'moon-guild', logo_url: null },
        ],
      }),
      [],
      false,
    );
    const line = within(screen.getByTestId('event-co-hosts'));
    expect(line.getByText('Co-hosted by')).toBeTruthy();
    expect(line.getByRole('link', { name: /Star Raiders/ }).getAttribute('href')).toBe('/game/star-raiders');
    expect(line.getByRole('link', { name: /Moon Guild/ }).getAttribute('href')).toBe('/project/moon-guild');
    cleanup();

    await page(event());
    expect(screen.queryByTestId('event-co-hosts')).toBeNull();
  });

  it('links players to the event’s wheel when it has one, and shows no link when it has none', async () => {
    const wheelId = '9b1d2c3e-4f50-4a61-8b72-93a4b5c6d7e8';
    await page(event({ wheel_id: wheelId }), [], false);
    expect(screen.getByRole('link', { name: 'Spin the wheel' }).getAttribute('href')).toBe(
      `/lucky-wheel?wheel=${wheelId}`,
    );
    expect(screen.queryByTestId('host-links')).toBeNull();
    cleanup();

    await page(event());
    expect(screen.queryByRole('link', { name: 'Spin the wheel' })).toBeNull();
  });

  it('shows players the description as rich text, the rewards, participants and their score in the event’s label', async () => {
    await page(event());
    expect(screen.queryByTestId('host-links')).toBeNull();
    expect(screen.getByText('big').tagName).toBe('STRONG');
    // The stored rank (TOP 10) in the reader's words.
    expect(screen.getByTestId('event-reward-tiers').textContent).toBe(
      'Winners: Top 10: 10 winners get 100 USDT each',
    );
    expect(screen.getByTestId('event-participants').textContent).toBe('42 / 500');
    expect(screen.getByTestId('viewer-score').textContent).toContain('15 XP');
  });

  it('lists tasks ungrouped first, then by group, and lets visitors sign in and come back', async () => {
    await page(
      event(),
      [
        task({ id: 'a', name: 'Tweet it', group_name: 'Social', weight: 1 }),
        task({ id: 'b', name: 'Quiz two', weight: 2 }),
        task({ id: 'c', name: 'Quiz one', weight: 1, prize: '5 USDT' }),
      ],
      false,
    );
    const cards = await screen.findAllByTestId('task-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Quiz one',
      'Quiz two',
      'Tweet it',
    ]);
    expect(screen.getByTestId('sign-in-to-take-part').getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fevent%2Fsummer-cup',
    );
  });

  it('lists each task’s prize when rewards go by task', async () => {
    await page(event({ reward_by_task: true }), [task({ name: 'Quiz one', prize: '5 USDT' })]);
    await screen.findAllByTestId('task-card');
    expect(screen.getByTestId('event-task-prizes').textContent).toContain('Quiz one5 USDT');
  });

  it('fetches its banner at once and at high priority: the largest thing the page paints first', async () => {
    await page(event({ banner: '/banner.png' }));
    const banner = screen.getByRole('img', { name: /Summer Cup/ });
    expect(banner.getAttribute('src')).toBe('/banner.png');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('loading')).toBe('eager');
  });

  it('answers a missing event with the not-found page', async () => {
    await renderRoutes([{ path: '/event/:slug', element: <EventPage /> }], {
      path: '/event/nope',
      http: fakeHttp({
        'GET events/nope': () => {
          throw httpFailure(404, 'Event not found');
        },
      }).http,
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('shows the leaderboard’s columns, the tie-break, and pins the player’s own row when it is further down', async () => {
    const row = (rank: number, name: string, total: number) => ({
      rank,
      player: { id: `p${rank}`, name, username: null, token_holder: false },
      in_game_score: 0,
      social_score: total - 5,
      other_score: 5,
      total_score: total,
      reached_at: iso(Date.now() - rank * 60_000),
      metric_value: null,
    });
    await page(event(), [], true, {
      items: [row(1, 'Ada', 900), row(2, 'Bao', 800)],
      total: 31,
      limit: 20,
      offset: 0,
      me: {
        ...row(31, 'Player One', 7),
        player: { id: 'user-1', name: 'Player One', username: 'player', token_holder: false },
      },
      score_label: 'XP',
      rank_by: 'total',
      metric: null,
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Rank',
      'Player',
      'In-game score',
      'Social score',
      'Other score',
      'Total score',
    ]);
    expect(
      within(table)
        .getAllByTestId('leaderboard-row')
        .map((r) => r.textContent),
    ).toEqual(['#1Ada08955900', '#2Bao07955800']);
    expect(within(table).getByTestId('leaderboard-me').textContent).toBe('#31Player One (You)0257');
    expect(screen.getByTestId('leaderboard-my-rank').textContent).toBe('Your rank: #31');
    // A name opens the player's public profile; a player without a username has no page to open.
    expect(within(table).getByRole('link', { name: 'Player One' }).getAttribute('href')).toBe(
      '/player/player',
    );
    expect(within(table).queryByRole('link', { name: 'Ada' })).toBeNull();
    expect(screen.getByText('Equal scores: whoever reached the score first ranks higher.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of the leaderboard' })).toBeTruthy();
  });

  it('shows the metric a board ranks by as a column, with which way it ranks and its tie-break', async () => {
    const row = (rank: number, name: string, kills: number) => ({
      rank,
      player: { id: `p${rank}`, name, username: null, token_holder: false },
      in_game_score: 0,
      social_score: 0,
      other_score: 5,
      total_score: 5,
      reached_at: iso(Date.now() - rank * 60_000),
      metric_value: kills,
    });
    await page(event(), [], true, {
      ...emptyBoard,
      items: [row(1, 'Ada', 1200), row(2, 'Bao', 7)],
      total: 2,
      rank_by: 'metric:kills',
      metric: { name: 'Kills', ranking: 'desc' },
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Kills', 'In-game score', 'Social score', 'Other score', 'Total score']);
    expect(
      within(table)
        .getAllByTestId('leaderboard-metric')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '7']);
    expect(screen.getByTestId('leaderboard-ranking').textContent).toBe(
      'Ranked by Kills (higher is better), as the game reported it during the event. Equal Kills: whoever reached that value first ranks higher.',
    );
  });

  it('labels a premium event and task "Token holders" and shows the holder badge beside names on the board', async () => {
    const board = {
      ...emptyBoard,
      items: [
        {
          rank: 1,
          player: { id: 'p1', name: 'Ada', username: 'ada', token_holder: true },
          in_game_score: 0,
          social_score: 10,
          other_score: 0,
          total_score: 10,
          reached_at: iso(Date.now() - 60_000),
          metric_value: null,
        },
        {
          rank: 2,
          player: { id: 'p2', name: 'Bao', username: null, token_holder: false },
          in_game_score: 0,
          social_score: 5,
          other_score: 0,
          total_score: 5,
          reached_at: iso(Date.now() - 30_000),
          metric_value: null,
        },
      ],
      total: 2,
    };
    await page(
      event({ premium: true, start_time: iso(Date.now() - DAY) }),
      [task({ premium: true, name: 'Holders only' }), task({ id: 'task-2', name: 'Open to all' })],
      true,
      board,
    );
    expect(screen.getByText('Token holders', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const cards = await screen.findAllByTestId('task-card');
    expect(cards.map((card) => card.textContent?.includes('Token holders'))).toEqual([true, false]);
    const rows = (await screen.findAllByTestId('leaderboard-row')).map((r) => r.textContent);
    expect(rows).toEqual(['#1AdaToken holder010010', '#2Bao0505']);
  });

  it('shows nothing premium on an ordinary event', async () => {
    await page(event({ start_time: iso(Date.now() - DAY) }), [task()]);
    await screen.findAllByTestId('task-card');
    expect(screen.queryByText('Token holders')).toBeNull();
  });

  it('shows the player’s progress: tasks done, mandatory ones apart, the next open task and the daily streak', async () => {
    const running = event({ start_time: iso(Date.now() - DAY), end_time: iso(Date.now() + 3 * DAY) });
    const tasks = [
      task({ id: 'a', name: 'Join the chat', mandatory: true }, { status: 'done' }),
      task({ id: 'b', name: 'Daily check-in', recurring_type: 'DAILY' }, { status: 'waiting_recurrence' }),
      task({ id: 'c', name: 'Know the game', mandatory: true }, { status: 'available' }),
      task({ id: 'd', name: 'Tell us about you' }, { status: 'done' }),
    ];
    const closes = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();
    await page(running, tasks, true, emptyBoard, { days: 4, today: true, window_closes: closes });
    const progress = await screen.findByTestId('player-progress');
    expect(within(progress).getByTestId('progress-count').textContent).toBe('3 of 4 tasks done');
    expect(within(progress).getByTestId('progress-mandatory').textContent).toBe(
      '1 of 2 mandatory tasks done',
    );
    const next = within(progress).getByRole('link', { name: 'Next task: Know the game' });
    expect(next.getAttribute('href')).toBe('#task-c');
    expect(document.getElementById('task-c')?.getAttribute('aria-label')).toBe('Know the game');
    expect(within(progress).getByTestId('progress-streak').textContent).toBe(
      '4-day streak on daily tasks Today’s window closes in 5 hours',
    );
  });

  it('shows no progress to a signed-out visitor', async () => {
    await page(
      event({ start_time: iso(Date.now() - DAY), end_time: iso(Date.now() + DAY) }),
      [task()],
      false,
    );
    await screen.findAllByTestId('task-card');
    expect(screen.queryByTestId('player-progress')).toBeNull();
  });
});
