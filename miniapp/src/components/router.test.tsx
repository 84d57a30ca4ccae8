import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  type RouteObject,
  RouterProvider,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

afterEach(cleanup);

function Show({ name }: { name: string }) {
  const params = useParams();
  return <p data-testid="screen">{`${name} ${JSON.stringify(params)}`}</p>;
}

const LaterScreen = () => <Show name="later" />;
const SlowScreen = () => <Show name="slow" />;

/** A lazy screen whose code arrives when the test says so. */
function deferredScreen(Component: () => ReactNode) {
  let release: () => void = () => undefined;
  let calls = 0;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    lazy: async () => {
      calls += 1;
      await ready;
      return { Component };
    },
    release: () => release(),
    calls: () => calls,
  };
}

/** A screen with a tab in its query and a counter of its own. */
function Tabs() {
  const [params, setParams] = useSearchParams();
  const [clicks, setClicks] = useState(0);
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="screen">{`${params.get('tab') ?? 'none'} ${clicks}`}</p>
      <button
        type="button"
        onClick={() => {
          setClicks((n) => n + 1);
          void setParams({ tab: 'clans' }, { replace: true });
        }}
      >
        tab
      </button>
      <button type="button" onClick={() => void navigate('/other')}>
        other
      </button>
    </div>
  );
}

const text = () => screen.getByTestId('screen').textContent;

describe('the Mini App router', () => {
  it('ranks static segments over parameters over the splat, as react-router does', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, element: <Show name="root" /> },
          { path: 'events/:slug', element: <Show name="event" /> },
          { path: 'events/:slug/leaderboard', element: <Show name="board" /> },
          { path: 'events/:slug/tasks/:taskId', element: <Show name="task" /> },
          { path: 'events/new', element: <Show name="new" /> },
          { path: '*', element: <Show name="other" /> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(text()).toBe('root {}');
    await act(() => router.navigate('/events/summer%20cup'));
    expect(text()).toBe('event {"slug":"summer cup"}');
    await act(() => router.navigate('/events/new'));
    expect(text()).toBe('new {}');
    await act(() => router.navigate('/events/a/leaderboard'));
    expect(text()).toBe('board {"slug":"a"}');
    await act(() => router.navigate('/events/a/tasks/7'));
    expect(text()).toBe('task {"slug":"a","taskId":"7"}');
    await act(() => router.navigate('/nowhere/at/all'));
    expect(text()).toBe('other {"*":"nowhere/at/all"}');
  });

  it('keeps the current screen until the next one’s code is in, and loads it once', async () => {
    const later = deferredScreen(LaterScreen);
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="root" /> },
        { path: '/later', lazy: later.lazy },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    let done = false;
    const going = router.navigate('/later').then(() => {
      done = true;
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(text()).toBe('root {}');
    expect(router.state.location.pathname).toBe('/');
    expect(done).toBe(false);
    later.release();
    await act(() => going);
    expect(text()).toBe('later {}');
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/later'));
    expect(text()).toBe('later {}');
    expect(later.calls()).toBe(1);
  });

  it('opens on the last initial entry (a deep link) and goes back to the root, never before it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="root" /> },
        { path: '/clans/:slug', element: <Show name="clan" /> },
      ],
      { initialEntries: ['/', '/clans/owls'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(text()).toBe('clan {"slug":"owls"}');
    await act(() => router.navigate(-1));
    expect(text()).toBe('root {}');
    await act(() => router.navigate(-1));
    expect(text()).toBe('root {}');
    expect(router.state.index).toBe(0);
  });

  it('drops the entries ahead after going back and opening another screen, as a browser does', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="root" /> },
        { path: '/a', element: <Show name="a" /> },
        { path: '/b', element: <Show name="b" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/a'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(1));
    expect(text()).toBe('b {}');
    await act(() => router.navigate(-1));
    expect(text()).toBe('root {}');
  });

  it('lets the last of two navigations win when the first one’s code arrives late', async () => {
    const slow = deferredScreen(SlowScreen);
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="root" /> },
        { path: '/slow', lazy: slow.lazy },
        { path: '/fast', element: <Show name="fast" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const first = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    slow.release();
    await act(() => first);
    expect(text()).toBe('fast {}');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('keeps a screen’s state when only its query is replaced, and starts a new screen afresh', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="root" /> },
        { path: '/boards', element: <Tabs /> },
        { path: '/other', element: <Show name="other" /> },
      ],
      { initialEntries: ['/', '/boards'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(text()).toBe('none 0');
    await act(async () => screen.getByText('tab').click());
    expect(text()).toBe('clans 1');
    expect(router.state.location.search).toBe('?tab=clans');
    expect(router.state.index).toBe(1);
    await act(async () => screen.getByText('other').click());
    expect(text()).toBe('other {}');
    await act(() => router.navigate(-1));
    // Back on the boards: the replaced entry kept its query; the screen's own state started afresh.
    expect(text()).toBe('clans 0');
  });
});
