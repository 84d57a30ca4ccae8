import { expect, test } from './fixtures';
import { emulateTelegramDesktop, launchFragment, telegramMethods } from './telegram-client';

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
});
