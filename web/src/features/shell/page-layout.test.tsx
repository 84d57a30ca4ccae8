import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RouteHandle, usePageLayout } from './page-layout';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shell() {
  return (
    <>
      <p data-layout={usePageLayout()} />
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: null },
      { path: '/editor', element: null, handle: { layout: 'wide' } satisfies RouteHandle },
      {
        path: '/kiosk',
        handle: { layout: 'bare' } satisfies RouteHandle,
        children: [
          { index: true, element: null },
          { path: 'framed', element: null, handle: { layout: 'standard' } satisfies RouteHandle },
        ],
      },
    ],
  },
];

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

async function layoutAt(path: string): Promise<string | null> {
  container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  const layout = container.querySelector('p')?.getAttribute('data-layout') ?? null;
  await act(async () => root.unmount());
  return layout;
}

describe('usePageLayout', () => {
  it('is standard unless a route asks otherwise', async () => {
    expect(await layoutAt('/')).toBe('standard');
    expect(await layoutAt('/editor')).toBe('wide');
  });

  it('lets a parent route choose for its children, and the deepest route that says something wins', async () => {
    expect(await layoutAt('/kiosk')).toBe('bare');
    expect(await layoutAt('/kiosk/framed')).toBe('standard');
  });
});
