import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * What each feature exports from its `routes.tsx`: its pages sorted by who may open them. `app/routes.tsx`
 * puts each group behind its gate (sign-in, then operator), so access shows in the route tree and a page
 * never guards itself.
 */
export interface FeatureRoutes {
  /** Anyone, signed in or not. */
  public?: RouteObject[];
  /** Signed-in users; visitors are sent to sign in and brought back. */
  signedIn?: RouteObject[];
  /** Platform operators; other users are told the area is not theirs (the server checks again). */
  operator?: RouteObject[];
}

/** A page loaded when first visited: its chunk carries its forms and their rules, not the first bundle. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
