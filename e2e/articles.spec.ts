import { expect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';
import { chooseFile, pngImage } from './images';

/**
 * Insights end to end: a new author creates their project, writes and publishes an article in the rich-text
 * editor; a visitor finds it by search on /insight and reads it; an operator hides it and it leaves the list.
 */
test('an author publishes, a visitor finds it by search, an operator hides it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(90_000);
  const author = uniqueUser();
  const marker = `Quokka${Date.now().toString(36)}`;
  const title = `${marker} guide to guild seasons`;

  await registerThroughForm(page, author);
  await expect(page).toHaveURL('/welcome');
  await page.goto('/insight/write');
  // First article: the author names their project, which starts on the Basic plan.
  await page.getByLabel('Project name').fill(`${marker} Studio`);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('article-quota')).toContainText(
    '5 of 5 articles left this month (Basic plan)',
  );

  await page.getByLabel('Title').fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Analysis' }).click();
  // The cover goes through the upload endpoint, checked by its content.
  await chooseFile(page, /^Cover image:/, {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: pngImage(16, 9),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.getByLabel('Excerpt').fill(`How ${marker} squads plan a season.`);
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type('Seasons reward squads that ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('plan ahead');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and keep playing every week.');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/insight\/[a-z0-9-]+$/);
  await expect(page.locator('article strong')).toHaveText('plan ahead');
  await expect(page.locator('img[src^="/uploads/cover/"]')).toBeVisible();
  await expect(page.getByText('1 min read')).toBeVisible();

  // A visitor in a fresh browser context finds it by search and opens it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors: string[] = [];
  visitor.on('console', (msg) => msg.type() === 'error' && visitorErrors.push(msg.text()));
  await visitor.goto('/insight');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Search articles' }).fill(marker);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`[?&]q=${marker}`));
  await expect(visitor.getByText('Articles found: 1')).toBeVisible();
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('keep playing every week')).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(marker));

  // An operator hides it from the moderation list; the visitor's search no longer finds it.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  operator.on('console', (msg) => msg.type() === 'error' && visitorErrors.push(msg.text()));
  await signInThroughForm(operator, 'operator', 'Demo@12345');
  await expect(operator.getByTestId('header-user-name')).toBeVisible();
  await operator.goto('/admin/articles');
  await operator.getByRole('searchbox', { name: 'Search articles' }).fill(marker);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('button', { name: `Hide: ${title}` }).click();
  await expect(operator.getByRole('button', { name: `Restore: ${title}` })).toBeVisible();

  await visitor.goto(`/insight?q=${marker}`);
  await expect(visitor.getByText('No articles match your search.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
  await operatorContext.close();
});

test('the lists show the demo articles with category filter, and the editor is not in the home page', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('rich-text-field'))).toBe(false);

  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Set up your first crypto wallet in ten minutes' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'GameFi' }).click();
  await expect(page).toHaveURL(/category=gamefi/);
  await expect(
    page.getByRole('link', { name: 'Play-to-earn explained: tasks, scores and rewards' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Set up your first crypto wallet in ten minutes' }),
  ).toHaveCount(0);
  expect(scripts.some((url) => url.includes('rich-text-field'))).toBe(false);
});
