import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { operatorToken } from './event-setup';
import { expect, registerThroughForm, test, uniqueUser } from './fixtures';

const HOUR = 3_600_000;

async function apiUser(request: APIRequestContext) {
  const user = uniqueUser();
  const response = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).access_tokens.access_token as string;
}

/**
 * A host's project set to Premium by an operator, and its running event whose register task grants one spin
 * on the event's wheel (docs/wheel.md, Task rewards).
 */
async function premiumHostEvent(request: APIRequestContext, title: string, slug: string) {
  const token = await apiUser(request);
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/projects', { headers, data: { name: `Studio ${slug}` } });
  expect(project.status(), await project.text()).toBe(200);
  const projectId = (await project.json()).project.id as string;
  const tier = await request.patch(`/api/admin/projects/${projectId}/tier`, {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { tier: 'premium' },
  });
  expect(tier.status(), await tier.text()).toBe(200);
  const created = await request.post('/api/events', {
    headers,
    data: {
      host: { kind: 'project', id: projectId },
      title,
      slug,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = (await created.json()).event.id as string;
  const task = await request.post(`/api/events/${eventId}/tasks`, {
    headers,
    data: { id: randomUUID(), type: 'register', name: 'Join through our link', score: 5, spins: 1 },
  });
  expect(task.status(), await task.text()).toBe(200);
  const published = await request.post(`/api/events/${eventId}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return token;
}

/**
 * The wheel configuration end to end: a Premium host opens their event's wheel from the event page, builds
 * it with two segments (the odds follow the weights as they are typed) and creates it; a player who signed up
 * through the event's link earns a spin, follows the event page's "Spin the wheel", sees the host's odds and
 * spins.
 */
test('a Premium host configures their event’s wheel; a player follows the event page’s link and spins', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.slow();
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const title = `Wheel night ${id}`;
  const slug = `wheel-night-${id}`;
  const hostToken = await premiumHostEvent(request, title, slug);

  // The host, from their event's page.
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), hostToken);
  await page.goto(`/event/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Spin the wheel' })).toHaveCount(0);
  await page.getByTestId('host-links').getByRole('link', { name: 'Lucky wheel' }).click();
  await expect(page).toHaveURL(`/event/${slug}/wheel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure the lucky wheel' })).toBeVisible();

  await page.getByLabel('Wheel name').fill('Night wheel');
  const rows = page.getByTestId('wheel-segment-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByLabel('Label').fill('Gold coin');
  await rows.nth(0).getByLabel('Weight').fill('3');
  await rows.nth(1).getByLabel('Label').fill('Sticker');
  await expect(rows.nth(0).getByTestId('segment-odds')).toHaveText('Odds 75%');
  await expect(rows.nth(1).getByTestId('segment-odds')).toHaveText('Odds 25%');
  await page.getByRole('button', { name: 'Create wheel' }).click();
  await expect(page.getByText('Wheel created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Night wheel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save wheel' })).toBeVisible();

  // A player who signed up through the event's link, in a browser of their own.
  const context = await browser.newContext();
  const player = await context.newPage();
  await registerThroughForm(player, uniqueUser(), `/auth/register?event=${slug}`);
  await expect(player).toHaveURL('/welcome', { timeout: 20_000 });
  await player.goto(`/event/${slug}`);
  const signup = player.getByRole('article', { name: 'Join through our link' });
  await signup.getByRole('button', { name: 'Verify' }).click();
  await expect(signup.getByTestId('task-status')).toHaveText('Done');

  await player.getByRole('link', { name: 'Spin the wheel' }).click();
  await expect(player).toHaveURL(/\/lucky-wheel\?wheel=[0-9a-f-]{36}$/);
  const odds = player.getByTestId('wheel-odds');
  await expect(odds.getByRole('row', { name: /Gold coin/ })).toContainText('75%', { timeout: 20_000 });
  await expect(odds.getByRole('row', { name: /Sticker/ })).toContainText('25%');
  await expect(player.getByTestId('wheel-balance')).toHaveText('Spins left: 1');
  await player.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(player.getByTestId('wheel-result')).toContainText(/You won: (Gold coin|Sticker)/, {
    timeout: 15_000,
  });
  await expect(player.getByTestId('wheel-balance')).toHaveText('Spins left: 0');
  await context.close();
});
