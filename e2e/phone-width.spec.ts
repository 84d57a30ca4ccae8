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

const COLUMNS = {
  en: {
    rank: 'Rank',
    player: 'Player',
    total: 'Total score',
    social: 'Social score',
    show: 'Show all columns',
  },
  vi: {
    rank: 'Hạng',
    player: 'Người chơi',
    total: 'Tổng điểm',
    social: 'Điểm mạng xã hội',
    show: 'Hiện tất cả các cột',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  for (const path of ['/leaderboard', '/event/star-raiders-season-1']) {
    test(`${path}: rank, player and total stay in view at 390 px, the other columns open (${language})`, async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      const text = COLUMNS[language];
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await page.goto(path);
      const table = page
        .getByRole('table')
        .filter({ has: page.getByRole('columnheader', { name: text.total }) });
      await table.scrollIntoViewIfNeeded();
      for (const name of [text.rank, text.player, text.total]) {
        const header = table.getByRole('columnheader', { name, exact: true });
        await expect(header).toBeInViewport();
      }
      await expect(table.getByRole('columnheader', { name: text.social })).toBeHidden();
      const toggle = page.getByRole('button', { name: text.show });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(table.getByRole('columnheader', { name: text.social })).toBeAttached();
      await expect(table.getByRole('columnheader', { name: text.social })).not.toHaveCSS('display', 'none');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
}

test('the clan board keeps rank, clan and score in view at 390 px; members open with the toggle', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto('/clan?view=board');
  const board = page.getByTestId('clan-board');
  for (const name of ['Rank', 'Clan', 'Score']) {
    await expect(board.getByRole('columnheader', { name, exact: true })).toBeInViewport();
  }
  await expect(board.getByRole('columnheader', { name: 'Members' })).toBeHidden();
  await page.getByRole('button', { name: 'Show all columns' }).click();
  await expect(board.getByRole('columnheader', { name: 'Members' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
