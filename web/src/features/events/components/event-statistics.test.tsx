import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Event } from '@w2e/core/contracts/events';
import type { EventStatistics } from '@w2e/core/contracts/leaderboards';
import { exampleEvent as event } from '@w2e/core/events/example';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { renderAt } from '../test-harness';
import { EventPage } from './event-page';

afterEach(cleanup);

const statistics: EventStatistics = {
  participants: 2,
  participants_per_day: [
    { day: '2026-01-02', participants: 1 },
    { day: '2026-01-03', participants: 1 },
  ],
  tasks: [
    { task_id: 't1', name: 'Know the game', mandatory: true, completions: 3, players: 2, dropped: 0 },
    { task_id: 't2', name: 'Tell us about you', mandatory: false, completions: 1, players: 1, dropped: 1 },
  ],
  funnel: { viewed: 8, first_task: 2, all_mandatory: 2 },
  score_distribution: [
    { from: 0, to: 9, players: 1 },
    { from: 10, to: 15, players: 1 },
  ],
};

/**
 * The export's server: a real one on loopback, since the panel streams the file with fetch itself (the API
 * client reads answers whole). `/api/events/event-1/export.csv` sends the header and a first row, then waits for `release()`.
 */
let server: Server;
let origin: string;
let release: () => void = () => undefined;
const requests: { url?: string; authorization?: string }[] = [];
const CSV_HEADER = 'rank,player,username,total_score\n';

function answer(req: IncomingMessage, res: ServerResponse) {
  requests.push({ url: req.url, authorization: req.headers.authorization });
  // The test page's origin is not this server's: answer the browser's CORS checks.
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, accept-language',
    'access-control-expose-headers': 'content-disposition, x-export-rows',
  };
  if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
  if (req.url === '/api/events/event-1/export.csv') {
    res.writeHead(200, {
      ...cors,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="summer-cup-participants.csv"',
      'x-export-rows': '2',
    });
    res.write(`${CSV_HEADER}1,Ann,ann,15\n`);
    release = () => res.end('2,Bob,bob,5\n');
  } else if (req.url === '/api/events/refused/export.csv') {
    res.writeHead(403, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 403, message: 'Only the event’s host can see this' }));
  } else if (req.url === '/api/events/broken/export.csv') {
    res.writeHead(200, { ...cors, 'content-type': 'text/csv', 'x-export-rows': '1000' });
    res.write(`${CSV_HEADER}1,Ann,ann,15\n`);
    setTimeout(() => res.destroy(), 50);
  } else res.writeHead(404, cors).end();
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function page(shown: Event) {
  const api = fakeHttp({
    'GET events/summer-cup': shown,
    'GET events/summer-cup/tasks': { items: [], score_label: 'XP' },
    'GET events/summer-cup/leaderboard': {
      items: [],
      total: 0,
      limit: 20,
      offset: 0,
      me: null,
      score_label: 'XP',
      rank_by: 'total',
    },
    [`GET events/${shown.id}/statistics`]: statistics,
  });
  // The export reads the client's base to reach the loopback server above.
  Object.assign(api.http, { baseURL: `${origin}/api` });
  await renderRoutes([{ path: '/event/:slug', element: <EventPage /> }], {
    path: '/event/summer-cup',
    http: api.http,
    user: testUser,
  });
  await screen.findByRole('heading', { level: 1, name: shown.title });
  return api;
}

const hosted = (overrides: Partial<Event> = {}) =>
  event({ viewer: { can_manage: true, joined: false, score: null }, ...overrides });

/** What the page handed to the browser's download: a link with `download`, clicked. */
function savedFiles() {
  const saved: { name: string; href: string }[] = [];
  const listener = (e: MouseEvent) => {
    const link = e.target as HTMLAnchorElement;
    if (link.tagName === 'A' && link.download) {
      saved.push({ name: link.download, href: link.href });
      e.preventDefault();
    }
  };
  document.addEventListener('click', listener, true);
  return { saved, stop: () => document.removeEventListener('click', listener, true) };
}

