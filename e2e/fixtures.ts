import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error, except the browser's own report of an HTTP
 * error status that the test provoked on purpose (listed per test with `allowHttpErrors`).
 */
export const test = base.extend<{ allowHttpErrors: number[]; consoleErrors: string[] }>({
  allowHttpErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowHttpErrors }, use) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() !== 'error') return;
      const status = /status of (\d{3})/.exec(msg.text());
      if (status && allowHttpErrors.includes(Number(status[1]))) return;
      errors.push(msg.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(errors);
    // A page may outlive the test (a worker's shared page): the next test listens for itself.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(errors, 'console errors').toEqual([]);
  },
});
export { expect };

/** A session token for an existing account, signed in through the API (the demo accounts' password by default). */
export async function sessionToken(request: APIRequestContext, username: string, password = 'Demo@12345') {
  const response = await request.post('/api/auth/login-via-username', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_tokens: { access_token: string } }).access_tokens.access_token;
}

let counter = 0;
export function uniqueUser() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    username: `e2e_${id}`,
    email: `e2e_${id}@example.com`,
    fullName: `Tester ${id}`,
    password: 'Str0ng!pass',
  };
}

/** `path` may carry the register page's query (`?referral_code=`, `?event=`). */
export async function registerThroughForm(
  page: Page,
  user: ReturnType<typeof uniqueUser>,
  path = '/auth/register',
) {
  await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
