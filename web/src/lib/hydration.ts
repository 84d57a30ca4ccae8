/**
 * React hydrates the server's markup in a transition (main.tsx), in slices of a few milliseconds with the browser
 * let in between, instead of one task that blocks a phone for a quarter of a second. Between two slices nothing the
 * tree reads may change: a part not hydrated yet would render from the new state, differ from the markup, and React
 * would throw the markup away (error 418) and render the whole page again. What could change it:
 *
 * - an API answer settling into the query cache: the portal's HTTP client holds every answer that arrives while
 *   hydrating until the hydrated tree has committed (`hydrated`, lib/api.ts);
 * - the session: a token written meanwhile (another tab signing in) is read once hydrated (app.tsx,
 *   `holdSessionForHydration`);
 * - the reader: a click or a key press makes React hydrate the rest at once, in one task, before it handles it.
 *
 * Timers and subscriptions start in effects, which run only after the commit.
 */
let committed: Promise<void> = Promise.resolve();
let commit: (() => void) | undefined;

/** Performance marks at both ends, for a profile and for the browser test that acts midway (e2e/deep-links.spec.ts). */
const HYDRATION_MARKS = { start: 'w2e:hydration-start', end: 'w2e:hydrated' } as const;

/** main.tsx, just before `hydrateRoot`. */
export function hydrationStarted(): void {
  performance.mark(HYDRATION_MARKS.start);
  committed = new Promise((resolve) => {
    commit = resolve;
  });
}

/** The root's layout effect (main.tsx): the hydrated tree is on screen, state may change again. */
export function hydrationCommitted(): void {
  if (!commit) return;
  performance.mark(HYDRATION_MARKS.end);
  commit();
  commit = undefined;
}

/** Resolves once no hydration is under way. */
export function hydrated(): Promise<void> {
  return committed;
}
