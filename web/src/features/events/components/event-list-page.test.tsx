import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { EventsQuery } from '@w2e/core/contracts/events';
import { exampleEventSummary as eventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { EventListPage } from './event-list-page';

afterEach(cleanup);

function server(total = 1) {
  return fakeHttp({
    'GET events': ({ params }: { params?: unknown }) => {
      const query = params as EventsQuery;
      return {
        items: [eventSummary({ title: `Event for ${query.status ?? query.type ?? 'all'}` })],
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },
  });
}

async function listAt(path: string, http = server()) {
  const view = await renderRoutes([{ path: '/event', element: <EventListPage /> }], {
    path,
    http: http.http,
  });
  await screen.findAllByTestId('event-card');
  return { ...view, calls: http.calls };
}

const lastQuery = (calls: { key: string; params?: unknown }[]) =>
  calls.filter((call) => call.key === 'GET events').at(-1)?.params;

describe('the event list', () => {
  it('reads its filter from the URL, so a shared link shows the same events', async () => {
    const { calls } = await listAt('/event?status=upcoming');
    expect(lastQuery(calls)).toEqual({ status: 'upcoming', limit: 12, offset: 0 });
    expect((screen.getByRole('radio', { name: 'Upcoming' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Event for upcoming')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Host an event' }).getAttribute('href')).toBe('/event/create');
  });

  it('puts the chosen filter in the URL: a phase as ?status=, nonstop as ?type=nonstop', async () => {
    const { router, calls } = await listAt('/event?status=ended&page=2', server(30));
    fireEvent.click(screen.getByRole('radio', { name: 'Nonstop' }));
    await screen.findByText('Event for nonstop');
    expect(router.state.location.search).toBe('?type=nonstop');
    expect(lastQuery(calls)).toEqual({ type: 'nonstop', limit: 12, offset: 0 });

    fireEvent.click(screen.getByRole('radio', { name: 'Ongoing' }));
    await screen.findByText('Event for ongoing');
    expect(router.state.location.search).toBe('?status=ongoing');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText('Event for all');
    expect(router.state.location.search).toBe('');
  });

  it('searches by title and pages through `total`', async () => {
    const { router, calls } = await listAt('/event', server(30));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'cup' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('?q=cup');
    expect(lastQuery(calls)).toEqual({ q: 'cup', limit: 12, offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.search).toBe('?q=cup&page=3');
    expect(lastQuery(calls)).toEqual({ q: 'cup', limit: 12, offset: 24 });
  });

  it('shows the card’s facts: host, nonstop, prize pool and participants of the limit', async () => {
    await listAt(
      '/event',
      fakeHttp({
        'GET events': {
          items: [eventSummary({ end_time: null, max_participants: 500, participants_count: 42 })],
          total: 1,
          limit: 12,
          offset: 0,
        },
      }),
    );
    const card = screen.getByTestId('event-card');
    expect(card.getAttribute('href')).toBe('/event/summer-cup');
    expect(card.textContent).toContain('Hosted by Acme Games');
    expect(card.textContent).toContain('Nonstop');
    expect(card.textContent).toContain('1,000 USDT');
    expect(screen.getByTestId('event-participants').textContent).toBe('42 / 500');
  });

  it('says so when nothing matches', async () => {
    await renderRoutes([{ path: '/event', element: <EventListPage /> }], {
      path: '/event?q=zzz',
      http: fakeHttp({ 'GET events': { items: [], total: 0, limit: 12, offset: 0 } }).http,
    });
    expect((await screen.findByText('No event matches “zzz”.')).textContent).toBeTruthy();
  });

  it('fetches the image of the first card at once and at high priority, the others when scrolled near', async () => {
    await renderRoutes([{ path: '/event', element: <EventListPage /> }], {
      path: '/event',
      http: fakeHttp({
        'GET events': {
          items: [1, 2, 3].map((n) =>
            eventSummary({
              id: `event-${n}`,
              slug: `event-${n}`,
              title: `Event ${n}`,
              thumbnail: `/t${n}.png`,
            }),
          ),
          total: 3,
          limit: 12,
          offset: 0,
        },
      }).http,
    });
    const images = (await screen.findAllByTestId('event-card')).map((card) => card.querySelector('img')!);
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('sorts and filters through the URL, shows that filters are on, and clears them in one action', async () => {
    const { router, calls } = await listAt('/event?q=cup&sort=prize');
    expect(lastQuery(calls)).toEqual({ q: 'cup', sort: 'prize', limit: 12, offset: 0 });
    expect(screen.queryByTestId('filters-on')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Network' }), { target: { value: 'bsc' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Host' }), { target: { value: 'game' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quiz and form' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Social' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(lastQuery(calls)).toEqual({
      q: 'cup',
      sort: 'prize',
      network: 'bsc',
      host_kind: 'game',
      task: 'quiz,social',
      limit: 12,
      offset: 0,
    });
    expect(screen.getByTestId('filters-on').textContent).toContain('4 filters on');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.search).toBe('?q=cup&sort=prize');
    expect(screen.queryByTestId('filters-on')).toBeNull();
  });

  it('says what to do when the filters match nothing, and counts in the singular for one', async () => {
    await renderRoutes([{ path: '/event', element: <EventListPage /> }], {
      path: '/event?reward=item',
      http: fakeHttp({ 'GET events': { items: [], total: 0, limit: 12, offset: 0 } }).http,
    });
    const empty = await screen.findByTestId('no-match');
    expect(empty.textContent).toContain('Clear the filters or try another search');
    expect(screen.getByTestId('filters-on').textContent).toContain('1 filter on');
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBe(2);
  });

  it('badges each card with where its event stands', async () => {
    const hour = 3_600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    await listAt(
      '/event',
      fakeHttp({
        'GET events': {
          items: [
            eventSummary({ id: 'a', slug: 'a', start_time: iso(-hour), end_time: iso(hour) }),
            eventSummary({ id: 'b', slug: 'b', start_time: iso(hour), end_time: iso(2 * hour) }),
            eventSummary({ id: 'c', slug: 'c', start_time: iso(-2 * hour), end_time: iso(-hour) }),
            eventSummary({ id: 'd', slug: 'd', start_time: iso(-hour), end_time: null, featured: true }),
          ],
          total: 4,
          limit: 12,
          offset: 0,
        },
      }),
    );
    expect(screen.getAllByTestId('event-status').map((badge) => badge.textContent)).toEqual([
      'Ongoing',
      'Upcoming',
      'Ended',
      'Nonstop',
    ]);
    expect(screen.getAllByTestId('event-card')[3]!.textContent).toContain('Featured');
  });
});
