import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { projectHost } from './event-setup';
import { expect as baseExpect, test } from './fixtures';

/**
 * A host's copies and templates on a 390 px phone (docs/events.md, "Templates and copies"): a Standard host
 * duplicates a published event from its editor, the copy opens as a draft "… (copy)" with its tasks and their
 * dependencies, the host types a new prize pool and publishes without pressing Save, and the copy's page is
 * live with its tasks and tiers in words while the original stays as it was. A Basic host's template holds a
 * task its plan lacks: the task is marked with the plan that unlocks it, and publishing is refused naming it.
 */

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
/** Several saves and a publish in a row on a shared machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3_600_000;

/** The browser signed in with a session made through the API. */
async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), token);
}

/** What the public API and the editor say of an event: compared before and after its copy is published. */
async function snapshot(request: APIRequestContext, slug: string, headers: Record<string, string>) {
  const event = (await (await request.get(`/api/events/${slug}`, { headers })).json()) as Record<
    string,
    unknown
  > & { id: string };
  const editor = (await (await request.get(`/api/events/${event.id}/editor`, { headers })).json()) as {
    tasks: { config: Record<string, unknown> }[];
  };
  return {
    title: event.title,
    slug: event.slug,
    status: event.status,
    prize_pool: event.prize_pool,
    leaderboards: event.leaderboards,
    tasks: editor.tasks.map((task) => task.config),
  };
}

test('a host duplicates a published event, publishes the copy without pressing Save, and the original stays', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 8);
  const host = await projectHost(request, 'standard', `Dup ${marker}`);
  const title = `Harvest ${marker}`;
  const slug = `harvest-${marker}`;

  // The original: a visit, then a quiz that waits for it (the quiz needs Standard), two tiers, published.
  const created = await request.post('/api/events', {
    headers: host.headers,
    data: {
      host: { kind: 'project', id: host.project.id },
      title,
      slug,
      guideline: 'Visit us, then answer the quiz.',
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      prize_pool: '1,000 USDT',
      leaderboards: [
        { order: 1, rank: 'TOP 3', reward: '50 USDT' },
        { order: 2, rank: '[4-10]', reward: '10 USDT' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const original = ((await created.json()) as { event: { id: string } }).event;
  const visitId = randomUUID();
  for (const task of [
    { id: visitId, type: 'visit_website', name: 'Visit our site', score: 10, url: 'https://w2ehub.io/about' },
    {
      id: randomUUID(),
      type: 'quiz',
      name: 'Know the harvest',
      score: 40,
      weight: 1,
      dependent_tasks: [visitId],
      questions: [{ question: 'Which chain?', options: ['BSC', 'Solana'], correct: [0] }],
      pass_percent: 100,
    },
  ]) {
    const added = await request.post(`/api/events/${original.id}/tasks`, {
      headers: host.headers,
      data: task,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const published = await request.post(`/api/events/${original.id}/publish`, { headers: host.headers });
  expect(published.status(), await published.text()).toBe(200);
  const before = await snapshot(request, slug, host.headers);

  // From the profile's hosted events to the event's editor, then "Duplicate".
  await signIn(page, host.token);
  await page.goto('/profile?tab=event');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/event/${slug}`);
  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${slug}/update`));
  await page.getByRole('button', { name: 'Duplicate' }).click();

  // The copy: a draft titled "… (copy)" at a free address, with both tasks and the quiz still waiting.
  await expect(page).toHaveURL(new RegExp(`/event/${slug}-copy/update`));
  await expect(page.getByText('Copy created: you are editing the copy').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (copy)`);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '2 Task', exact: true }).click();
  const rows = page.getByTestId('task-row');
  await expect(rows).toHaveCount(2);
  const quizRow = rows.filter({ hasText: 'Know the harvest' });
  await expect(quizRow.getByTestId('task-dependencies')).toHaveText('Unlocks after: Visit our site');
  // The host's plan allows both: nothing is marked.
  await expect(page.getByTestId('task-needs-plan')).toHaveCount(0);

  // A new prize pool typed on the Reward step and published without pressing Save.
  await page.getByRole('button', { name: '5 Reward', exact: true }).click();
  await page.getByLabel('Prize pool').fill('2,500 USDT');
  await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();

  // The copy's page: live, its tasks listed, the prize pool as typed and the tiers in words.
  await expect(page).toHaveURL(`/event/${slug}-copy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (copy)`);
  await expect(page.getByText('2,500 USDT')).toBeVisible();
  await expect(page.getByText('Visit our site').first()).toBeVisible();
  await expect(page.getByText('Know the harvest').first()).toBeVisible();
  const tiers = page.getByTestId('event-reward-tiers');
  await expect(tiers.getByRole('listitem')).toHaveText([
    'Top 3: 3 winners get 50 USDT each',
    'Ranks 4–10: 7 winners get 10 USDT each',
  ]);
  await expect(tiers).not.toContainText('TOP');
  await expect(tiers).not.toContainText('[4-10]');
  const copy = await snapshot(request, `${slug}-copy`, host.headers);
  expect(copy).toMatchObject({ status: 'published', prize_pool: '2,500 USDT' });
  const [copiedVisit, copiedQuiz] = copy.tasks as { id: string; dependent_tasks?: string[] }[];
  expect(copiedVisit!.id).not.toBe(visitId);
  expect(copiedQuiz!.dependent_tasks).toEqual([copiedVisit!.id]);

  // The original is as it was, on its page and in the API.
  expect(await snapshot(request, slug, host.headers)).toEqual(before);
  await page.goto(`/event/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('1,000 USDT')).toBeVisible();
});

test.describe('a template beyond the plan', () => {
  test.use({ allowHttpErrors: [403] });

  test('a Basic host’s template tasks are marked with the plan that unlocks them and kept out of publish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await projectHost(request, 'basic', `Tmpl ${randomUUID().slice(0, 8)}`);
    await signIn(page, host.token);
    await page.goto('/event/create');
    await page.getByRole('button', { name: 'Use this template: Quiz campaign' }).click();
    await expect(page).toHaveURL(/\/event\/[^/]+\/update/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;

    // The Task step marks the quiz and the form (Standard), not the visit (Basic).
    await page.getByRole('button', { name: '2 Task', exact: true }).click();
    const rows = page.getByTestId('task-row');
    await expect(rows).toHaveCount(3);
    const marked = page.getByTestId('task-needs-plan');
    await expect(marked).toHaveText(['Needs the Standard plan', 'Needs the Standard plan']);
    // A row by its task's own name (the quiz's row also names the visit it waits for).
    const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
    for (const name of ['Answer the quiz', 'Tell us what you think'])
      await expect(row(name).getByTestId('task-needs-plan')).toBeVisible();
    await expect(row('Read our docs').getByTestId('task-needs-plan')).toHaveCount(0);

    // Publishing is refused, naming the task and the plan; the event stays a draft.
    await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The event cannot be published yet' }),
    ).toContainText(
      /“(Answer the quiz|Tell us what you think)” needs the Standard plan: ask for the plan or remove the task/,
    );
    await expect(page).toHaveURL(new RegExp(`/event/${slug}/update`));
    const event = (await (await request.get(`/api/events/${slug}`, { headers: host.headers })).json()) as {
      status: string;
    };
    expect(event.status).toBe('draft');
  });
});
