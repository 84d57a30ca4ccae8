import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The portal's frame: the phone drawer and its swipe, keyboard use, language and banner memory, page views. */

const EDGE_X = 5;

/** A finger from the left edge towards the middle, as Chromium's touch input sends it (not synthetic DOM events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [
    { x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe from the left edge opens the drawer with the navigation, and a swipe back closes it', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(page.getByTestId('side-nav')).toBeHidden();

    // A sideways drag that starts mid-screen is the page's own, not the drawer's.
    await swipe(page, { x: 150, y: 400 }, { x: 330, y: 405 });
    await expect(drawer).toHaveCount(0);

    await swipe(page, { x: EDGE_X, y: 400 }, { x: 250, y: 410 });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: /^Help/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);

    await swipe(page, { x: 250, y: 400 }, { x: 20, y: 405 });
    await expect(drawer).toBeHidden();

    // The burger opens it too; a link navigates and closes it.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('on the narrowest phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const language of ['en', 'vi']) {
    test(`the header's parts fit side by side (${language})`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.locator('header');
      const boxes = await Promise.all(
        [
          page.getByTestId('burger'),
          header.getByRole('link', { name: 'W2E Hub' }),
          header.locator('fieldset'),
          header.getByRole('link').nth(-2),
          header.getByRole('link').last(),
        ].map(async (locator) => (await locator.boundingBox())!),
      );
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.x, `part ${i} starts after part ${i - 1} ends`).toBeGreaterThanOrEqual(
          boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5,
        );
      }
      const last = boxes[boxes.length - 1]!;
      expect(last.x + last.width).toBeLessThanOrEqual(360);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the keyboard reaches the skip link, the navigation and the main content', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // From the top, Tab walks through the header's main navigation and on to the left navigation.
    await page.goto('/');
    const reached = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.closest('nav')?.getAttribute('aria-label') ?? ''}|${el.textContent?.trim()}` : '';
      });
      reached.add(focused);
    }
    expect(reached).toContain('Main navigation|Games');
    expect(reached).toContain('Site navigation|Insights');

    // Activating a link with the keyboard navigates and moves the mark.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('navigation', { name: 'Site navigation' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a loading overlay covers the page while the next page’s code loads', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('role', 'status');
    release();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('the footer shows version 3.2.3 with its release note and the links', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/');
    const footer = page.locator('footer');
    const links: [string, string][] = [
      ['Team', '/about/team'],
      ['FAQ', '/faq'],
      ['Pricing', '/pricing'],
      ['Services', '/about/service'],
      ['Partnership', '/about/partnership'],
      ['Terms and conditions', '/about/term-condition'],
      ['Privacy policy', '/about/privacy-policy'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /^Help chat/ })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\//,
    );
    await footer.getByRole('button', { name: 'Version 3.2.3' }).click();
    const note = page.getByRole('dialog', { name: 'What’s new in 3.2.3' });
    await expect(note).toBeVisible();
    await expect(note.getByTestId('release-note').locator('li').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();
  });

  test('the language and a dismissed banner are remembered', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'VI', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('button', { name: 'VI', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Thông báo' })).toHaveCount(0);
    expect(await page.title()).toMatch(/\| W2E Hub$/);
  });
});

async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login-via-username', {
    data: { username: 'operator', password: 'Demo@12345' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_tokens: { access_token: string } }).access_tokens.access_token;
}

async function viewsOf(request: APIRequestContext, token: string, path: string): Promise<number> {
  const response = await request.get(`/api/analytics/page-views?days=1&path=${encodeURIComponent(path)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test('each route change reports a page view that the server counts', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  const token = await operatorToken(request);
  const path = '/auth/account-password';
  const before = await viewsOf(request, token, path);

  // Keep a copy of what the page hands to sendBeacon (Playwright does not see beacons as page requests).
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __pageViews: string[] }).__pageViews = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/analytics/page-views') && data instanceof Blob) {
        void data.text().then((text) => sent.push(text));
      }
      return original(url, data);
    };
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reported = () =>
    page.evaluate(() =>
      (window as unknown as { __pageViews: string[] }).__pageViews.map((text) => JSON.parse(text) as object),
    );
  await expect.poll(reported).toEqual([{ path: '/', language: 'en' }]);

  // A client-side route change (no page load) is reported too, and the server counts it.
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(reported).toEqual([
    { path: '/', language: 'en' },
    { path, language: 'en' },
  ]);
  await expect.poll(() => viewsOf(request, token, path)).toBeGreaterThan(before);
});

test.describe('the prerendered home page', () => {
  test('its text is in the HTML, so it shows with scripts off (and crawlers read it)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Play, work and earn in Web3' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await context.close();
  });

  test('the app takes over the markup that painted first instead of painting the page again', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    // Keep the heading element the HTML parser made, to compare with the one on screen once the app runs.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const heading = document.querySelector('main h1');
        if (heading) {
          (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The wallet button renders only after hydration (useHydrated).
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    const same = await page.evaluate(
      () =>
        (window as unknown as { parsedHeading?: Element }).parsedHeading ===
        document.querySelector('main h1'),
    );
    expect(same).toBe(true);
  });

  test('a Vietnamese reader gets the page rendered in Vietnamese, not the English markup', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chơi, làm nhiệm vụ và kiếm thưởng trong Web3' }),
    ).toBeVisible();
    await expect(page.getByText('Play, work and earn in Web3')).toHaveCount(0);
  });

  test('a signed-in reader never sees Sign In / Sign Up on the way to the account menu', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const response = await page.request.post('/api/auth/login-via-username', {
      data: { username: 'demo', password: 'Demo@12345' },
    });
    const { access_tokens } = (await response.json()) as { access_tokens: { access_token: string } };
    await page.addInitScript((token) => {
      localStorage.setItem('jwtToken', token);
      // Before every frame the browser paints: is a Sign In link on the page?
      const check = () => {
        if (Array.from(document.querySelectorAll('a')).some((link) => link.textContent === 'Sign In')) {
          (window as unknown as { sawSignIn: boolean }).sawSignIn = true;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, access_tokens.access_token);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawSignIn?: boolean }).sawSignIn ?? false)).toBe(
      false,
    );
  });
});
