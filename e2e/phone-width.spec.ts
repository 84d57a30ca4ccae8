import { expect, test } from './fixtures';

/**
 * Nothing scrolls sideways on a 390 px phone, in English and Vietnamese: the main pages' document is no wider
 * than the screen (a wide table scrolls inside its own box).
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/',
  '/event',
  '/event/star-raiders-season-1',
  '/leaderboard',
  '/clan',
  '/clan/night-owls',
  '/lucky-wheel',
  '/game',
  '/pricing',
  '/about',
];

for (const language of ['en', 'vi'] as const) {
  for (const path of PAGES) {
    test(`${path} fits 390 px (${language})`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
}
