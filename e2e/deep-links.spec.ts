import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds every request for a file until `release`, to see what the browser asks for meanwhile. */
async function hold(page: Page, file: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(file, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Paths of the requests the page has made so far. */
function requests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return { some: (pattern: RegExp) => paths.some((path) => pattern.test(path)) };
}

test.describe('deep links', () => {
  test("a deep link asks for its page's code, text and data module while the first bundle is still on its way", async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // The first bundle: until it runs, nothing but the HTML can ask for anything.
    const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    const seen = requests(page);
    const opened = page.goto('/game/star-raiders');
    await expect.poll(entry.asked).toBe(true);
    for (const file of [
      /\/assets\/game-detail-page-[\w-]+\.js$/,
      /\/assets\/resources-en-[\w-]+\.js$/,
      /\/assets\/route-data-[\w-]+\.js$/,
      /\/assets\/http-[\w-]+\.js$/,
      /\/assets\/full-styles-[\w-]+\.css$/,
    ]) {
      await expect.poll(() => seen.some(file), String(file)).toBe(true);
    }
    await entry.release();
    await opened;
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders' })).toBeVisible();
  });

  test("a deep link with data asks the API for it before its page's code has arrived", async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const pageCode = await hold(page, /\/assets\/article-page-[\w-]+\.js$/);
    const seen = requests(page);
    const opened = page.goto('/insight/how-guild-economies-are-changing-web3-games');
    await expect.poll(pageCode.asked).toBe(true);
    await expect
      .poll(() => seen.some(/^\/api\/articles\/how-guild-economies-are-changing-web3-games$/))
      .toBe(true);
    await pageCode.release();
    await opened;
    await expect(
      page.getByRole('heading', { level: 1, name: 'How guild economies are changing Web3 games' }),
    ).toBeVisible();
  });

  test('a Vietnamese reader is sent the Vietnamese text with the page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    const seen = requests(page);
    const opened = page.goto('/about');
    await expect.poll(entry.asked).toBe(true);
    await expect.poll(() => seen.some(/\/assets\/resources-vi-[\w-]+\.js$/)).toBe(true);
    await expect.poll(() => seen.some(/\/assets\/about-pages-[\w-]+\.js$/)).toBe(true);
    expect(seen.some(/\/assets\/resources-en-[\w-]+\.js$/)).toBe(false);
    await entry.release();
    await opened;
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await context.close();
  });
});
