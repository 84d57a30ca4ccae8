import { cleanup, screen, within } from '@testing-library/react';
import type { EventsQuery } from '@w2e/core/contracts/events';
import { exampleEventSummary as eventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { HomePage } from './home-page';

afterEach(cleanup);

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const featured = eventSummary({
  id: 'f',
  slug: 'featured-cup',
  title: 'Featured Cup',
  featured: true,
  start_time: iso(-HOUR),
  end_time: iso(50 * HOUR),
  prize_pool: '1,000 USDT',
});
const soon = eventSummary({
  id: 's',
  slug: 'soon-cup',
  title: 'Soon Cup',
  start_time: iso(3 * HOUR),
  end_time: iso(30 * HOUR),
  host: { kind: 'game', id: 'g', name: 'Star Game', slug: 'star', logo_url: null },
});

function server(items: { featured: (typeof featured)[]; live: (typeof featured)[] }) {
  return fakeHttp({
    'GET events': ({ params }: { params?: unknown }) => {
      const query = params as EventsQuery;
      const list = query.featured === 'true' ? items.featured : items.live;
      return { items: list, total: list.length, limit: query.limit, offset: 0 };
    },
  });
}

describe('the home page’s live quests', () => {
  it('shows the featured row and the live quests with host, prize pool, status and time left', async () => {
    const http = server({ featured: [featured], live: [featured, soon] });
    await renderRoutes([{ path: '/', element: <HomePage /> }], { path: '/', http: http.http });
    const row = await screen.findByTestId('featured-quests');
    expect(within(row).getByRole('link', { name: 'Featured Cup' }).getAttribute('href')).toBe(
      '/event/featured-cup',
    );
    expect(row.textContent).toContain('1,000 USDT');
    expect(row.textContent).toContain('Ongoing');
    expect(row.textContent).toContain('Ends in 2 days');
    // The featured event is not listed twice.
    const live = screen.getByTestId('live-quests');
    expect(within(live).getAllByTestId('live-quest')).toHaveLength(1);
    expect(live.textContent).toContain('Hosted by Star Game');
    expect(live.textContent).toContain('Upcoming');
    expect(live.textContent).toContain('Starts in 3 hours');
    expect(http.calls.map((call) => call.params)).toEqual(
      expect.arrayContaining([
        { featured: 'true', status: 'live', limit: 3, offset: 0 },
        { status: 'live', limit: 6, offset: 0 },
      ]),
    );
    // Above the offer.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Live quests')).toBeLessThan(
      headings.indexOf('Everything a Web3 community needs'),
    );
  });

  it('says where to look when nothing is live, in Vietnamese too', async () => {
    await renderRoutes([{ path: '/', element: <HomePage /> }], {
      path: '/',
      http: server({ featured: [], live: [] }).http,
      language: 'vi',
    });
    expect(await screen.findByText(/Hiện chưa có nhiệm vụ nào đang chạy/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem tất cả sự kiện' }).getAttribute('href')).toBe('/event');
  });
});
