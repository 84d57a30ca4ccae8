import { publishEvent } from './event-setup';
import { expect as baseExpect, registerThroughForm, test, uniqueUser } from './fixtures';

/**
 * The clan leaderboard against the real server: a player founds a public clan, earns score in an event (the
 * quiz, answered through the API), and the clan shows its rank on its page and its score on the board under
 * /clan, linking back to it; the player's public profile lists the clan.
 */
test.use({ viewport: { width: 1440, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });

test('a clan earns its members’ score and shows it on the clan leaderboard', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const slug = `clan-cup-${id}`;
  await publishEvent(request, `Clan cup ${id}`, slug);

  const player = uniqueUser();
  await registerThroughForm(page, player);
  await expect(page).toHaveURL('/welcome');
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const clanName = `Board ${id}`;
  const founded = await page.request.post('/api/clans', { headers, data: { name: clanName } });
  expect(founded.status(), await founded.text()).toBe(200);
  const clan = ((await founded.json()) as { clan: { slug: string } }).clan;

  // The quiz's 50 points, answered right.
  const tasks = (await (await page.request.get(`/api/events/${slug}/tasks`, { headers })).json()) as {
    items: { id: string; type: string }[];
  };
  const quiz = tasks.items.find((task) => task.type === 'quiz')!;
  const answered = await page.request.post(`/api/tasks/${quiz.id}/submissions`, {
    headers,
    data: { quiz_answers: [[0], [0, 1]] },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  // The clan's page: its rank this week. A ranking is kept up to 30 s, so an older one may need a reload.
  await page.goto(`/clan/${clan.slug}`);
  const rank = page.getByTestId('clan-rank');
  await rank.getByText('Last 7 days').click();
  await expect(async () => {
    await expect(rank).toContainText('50 points', { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [5_000] });
  await expect(rank).toContainText(/Rank #\d+ of \d+ clans/);

  // The board, at the same period, from the link; the clan's row links back to its page.
  await rank.getByRole('link', { name: 'See the clan leaderboard' }).click();
  await expect(page).toHaveURL('/clan?view=board&period=7d');
  const row = page.getByTestId('clan-board-row').filter({ hasText: clanName });
  await expect(row).toContainText('50');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await row.getByRole('link', { name: clanName }).click();
  await expect(page.getByRole('heading', { level: 1, name: clanName })).toBeVisible();

  // The founder's public profile lists the clan.
  await page.goto(`/player/${player.username}`);
  await expect(page.getByTestId('player-clans').getByRole('link', { name: clanName })).toHaveAttribute(
    'href',
    `/clan/${clan.slug}`,
  );
});
