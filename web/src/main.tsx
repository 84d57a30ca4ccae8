// Before anything builds a zod schema: the CSP allows no eval.
import './lib/no-eval';
// First: takes ?ifo_access_token= out of the URL before the router is created.
import './features/session/take-ifo-token';
import './lib/first-paint-styles';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';
import { replayEarlyClicks, replayEarlyTyping } from './lib/early-input';
import { startI18n } from './lib/i18n';
import { loadFullStyles, serverMarkupHydrated } from './lib/load-full-styles';

/** Its effect runs once the first render or hydration has committed: text typed into a rendered field meanwhile
 * is typed again then (lib/early-input.ts). */
function Started({ children }: { children: ReactNode }) {
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
    // The boot script or a slow chunk may have left nothing to hydrate meanwhile. Hydration is one task, on
    // purpose: hydrating in a transition (slices of a few ms) let other work run between slices, and a state
    // change landing there (a query's answer, the session token) made the rest of the tree differ from the
    // server's markup: React's error 418 and a full client render (docs/architecture.md, "Hydration").
    if (container.hasChildNodes()) {
      hydrateRoot(container, app);
    } else {
      // Nothing left to hydrate: the page is rendered here, so with the whole stylesheet.
      await loadFullStyles();
      createRoot(container).render(app);
    }
    // Static pages rendered from now on wait for the whole stylesheet too.
    serverMarkupHydrated();
  } else createRoot(container).render(app);
  // A click on a rendered button before now, held by the boot script: made again now that React listens.
  replayEarlyClicks();
  // The rest of the stylesheet once the page is up, for anything on it that first-paint-styles.ts missed.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
  idle(() => void loadFullStyles());
});
