import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, sessionToken, test } from './fixtures';

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

/**
 * Resolves once React has hydrated the page's markup and listens on it: the boot script's hold on early clicks and
 * typing (lib/early-input.ts) is let go then. Content in a boundary of its own (HydrateLater) may hydrate later:
 * an event on it hydrates it at once.
 */
async function reactListens(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading' && !('__w2eEarlyInput' in window));
}

/** Paths of the requests the page has made so far. */
function requests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return { some: (pattern: RegExp) => paths.some((path) => pattern.test(path)) };
}

/**
 * Remembers the element `selector` finds now (the server's, before hydration). `same` tells whether the page
 * still shows that very element (a hydration mismatch replaces it); `stayed` whether the window is still the
 * one it was remembered in (not loaded again).
 */
async function keepElement(page: Page, selector: string) {
  type Kept = { keptElement?: Element | null };
  await page.evaluate((s) => {
    (window as unknown as Kept).keptElement = document.querySelector(s);
  }, selector);
  return {
    same: () =>
      page.evaluate((s) => (window as unknown as Kept).keptElement === document.querySelector(s), selector),
    stayed: () => page.evaluate(() => 'keptElement' in window),
  };
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

  test('a public deep link arrives rendered with its data: it reads before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/insight/how-guild-economies-are-changing-web3-games');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How guild economies are changing Web3 games' }),
    ).toBeVisible();
    await page.goto('/event/star-raiders-season-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders Season 1' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Visit the Star Raiders site' })).toBeVisible();
    await page.goto('/clan/star-raiders-squad');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders Squad' })).toBeVisible();
    await page.goto('/leaderboard');
    await expect(page.getByTestId('leaderboard').getByRole('link', { name: 'Linh Tran' })).toBeVisible();
    await page.goto('/clan');
    await expect(
      page.getByTestId('clan-list').getByRole('link', { name: 'Star Raiders Squad' }),
    ).toBeVisible();
    await page.goto('/player/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Player' })).toBeVisible();
    await context.close();
  });

  test('the rendered page is hydrated from the data it came with: no second fetch, no mismatch', async ({
    page,
    consoleErrors,
  }) => {
    const seen = requests(page);
    await page.goto('/insight/how-guild-economies-are-changing-web3-games');
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'How guild economies are changing Web3 games',
    });
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.some(/^\/api\/articles\/how-guild-economies-are-changing-web3-games$/)).toBe(false);
    await page.goto('/event/star-raiders-season-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders Season 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.some(/^\/api\/events\/star-raiders-season-1$/)).toBe(false);
    // The countdown ticks in once hydrated.
    await expect(page.getByRole('timer')).toHaveText(/\d/);
    await page.goto('/clan/star-raiders-squad');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders Squad' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.some(/^\/api\/clans\/star-raiders-squad(\/events)?$/)).toBe(false);
    await page.goto('/player/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Player' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.some(/^\/api\/users\/(username\/)?demo(\/games|\/events)?$/)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test("a reader in another time zone than the server's: the page hydrates as rendered, then shows their zone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Ho_Chi_Minh', locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const [path, dates] of [
      ['/event/star-raiders-season-1', page.getByText(/ – /).first()],
      ['/insight', page.locator('time').first()],
    ] as const) {
      // The server writes dates in UTC: it cannot know the reader's zone.
      const markup = await (await page.request.get(path)).text();
      expect(markup).toMatch(/\d{1,2}:\d{2} [AP]M UTC/);
      await page.goto(path);
      // Then, once hydrated, in the reader's own zone.
      await expect(dates).toHaveText(/ GMT\+7/);
      await expect(dates).not.toHaveText(/UTC/);
    }
    // A date written in another zone than the markup's was a mismatch: React's error 418, and the server's page
    // thrown away.
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the rendered event page's lower part is hydrated after the rest, from the server's markup", async ({
    page,
    consoleErrors,
  }) => {
    // The lower part (tasks, leaderboard, rewards) is hydrated in a Suspense boundary of its own, after the top:
    // its elements must be the server's, kept (a mismatch would replace them), and work once hydrated.
    const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    const seen = requests(page);
    const opened = page.goto('/event/star-raiders-season-1');
    await expect.poll(entry.asked).toBe(true);
    await page.waitForSelector('#event-tasks');
    const tasks = await keepElement(page, '#event-tasks');
    await entry.release();
    await opened;
    // The leaderboard asks for its rows once its part is hydrated.
    await expect.poll(() => seen.some(/^\/api\/events\/star-raiders-season-1\/leaderboard$/)).toBe(true);
    await expect(page.getByRole('timer')).toHaveText(/\d/);
    expect(await tasks.same()).toBe(true);
    // A link in that part goes through the router: the page is not loaded again (the marker stays).
    await page.getByTestId('sign-in-to-take-part').click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(await tasks.stayed()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("a static page's content is hydrated after the shell, from the server's markup", async ({
    page,
    consoleErrors,
  }) => {
    // /faq's content sits in a Suspense boundary of its own (lazyStaticPage): React hydrates the shell in its
    // one task and the content after it, in slices. Its elements must be the server's, kept, and work.
    const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
    const opened = page.goto('/faq');
    await expect.poll(entry.asked).toBe(true);
    const question = page.getByRole('button', { name: 'Is it free for players?' });
    await expect(question).toBeVisible();
    // The server wrote the boundary around the page's content, inside <main>.
    expect(await page.evaluate(() => document.getElementById('main')?.firstChild?.nodeValue)).toBe('$');
    const kept = await keepElement(page, '#main button[aria-expanded]');
    await entry.release();
    await opened;
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await kept.same()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("the list pages' cards are hydrated after the rest, from the server's markup", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Each list's grid of cards sits in a Suspense boundary of its own (HydrateLater), written by the server.
    for (const path of ['/event', '/game', '/clan']) {
      const markup = await (await request.get(path)).text();
      const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
      expect(main.includes('<!--$-->'), `a boundary in ${path}'s <main>`).toBe(true);
    }
    // Once React listens, a card's link goes through the router (before, it is a plain link and loads the page).
    await page.goto('/event');
    await reactListens(page);
    const card = page.locator('#main ul a').first();
    const kept = await keepElement(page, '#main ul a');
    await card.click();
    await expect(page).toHaveURL(/\/event\/[\w-]+$/);
    expect(await kept.stayed()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in reader gets the page rendered in the browser, with their own data', async ({
    page,
    request,
  }) => {
    const token = await sessionToken(request, 'demo');
    await page.goto('/about');
    await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), token);
    const seen = requests(page);
    await page.goto('/event/star-raiders-season-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders Season 1' })).toBeVisible();
    // The boot script dropped the markup rendered for visitors: the page asked for the event as this
    // reader sees it, and shows them signed in (no invitation to sign in to take part).
    await expect.poll(() => seen.some(/^\/api\/events\/star-raiders-season-1$/)).toBe(true);
    await expect(page.getByRole('heading', { level: 3, name: 'Visit the Star Raiders site' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to take part' })).toHaveCount(0);
  });

  test('the page hydrates in slices, and a sign-in in another tab meanwhile waits for it: no mismatch', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = await sessionToken(request, 'demo');
    // A slow phone: hydration takes many slices.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // As hydration starts (lib/hydration.ts marks it), another tab signs in: the token is in storage before the
    // header asks for the session. A timer then notes whether the browser got a turn before hydration ended.
    await page.addInitScript((jwt) => {
      const w = window as unknown as { wroteAt?: number; midwayAt?: number };
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('w2e:hydration-start').length === 0) return;
        observer.disconnect();
        localStorage.setItem('jwtToken', jwt);
        w.wroteAt = performance.now();
        setTimeout(() => {
          w.midwayAt = performance.now();
        });
      }).observe({ type: 'mark' });
    }, token);
    await page.goto('/');
    const kept = await keepElement(page, 'main h1');
    await page.waitForFunction(() => performance.getEntriesByName('w2e:hydrated').length > 0);
    const times = await page.evaluate(() => {
      const w = window as unknown as { wroteAt?: number; midwayAt?: number };
      return {
        wroteAt: w.wroteAt,
        midwayAt: w.midwayAt,
        hydratedAt: performance.getEntriesByName('w2e:hydrated')[0]!.startTime,
      };
    });
    expect(times.wroteAt).toBeDefined();
    // Hydration let the browser in: the timer ran before it ended.
    expect(times.midwayAt, 'a task ran between two slices of hydration').toBeLessThan(times.hydratedAt);
    // The markup was kept: a mismatch renders the page again and logs React's error 418.
    expect(await kept.same()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Once hydrated, the page reads the token that arrived: the reader is signed in without a reload.
    await expect(page.getByTestId('header-user-name')).toHaveText('Demo Player');
    expect(await kept.stayed()).toBe(true);
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
  test('a click on a rendered button before the page’s code arrives is made once it does', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // The login page's own code is held back, so the click lands on the server's markup.
    const code = await hold(page, /\/assets\/login-page-[^/]+\.js$/);
    await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect.poll(code.asked).toBe(true);
    const notInstalled = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Metamask not installed' });
    await expect(notInstalled).toHaveCount(0);
    await code.release();
    // No wallet in this browser: the click, made again after hydration, says so.
    await expect(notInstalled).toBeVisible();
  });

  test('a click on a rendered select before the page’s code arrives opens its options once it does', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const code = await hold(page, /\/assets\/article-list-page-[^/]+\.js$/);
    await page.goto('/academy', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: 'Category' }).click();
    await expect.poll(code.asked).toBe(true);
    await code.release();
    await page.getByRole('option', { name: 'GameFi' }).click();
    await expect(page).toHaveURL(/category=gamefi/);
  });

  test('text typed into a rendered field before the page’s code arrives reaches the page once it does', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // The games page's own code is held back, so the typing lands on the server's markup.
    const code = await hold(page, /\/assets\/games-page-[^/]+\.js$/);
    await page.goto('/game', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: 'Crypto Clash' })).toBeVisible();
    const search = page.getByLabel('Search games');
    await search.pressSequentially('raid');
    await expect.poll(code.asked).toBe(true);
    await code.release();
    // Typed again after hydration: the search runs on it, and the field still shows it.
    await expect(page).toHaveURL(/\/game\?query=raid$/);
    await expect(page.getByRole('link', { name: 'Crypto Clash' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Star Raiders' })).toBeVisible();
    await expect(search).toHaveValue('raid');
    // And the field is the page's now: typing on changes the search.
    await search.fill('clash');
    await expect(page).toHaveURL(/\/game\?query=clash$/);
  });

  test.describe('a sign-in form', () => {
    // The wrong password's answer.
    test.use({ allowHttpErrors: [401] });
    // react-hook-form reads its fields from the page, so it keeps what was typed on its own: typing it again
    // after hydration must leave it so (one value, not doubled or emptied).
    test('filled in before the page’s code arrives signs in with what was typed', async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      const code = await hold(page, /\/assets\/login-page-[^/]+\.js$/);
      await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Username').fill('nobody_here');
      await page.getByLabel('Password', { exact: true }).fill('Wr0ng!pass');
      await expect.poll(code.asked).toBe(true);
      await code.release();
      await expect(page.getByLabel('Username')).toHaveValue('nobody_here');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The form sent both fields (an empty one would be refused before sending): the server answers on them.
      await expect(page.getByText('Incorrect username or password')).toBeVisible();
    });
  });
  test("a rendered static page hydrates without Mantine's whole stylesheet, which follows once it is up", async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // Held: the rendered page came with the rules its markup uses (lib/load-full-styles.ts).
    const sheet = await hold(page, /\/assets\/full-styles-[\w-]+\.css$/);
    // Not until `load`: the page's preload of the sheet is held too.
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await reactListens(page);
    expect(sheet.asked()).toBe(true);
    // Hydrated with the sheet still held: a question opens on a click.
    await page.getByRole('button', { name: 'Is it free for players?' }).click();
    await expect(page.getByText('Players never pay to join events')).toBeVisible();
    await sheet.release();
    await expect(page.locator('link[rel="stylesheet"][href*="full-styles-"]')).toHaveCount(1);
  });

  test("the page's stylesheets hold Mantine's rules only for what the build's scripts can render", async ({
    page,
  }) => {
    // Every class Mantine's components write, named in the scripts the server serves (web/dist, as built).
    const assets = path.resolve(import.meta.dirname, '../web/dist/assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const named = new Set<string>();
    for (const file of scripts) {
      for (const name of (await readFile(path.join(assets, file), 'utf8')).match(/m_[0-9a-f]{8}/g) ?? []) {
        named.add(name);
      }
    }
    await page.goto('/event');
    await reactListens(page);
    // Mantine's whole sheet came before the page's hydration; its rules are read as the browser parsed them.
    await expect(page.locator('link[rel="stylesheet"][href*="full-styles-"]')).toHaveCount(1);
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets, (sheet) => {
        const texts: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length > 0)
              walk((rule as CSSGroupingRule).cssRules);
            else texts.push(rule.cssText);
          }
        };
        walk(sheet.cssRules);
        return texts.join('\n');
      }).join('\n'),
    );
    const inSheets = new Set(sheets.match(/m_[0-9a-f]{8}/g) ?? []);
    // Pruned at build (scripts/vite-prune-library-styles.ts): a rule for a component no script renders is gone…
    expect([...inSheets].filter((name) => !named.has(name))).toEqual([]);
    // …and every Mantine class on the page still has its rules.
    const onPage = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[class*="m_"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
      ),
    );
    expect(onPage.length).toBeGreaterThan(10);
    expect([...new Set(onPage)].filter((name) => !inSheets.has(name))).toEqual([]);
  });
});
