import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@w2e/react/api-provider';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PortalRoute, prefetch, type RouteData, routeData } from '../../lib/feature-routes';
import { withPageLoading } from './page-loading';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = {} as ApiClient;
let asked: string[] = [];
const gameOptions = (id: string) => ({
  queryKey: ['game', id],
  queryFn: async () => {
    asked.push(id);
    return `game ${id}`;
  },
  staleTime: 30_000,
});

/** What the page showed on each render: its first one is what the reader sees first. */
let shown: string[] = [];
function GamePage() {
  const { id = '' } = useParams();
  const { data } = useQuery(gameOptions(id));
  shown.push(data ?? 'loading');
  return <p>{data ?? 'loading'}</p>;
}

const gameData: RouteData = ({ queryClient, args }) =>
  prefetch(queryClient, gameOptions(args.params.id ?? ''));
const failing: RouteData = async () => {
  throw new Error('the API is down');
};

function open(url: string, route: PortalRoute) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(withPageLoading([route], { queryClient, api }), {
    initialEntries: [url],
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  cleanups.push(() => act(() => root.unmount()));
  return { router, container };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  asked = [];
  shown = [];
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("a route's data", () => {
  it('is there on the first render of its page, fetched once', async () => {
    const { container } = open('/game/a', {
      path: '/game/:id',
      Component: GamePage,
      data: routeData(
        async () => ({ gameData }),
        (m) => m.gameData,
      ),
    });
    await settle();
    expect(container.textContent).toBe('game a');
    expect(shown[0]).toBe('game a');
    expect(asked).toEqual(['a']);
  });

  it('never keeps its page from opening when it fails', async () => {
    const { container } = open('/game/a', {
      path: '/game/:id',
      Component: GamePage,
      data: routeData(
        async () => ({ failing }),
        (m) => m.failing,
      ),
    });
    await settle();
    // The page opened and asks for its data itself, as it did before routes declared theirs.
    expect(shown[0]).toBe('loading');
    await vi.waitFor(() => expect(container.textContent).toBe('game a'));
  });

  it('is fetched again for another path, not for a change of the same page’s search', async () => {
    const { router, container } = open('/game/a', {
      path: '/game/:id',
      Component: GamePage,
      data: routeData(
        async () => ({ gameData }),
        (m) => m.gameData,
      ),
    });
    await settle();
    await act(() => router.navigate('/game/a?page=2'));
    await settle();
    expect(asked).toEqual(['a']);
    await act(() => router.navigate('/game/b'));
    await settle();
    expect(container.textContent).toBe('game b');
    expect(asked).toEqual(['a', 'b']);
  });
});
