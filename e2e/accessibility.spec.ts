import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { BASE_URL } from './environment';
import { expect, test } from './fixtures';
import { emulateTelegramDesktop, launchFragment, pressBackButton } from './telegram-client';

/**
 * axe-core (the engine behind Lighthouse's and the browsers' accessibility audits) on every public page of the
 * portal, a signed-in page of each domain and every Mini App screen, in English and Vietnamese. A violation of
 * impact "serious" or "critical" fails the test; each is listed with the rule, the page and the elements. No
 * rule is turned off: a fix belongs in the component.
 */

const LANGUAGES = ['en', 'vi'] as const;
type Language = (typeof LANGUAGES)[number];

/** Public pages, as a visitor sees them (demo data: an event, a player, a clan, a game and an article). */
const PUBLIC_PAGES = [
  '/',
  '/event',
  '/event/star-raiders-season-1',
  '/leaderboard',
  '/pricing',
  '/guide',
  '/guide/tasks',
  '/about',
  '/about/service',
  '/about/service/community-monitoring',
  '/about/team',
  '/about/roadmap',
  '/about/partnership',
  '/ifo',
  '/contact',
  '/faq',
  '/help',
  '/community',
  '/insight',
  '/insight/how-guild-economies-are-changing-web3-games',
  '/academy',
  '/game',
  '/game/star-raiders',
  '/project/star-raiders-studio',
  '/project/moon-miners-guild',
  '/clan',
  '/clan/night-owls',
  '/player/linh_tran',
  '/lucky-wheel',
  '/auth/login',
  '/auth/register',
  '/404',
];

/** A signed-in page of each domain, as the demo platform operator (who may open all of them). */
const SIGNED_IN_PAGES = [
  '/profile?tab=profile',
  '/welcome',
  '/profile?tab=event',
  '/profile?tab=clan',
  '/notifications',
  '/lucky-wheel',
  '/clan/night-owls',
  '/event/create',
  '/event/star-raiders-season-1/update?step=general',
  '/project/new',
  '/event/star-raiders-season-1',
  '/about/service/community-monitoring/dashboard',
  '/insight/write',
  '/admin',
  '/admin/wheel',
  '/admin/messages',
  '/admin/articles',
  '/admin/projects',
  '/admin/game-claims',
  '/prizes',
  '/event/star-raiders-season-1/prizes',
  '/event/star-raiders-season-1/participants',
  '/admin/wheel/prizes',
  '/admin/plan-requests',
  '/project/star-raiders-studio/api',
  '/project/star-raiders-studio/webhooks',
  '/project/star-raiders-studio/edit',
  '/game/add',
];

/**
 * Pages per test: a test of 30 pages took up to 4 minutes on a loaded two-core machine, near its limit; in
 * parts of 8 each stays well inside it, and the parts run on several workers.
 */
const PART = 8;
const parts = (paths: string[]) =>
  Array.from({ length: Math.ceil(paths.length / PART) }, (_, i) => paths.slice(i * PART, (i + 1) * PART));

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * axe on what the page shows now: the serious and critical violations, each with the elements it found (and
 * why), less the elements `excused` lets go.
 */
async function audit(
  page: Page,
  where: string,
  excused: (rule: string, node: AxeNode) => boolean = () => false,
): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes
        .filter((node) => !excused(violation.id, node))
        .slice(0, 8)
        .map(
          (node) =>
            `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`,
        ),
    }))
    .filter((finding) => finding.targets.length > 0);
}

/**
 * The colours of Telegram's theme as the Mini App paints with them: the client's theme parameters and
 * telegram-ui's variables built from them (a hint, a button). Telegram chooses them (Telegram Desktop's dark
 * theme hints at 4.2:1), every Mini App is drawn in them, and the app does not overrule the user's theme.
 */
