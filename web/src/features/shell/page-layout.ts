import { useMatches } from 'react-router';

/**
 * How much of the shell a page sits in. A route chooses with its `handle` (static, or returned by its
 * `lazy()` next to `Component`):
 *
 *   { path: '/event/new', lazy: …, handle: { layout: 'wide' } satisfies RouteHandle }
 *
 * - `standard` (default): top banner, header, left navigation, the page, footer.
 * - `wide`: the same without the left navigation, for pages that need the whole width (editors, charts).
 * - `bare`: the page alone (it brings its own frame); the loading overlay and page-view reports still apply.
 *
 * The deepest route that says something wins, so a parent route can set a layout for all its children.
 */
export type PageLayout = 'standard' | 'wide' | 'bare';

export interface RouteHandle {
  layout?: PageLayout;
}

export function usePageLayout(): PageLayout {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'standard';
}
