import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { IFO_JWT_SECRET } from './environment';
import { expect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { injectWallet } from './wallet-provider';

/** An account made through the API, signed in in the page (token where the portal keeps it). */
async function signedInUser(page: Page, request: APIRequestContext, extra: Record<string, string> = {}) {
  const user = uniqueUser();
  const response = await request.post('/api/auth/register-via-username', {
    data: {
      email: user.email,
      full_name: user.fullName,
      username: user.username,
      password: user.password,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  const token = (await response.json()).access_tokens.access_token as string;
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), token);
  return { ...user, token };
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe('accounts', () => {
  test('register, receive the verification mail, follow its link and see the email verified', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const user = uniqueUser();
    await registerThroughForm(page, user);
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);
    await page.goto('/profile?tab=profile');
    await expect(page.getByTestId('email-status')).toHaveText('Unverified');

    const mail = await waitForMail(user.email, 'Verify your email for W2E Hub');
    await page.goto(linkIn(mail));
    await expect(toast(page, 'Verify email successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page.getByTestId('email-status')).toHaveText('Verified');
  });

  test('reset a forgotten password from the mail', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    const user = await signedInUser(page, request);
    await page.evaluate(() => localStorage.removeItem('jwtToken'));
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, `If an account uses ${user.email}`)).toBeVisible();

    const mail = await waitForMail(user.email, 'Reset your W2E Hub password');
    await page.goto(linkIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('Fresh!pass9');
    await page.getByLabel('Confirm new password').fill('Fresh!pass9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Change password successfully')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    await signInThroughForm(page, user.username, 'Fresh!pass9');
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);
  });

  test('change the email in two steps: the old address confirms, the new one verifies', async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    const user = await signedInUser(page, request);
    await request.post('/api/auth/verify-email-token', {
      data: { token: new URL(`http://x${linkIn(await waitForMail(user.email))}`).searchParams.get('token') },
    });
    const newEmail = `new_${user.email}`;
    await page.goto('/profile?tab=profile');
    await expect(page.getByTestId('email-status')).toHaveText('Verified');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email').fill(newEmail);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(toast(page, `change-email instructions sent to ${user.email}`)).toBeVisible();

    await page.goto(linkIn(await waitForMail(user.email, 'Confirm your email change on W2E Hub')));
    await expect(page.getByLabel('New email')).toHaveValue(newEmail);
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await expect(toast(page, `Please check email ${newEmail} to verify your account`)).toBeVisible();
    await page.goto('/profile?tab=profile');
    await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();

    await page.goto(linkIn(await waitForMail(newEmail, 'Verify your new email for W2E Hub')));
    await expect(toast(page, 'Update email successfully')).toBeVisible();
    await page.goto('/profile?tab=profile');
    await expect(page.getByTestId('email-section').getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByTestId('email-status')).toHaveText('Verified');
  });

  test('sign in with a wallet: the page signs with an injected provider backed by a real key', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const account = privateKeyToAccount(generatePrivateKey());
    await injectWallet(page, account);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(toast(page, 'Signed in successfully')).toBeVisible();
    const short = `${account.address.slice(0, 4)}...${account.address.slice(-5)}`;
    await expect(page.getByTestId('header-user-name')).toHaveText(short);
    await page.goto('/profile?tab=profile');
    await expect(page.getByTestId('profile-wallet')).toHaveText(short);
  });

  test('a wallet on another network is switched, adding the network when the wallet does not know it', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const account = privateKeyToAccount(generatePrivateKey());
    await injectWallet(page, account, 5);
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(toast(page, 'Signed in successfully')).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { __walletCalls: string[] }).__walletCalls);
    expect(calls).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'personal_sign']),
    );
    expect(calls.indexOf('wallet_addEthereumChain')).toBeLessThan(
      calls.lastIndexOf('wallet_switchEthereumChain'),
    );
    await expect(page.getByTestId('wallet-address')).toBeVisible();
  });

  test('without a wallet the button says "Metamask not installed"', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(toast(page, 'Metamask not installed')).toBeVisible();
  });

  test('link a wallet to a signed-in account', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    const account = privateKeyToAccount(generatePrivateKey());
    await injectWallet(page, account);
    await signedInUser(page, request);
    await page.goto('/profile?tab=profile');
    await page.getByRole('button', { name: 'Link a wallet' }).first().click();
    await expect(toast(page, 'Address added successfully')).toBeVisible();
    await expect(page.getByTestId('profile-wallet')).toHaveText(
      `${account.address.slice(0, 4)}...${account.address.slice(-5)}`,
    );
  });

  test('add, edit and remove a game account', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    await signedInUser(page, request);
    await page.goto('/profile?tab=profile');
    await page.getByRole('button', { name: 'Add game account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Game' }).click();
    await page.getByRole('option', { name: 'Moon Miners' }).click();
    const gameEmail = `miner_${Date.now()}@moon.example`;
    await dialog.getByLabel('Email in the game').fill(gameEmail);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Add game account successfully')).toBeVisible();
    const card = page.getByTestId('game-profile').filter({ hasText: 'Moon Miners' });
    await expect(card.getByText('Unverified')).toBeVisible();

    await page.goto(linkIn(await waitForMail(gameEmail)));
    await expect(toast(page, 'Add email for game successfully')).toBeVisible();
    await page.goto('/profile?tab=profile');
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByTestId('game-statistic')).toContainText('Total earning');

    await card.getByRole('button', { name: 'Edit' }).click();
    const changed = `changed_${gameEmail}`;
    await dialog.getByLabel('Email in the game').fill(changed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Update game account successfully')).toBeVisible();
    await expect(card.getByText(changed)).toBeVisible();

    await card.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Remove game account successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No game accounts yet.')).toBeVisible();
  });

  test.describe('editing the profile', () => {
    test.use({ allowHttpErrors: [400] });
    test('saves the name and username, and says when it fails', async ({ page, request, consoleErrors }) => {
      void consoleErrors;
      const user = await signedInUser(page, request);
      await page.goto('/profile?tab=profile');
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.getByLabel('Full name').fill('Lan Anh Nguyen');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Update profile successfully')).toBeVisible();
      await expect(page.getByTestId('header-user-name')).toHaveText('Lan Anh Nguyen');

      await form.getByLabel('Username').fill('demo');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Update profile failed')).toBeVisible();
      await expect(form.getByText('This username is already taken')).toBeVisible();

      await form.getByLabel('Username').fill(`${user.username}_2`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Update Username successfully')).toBeVisible();
    });
  });

  test('see who joined with my invite link, five per page', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    const referrer = await signedInUser(page, request);
    const profile = await (
      await request.get('/api/users/profile', { headers: { authorization: `Bearer ${referrer.token}` } })
    ).json();
    const friends = [uniqueUser(), uniqueUser()];
    for (const friend of friends) {
      await request.post('/api/auth/register-via-username', {
        data: {
          email: friend.email,
          full_name: friend.fullName,
          username: friend.username,
          password: friend.password,
          referral_code: profile.referral_code,
        },
      });
    }
    await page.goto('/profile?tab=profile');
    await expect(page.getByLabel('Invite link')).toHaveValue(
      `${new URL(page.url()).origin}/auth/register?referral_code=${profile.referral_code}`,
    );
    await expect(page.getByText('2 people joined with your code')).toBeVisible();
    const list = page.getByTestId('referral-list');
    for (const friend of friends) await expect(list.getByText(friend.username)).toBeVisible();
  });

  test('an IFO token in the URL signs in and leaves the address bar', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
      sub: `ifo-${Date.now()}`,
      name: 'Partner Player',
      exp: Math.floor(Date.now() / 1000) + 300,
    })}`;
    const jwt = `${body}.${createHmac('sha256', IFO_JWT_SECRET).update(body).digest('base64url')}`;
    await page.goto(`/?ifo_access_token=${jwt}&utm_source=partner`);
    await expect(page.getByTestId('header-user-name')).toHaveText('Partner Player');
    expect(new URL(page.url()).search).toBe('?utm_source=partner');
  });
});
