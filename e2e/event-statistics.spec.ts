import { readFile } from 'node:fs/promises';
import { publishEvent } from './event-setup';
import { expect, sessionToken, test, uniqueUser } from './fixtures';

/**
 * The host's statistics, against the real server: the operator publishes an event, a player
 * takes part and fills its form through the API; the operator opens the event's statistics on its page (a chunk
 * loaded only then), sees the participant and the completion counted, and exports the CSV, whose streamed
 * download ends in a file with the export's header row and the player's row.
 */
test.slow();

test('a host opens their event’s statistics, sees a player’s completion and downloads the CSV', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const title = `Stats cup ${id}`;
  const slug = `stats-cup-${id}`;
  await publishEvent(request, title, slug);

  // A player fills the event's form through the API: they take part and complete one task.
  const player = uniqueUser();
  const registered = await request.post('/api/auth/register-via-username', {
    data: {
      email: player.email,
      full_name: player.fullName,
      username: player.username,
      password: player.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const playerAuth = {
    Authorization: `Bearer ${(await registered.json()).access_tokens.access_token as string}`,
  };
  const tasks = (await (await request.get(`/api/events/${slug}/tasks`, { headers: playerAuth })).json()) as {
    items: { id: string; name: string }[];
  };
  const form = tasks.items.find((task) => task.name === 'Tell us about you')!;
  const sent = await request.post(`/api/tasks/${form.id}/submissions`, {
    headers: playerAuth,
    data: { form_answers: [player.email, 'For the quests'] },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The host: the statistics are there, closed, and their chunk loads only when opened.
  await page.goto('/');
  await page.evaluate(
    (jwt) => localStorage.setItem('jwtToken', jwt),
    await sessionToken(request, 'operator'),
  );
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') chunks.push(r.url());
  });
  await page.goto(`/event/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const section = page.getByRole('region', { name: 'Statistics' });
  await expect(section).toBeVisible();
  expect(chunks.some((url) => url.includes('statistics-panel'))).toBe(false);

  await section.getByRole('button', { name: 'Show statistics' }).click();
  await expect(section.getByTestId('stats-participants')).toHaveText('1');
  expect(chunks.some((url) => url.includes('statistics-panel'))).toBe(true);
  const formRow = section.getByTestId('stats-task').filter({ hasText: 'Tell us about you' });
  await expect(formRow.getByTestId('stats-task-figure')).toHaveText('Completions: 1 · players: 1');
  await expect(
    section.getByTestId('stats-funnel-step').filter({ hasText: 'Did a first task' }),
  ).toContainText('1');
  await expect(section.getByTestId('stats-per-day').getByTestId('chart-column')).toHaveCount(1);

  // The export: streamed with the session's token, then saved under the server's name.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${slug}-participants.csv`);
  await expect(section.getByTestId('export-done')).toHaveText(
    `Saved ${slug}-participants.csv. Participants exported: 1`,
  );
  const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toBe(
    'rank,player,username,in_game_score,social_score,other_score,total_score,completions,joined_at,wallet_address,telegram_linked,google_linked,risk_level,risk_score,risk_reasons',
  );
  expect(lines).toHaveLength(2);
  const row = lines[1]!.split(',');
  expect(row.slice(0, 3)).toEqual(['1', player.fullName, player.username]);
  expect(row[6]).toBe('20');
  expect(row[7]).toBe('1');
});
