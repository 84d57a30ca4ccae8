import { expect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';
import { chooseFile, pngImage } from './images';

test.describe('games', () => {
  test('a visitor searches the games, opens one and reads its statistics', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByText('5 games found')).toBeVisible();

    await page.getByLabel('Search games').fill('raid');
    await expect(page).toHaveURL(/\/game\?query=raid$/);
    await expect(page.getByText('1 game found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crypto Clash' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Star Raiders' }).click();

    await expect(page).toHaveURL('/game/star-raiders');
    await expect(page.getByRole('heading', { level: 1, name: 'Star Raiders' })).toBeVisible();
    await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/starraiders',
    );
    // The demo season is co-hosted by the game: listed on its page, labelled so.
    const season = page
      .getByTestId('hosted-events')
      .getByTestId('event-card')
      .filter({ hasText: 'Star Raiders Season 1' });
    await expect(season.getByTestId('co-host-badge')).toHaveText('Co-host');
    const stats = page.getByRole('region', { name: 'Statistics over the last 100 days' });
    await expect(stats.getByTestId('players-total')).toHaveText(/^[1-9][\d,]*$/);
    await expect(stats.getByTestId('earnings-total')).toHaveText(/^[1-9][\d.]*$/);
    // The charts are drawn when the reader comes near them.
    await stats.getByTestId('earnings-total').scrollIntoViewIfNeeded();
    await expect(stats.getByText('Players per day')).toBeVisible();
    await expect(stats.locator('.recharts-surface').first()).toBeVisible();
    await expect(page).toHaveTitle(/Star Raiders/);
  });

  test('on a phone, a game’s charts are fetched and drawn only when the reader scrolls near them', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    await page.setViewportSize({ width: 390, height: 740 });
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/game-charts-/.test(request.url())) chartCode.push(request.url());
    });
    await page.goto('/game/crypto-clash');
    const stats = page.getByRole('region', { name: 'Statistics over the last 100 days' });
    await expect(stats.getByTestId('players-total')).toHaveText(/^[1-9][\d,]*$/);
    await page.waitForLoadState('networkidle');
    await expect(stats.locator('.recharts-surface')).toHaveCount(0);
    expect(chartCode).toEqual([]);
    // Their space is kept: drawing them moves nothing.
    const before = await stats.boundingBox();
    await page.mouse.wheel(0, 600);
    await expect(stats.locator('.recharts-surface').first()).toBeVisible();
    expect(chartCode).toHaveLength(1);
    const after = await stats.boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(40);
  });

  test('a user adds a game with a logo and claims it; the operator approves the claim', async ({
    browser,
    consoleErrors,
  }) => {
    // Two users in two browser contexts and a dozen page loads: more than the default 30 s on a loaded CI box.
    test.slow();
    void consoleErrors;
    const user = uniqueUser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerThroughForm(page, user);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.goto('/game/add');
    const name = `Pixel Pilots ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    const slug = name.toLowerCase().replace(/ /g, '-');
    await expect(page.getByLabel('Address')).toHaveValue(slug);
    await page.getByLabel('Summary').fill('Retro dogfights with friends.');
    await page.getByLabel('Description').fill('<p>Fly <strong>fast</strong>.</p><script>alert(1)</script>');

    // A text file named like an image is refused before it is sent, with the spec's message.
    await chooseFile(page, /^Logo:/, { name: 'fake.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('This file type is not supported')).toBeVisible();
    // So is a file over the logo limit, with the limit in the message.
    await chooseFile(page, /^Logo:/, {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngImage(), Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(page.getByText('File size exceeds the maximum limit: 2 MB')).toBeVisible();
    await chooseFile(page, /^Logo:/, { name: 'logo.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      /^\/uploads\/logo\/[0-9a-f-]{36}\.png$/,
    );

    await page.getByText('BNB Smart Chain').click();
    await page.getByLabel('Discord').fill('https://evil.example/discord');
    await page.getByLabel('Proof of ownership').fill('Our studio site lists this account.');
    await page.getByRole('button', { name: 'Add game' }).click();
    await expect(page.getByText('This must be a Discord link')).toBeVisible();
    await page.getByLabel('Discord').fill('https://discord.gg/pixelpilots');
    await page.getByRole('button', { name: 'Add game' }).click();

    await expect(page.getByText('Add game successfully')).toBeVisible();
    await expect(page).toHaveURL(`/game/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Your ownership claim is waiting for review.')).toBeVisible();
    await expect(page.getByText('Unclaimed', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
    const description = page.getByRole('region', { name: 'Description' });
    await expect(description.locator('strong')).toHaveText('fast');
    await expect(description.locator('script')).toHaveCount(0);

    // A user who is not an operator is told the admin area is not theirs.
    await page.goto('/admin');
    await expect(page.getByTestId('operators-only')).toHaveText('Only platform operators can do this');

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInThroughForm(operator, 'operator', 'Demo@12345');
    await expect(operator.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await operator.goto('/admin');
    for (const section of ['Game claims', 'Articles', 'Projects and clans', 'Contact messages']) {
      await expect(operator.getByRole('link', { name: new RegExp(section) })).toBeVisible();
    }
    await operator.getByRole('link', { name: /Game claims/ }).click();
    await expect(operator).toHaveURL('/admin/game-claims');
    // The demo's own pending claim is there too.
    await expect(operator.getByRole('listitem', { name: /Moon Miners: linh_tran/ })).toBeVisible();
    const claim = operator.getByRole('listitem', { name: `${name}: ${user.username}` });
    await expect(claim.getByText('Our studio site lists this account.')).toBeVisible();
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(operator.getByText('Claim approved: the game now has its owner')).toBeVisible();
    await expect(claim).toHaveCount(0);

    await page.goto(`/game/${slug}`);
    await expect(page.getByText('You own this game.')).toBeVisible();
    await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
    await page.goto(`/game?query=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).getByText('Claimed', { exact: true })).toBeVisible();
    await context.close();
    await operatorContext.close();
  });

  test('a signed-in user claims an unclaimed demo game', async ({ page, consoleErrors }) => {
    void consoleErrors;
    const user = uniqueUser();
    await registerThroughForm(page, user);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/game/farm-verse');
    await page.getByRole('button', { name: 'Claim this game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Farm Verse' });
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await expect(dialog.getByText('Proof of ownership is required')).toBeVisible();
    await dialog.getByLabel('Proof of ownership').fill('I am the lead developer; see the credits.');
    await dialog.getByRole('button', { name: 'Send claim' }).click();
    await expect(page.getByText('Your claim was sent; a platform operator will review it')).toBeVisible();
    await expect(page.getByText('Your ownership claim is waiting for review.')).toBeVisible();
  });

  test.describe('missing pages', () => {
    test.use({ allowHttpErrors: [404] });
    test('an unknown game shows the not-found page, and /admin sends a visitor to sign in', async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      await page.goto('/game/no-such-game');
      await expect(page.getByRole('heading', { level: 1, name: "Something's missing here" })).toBeVisible();
      await page.goto('/admin');
      await expect(page).toHaveURL('/auth/login?redirect=%2Fadmin');
    });
  });
});
