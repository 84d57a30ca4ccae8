import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { OAUTH_URL, VERIFY_RECHECK_SECONDS } from './environment';
import { publishEvent } from './event-setup';
import { expect, test, uniqueUser } from './fixtures';

/**
 * Social tasks end to end: a player links X and Discord through the real OAuth2 redirects
 * (the providers' consent pages, token endpoints and APIs are the stand-in at OAUTH_URL), fails each check
 * with its reason shown, fixes it at the stand-in (joins the server, follows the account), re-checks after
 * the 30 s limit and gets the score.
 */
test.use({ allowHttpErrors: [400] });

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Sets what the stand-in answers (POST /control/…, form fields). */
async function control(request: APIRequestContext, path: string, fields: Record<string, string>) {
  const response = await request.post(`${OAUTH_URL}/control/${path}`, { form: fields });
  expect(response.status()).toBe(200);
}

test('a player links Discord and X, fails both checks with their reasons, fixes them and gets the score', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const guild = { id: `9${Date.now()}`, name: `Guild ${suffix}` };
  const invite = `w2e${suffix}`;
  const discordUser = { id: `1${Date.now()}1`, username: `gamer_${suffix}` };
  const xUser = { id: `2${Date.now()}2`, username: `fan_${suffix}` };
  await control(request, 'invite', { code: invite, id: guild.id, name: guild.name });
  await control(request, 'identity', { provider: 'discord', ...discordUser });
  await control(request, 'identity', { provider: 'x', ...xUser });

  const slug = `social-${suffix}`;
  await publishEvent(request, `Social ${suffix}`, slug, [
    {
      id: randomUUID(),
      type: 'discord_join',
      name: 'Join our Discord',
      score: 25,
      invite_url: `https://discord.gg/${invite}`,
    },
    { id: randomUUID(), type: 'twitter_follow', name: 'Follow us on X', score: 15, username: 'W2E_Official' },
  ]);

  const user = uniqueUser();
  const registered = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(registered.status()).toBe(200);
  const token = (await registered.json()).access_tokens.access_token as string;
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), token);

  // Linking: the portal asks for the provider's URL, the consent page sends the browser back with a code, the
  // server exchanges it and lands on the profile, which says so.
  for (const [provider, name, account] of [
    ['discord', 'Discord', discordUser.username],
    ['x', 'X', xUser.username],
  ] as const) {
    await page.goto('/profile');
    await page.getByTestId(`social-row-${provider}`).getByRole('button', { name: 'Link' }).click();
    await expect(toast(page, `${name} account linked`)).toBeVisible();
    await expect(page.getByTestId(`social-${provider}`)).toHaveText(account);
  }

  await page.goto(`/event/${slug}`);
  const discordTask = page.getByRole('article', { name: 'Join our Discord' });
  const xTask = page.getByRole('article', { name: 'Follow us on X' });
  await expect(discordTask.getByTestId('task-check')).toContainText('Checked with Discord');
  await expect(xTask.getByTestId('task-check')).toContainText('Checked with X');

  await discordTask.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, `Not a member of the Discord server ${guild.name} yet`)).toBeVisible();
  await xTask.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'You don’t follow @W2E_Official on X yet')).toBeVisible();

  // The player joins the server and follows the account; a task is re-checked at most once per window (30 s in
  // production, VERIFY_RECHECK_SECONDS here).
  await control(request, 'member', { guild: guild.id, user: discordUser.id });
  await control(request, 'follow', { user: xUser.id, username: 'W2E_Official' });
  await page.waitForTimeout(VERIFY_RECHECK_SECONDS * 1000 + 500);
  await discordTask.getByRole('button', { name: 'Verify' }).click();
  await expect(discordTask.getByTestId('task-status')).toHaveText('Done');
  await xTask.getByRole('button', { name: 'Verify' }).click();
  await expect(xTask.getByTestId('task-status')).toHaveText('Done');
  await expect(page.getByTestId('viewer-score')).toContainText('40 XP');
});
