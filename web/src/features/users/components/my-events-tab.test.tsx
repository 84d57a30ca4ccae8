import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { CoHost } from '@w2e/core/contracts/co-hosts';
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

async function tab(campaigns: MyCampaigns, extra: Parameters<typeof fakeHttp>[0] = {}) {
  const server = fakeHttp({
    'GET users/my-campaigns': campaigns,
    'GET projects/mine': { items: [] },
    'GET users/co-host-invitations': { items: [] },
    ...extra,
  });
  const view = await renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile?tab=event',
    http: server.http,
    user: testUser,
  });
  return { ...view, calls: server.calls };
}

const project = (tier: 'basic' | 'standard') => ({
  id: 'p1',
  name: 'Moon Studio',
  slug: 'moon-studio',
  tier,
  owner: { id: 'u1', username: 'host', name: 'Host' },
  created_at: '2026-12-01T00:00:00.000Z',
});

describe('the host’s checklist', () => {
  const steps = async () =>
    (await screen.findAllByTestId('host-step')).map((step) => [step.textContent, step.dataset.done]);

  it('shows a new account everything left, with where to start', async () => {
    await tab({ hosted: [], joined: [] });
    expect(await steps()).toEqual([
      ['○To do: Create your project · Create it', 'false'],
      ['○To do: Choose a plan', 'false'],
      ['○To do: Create your first event · Start one', 'false'],
      ['○To do: Publish it', 'false'],
    ]);
    expect(screen.getByRole('link', { name: 'Create it' }).getAttribute('href')).toBe('/project/new');
  });

  it('says a requested plan waits for an operator, and what is done', async () => {
    await tab(
      { hosted: [summary({ id: 'd', slug: 'draft-cup', title: 'Draft Cup', status: 'draft' })], joined: [] },
      {
        'GET projects/mine': { items: [project('basic')] },
        'GET projects/p1/plan-requests': {
          items: [
            {
              id: 'r1',
              project: { id: 'p1', name: 'Moon Studio', slug: 'moon-studio', tier: 'basic' },
              tier: 'standard',
              note: null,
              contact: false,
              status: 'requested',
              reason: null,
              requested_by: { id: 'u1', username: 'host', name: 'Host' },
              decided_by: null,
              decided_at: null,
              created_at: '2026-12-01T00:00:00.000Z',
            },
          ],
        },
      },
    );
    await screen.findByText(/Standard plan requested: waiting for an operator/);
    expect(await steps()).toEqual([
      ['✓Done: Project: Moon Studio', 'true'],
      ['○To do: Standard plan requested: waiting for an operator', 'false'],
      ['✓Done: Create your first event', 'true'],
      ['○To do: Publish it', 'false'],
    ]);
  });

  it('is gone once the project has a plan and an event is published', async () => {
    await tab(
      { hosted: [summary({ id: 'l', slug: 'live-cup', title: 'Live Cup' })], joined: [] },
      { 'GET projects/mine': { items: [project('standard')] } },
    );
    await screen.findByTestId('my-hosted-events');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('host-checklist')).toBeNull();
  });
});

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
    // plan card the user's projects, the co-host card the invitations waiting).
    const beside = [
      'GET users/profile',
      'GET users/prizes',
      'GET projects/mine',
      'GET users/co-host-invitations',
    ];
    expect(calls.map((call) => call.key).filter((key) => !beside.includes(key))).toEqual([
      'GET users/my-campaigns',
    ]);
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

describe('invitations to co-host', () => {
  const invitation: CoHost = {
    id: 'c1',
    event: { id: 'e1', slug: 'summer-cup', title: 'Summer Cup' },
    host: { kind: 'project', id: 'p2', name: 'Moon Studio', slug: 'moon-studio', logo_url: null },
    status: 'invited',
    created_at: '2026-12-01T00:00:00.000Z',
    decided_at: null,
  };

  it('lists what waits, with the event’s link, and accepts one', async () => {
    let waiting = [invitation];
    const { calls } = await tab(
      { hosted: [], joined: [] },
      {
        'GET users/co-host-invitations': () => ({ items: waiting }),
        'POST co-hosts/c1/decision': () => {
          waiting = [];
          return {
            message: 'Invitation accepted: the event is listed as yours too',
            co_host: { ...invitation, status: 'accepted', decided_at: '2026-12-02T00:00:00.000Z' },
          };
        },
      },
    );
    const card = within(await screen.findByTestId('co-host-invitations'));
    expect(card.getByText(/Moon Studio is invited to co-host/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Summer Cup' }).getAttribute('href')).toBe('/event/summer-cup');
    card.getByRole('button', { name: 'Accept the invitation to co-host Summer Cup' }).click();
    expect(await screen.findByText('Invitation accepted: the event is listed as yours too')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST co-hosts/c1/decision')?.body).toEqual({ accept: true });
    await waitFor(() => expect(screen.queryByTestId('co-host-invitations')).toBeNull());
  });

  it('shows nothing when no invitation waits', async () => {
    await tab({ hosted: [], joined: [] });
    expect(await screen.findByText('You do not host any events.')).toBeTruthy();
    expect(screen.queryByTestId('co-host-invitations')).toBeNull();
  });
});