async function telegramPalette(page: Page): Promise<Set<string>> {
  const colours = await page.evaluate(() => {
    const hex = (value: string) => {
      const probe = document.createElement('i');
      probe.style.color = value;
      document.body.append(probe);
      const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
      probe.remove();
      return `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
    };
    const root = document.querySelector('[class*="tgui-"]') ?? document.documentElement;
    const style = getComputedStyle(root);
    const names = new Set<string>();
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules))
        for (const match of rule.cssText.matchAll(/--(tgui--|tg-theme-)[\w-]+/g)) names.add(match[0]);
    return [...names]
      .map((name) => style.getPropertyValue(name).trim())
      .filter(Boolean)
      .map(hex);
  });
  return new Set(colours);
}

/** A fresh browser context in `language`, signed in as `username` when given. */
async function openPage(browser: Browser, language: Language, username?: string) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const storage: [string, string][] = [['lang', language]];
  if (username) {
    const response = await context.request.post('/api/auth/login-via-username', {
      data: { username, password: 'Demo@12345' },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { access_tokens: { access_token: string; expires_at: string } };
    const { access_token: token, expires_at: expiresAt } = body.access_tokens;
    storage.push([TOKEN_STORAGE_KEY, token]);
    await context.addCookies([
      { name: TOKEN_STORAGE_KEY, value: token, url: BASE_URL, expires: Date.parse(expiresAt) / 1000 },
    ]);
  }
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

/** The portal's page has rendered: its main region, no loading overlay, no skeleton still waiting for data. */
async function portalReady(page: Page) {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|vi)$/);
}

async function auditPortal(page: Page, paths: string[]) {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await portalReady(page);
    findings.push(...(await audit(page, path)));
  }
  return findings;
}

test.describe('accessibility (axe-core)', () => {
  // Each test opens a score of pages and runs axe on each (about a second per page on a quiet machine).
  test.describe.configure({ timeout: 240_000 });
  // /404 answers with a real 404 status, which the browser reports in the console.
  test.use({ allowHttpErrors: [404] });

  for (const language of LANGUAGES) {
    for (const [index, paths] of parts(PUBLIC_PAGES).entries())
      test(`public portal pages, part ${index + 1} (${language})`, async ({ browser, consoleErrors }) => {
        void consoleErrors;
        const page = await openPage(browser, language);
        expect(await auditPortal(page, paths)).toEqual([]);
        await page.context().close();
      });

    for (const [index, paths] of parts(SIGNED_IN_PAGES).entries())
      test(`signed-in portal pages as the operator, part ${index + 1} (${language})`, async ({
        browser,
        consoleErrors,
      }) => {
        void consoleErrors;
        const page = await openPage(browser, language, 'operator');
        expect(await auditPortal(page, paths)).toEqual([]);
        await page.context().close();
      });

    test(`every Mini App screen (${language})`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.setViewportSize({ width: 390, height: 844 });
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 990_000 + (Date.now() % 100_000), first_name: 'An', language_code: language },
          startParam: 'event_star-raiders-season-1',
        })}`,
      );
      const findings: Finding[] = [];
      let palette: Set<string> | undefined;
      // Text in Telegram's colours on Telegram's colours: the user's theme, not the app's choice (telegramPalette).
      const inTelegramColours = (rule: string, node: AxeNode) => {
        if (rule !== 'color-contrast') return false;
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        return Boolean(palette?.has(data?.fgColor ?? '') && palette?.has(data?.bgColor ?? ''));
      };
      const check = async (where: string, shown: Locator) => {
        await expect(shown.first()).toBeVisible();
        await expect(page.locator('.tgui-Spinner, [class*="Spinner"]')).toHaveCount(0);
        palette ??= await telegramPalette(page);
        findings.push(...(await audit(page, `miniapp ${where}`, inTelegramColours)));
      };
      // The deep link opens the event above the root.
      await check('/events/:slug', page.getByTestId('task-cell'));
      await page.getByTestId('task-cell').first().click();
      await check('/events/:slug/tasks/:id', page.getByTestId('task-name'));
      await pressBackButton(page);
      await page.getByTestId('event-leaderboard').click();
      await check('/events/:slug/leaderboard', page.getByTestId('board-title'));
      await pressBackButton(page);
      await expect(page.getByTestId('event-leaderboard')).toBeVisible();
      await pressBackButton(page);
      await check('/', page.getByTestId('nav-events'));

      const fromRoot = async (nav: string, where: string, shown: Locator) => {
        await page.getByTestId(nav).click();
        await check(where, shown);
      };
      await fromRoot('nav-events', '/events', page.getByTestId('event-cell'));
      await pressBackButton(page);
      await fromRoot('nav-wheel', '/wheel', page.getByTestId('wheel-balance'));
      await pressBackButton(page);
      await fromRoot('nav-leaderboards', '/leaderboards', page.getByTestId('board-row'));
      await page.getByTestId('board-tab-clans').click();
      await check('/leaderboards?tab=clans', page.getByTestId('board-clan-row'));
      await page.getByTestId('board-clan-row').first().click();
      await check('/clans/:slug', page.getByTestId('clan-name'));
      await page.getByTestId('clan-board-link').click();
      await check('/clans/:slug/leaderboard', page.getByTestId('board-title'));
      await pressBackButton(page);
      await pressBackButton(page);
      await pressBackButton(page);
      await fromRoot('nav-clans', '/clans', page.getByTestId('clan-cell'));
      await pressBackButton(page);
      await fromRoot('nav-notifications', '/notifications', page.locator('main, #root').first());
      await pressBackButton(page);
      await fromRoot('nav-profile', '/profile', page.getByTestId('profile-score'));
      expect(findings).toEqual([]);
    });
  }
});
