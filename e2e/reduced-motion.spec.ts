import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { expect, test, uniqueUser } from './fixtures';
import { emulateTelegramDesktop, launchFragment, pressMainButton } from './telegram-client';

/**
 * A player who asks for reduced motion (`prefers-reduced-motion: reduce`) sees nothing move longer than a blink:
 * the wheel lands on its segment without turning and the result shows at once, and no animation or transition
 * on the page (toasts, drawers, loaders, skeletons) runs longer than 0.2 s, on the portal and in the Mini App.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Running animations and transitions whose whole run is longer than 0.2 s (or endless), described. */
function longMotion(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return {
          name:
            (animation as CSSAnimation).animationName ??
            (animation as CSSTransition).transitionProperty ??
            animation.id,
          duration: Number(timing?.activeDuration ?? 0) + Number(timing?.delay ?? 0),
          target: target ? `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}` : '',
        };
      })
      .filter((motion) => !(motion.duration <= 200)),
  );
}

/** Whatever the disc's transition is set to, in seconds. */
function discTransition(page: Page) {
  return page.getByTestId('wheel-disc').evaluate((disc) =>
    Math.max(
      ...getComputedStyle(disc)
        .transitionDuration.split(',')
        .map((value) => Number.parseFloat(value)),
    ),
  );
}

for (const language of ['en', 'vi'] as const) {
  test(`the portal: the wheel lands at once and nothing moves for long (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const user = uniqueUser();
    const registered = await request.post('/api/auth/register-via-username', {
      data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
    });
    expect(registered.status()).toBe(200);
    const token = (await registered.json()).access_tokens.access_token as string;
    await page.addInitScript(
      ([key, jwt, lang]) => {
        localStorage.setItem(key, jwt);
        localStorage.setItem('lang', lang);
      },
      [TOKEN_STORAGE_KEY, token, language] as const,
    );
    const texts =
      language === 'en'
        ? { spin: 'Spin', won: 'You won:', menu: 'Open navigation', save: 'Save' }
        : { spin: 'Quay', won: 'Bạn trúng:', menu: 'Mở menu điều hướng', save: 'Lưu' };

    // Pages as they settle: the home page's live quests, the event list's cards.
    for (const path of ['/', '/event']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.poll(() => longMotion(page)).toEqual([]);
    }

    await page.goto('/lucky-wheel');
    const spin = page.getByRole('button', { name: texts.spin, exact: true });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    // No turn is set up at all: the disc has no transition to run.
    expect(await discTransition(page)).toBeLessThanOrEqual(0.001);
    await spin.click();
    await expect(page.getByTestId('wheel-result')).toContainText(texts.won);
    expect(await discTransition(page)).toBeLessThanOrEqual(0.001);
    expect(await longMotion(page)).toEqual([]);

    // A toast (the client seed saved) comes and goes without a slide.
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.locator('.mantine-Notification-root')).toBeVisible();
    expect(await longMotion(page)).toEqual([]);

    // The phone's navigation drawer opens without sliding.
    await page.getByRole('button', { name: texts.menu }).click();
    expect(await longMotion(page)).toEqual([]);
  });

  test(`the Mini App: the wheel lands at once and nothing moves for long (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({
        user: { id: 893_000 + (Date.now() % 100_000), first_name: 'Mai', language_code: language },
      })}`,
    );
    await page.getByTestId('nav-wheel').click();
    await expect(page.getByTestId('wheel-balance-count')).toHaveText('1', { timeout: 15_000 });
    expect(await discTransition(page)).toBeLessThanOrEqual(0.001);
    await expect.poll(() => longMotion(page)).toEqual([]);
    await pressMainButton(page);
    await expect(page.getByTestId('wheel-result')).toContainText(
      language === 'en' ? 'You won:' : 'Bạn trúng:',
    );
    expect(await discTransition(page)).toBeLessThanOrEqual(0.001);
    expect(await longMotion(page)).toEqual([]);
  });
}
