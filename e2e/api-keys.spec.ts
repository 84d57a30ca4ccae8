import { expect, test } from './fixtures';
import { createKeyOnPage, enterpriseHost, signIn } from './partner-setup';

/**
 * The partner API's keys against the real server (docs/partner-api.md): an Enterprise project's owner creates
 * a key on the project's page and copies it from there; the test calls the API with it as a partner's backend
 * would (a write, then a read that shows the rate limit), the page shows the key's last use; the owner revokes
 * the key after confirming, and the same call is refused from then on.
 */
test('an Enterprise host creates a key in the browser, the API takes it, and after revoking refuses it', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  const { owner, project } = await enterpriseHost(request, 'Keys');

  // The owner's page: reached from the Plan card, a key made with both scopes, shown once.
  await signIn(page, owner);
  await page.goto('/profile?tab=event');
  await page.getByTestId(`plan-api-keys-${project.slug}`).click();
  await expect(page).toHaveURL(`/project/${project.slug}/api`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API keys');
  const key = await createKeyOnPage(page, 'Game server');

  // The partner's backend: it hosts an event for the project and reads it back, within its rate limit.
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 48 * 3_600_000).toISOString();
  const event = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      host: { kind: 'project', id: project.id },
      title: `Partner cup ${owner.username}`,
      slug: `partner-cup-${owner.username.replaceAll('_', '-')}`,
      start_time: start,
      end_time: end,
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    },
  });
  expect(event.status(), await event.text()).toBe(200);
  const eventId = (await event.json()).event.id as string;
  const read = await request.get(`/api/events/${eventId}/statistics`, { headers: { 'X-API-Key': key } });
  expect(read.status(), await read.text()).toBe(200);
  expect(Number(read.headers()['ratelimit-limit'])).toBeGreaterThan(0);
  const profile = await request.get('/api/users/profile', { headers: { 'X-API-Key': key } });
  expect(profile.status()).toBe(403);

  // The page shows the use; revoking asks first, and the key is refused at once.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Game server' });
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Revoke Game server' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toContainText('Revoked');
  const refused = await request.get(`/api/events/${eventId}/statistics`, { headers: { 'X-API-Key': key } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toContain('not valid');
});
