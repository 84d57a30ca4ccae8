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

  it('labels an event the game co-hosts "Co-host", and not one it hosts', async () => {
    const own = {
      kind: 'game' as const,
      id: 'g1',
      name: 'Star Raiders',
      slug: 'star-raiders',
      logo_url: null,
    };
    const guild = {
      kind: 'project' as const,
      id: 'p1',
      name: 'Moon Miners Guild',
      slug: 'moon',
      logo_url: null,
    };
    await open(
      server([
        exampleEventSummary({ id: 'e1', slug: 'own-cup', title: 'Own Cup', host: own }),
        exampleEventSummary({ id: 'e2', slug: 'guild-cup', title: 'Guild Cup', host: guild }),
      ]),
    );
    const cards = await screen.findAllByTestId('event-card');
    const badge = (title: string) =>
      within(cards.find((card) => card.textContent?.includes(title))!).queryByTestId('co-host-badge');
    expect(badge('Own Cup')).toBeNull();
    expect(badge('Guild Cup')?.textContent).toBe('Co-host');
  });

  it('says there are none when the game hosts no events', async () => {
    await open(server([]));
    expect(
      await screen.findByText(
        'This game has no events yet. Events the game hosts or co-hosts will appear here.',
      ),
    ).toBeTruthy();
  });
});
