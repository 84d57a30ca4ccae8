import { cleanup, screen, within } from '@testing-library/react';
import type { EventsQuery } from '@w2e/core/contracts/events';
import type { GameDetail } from '@w2e/core/contracts/games';
import { exampleEventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { GameDetailPage } from './game-detail-page';

afterEach(cleanup);

const game: GameDetail = {
  id: 'g1',
  slug: 'star-raiders',
  name: 'Star Raiders',
  logo_url: null,
  banner_url: null,
  summary: null,
  description: null,
  website_url: null,
  links: {},
  networks: [],
  genres: [],
  claimed: true,
  my_claim: null,
  is_owner: false,
};

function server(events: ReturnType<typeof exampleEventSummary>[]) {
  return fakeHttp({
    'GET games/star-raiders': game,
    'GET games/g1/statistics': {
      game_id: 'g1',
      daterange: 100,
      series: [],
      totals: { players: 0, earnings: '0' },
    },
    'GET events': ({ params }: { params?: unknown }) => ({
      items: events,
      total: events.length,
      limit: (params as EventsQuery).limit,
      offset: 0,
    }),
  });
}

async function open(http: ReturnType<typeof server>) {
  await renderRoutes([{ path: '/game/:id', element: <GameDetailPage /> }], {
    path: '/game/star-raiders',
    http: http.http,
  });
}

describe('a game’s page', () => {
  it('lists the public events the game hosts', async () => {
    const http = server([exampleEventSummary({ title: 'Star Raiders Season 1' })]);
    await open(http);
    const section = within(await screen.findByTestId('hosted-events'));
    expect(await section.findByRole('link', { name: /Star Raiders Season 1/ })).toBeTruthy();
    const call = http.calls.find((item) => item.key === 'GET events');
    expect((call?.params as EventsQuery | undefined)?.host).toBe('game:g1');
  });

  it('says there are none when the game hosts no events', async () => {
    await open(server([]));
    expect(
      await screen.findByText('This game has no events yet. Events hosted by the game will appear here.'),
    ).toBeTruthy();
  });
});
