import type { RouteObject } from 'react-router';
import { loadTranslations } from '../../lib/i18n';
import { loadFullStyles } from '../../lib/load-full-styles';

/**
 * Makes every lazy route (at any depth) load the reader's language's text and Mantine's whole stylesheet
 * together with its code, so a page never renders keys or unstyled components, whatever it uses. Applied to the router's whole list, it also covers routes
 * added later without anyone remembering to.
 */
export function withTranslations(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withTranslations(route.children) : undefined;
    const { lazy } = route;
    if (typeof lazy !== 'function') return (children ? { ...route, children } : route) as RouteObject;
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => (await Promise.all([lazy(), loadTranslations(), loadFullStyles()]))[0],
    } as RouteObject;
  });
}
