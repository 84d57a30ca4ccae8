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

  test.describe('with init data not signed by our bot', () => {
    test.use({ allowHttpErrors: [401] });
    test('stays a guest', async ({ page, consoleErrors }) => {
      void consoleErrors;
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({ user: { id: 9, first_name: 'Eve' }, botToken: '1:forged' })}`,
      );
      await expect(page.getByText('Welcome, Eve!')).toBeVisible();
      await expect(page.getByText('You are signed in.', { exact: false })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
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
});
