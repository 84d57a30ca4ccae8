import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { publishEvent } from './event-setup';
import {
  expect as baseExpect,
  registerThroughForm,
  sessionToken,
  signInThroughForm,
  test,
  uniqueUser,
} from './fixtures';

/**
 * Co-hosts end to end: a host (the demo operator) invites another user's project from the event editor's
 * "Co-hosts" section with the keyboard; that user, on a 390 px phone in Vietnamese, accepts on their profile's
 * event tab; the event is then listed on the project's page labelled "Co-host", by `GET /api/events?host=`,
 * and the event page names the project beside its host. axe checks the section and the invitation as shown.
 */

/** Saves and lists on a shared machine: each waits longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a host invites another user’s project, which accepts, and the event is listed as the project’s', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(300_000);
  const marker = `Heron${Date.now().toString(36)}`;
  const title = `${marker} Cup`;
  const slug = `${marker.toLowerCase()}-cup`;
  await publishEvent(request, title, slug);

  // The partner: a new account with its own project.
  const partner = uniqueUser();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const partnerPage = await phone.newPage();
  await registerThroughForm(partnerPage, partner);
  await expect(partnerPage).toHaveURL('/welcome');
  const token = await sessionToken(request, partner.username, partner.password);
  const projectName = `${marker} Guild`;
  const created = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: projectName },
  });
  expect(created.status(), await created.text()).toBe(200);
  const project = ((await created.json()) as { project: { id: string; slug: string } }).project;

  // The host finds the project by name and invites it, with the keyboard.
  await signInThroughForm(page, 'operator', 'Demo@12345');
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await page.goto(`/event/${slug}/update?step=general`);
  const section = page.getByTestId('co-hosts-section');
  await expect(section.getByText('No co-hosts yet.')).toBeVisible();
  const search = section.getByRole('combobox', { name: 'Find a project or game' });
  await search.fill(marker);
  await expect(page.getByRole('option', { name: projectName })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toHaveValue(projectName);
  await section.getByRole('button', { name: 'Invite' }).press('Enter');
  await expect(page.getByText(`${projectName} is invited to co-host the event`).first()).toBeVisible();
  const row = section.getByTestId('co-host-row');
  await expect(row.getByRole('link', { name: projectName })).toHaveAttribute(
    'href',
    `/project/${project.slug}`,
  );
  await expect(row.getByTestId('co-host-status')).toHaveText('Invited');
  expect(await serious(page)).toEqual([]);

  // Waiting, it is not listed as the project's.
  const listed = async () =>
    (
      (await (await request.get(`/api/events?host=project:${project.id}`)).json()) as {
        items: { slug: string }[];
      }
    ).items.map((event) => event.slug);
  expect(await listed()).toEqual([]);

  // The partner, on a phone in Vietnamese, accepts on their profile's event tab.
  await partnerPage.evaluate(() => localStorage.setItem('lang', 'vi'));
  await partnerPage.goto('/profile?tab=event');
  const invitations = partnerPage.getByTestId('co-host-invitations');
  await expect(invitations.getByText(`${projectName} được mời đồng tổ chức`)).toBeVisible();
  await expect(invitations.getByRole('link', { name: title })).toHaveAttribute('href', `/event/${slug}`);
  expect(await serious(partnerPage)).toEqual([]);
  const accept = invitations.getByRole('button', { name: `Chấp nhận lời mời đồng tổ chức ${title}` });
  await accept.focus();
  await accept.press('Enter');
  await expect(
    partnerPage.getByText('Đã chấp nhận lời mời: sự kiện cũng được liệt kê là của bạn').first(),
  ).toBeVisible();
  await expect(invitations).toBeHidden();
  expect(await partnerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The project's page lists the event, labelled as co-hosted; so does the host filter.
  await partnerPage.goto(`/project/${project.slug}`);
  const card = partnerPage.getByTestId('hosted-events').getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('co-host-badge')).toHaveText('Đồng tổ chức');
  expect(await listed()).toEqual([slug]);
  await phone.close();

  // The host sees it accepted; the event page names the co-host beside the host.
  await page.reload();
  await expect(page.getByTestId('co-host-row').getByTestId('co-host-status')).toHaveText('Accepted');
  await page.goto(`/event/${slug}`);
  const coHosts = page.getByTestId('event-co-hosts');
  await expect(coHosts).toContainText('Co-hosted by');
  await expect(coHosts.getByRole('link', { name: projectName })).toHaveAttribute(
    'href',
    `/project/${project.slug}`,
  );
});
