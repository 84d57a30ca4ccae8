import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { BASE_URL } from './environment';
import { operatorToken } from './event-setup';
import { expect, uniqueUser } from './fixtures';

/** The partner API's browser tests (docs/partner-api.md, docs/webhooks.md): an Enterprise host, signed in. */

/** A new player registered through the API, with their session. */
export async function registerPlayer(request: APIRequestContext) {
  const user = uniqueUser();
  const made = await request.post('/api/auth/register-via-username', {
    data: {
      email: user.email,
      full_name: user.fullName,
      username: user.username,
      password: user.password,
      referral_code: '',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const body = (await made.json()) as {
    id: string;
    access_tokens: { access_token: string; expires_at: string };
  };
  return {
    ...user,
    id: body.id,
    token: body.access_tokens.access_token,
    expiresAt: body.access_tokens.expires_at,
  };
}

/** A new owner's project, set to the Enterprise plan by the operator. */
export async function enterpriseHost(request: APIRequestContext, name: string) {
  const owner = await registerPlayer(request);
  const made = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name: `${name} ${owner.username}` },
  });
  expect(made.status(), await made.text()).toBe(200);
  const project = ((await made.json()) as { project: { id: string; slug: string } }).project;
  const tier = await request.patch(`/api/admin/projects/${project.id}/tier`, {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { tier: 'enterprise' },
  });
  expect(tier.status(), await tier.text()).toBe(200);
  return { owner, project };
}

/** Signs the page in as `owner`: the session cookie the server renders with, and the token the app reads. */
export async function signIn(page: Page, owner: { token: string; expiresAt: string }) {
  await page.context().addCookies([
    {
      name: TOKEN_STORAGE_KEY,
      value: owner.token,
      url: BASE_URL,
      expires: Date.parse(owner.expiresAt) / 1000,
    },
  ]);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    owner.token,
  ] as const);
}

/**
 * Creates a key named `name` on the project's API page (the page must be open) with the read and write scopes,
 * and returns it as shown, once.
 */
export async function createKeyOnPage(page: Page, name: string): Promise<string> {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('checkbox', { name: /^Write/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('api-key-value');
  await expect(shown).toHaveText(/^w2e_live_/);
  const key = (await shown.textContent())!.trim();
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  return key;
}
