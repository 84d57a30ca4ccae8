import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { common as commonEn } from '../packages/core/src/i18n/locales/en/common';
import { common as commonVi } from '../packages/core/src/i18n/locales/vi/common';
import { ROUTES, type RouteName } from '../packages/core/src/routes';
import { currentItem, MAIN_NAV, MORE_NAV } from '../web/src/features/shell/nav-items';
import { expect, test } from './fixtures';

/**
 * Every page of core's ROUTES that a visitor can open without parameters or a sign-in, in both languages, on a
 * phone (390 px) and a wide desktop (1440 px): the title and description rules of spec section 2, the Open
 * Graph title, the navigation's mark on the current page, no console error (the fixture), and a screenshot.
 * Routes are read from ROUTES, so pages added later are covered without touching this file.
 */

/** Routes left out on purpose, each with the reason. */
const LEFT_OUT: Partial<Record<RouteName, string>> = {
  profile: 'signed-in users only (visitors are sent to /auth/login, which is visited on its own)',
  verifyEmail: 'landing page of a mailed link: needs its ?token= (tested in accounts.spec.ts)',
  verifyOldEmail: 'landing page of a mailed link: needs its ?token= (tested in accounts.spec.ts)',
  verifyGameEmail: 'landing page of a mailed link: needs its ?token= (tested in accounts.spec.ts)',
};

const routes = (Object.entries(ROUTES) as [RouteName, string][]).filter(
  ([name, pattern]) => !pattern.includes(':') && !(name in LEFT_OUT),
);

const LANGUAGES = [
  { code: 'en', brand: commonEn.brand },
  { code: 'vi', brand: commonVi.brand },
] as const;
const WIDTHS = [390, 1440] as const;
const SCREENSHOTS = path.join('test-results', 'screenshots', 'portal-routes');
mkdirSync(SCREENSHOTS, { recursive: true });

/** The page has rendered and set its own meta: the canonical link names this path (usePageMeta). */
async function pageReady(page: Page, pathname: string) {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(pathname, page.url()).toString(),
  );
}

test('every route without parameters is visited or left out with a reason', () => {
  const withParams = Object.values(ROUTES).filter((pattern) => pattern.includes(':'));
  expect(routes.length + withParams.length + Object.keys(LEFT_OUT).length).toBe(Object.keys(ROUTES).length);
  expect(routes.map(([, pattern]) => pattern)).toContain(ROUTES.home);
});

for (const [name, pathname] of routes) {
  test.describe(`${name} (${pathname})`, () => {
    // /404 is served with a real 404 status (no soft 404s), which the browser reports in the console.
    test.use({ allowHttpErrors: pathname === ROUTES.notFound ? [404] : [] });

    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        test(`${language.code} at ${width} px`, async ({ page, consoleErrors }) => {
          void consoleErrors;
          await page.addInitScript((lang) => localStorage.setItem('lang', lang), language.code);
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          await page.goto(pathname);
          await pageReady(page, pathname);
          await expect(page.locator('html')).toHaveAttribute('lang', language.code);

          const title = await page.title();
          expect(Array.from(title).length).toBeLessThanOrEqual(70);
          expect(title.endsWith(language.brand)).toBe(true);
          expect(title).not.toMatch(/[<>]/);
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.trim()).toBeTruthy();
          expect(Array.from(description ?? '').length).toBeLessThanOrEqual(160);
          expect(description).not.toMatch(/[<>]/);
          await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
          await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
            'content',
            new URL(pathname, page.url()).toString(),
          );

          // Nothing wider than the screen (a horizontal scrollbar on phones).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);

          await page.screenshot({
            path: path.join(SCREENSHOTS, `${name}-${language.code}-${width}.png`),
            fullPage: true,
          });

          // The navigation marks the current page when the page is one of its links.
          const item = currentItem(pathname, [...MAIN_NAV, ...MORE_NAV]);
          if (width >= 768) {
            const sideNav = page.getByTestId('side-nav');
            await expect(sideNav).toBeVisible();
            const marked = sideNav.locator('[aria-current="page"]');
            if (item) await expect(marked).toHaveAttribute('href', item.to);
            else await expect(marked).toHaveCount(0);
          } else {
            await expect(page.getByTestId('side-nav')).toBeHidden();
            await page.getByTestId('burger').click();
            const drawer = page.getByTestId('mobile-drawer');
            await expect(drawer).toBeVisible();
            const marked = drawer.locator('[aria-current="page"]');
            if (item) await expect(marked).toHaveAttribute('href', item.to);
            else await expect(marked).toHaveCount(0);
            await page.keyboard.press('Escape');
            await expect(drawer).toBeHidden();
          }
        });
      }
    }
  });
}
