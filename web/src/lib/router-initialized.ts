import type { createMemoryRouter } from 'react-router';

type DataRouter = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'subscribe'>;

/** Resolves once a data router's first route has its code and data (react-router's `initialized`). */
export function routerInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
