// Before anything builds a zod schema: the CSP allows no eval.
import './lib/no-eval';
// First: takes ?ifo_access_token= out of the URL before the router is created.
import './features/session/take-ifo-token';
import './lib/first-paint-styles';
import { type ReactNode, StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, holdSessionForHydration, routerReady } from './app/app';
import { replayEarlyClicks, replayEarlyTyping } from './lib/early-input';
import { hydrated, hydrationCommitted, hydrationStarted } from './lib/hydration';
import { startI18n } from './lib/i18n';
import { loadFullStyles, serverMarkupHydrated } from './lib/load-full-styles';

/** Its effects run once the first render or hydration has committed: the hydration is over (lib/hydration.ts), and
 * text typed into a rendered field meanwhile is typed again (lib/early-input.ts). */
function Started({ children }: { children: ReactNode }) {
  useLayoutEffect(hydrationCommitted, []);
  useEffect(replayEarlyTyping, []);
  return children;
}

void startI18n().then(async () => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Started>
        <App />
      </Started>
    </StrictMode>
  );
  // The home page arrives prerendered (src/prerender.tsx), and public deep links rendered by the server, unless
  // the boot script dropped the markup: hydrate what is there once the route's code and data are in, so the
  // page is not painted a second time; render everything else at once.
  if (container.hasChildNodes()) {
    // The route's code and data (and Mantine's whole stylesheet, except for a static page: lib/load-full-styles.ts).
    await routerReady();
    // The boot script or a slow chunk may have left nothing to hydrate meanwhile. Hydrating in a transition, React
    // works in slices of a few ms and lets the browser in between, instead of one task of a quarter of a second on a
    // phone; nothing the tree reads changes until it has committed (lib/hydration.ts), or the markup would not match.
    if (container.hasChildNodes()) {
      const readSession = holdSessionForHydration();
      hydrationStarted();
      startTransition(() => void hydrateRoot(container, app));
      void hydrated().then(readSession);
    } else {
      // Nothing left to hydrate: the page is rendered here, so with the whole stylesheet.
      await loadFullStyles();
      createRoot(container).render(app);
    }
  } else createRoot(container).render(app);
  // A click on a rendered button before now, held by the boot script: made again now that React listens (React
  // hydrates the rest at once for it).
  replayEarlyClicks();
  await hydrated();
  // Static pages rendered from now on wait for the whole stylesheet too.
  serverMarkupHydrated();
  // The rest of the stylesheet once the page is up, for anything on it that first-paint-styles.ts missed.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
  idle(() => void loadFullStyles());
});
