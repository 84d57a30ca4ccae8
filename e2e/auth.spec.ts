import { expect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';

test.describe('account slice', () => {
  test('register, sign out, sign in, reload and open a deep link', async ({
    page,
    consoleErrors,
    context,
  }) => {
    void consoleErrors;
    const user = uniqueUser();
    await registerThroughForm(page, user);
    await expect(page).toHaveURL('/welcome');
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toMatch(/^ey/);
    expect((await context.cookies()).find((c) => c.name === 'jwtToken')?.path).toBe('/');

    // Sign out: token and cookie gone, Sign In back in the header.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'jwtToken')).toBeUndefined();

    await signInThroughForm(page, user.username, user.password);
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);

    // The session survives a reload.
    await page.reload();
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);

    // A deep link loads the app straight onto the right tab.
    await page.goto('/profile?tab=clan');
    await expect(page.getByRole('tab', { name: 'Clans' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You are not in a clan yet')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/profile?tab=profile');
    await expect(page.getByText(user.email)).toBeVisible();
  });

  test.describe('on an unknown path', () => {
    test.use({ allowHttpErrors: [404] });
    test('shows the not-found page with a real 404 and a way home', async ({ page, consoleErrors }) => {
      void consoleErrors;
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: "Something's missing here" })).toBeVisible();
      await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/');
    });
  });

  test.describe('after failed passwords from elsewhere', () => {
    test.use({ allowHttpErrors: [401] });
    test('the owner from a new address checks they are human, then is signed in', async ({
      page,
      request,
      consoleErrors,
    }) => {
      void consoleErrors;
      const user = uniqueUser();
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const registered = await request.post('/api/auth/register-via-username', {
        data: {
          email: user.email,
          full_name: user.fullName,
          username: user.username,
          password: user.password,
        },
        headers: from('10.90.0.1'),
      });
      expect(registered.status()).toBe(200);
      // Wrong passwords from six other addresses: past five, new addresses are asked for a step-up.
      for (let i = 1; i <= 6; i++) {
        await request.post('/api/auth/login-via-username', {
          data: { username: user.username, password: `Wrong!pass${i}` },
          headers: from(`10.90.1.${i}`),
        });
      }
      await page.setExtraHTTPHeaders(from('10.90.2.1'));
      const challenge = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in-challenge'));
      await signInThroughForm(page, user.username, user.password);
      expect((await challenge).status()).toBe(200);
      await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);
    });
  });

  test.describe('with a refused sign-in', () => {
    test.use({ allowHttpErrors: [401] });
    test("shows the server's message in a toast at the top centre", async ({ page, consoleErrors }) => {
      void consoleErrors;
      await signInThroughForm(page, 'demo', 'Wrong!pass1');
      const toast = page
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Incorrect username or password' });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);
      expect(box.y).toBeLessThan(120);
      // Toasts hide after 5 seconds.
      await expect(toast).toBeHidden({ timeout: 8_000 });
    });
  });

  test('shows the rules under the fields before sending anything', async ({ page, consoleErrors }) => {
    void consoleErrors;
    let posted = false;
    page.on('request', (r) => {
      // Page views (the shell's analytics beacon) are not the form's doing.
      if (r.method() === 'POST' && !r.url().includes('/api/analytics/')) posted = true;
    });
    await page.goto('/auth/register');
    await page.getByLabel('Username').fill('bad-name');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username may only contain letters, numbers and underscores')).toBeVisible();
    await expect(page.getByText(/^Password must be at least 8 characters/)).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a referral link is kept and applied at registration', async ({ page, request, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/auth/register?referral_code=DEMO2024');
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('DEMO2024');
    expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe('DEMO2024');
    const user = uniqueUser();
    await registerThroughForm(page, user);
    await expect(page.getByTestId('header-user-name')).toHaveText(user.fullName);
    expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBeNull();
    // Applying the same code again is accepted: the account is already linked to the demo player.
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    const again = await request.post('/api/users/referral', {
      data: { code: 'DEMO2024' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(200);
  });

  test('switches to Vietnamese and remembers it', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/');
    await page.getByText('VI', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Chơi, làm nhiệm vụ và kiếm thưởng trong Web3',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await page.title()).toBe('Chơi, làm nhiệm vụ và kiếm thưởng trong Web3 | W2E Hub');
  });

  test('the demo account signs in', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await signInThroughForm(page, 'demo', 'Demo@12345');
    await expect(page.getByTestId('header-user-name')).toHaveText('Demo Player');
  });
});
