import { cleanup, screen, within } from '@testing-library/react';
import type { EventSummary, MyCampaigns } from '@w2e/core/contracts/events';
import { exampleEventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { ProfilePage } from './profile-page';

afterEach(cleanup);

const summary = (overrides: Partial<EventSummary>): EventSummary =>
  exampleEventSummary({
    id: 'e',
    slug: 'e',
    title: 'E',
    end_time: null,
    prize_pool: null,
    max_participants: null,
    participants_count: 0,
    host: { kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null },
    ...overrides,
  });

async function tab(campaigns: MyCampaigns) {
  const server = fakeHttp({ 'GET users/my-campaigns': campaigns, 'GET projects/mine': { items: [] } });
  const view = await renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile?tab=event',
    http: server.http,
    user: testUser,
  });
  return { ...view, calls: server.calls };
}

describe('the profile’s event tab', () => {
  it('lists hosted events (a draft opens in the editor) and joined ones with the player’s score', async () => {
    const { calls } = await tab({
      hosted: [
        summary({ id: 'd', slug: 'draft-cup', title: 'Draft Cup', status: 'draft' }),
        summary({
          id: 'l',
          slug: 'live-cup',
          title: 'Live Cup',
          max_participants: 100,
          participants_count: 7,
        }),
      ],
      joined: [
        {
          ...summary({ id: 'j', slug: 'spring-race', title: 'Spring Race' }),
          score: { in_game: 3, social: 4, other: 5, total: 12 },
          joined_at: '2026-01-02T00:00:00.000Z',
        },
      ],
    });
    const hosted = within(await screen.findByTestId('my-hosted-events'));
    expect(hosted.getByRole('link', { name: 'Draft Cup' }).getAttribute('href')).toBe(
      '/event/draft-cup/update',
    );
    expect(hosted.getByRole('link', { name: 'Live Cup' }).getAttribute('href')).toBe('/event/live-cup');
    expect(hosted.getByText('Draft')).toBeTruthy();
    expect(hosted.getByText('7 / 100')).toBeTruthy();

    const joined = within(screen.getByTestId('my-joined-events'));
    expect(joined.getByRole('link', { name: 'Spring Race' }).getAttribute('href')).toBe('/event/spring-race');
    expect(joined.getByText('12')).toBeTruthy();
    // One read of the campaigns for the whole tab (the prizes section reads the player's prizes beside it, the
    // plan card the user's projects).
    expect(
      calls
        .map((call) => call.key)
        .filter((key) => !['GET users/profile', 'GET users/prizes', 'GET projects/mine'].includes(key)),
    ).toEqual(['GET users/my-campaigns']);
  });

  it('says when the user hosts and joins nothing, and points to the events', async () => {
    await tab({ hosted: [], joined: [] });
    expect(await screen.findByText('You do not host any events.')).toBeTruthy();
    expect(screen.getByText('You have not joined any events yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/event');
    // Beside "Events you host", the way to host one.
    expect(screen.getByRole('link', { name: 'Host an event' }).getAttribute('href')).toBe('/event/create');
  });
});
