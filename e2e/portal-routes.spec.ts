import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { common as commonEn } from '../packages/core/src/i18n/locales/en/common';
import { common as commonVi } from '../packages/core/src/i18n/locales/vi/common';
import { ROUTES, type RouteName } from '../packages/core/src/routes';
import { currentItem, MAIN_NAV, MORE_NAV } from '../web/src/features/shell/nav-items';
import { BASE_URL } from './environment';
import { test as base, expect } from './fixtures';

/**
 * Every page of core's ROUTES without parameters, in both languages, on a phone (390 px) and a wide desktop
 * (1440 px): the title and description rules of spec section 2, the Open Graph title, the navigation's mark on
 * the current page, no console error (the fixture), and a screenshot. Pages for signed-in users are visited
 * signed in as the demo platform operator, who may open every one of them. Routes are read from ROUTES, so
 * pages added later are covered without touching this file (a signed-in-only page fails here until it is
 * listed in SIGNED_IN_ONLY, since a visitor is sent to the sign-in page).
 */

/** Pages that send visitors to sign in; the guard test checks that they do. */
const SIGNED_IN_ONLY: RouteName[] = [
  'profile',
  'welcome',
  'articleWrite',
  'gameAdd',
  'adminMessages',
  'adminArticles',
  'adminProjects',
  'adminWheel',
  'admin',
  'adminGameClaims',
  'monitoringDashboard',
  'eventCreate',
  'clanCreate',
  'notifications',
  'prizes',
  'adminWheelPrizes',
  'adminPlanRequests',
  'projectNew',
];

/** Signed-in pages whose path takes a parameter: the guard test opens them at one concrete path. */
/** Signed-in routes with a parameter, each with the heading its page opens on. */
const SIGNED_IN_WITH_PARAMS: Record<string, string> = {
  '/project/star-raiders-studio/webhooks': 'Webhooks',
  '/project/star-raiders-studio/edit': 'Edit the project page',
};

/** Routes left out on purpose, each with the reason. */
const LEFT_OUT: Partial<Record<RouteName, string>> = {
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

type Language = (typeof LANGUAGES)[number]['code'];
type Visitor = 'visitor' | 'operator';

/**
 * The sweep opens about 180 pages that only read. Each worker keeps one page per kind of visitor (a visitor, or
 * the demo operator signed in once through the API; the sign-in form has its own tests), sets the language in
 * its storage before each visit and navigates it from route to route, so the app's scripts come from the browser's cache, compiled once, instead
 * of a fresh browser context per page: this file's share of the browser tests fell by about half. Every visit
 * is still a full load of its route; a test that fails takes its worker, and so these pages, with it.
 */
const test = base.extend<
  { visitor: Visitor; language: Language },
  { sweepPages: (visitor: Visitor, language: Language) => Promise<Page> }
>({
  visitor: ['visitor', { option: true }],
  language: ['en', { option: true }],
  sweepPages: [
    async ({ browser }, use) => {
      const contexts = new Map<Visitor, BrowserContext>();
      const pages = new Map<Visitor, Page>();
      async function contextFor(visitor: Visitor) {
        let context = contexts.get(visitor);
        if (context) return context;
        context = await browser.newContext({ baseURL: BASE_URL });
        if (visitor === 'operator') {
          const response = await context.request.post('/api/auth/login-via-username', {
            data: { username: 'operator', password: 'Demo@12345' },
          });
          expect(response.status()).toBe(200);
          const body = (await response.json()) as {
            access_tokens: { access_token: string; expires_at: string };
          };
          const { access_token: token, expires_at: expiresAt } = body.access_tokens;
          await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
            TOKEN_STORAGE_KEY,
            token,
          ] as const);
          await context.addCookies([
            { name: TOKEN_STORAGE_KEY, value: token, url: BASE_URL, expires: Date.parse(expiresAt) / 1000 },
          ]);
        }
        contexts.set(visitor, context);
        return context;
      }
      await use(async (visitor, language) => {
        let page = pages.get(visitor);
        if (!page) {
          page = await (await contextFor(visitor)).newPage();
          // A same-origin document that is not the app, so that the language can be set before a route loads.
          await page.goto('/api/health');
          pages.set(visitor, page);
        }
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        return page;
      });
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sweepPages, visitor, language }, use) => use(await sweepPages(visitor, language)),
});

base('every route without parameters is visited or left out with a reason', () => {
  const withParams = Object.values(ROUTES).filter((pattern) => pattern.includes(':'));
  expect(routes.length + withParams.length + Object.keys(LEFT_OUT).length).toBe(Object.keys(ROUTES).length);
  expect(routes.map(([, pattern]) => pattern)).toContain(ROUTES.home);
});

for (const name of SIGNED_IN_ONLY) {
  base(
    `a visitor opening ${name} (${ROUTES[name]}) is sent to sign in, and back afterwards`,
    async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.goto(ROUTES[name]);
      await expect(page).toHaveURL(`${ROUTES.login}?redirect=${encodeURIComponent(ROUTES[name])}`);
      await page.getByLabel('Username').fill('operator');
      await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(ROUTES[name]);
      await expect(page.getByTestId('header-user-name')).toBeVisible();
    },
  );
}

for (const [pathname, heading] of Object.entries(SIGNED_IN_WITH_PARAMS)) {
  base(`a visitor opening ${pathname} is sent to sign in, and back afterwards`, async ({ page }) => {
    await page.goto(pathname);
    await expect(page).toHaveURL(`${ROUTES.login}?redirect=${encodeURIComponent(pathname)}`);
    await page.getByLabel('Username').fill('operator');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(pathname);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  });
}

for (const [name, pathname] of routes) {
  test.describe(`${name} (${pathname})`, () => {
    // /404 is served with a real 404 status (no soft 404s), which the browser reports in the console.
    test.use({ allowHttpErrors: pathname === ROUTES.notFound ? [404] : [] });

    for (const language of LANGUAGES) {
      test.describe(language.code, () => {
        test.use({
          language: language.code,
          visitor: SIGNED_IN_ONLY.includes(name) ? 'operator' : 'visitor',
        });
        for (const width of WIDTHS) {
          test(`at ${width} px`, async ({ page, consoleErrors }) => {
            void consoleErrors;
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
      });
    }
  });
}
