import { randomUUID } from 'node:crypto';
import { publishEvent } from './event-setup';
import { expect, test } from './fixtures';
import {
  backButtonVisible,
  emulateTelegramDesktop,
  launchFragment,
  mainButton,
  pressBackButton,
  pressMainButton,
  telegramCalls,
  telegramMethods,
} from './telegram-client';

test.describe('Mini App', () => {
  test('greets the Telegram user in their language, with the Telegram theme', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 5, first_name: 'Linh', language_code: 'vi' } })}`,
    );
    await expect(page.getByText('Chào mừng, Linh!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mở cổng web' })).toBeVisible();
    const bg = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color'),
    );
    expect(bg.trim()).toBe('#17212b');
    // The app told Telegram it is ready, so the client drops its loading placeholder.
    expect(await telegramMethods(page)).toContain('web_app_ready');
  });

  test('paints its first screen in the Telegram theme before any script has arrived, its stylesheet in the page', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    // Every script (and any stylesheet file) is held until the first screen has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/miniapp/assets/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 777_002, first_name: 'Vy', language_code: 'en' } })}`,
      { waitUntil: 'commit' },
    );
    await expect(page.locator('.boot')).toContainText('W2E Hub');
    // Telegram Desktop's dark theme, from the launch parameters: secondary_bg_color behind, text_color on it.
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    expect(colours).toEqual({ background: 'rgb(35, 46, 60)', text: 'rgb(245, 245, 245)' });
    release();
    // The app replaces it once its scripts are in.
    await expect(page.getByText('Welcome, Vy!')).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
    // telegram-ui's stylesheet came with the page (pruned to what the build renders), not as a file.
    const styles = await page.evaluate(() => ({
      files: document.querySelectorAll('link[rel="stylesheet"]').length,
      libraryRules: Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .filter((rule) => rule.includes('.tgui-')).length,
    }));
    expect(styles.files).toBe(0);
    expect(styles.libraryRules).toBeGreaterThan(100);
  });

  test('the signed-in start screen needs the page, three scripts and its text: no stylesheet file, no more chunks', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    // What the page had loaded when the first screen appeared, read in the page at that moment: the home's own
    // parts (featured quest, score, spins) are fetched after it, and on loopback they arrive before a poll from
    // here could tell the two apart.
    await page.addInitScript(() => {
      const store = window as unknown as { __firstScreenAssets?: string[] };
      const observer = new MutationObserver(() => {
        if (store.__firstScreenAssets || !document.body?.textContent?.includes('Welcome, Tam!')) return;
        store.__firstScreenAssets = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 777_003, first_name: 'Tam', language_code: 'en' } })}`,
    );
    await expect(page.getByText('Welcome, Tam!')).toBeVisible();
    const loaded = await page.evaluate(
      () => (window as unknown as { __firstScreenAssets?: string[] }).__firstScreenAssets ?? [],
    );
    const before = loaded
      .filter((pathname) => pathname.startsWith('/miniapp/assets/'))
      .map((pathname) => pathname.slice('/miniapp/assets/'.length));
    // Few requests of about the same size: on a phone's network each one on a new connection starts slowly, and
    // the screen waited on the largest of eleven chunks while the small ones held connections (docs/miniapp.md,
    // "Two start chunks and the stylesheet in the page").
    expect(before.filter((name) => name.endsWith('.css'))).toEqual([]);
    const scripts = before.filter((name) => name.endsWith('.js') && !name.startsWith('text-'));
    expect(scripts.map((name) => name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'index',
      'rolldown-runtime',
      'start-libraries',
    ]);
    expect(before.filter((name) => name.startsWith('text-'))).toHaveLength(1);
  });

  test('signs the Telegram user in at start with its init data', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 777_001, first_name: 'Quan', language_code: 'en' } })}`,
    );
    await expect(page.getByText('You are signed in.', { exact: false })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    const me = await page.request.get('/api/users/init', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).name).toBe('Quan');
  });

  test("starts the sign-in before any of its scripts has arrived, and replaces another user's session", async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 777_003, first_name: 'Khoa', language_code: 'en' } })}`,
    );
    await expect(page.getByText('Welcome, Khoa!')).toBeVisible();
    const first = await page.evaluate(() => localStorage.getItem('jwtToken'));
    // Another Telegram user on the same device, every script held: the sign-in still reaches the server.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let scriptsServed = 0;
    await page.route('**/miniapp/assets/**', async (route) => {
      await held;
      scriptsServed += 1;
      await route.continue();
    });
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login-via-telegram-bot')) logins += 1;
    });
    const login = page.waitForRequest('**/api/auth/login-via-telegram-bot');
    await page.goto('about:blank'); // a new fragment alone would not load the page again
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 777_004, first_name: 'Nga', language_code: 'en' } })}`,
      { waitUntil: 'commit' },
    );
    expect(JSON.parse((await login).postData() ?? '{}').init_data).toContain('Nga');
    expect(scriptsServed).toBe(0);
    release();
    await expect(page.getByText('Welcome, Nga!')).toBeVisible();
    // Taken over by the app, not made twice.
    expect(logins).toBe(1);
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    expect(token).not.toBe(first);
    const me = await page.request.get('/api/users/init', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).name).toBe('Nga');
  });

  test.describe('with init data the server refuses', () => {
    test.use({ allowHttpErrors: [401] });
    test('says so and offers to reopen, for forged and for stale data', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await emulateTelegramDesktop(page);
      for (const launch of [
        { user: { id: 9, first_name: 'Eve' }, botToken: '1:forged' },
        { user: { id: 10, first_name: 'Old' }, ageSeconds: 3 * 24 * 3600 },
      ]) {
        await page.goto(`/miniapp/${launchFragment(launch)}`);
        await page.reload();
        await expect(page.getByText('We could not sign you in')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
        await page.getByRole('button', { name: 'Close and reopen' }).click();
        await expect.poll(() => telegramMethods(page)).toContain('web_app_close');
      }
    });
  });

  test('speaks English to a user whose Telegram is in another language', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 6, first_name: 'Ana', language_code: 'pt-br' } })}`,
    );
    await expect(page.getByText('Welcome, Ana!')).toBeVisible();
  });

  test('outside Telegram it says where to open it, and ships no development mock', async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/miniapp/');
    await expect(page.getByText('Open this app from Telegram')).toBeVisible();
    const html = await (await request.get('/miniapp/')).text();
    const script = /src="([^"]+\.js)"/.exec(html)![1]!;
    expect(await (await request.get(script)).text()).not.toContain('mocked for development');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens an event from a deep link, passes its quiz, and goes back through every screen', async ({
      page,
      request,
      consoleErrors,
    }) => {
      void consoleErrors;
      const slug = `mini-${Date.now().toString(36)}`;
      await publishEvent(request, 'Mini App Cup', slug);
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 880_000 + (Date.now() % 100_000), first_name: 'Minh', language_code: 'en' },
          startParam: `event_${slug}`,
        })}`,
      );

      // The deep link opened the event, above the root: Telegram's BackButton shows.
      await expect(page.getByTestId('event-title')).toHaveText('Mini App Cup');
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      const quizCell = page.getByTestId('task-cell').filter({ hasText: 'Know the game' });
      await expect(quizCell).toHaveAttribute('data-status', 'available');
      // The MainButton offers the first available task.
      await expect.poll(async () => (await mainButton(page)).text).toBe('Start: Know the game');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      await pressMainButton(page);
      await expect(page.getByTestId('task-name')).toHaveText('Know the game');
      await expect(page.getByTestId('quiz-question')).toHaveCount(2);
      // Each option is a whole tappable row (a label around the radio or checkbox).
      const option = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
      await option('BSC').click();
      await option('GEM').click();
      await option('GOLD').click();
      await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
      await expect.poll(async () => (await mainButton(page)).text).toBe('Submit');
      await pressMainButton(page);
      await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('task-status')).toHaveAttribute('data-status', 'done');
      const haptics = await telegramCalls(page, 'web_app_trigger_haptic_feedback');
      expect(haptics.at(-1)).toMatchObject({ type: 'notification', notification_type: 'success' });

      // Back: the event, with the quiz done and the score counted.
      await pressBackButton(page);
      await expect(quizCell).toHaveAttribute('data-status', 'done');
      await expect(page.getByTestId('event-score')).toContainText('50');
      // The event's leaderboard, with the player's own row pinned; back to the event.
      await page.getByTestId('event-leaderboard').click();
      await expect(page.getByTestId('board-title')).toHaveText('Mini App Cup');
      await expect(page.getByTestId('board-me')).toContainText('#1');
      await expect(page.getByTestId('board-me')).toContainText('50');
      await expect(page.getByTestId('board-row').filter({ hasText: 'Minh' })).toHaveAttribute(
        'data-me',
        'true',
      );
      await pressBackButton(page);
      await expect(page.getByTestId('event-title')).toHaveText('Mini App Cup');
      // Back: the root, where Telegram's BackButton hides.
      await pressBackButton(page);
      await expect(page.getByText('Welcome, Minh!')).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(false);

      // Every other screen goes back to the root too.
      for (const [nav, shown] of [
        ['nav-events', page.getByText('Mini App Cup').first()],
        ['nav-profile', page.getByTestId('profile-score')],
      ] as const) {
        await page.getByTestId(nav).click();
        await expect(shown).toBeVisible();
        await expect.poll(() => backButtonVisible(page)).toBe(true);
        await pressBackButton(page);
        await expect(page.getByText('Welcome, Minh!')).toBeVisible();
        await expect.poll(() => backButtonVisible(page)).toBe(false);
      }
      await expect(page.getByTestId('profile-score')).toHaveCount(0);
    });

    test('joins a clan from a deep link, spins the wheel, sees the leaderboards, and goes back through every screen', async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      // A four-second spin and a dozen screens: more than a quick page test.
      test.slow();
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 660_000 + (Date.now() % 100_000), first_name: 'Vy', language_code: 'en' },
          startParam: 'clan_star-raiders-squad',
        })}`,
      );
      const atRoot = async () => {
        await expect(page.getByText('Welcome, Vy!')).toBeVisible();
        await expect.poll(() => backButtonVisible(page)).toBe(false);
      };
      const lastHaptic = async () => (await telegramCalls(page, 'web_app_trigger_haptic_feedback')).at(-1);

      // The deep link opened the clan above the root; the MainButton joins it.
      await expect(page.getByTestId('clan-name')).toHaveText('Star Raiders Squad');
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      await expect.poll(async () => (await mainButton(page)).text).toBe('Join');
      await pressMainButton(page);
      await expect(page.getByTestId('clan-outcome')).toHaveText('You joined the clan');
      await expect(page.getByTestId('clan-membership')).toHaveAttribute('data-status', 'active');
      expect(await lastHaptic()).toMatchObject({ type: 'notification', notification_type: 'success' });
      await expect.poll(async () => (await mainButton(page)).visible).toBe(false);
      // The clan's members board, with the new member's own row pinned.
      await page.getByTestId('clan-board-link').click();
      await expect(page.getByTestId('board-title')).toHaveText('Star Raiders Squad');
      await expect(page.getByTestId('board-me')).toContainText('Vy');
      await pressBackButton(page);
      await expect(page.getByTestId('clan-name')).toBeVisible();
      await pressBackButton(page);
      await atRoot();

      // The lucky wheel: odds, the day's free spin, the seed hash; the server decides, the wheel turns.
      await page.getByTestId('nav-wheel').click();
      await expect(page.getByTestId('wheel-odds-row').first()).toContainText('%');
      await expect(page.getByTestId('wheel-balance-count')).toHaveText('1');
      await expect(page.getByTestId('wheel-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await expect.poll(async () => (await mainButton(page)).text).toBe('Spin');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await pressMainButton(page);
      await expect(page.getByTestId('wheel-result')).toContainText('You won:', { timeout: 15_000 });
      expect(await lastHaptic()).toMatchObject({ type: 'notification', notification_type: 'success' });
      const won = ((await page.getByTestId('wheel-result').textContent()) ?? '').replace('You won: ', '');
      await expect(page.getByTestId('wheel-history-row').first()).toContainText(won.split(' (')[0]!);
      await pressBackButton(page);
      await atRoot();
      await expect.poll(async () => (await mainButton(page)).visible).toBe(false);

      // Leaderboards: everyone's, by period (no score yet: the pinned row says so), then the clans'.
      await page.getByTestId('nav-leaderboards').click();
      await expect(page.getByTestId('board-me-missing')).toBeVisible();
      await page.getByTestId('board-period-7d').click();
      await expect(page.getByTestId('board-period-7d')).toHaveAttribute('aria-selected', 'true');
      await page.getByTestId('board-tab-clans').click();
      // The clans' board, with the player's clan pinned where it ranks.
      await expect(page.getByTestId('board-me')).toContainText('Star Raiders Squad');
      await expect(page.getByTestId('board-clan-row').first()).toContainText('#1');
      await page.getByTestId('board-clan').filter({ hasText: 'Star Raiders Squad' }).click();
      await expect(page.getByTestId('board-me')).toContainText('Vy');
      await pressBackButton(page);
      // Back on the same tab it was left on.
      await expect(page.getByTestId('board-clan')).toBeVisible();
      await pressBackButton(page);
      await atRoot();

      // The profile: spins left and the clan, which opens its screen.
      await page.getByTestId('nav-profile').click();
      await expect(page.getByTestId('profile-spins')).toHaveText(/^\d+$/);
      await page.getByTestId('profile-clan').filter({ hasText: 'Star Raiders Squad' }).click();
      await expect(page.getByTestId('clan-name')).toHaveText('Star Raiders Squad');
      await pressBackButton(page);
      await expect(page.getByTestId('profile-score')).toBeVisible();
      await pressBackButton(page);
      await atRoot();
    });

    test('joins a Telegram group from a task, checked at once with Telegram', async ({
      page,
      request,
      consoleErrors,
    }) => {
      void consoleErrors;
      const slug = `tg-${Date.now().toString(36)}`;
      await publishEvent(request, 'Telegram Week', slug, [
        {
          id: randomUUID(),
          type: 'telegram_join',
          name: 'Join our group',
          score: 30,
          link: 'https://t.me/w2e_news',
        },
      ]);
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 770_000 + (Date.now() % 100_000), first_name: 'Lan', language_code: 'en' },
          startParam: `event_${slug}`,
        })}`,
      );
      await page.getByTestId('task-cell').filter({ hasText: 'Join our group' }).click();
      await page.getByRole('button', { name: 'Open the group' }).click();
      // Inside Telegram the group opens in Telegram itself.
      expect(await telegramCalls(page, 'web_app_open_tg_link')).toContainEqual(
        expect.objectContaining({ path_full: '/w2e_news' }),
      );
      await expect.poll(async () => (await mainButton(page)).text).toBe('Verify');
      // The Bot API stand-in answers getChatMember: a member.
      await pressMainButton(page);
      await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('task-status')).toHaveAttribute('data-status', 'done');
      await expect.poll(async () => (await mainButton(page)).visible).toBe(false);
    });

    test('a referral deep link is carried to the sign-in', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      const referrer = await request.post('/api/auth/login-via-username', {
        data: { username: 'operator', password: 'Demo@12345' },
      });
      const { access_tokens } = (await referrer.json()) as { access_tokens: { access_token: string } };
      const profile = await request.get('/api/users/profile', {
        headers: { authorization: `Bearer ${access_tokens.access_token}` },
      });
      const { referral_code } = (await profile.json()) as { referral_code: string };
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 990_000 + (Date.now() % 100_000), first_name: 'Ref', language_code: 'en' },
          startParam: `ref_${referral_code}`,
        })}`,
      );
      await expect(page.getByText('You are signed in.', { exact: false })).toBeVisible();
      await expect
        .poll(async () => {
          const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
          const mine = await request.get('/api/users/profile', {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await mine.json()) as { referred_by: string | null }).referred_by;
        })
        .toBe('operator');
    });
  });
});
