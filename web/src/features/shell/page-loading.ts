import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PortalRoute, RouteDataContext } from '../../lib/feature-routes';
import { loadTranslations } from '../../lib/i18n';
import { loadFullStyles, stylesForStaticPage } from '../../lib/load-full-styles';

/**
 * Makes every page load what it needs at once, not one thing after another: a lazy route (at any depth) loads
 * the reader's language's text and Mantine's whole stylesheet together with its code (a static page not the
 * stylesheet when it hydrates the server's markup, which came with its rules: lib/load-full-styles.ts), and a
 * route that declares its `data` fetches it as its loader, which react-router starts beside the code. So a page
 * never renders keys, unstyled components or a skeleton that its data then pushes down. Applied to the router's
 * whole list, it also covers routes added later without anyone remembering to.
 */
export function withPageLoading(
  routes: PortalRoute[],
  context: Omit<RouteDataContext, 'args'>,
): RouteObject[] {
  return routes.map(({ data, ...route }) => {
    const children = route.children ? withPageLoading(route.children, context) : undefined;
    const { lazy } = route;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(typeof lazy === 'function'
        ? {
            lazy: Object.assign(
              async () => {
                const styles = (lazy as { staticPage?: boolean }).staticPage
                  ? stylesForStaticPage
                  : loadFullStyles;
                return (await Promise.all([lazy(), loadTranslations(), styles()]))[0];
              },
              { modules: (lazy as { modules?: string[] }).modules },
            ),
          }
        : {}),
      ...(data
        ? {
            loader: Object.assign(
              async (args: LoaderFunctionArgs) => {
                await data({ ...context, args });
                return null;
              },
              { modules: data.modules },
            ),
            // Within a page (its search, its page number) the page's own queries follow the URL, showing
            // what they have meanwhile; the loader runs again only for another path (/game/a → /game/b).
            shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
              currentUrl.pathname !== nextUrl.pathname,
          }
        : {}),
    } as RouteObject;
  });
}