// Whole pages with a lazy chunk, on a shared machine: more than the default five seconds.
describe('the host’s statistics on the event page', { timeout: 20_000 }, () => {
  it('is not there for a player, who never asks for it', async () => {
    const api = await page(event());
    expect(screen.queryByRole('heading', { name: 'Statistics' })).toBeNull();
    expect(screen.queryByTestId('statistics-toggle')).toBeNull();
    expect(api.calls.some((call) => call.url.endsWith('/statistics'))).toBe(false);
  });

  it('is closed for the host until opened, then shows the figures of each chart', async () => {
    const api = await page(hosted());
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeTruthy();
    expect(api.calls.some((call) => call.url.endsWith('/statistics'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
    const panel = await screen.findByTestId('event-statistics');
    expect((await within(panel).findByTestId('stats-participants')).textContent).toBe('2');
    expect(api.calls.filter((call) => call.url === 'events/event-1/statistics')).toHaveLength(1);

    const funnel = within(panel).getAllByTestId('stats-funnel-step');
    expect(funnel.map((step) => step.textContent)).toEqual([
      'Viewed the event8',
      'Did a first task · 25% of the step before2',
      'Finished all mandatory tasks · 100% of the step before2',
    ]);
    expect(
      within(panel)
        .getAllByTestId('stats-task-figure')
        .map((figure) => figure.textContent),
    ).toEqual(['Completions: 3 · players: 2', 'Completions: 1 · players: 1']);
    expect(within(panel).getAllByTestId('stats-task')[0]!.textContent).toContain('Mandatory');
    expect(
      within(panel)
        .getAllByTestId('stats-dropped-figure')
        .map((figure) => figure.textContent),
    ).toEqual(['Dropped off: 0', 'Dropped off: 1']);

    const days = within(within(panel).getByTestId('stats-per-day')).getAllByTestId('chart-column');
    expect(days.map((column) => column.textContent)).toEqual([
      '2026-01-02 — participants: 1',
      '2026-01-03 — participants: 1',
    ]);
    const scores = within(within(panel).getByTestId('stats-scores')).getAllByTestId('chart-column');
    expect(scores.map((column) => column.textContent)).toEqual([
      'Score 0–9 — players: 1',
      'Score 10–15 — players: 1',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide statistics' }));
    expect(screen.getByTestId('event-statistics').closest('[hidden]')).not.toBeNull();
  });

  it('exports the CSV with the token, showing rows against the announced total, then saves it', async () => {
    await page(hosted());
    fireEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
    const files = savedFiles();
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      // Half the rows are in while the server holds the rest.
      expect((await screen.findByText('1 of 2 rows (50%)')).dataset.testid).toBe('export-progress');
      expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe(
        '50',
      );
      expect(requests.at(-1)).toEqual({
        url: '/api/events/event-1/export.csv',
        authorization: 'Bearer token',
      });
      expect(files.saved).toEqual([]);

      release();
      expect((await screen.findByTestId('export-done')).textContent).toBe(
        'Saved summer-cup-participants.csv. Participants exported: 2',
      );
      expect(files.saved).toHaveLength(1);
      expect(files.saved[0]!.name).toBe('summer-cup-participants.csv');
      expect(files.saved[0]!.href.startsWith('blob:')).toBe(true);
      expect(screen.queryByTestId('export-progress')).toBeNull();
    } finally {
      files.stop();
    }
  });

  it('says the server’s reason when it refuses the export, and saves nothing', async () => {
    const files = savedFiles();
    try {
      await page(hosted({ id: 'refused' }));
      fireEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect((await screen.findByTestId('export-error')).textContent).toBe(
        'The export failed: Only the event’s host can see this',
      );
      expect(files.saved).toEqual([]);
    } finally {
      files.stop();
    }
  });

  it('saves nothing when the connection breaks off part-way, and says so', async () => {
    const files = savedFiles();
    try {
      await page(hosted({ id: 'broken' }));
      fireEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect((await screen.findByTestId('export-error')).textContent).toBe(
        'The connection broke off before the file was complete, so nothing was saved. Try again.',
      );
      expect(screen.queryByTestId('export-done')).toBeNull();
      expect(files.saved).toEqual([]);
    } finally {
      files.stop();
    }
  });

  it('speaks Vietnamese', async () => {
    const api = fakeHttp({
      'GET events/summer-cup': hosted(),
      'GET events/summer-cup/tasks': { items: [], score_label: 'XP' },
      'GET events/event-1/statistics': statistics,
    });
    renderAt([{ path: '/event/:slug', element: <EventPage /> }], '/event/summer-cup', {
      language: 'vi',
      http: api.http,
    });
    expect(await screen.findByRole('heading', { name: 'Thống kê' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem thống kê' }));
    expect(await screen.findByText('Phân bố điểm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeTruthy();
  });
});
