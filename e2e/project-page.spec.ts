import { randomUUID } from 'node:crypto';
import { expect as baseExpect, registerThroughForm, sessionToken, test, uniqueUser } from './fixtures';
import { chooseFile, pngImage } from './images';

/**
 * A project's own page end to end (docs/projects.md): a new account creates its project on /project/new (by
 * its name, from the event flow's empty state), fills the page on its edit form (address, an uploaded logo,
 * website, channels, description), and the public page at /project/:slug shows all of it and the events the project hosts; a second edit (a new name
 * and description, the website cleared) shows there too, and a visitor reads the same page without the
 * managers' links.
 */

/** A few saves and an upload in a row on a shared machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3_600_000;

test('a host creates a project, fills its page with a logo and links, lists its event, and edits it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const host = uniqueUser();
  const marker = randomUUID().slice(0, 8);
  const name = `Comet ${marker}`;
  const slug = `comet-works-${marker}`;

  // The account and its project, made by its name on its own page, reached from the event flow's empty state.
  await registerThroughForm(page, host);
  await expect(page).toHaveURL('/welcome');
  await page.goto('/event/create');
  await page.getByTestId('first-project').getByRole('link', { name: 'Create the project' }).click();
  await expect(page).toHaveURL('/project/new');
  // By keyboard: the address follows the name, Tab moves on to it, Enter sends the form.
  await page.getByLabel(/^Name/).fill(name);
  await expect(page.getByLabel(/^Address/)).toHaveValue(`comet-${marker}`);
  await page.getByLabel(/^Name/).press('Tab');
  await expect(page.getByLabel(/^Address/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} is created: now set up its first event`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/event\/create\?host=project%3A/);

  // From the Plan card to the page, which has nothing but its name yet, then to its edit form.
  await page.goto('/profile?tab=event');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/project\/comet-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('This project has not written a description yet.')).toBeVisible();
  await expect(page.getByText('This project hosts no public events yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit the project page');

  const form = page.getByTestId('project-form');
  await form.getByLabel(/^Address/).fill(slug);
  await chooseFile(page, /^Logo:/, { name: 'logo.png', mimeType: 'image/png', buffer: pngImage() });
  const preview = form.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/logo\/[0-9a-f-]{36}\.png$/);
  const logo = await preview.getAttribute('src');
  await form.getByLabel('Website').fill('https://comet.example');
  await form.getByLabel('X (Twitter)').fill('cometworks');
  await form.getByLabel('Discord').fill('https://discord.gg/cometworks');
  await form.getByLabel(/^Description/).fill('We build space games.\nJoin our seasons.');
  await form.getByRole('button', { name: 'Save' }).click();

  // The public page at its new address: logo, links (the X username as its profile), description.
  await expect(page).toHaveURL(`/project/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('img', { name: `${name} logo` })).toHaveAttribute('src', logo!);
  const links = page.getByTestId('project-links');
  await expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://comet.example');
  await expect(links.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
    'href',
    'https://x.com/cometworks',
  );
  await expect(links.getByRole('link', { name: 'Discord' })).toHaveAttribute(
    'href',
    'https://discord.gg/cometworks',
  );
  await expect(page.getByTestId('project-description')).toHaveText(
    'We build space games.\nJoin our seasons.',
    {
      useInnerText: true,
    },
  );

  // The project hosts an event (through the API, as the host): its page lists it.
  const headers = { Authorization: `Bearer ${await sessionToken(request, host.username, host.password)}` };
  const projectId = ((await (await request.get(`/api/projects/${slug}`)).json()) as { id: string }).id;
  const eventTitle = `Comet season ${marker}`;
  const created = await request.post('/api/events', {
    headers,
    data: {
      host: { kind: 'project', id: projectId },
      title: eventTitle,
      slug: `comet-season-${marker}`,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = ((await created.json()) as { event: { id: string } }).event;
  const task = await request.post(`/api/events/${event.id}/tasks`, {
    headers,
    data: {
      id: randomUUID(),
      type: 'visit_website',
      name: 'Visit the hangar',
      score: 10,
      url: 'https://comet.example',
    },
  });
  expect(task.status(), await task.text()).toBe(200);
  const published = await request.post(`/api/events/${event.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  await page.reload();
  const events = page.getByTestId('hosted-events');
  await expect(events.getByRole('link', { name: eventTitle })).toBeVisible();

  // A second edit: a new name and description, the website cleared; the page shows them.
  await page.getByRole('link', { name: 'Edit the page' }).click();
  await expect(form.getByLabel(/^Address/)).toHaveValue(slug);
  await expect(form.getByLabel('X (Twitter)')).toHaveValue('https://x.com/cometworks');
  await form.getByLabel(/^Name/).fill(`${name} Studio`);
  await form.getByLabel('Website').fill('');
  await form.getByLabel(/^Description/).fill('Space games, every season.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/project/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Studio`);
  await expect(page.getByTestId('project-description')).toHaveText('Space games, every season.');
  await expect(links.getByRole('link', { name: 'Website' })).toHaveCount(0);
  await expect(links.getByRole('link', { name: 'Discord' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name} Studio logo` })).toHaveAttribute('src', logo!);

  // A visitor reads the same page and its event, without the managers' links. A visitor's first paint is the
  // server's render, renewed at most every 10 s (docs/portal.md, "Public deep links rendered by the server"):
  // the edit shows once that render is renewed, so the visitor opens the page again until it does.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/project/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} Studio`, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(visitor.getByTestId('hosted-events').getByRole('link', { name: eventTitle })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Edit the page' })).toHaveCount(0);
  await visitorContext.close();
});
