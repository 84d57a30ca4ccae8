import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { expect, sessionToken, test, uniqueUser } from './fixtures';
import { emulateTelegramDesktop, launchFragment } from './telegram-client';

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

const CLAN_COLUMNS = {
  en: { rank: 'Rank', clan: 'Clan', score: 'Score', members: 'Members', show: 'Show all columns' },
  vi: { rank: 'Hạng', clan: 'Bang hội', score: 'Điểm', members: 'Thành viên', show: 'Hiện tất cả các cột' },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`the clan board keeps rank, clan and score in view at 390 px; members open with the toggle (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const text = CLAN_COLUMNS[language];
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/clan?view=board');
    const board = page.getByTestId('clan-board');
    for (const name of [text.rank, text.clan, text.score]) {
      await expect(board.getByRole('columnheader', { name, exact: true })).toBeInViewport();
    }
    await expect(board.getByRole('columnheader', { name: text.members })).toBeHidden();
    await page.getByRole('button', { name: text.show }).click();
    await expect(board.getByRole('columnheader', { name: text.members })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

/** The document is no wider than the screen: nothing scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
}

/** Elements of `selector` whose text is cut (wider than their box), by their text. */
function cutTexts(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
}

/** A new player signed in in the page (`language` stored), with one spin of the platform wheel made. */
async function playerWithASpin(page: Page, request: APIRequestContext, language: 'en' | 'vi') {
  const user = uniqueUser();
  const registered = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(registered.status()).toBe(200);
  const token = (await registered.json()).access_tokens.access_token as string;
  const headers = { Authorization: `Bearer ${token}` };
  // Reading the platform wheel grants the day's free spin.
  expect((await request.get('/api/wheels/platform', { headers })).status()).toBe(200);
  expect((await request.post('/api/wheels/platform/spins', { headers })).status()).toBe(200);
  await page.addInitScript(
    ([key, jwt, lang]) => {
      localStorage.setItem(key, jwt);
      localStorage.setItem('lang', lang);
    },
    [TOKEN_STORAGE_KEY, token, language] as const,
  );
}

const WHEEL_TEXTS = { en: { verify: 'Verify' }, vi: { verify: 'Kiểm chứng' } } as const;

for (const language of ['en', 'vi'] as const) {
  test(`the wheel's history keeps its verify column in view at 390 px (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    await playerWithASpin(page, request, language);
    await page.goto('/lucky-wheel');
    const history = page.getByTestId('wheel-history');
    await history.scrollIntoViewIfNeeded();
    const verify = history.getByRole('columnheader', { name: WHEEL_TEXTS[language].verify, exact: true });
    await expect(verify).toBeInViewport({ ratio: 1 });
    const verdict = page.getByTestId('wheel-history-row').first().getByTestId('wheel-verdict-cell');
    await expect(verdict).toBeInViewport({ ratio: 1 });
    await fitsTheScreen(page);
  });

  test(`the event creation stepper fits 390 px (${language})`, async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    // The demo player hosts for Star Raiders Studio: the flow opens on its stepper (with nothing to host, it opens
    // on the way to a project's page).
    const token = await sessionToken(request, 'demo');
    await page.addInitScript(
      ([key, jwt, lang]) => {
        localStorage.setItem(key, jwt);
        localStorage.setItem('lang', lang);
      },
      [TOKEN_STORAGE_KEY, token, language] as const,
    );
    await page.goto('/event/create');
    const stepper = page.locator('.mantine-Stepper-steps');
    await expect(stepper).toBeVisible({ timeout: 15_000 });
    // The templates come first on the page: the stepper is read where it is, below them.
    await stepper.scrollIntoViewIfNeeded();
    const steps = stepper.locator('.mantine-Stepper-step');
    expect(await steps.count()).toBeGreaterThan(3);
    for (const step of await steps.all()) await expect(step).toBeInViewport({ ratio: 1 });
    expect(await cutTexts(page, '.mantine-Stepper-stepLabel')).toEqual([]);
    await page.waitForLoadState('networkidle');
    await fitsTheScreen(page);
  });
}

const MINIAPP_TEXTS = {
  en: { first_name: 'Jo', events: 'Events' },
  vi: { first_name: 'Hà', events: 'Sự kiện' },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`the Mini App's points pills and tabs are not cut at 390 px (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({
        user: {
          id: 891_000 + (Date.now() % 100_000),
          first_name: MINIAPP_TEXTS[language].first_name,
          language_code: language,
        },
        startParam: 'event_star-raiders-season-1',
      })}`,
    );
    await expect(page.getByTestId('task-cell').first()).toBeVisible({ timeout: 15_000 });
    const pills = page.getByTestId('task-points');
    await expect(pills.first()).toContainText(language === 'vi' ? 'Điểm' : 'Score');
    expect(await cutTexts(page, '[data-testid="task-points"]')).toEqual([]);
    for (const pill of await pills.all()) {
      const box = await pill.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await fitsTheScreen(page);

    await page.goto('about:blank');
    await page.goto(
      `/miniapp/${launchFragment({
        user: {
          id: 892_000 + (Date.now() % 100_000),
          first_name: MINIAPP_TEXTS[language].first_name,
          language_code: language,
        },
      })}`,
    );
    await page
      .getByRole('button', { name: language === 'vi' ? 'Bảng xếp hạng' : 'Leaderboards', exact: true })
      .click();
    await expect(page.getByTestId('board-tab-global')).toBeVisible();
    const tabs = '[data-testid^="board-tab-"], [data-testid^="board-period-"]';
    expect(await page.locator(tabs).count()).toBeGreaterThan(3);
    expect(await cutTexts(page, tabs)).toEqual([]);
    expect(
      await cutTexts(
        page,
        `${tabs
          .split(', ')
          .map((s) => `${s} *`)
          .join(', ')}`,
      ),
    ).toEqual([]);
    await fitsTheScreen(page);
  });
}
