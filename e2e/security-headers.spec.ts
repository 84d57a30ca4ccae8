import type { Page, Response } from '@playwright/test';
import { expect, signInThroughForm, test } from './fixtures';
import { emulateTelegramDesktop, launchFragment } from './telegram-client';

/**
 * The portal and the Mini App run under their Content-Security-Policy: the headers are there, and nothing
 * the pages do is refused (every violation is recorded by the page itself, besides the console check every
 * test has).
 */
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

function directives(response: Response | null): Record<string, string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((part) => part[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe('security headers', () => {
  test('the home page runs its inline boot script by hash, and the portal signs in with no violation', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await recordViolations(page);
    const home = await page.goto('/');
    const policy = directives(home);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['script-src']?.some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(home?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('banner')).toBeVisible();

    await signInThroughForm(page, 'demo', 'Demo@12345');
    await expect(page.getByTestId('header-user-name')).toHaveText('Demo Player');
    await page.goto('/game');
    await expect(page.locator('main')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a Vietnamese reader: the boot script clears the English prerender before the app renders', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the Mini App runs under its policy and may be framed only by Telegram’s web clients', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await recordViolations(page);
    await emulateTelegramDesktop(page);
    const response = await page.goto(
      `/miniapp/${launchFragment({ user: { id: 4242, first_name: 'Lan', language_code: 'en' } })}`,
    );
    const policy = directives(response);
    expect(policy['frame-ancestors']).toContain('https://web.telegram.org');
    expect(policy['frame-ancestors']).not.toContain('*');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await expect(page.getByText('You are signed in.', { exact: false })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('API answers carry a policy that runs nothing', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});
