import type { Page } from '@playwright/test';
import { publishEvent } from './event-setup';
import { expect, registerThroughForm, test, uniqueUser } from './fixtures';

/**
 * A player's side of an event, against the real server: the operator publishes an event with a quiz, a form
 * and a register task; a new player signs up through the event's link, finds the event on /event on a 360 px
 * phone, fails the quiz once (the server's grade shows), passes it (the completed dialog closes itself), fills
 * the form, verifies the register task, and finds the event with their score on the profile's event tab.
 */
test.use({ allowHttpErrors: [400], viewport: { width: 360, height: 740 } });

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test('a player finds an event, fails then passes its quiz, fills its form and sees their score', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const title = `Spring cup ${id}`;
  const slug = `spring-cup-${id}`;
  await publishEvent(request, title, slug);

  // Signed up through the event's registration link: the sign-up is recorded for the register task.
  const player = uniqueUser();
  await registerThroughForm(page, player, `/auth/register?event=${slug}`);
  await expect(page).toHaveURL('/welcome', { timeout: 20_000 });

  // The list, filtered to running events through the URL, searched by title.
  await page.goto('/event?status=ongoing');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await noSideways(page);
  await page.getByTestId('event-card').click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('event-countdown')).toContainText('Ends in');
  await noSideways(page);

  // A wrong try: the server's grade shows in the dialog, and the player tries again.
  const quiz = page.getByRole('article', { name: 'Know the game' });
  await quiz.getByRole('button', { name: 'Take the quiz' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Solana' }).check();
  await dialog.getByRole('checkbox', { name: 'GEM' }).check();
  await dialog.getByRole('checkbox', { name: 'GOLD' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByTestId('quiz-problem')).toContainText('1 of 2 answers are right');

  await dialog.getByRole('radio', { name: 'BSC' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByTestId('quiz-completed')).toContainText('+50 XP');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await expect(quiz.getByTestId('task-status')).toHaveText('Done');

  // The form: the required field first, then "Submit form successfully".
  const form = page.getByRole('article', { name: 'Tell us about you' });
  await form.getByRole('button', { name: 'Fill in the form' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill('player@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submit form successfully')).toBeVisible();
  await expect(form.getByTestId('task-status')).toHaveText('Done');
  await expect(page.getByTestId('viewer-score')).toContainText('70 XP');

  // The register task: the server finds the sign-up made through the event's link.
  const signup = page.getByRole('article', { name: 'Join through our link' });
  await expect(signup.getByTestId('register-link')).toContainText(`/auth/register?event=${slug}`);
  await signup.getByRole('button', { name: 'Verify' }).click();
  await expect(signup.getByTestId('task-status')).toHaveText('Done');
  await expect(page.getByTestId('viewer-score')).toContainText('75 XP');

  // The leaderboard: the player's own row with the three columns and the total, and the tie-break said.
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByTestId('leaderboard-me')).toContainText(`${player.fullName} (You)`);
  await expect(board.getByTestId('leaderboard-me')).toContainText('75');
  await expect(page.getByTestId('leaderboard-my-rank')).toHaveText('Your rank: #1');
  await expect(page.getByText('Equal scores: whoever reached the score first ranks higher.')).toBeVisible();
  await noSideways(page);

  // Each name opens the player's public profile: who they are and the events they took part in, with score.
  await board.getByTestId('leaderboard-me').getByRole('link', { name: player.fullName }).click();
  await expect(page).toHaveURL(`/player/${player.username}`);
  await expect(page.getByRole('heading', { level: 1, name: player.fullName })).toBeVisible();
  await expect(page.getByTestId('player-events').getByRole('row', { name: new RegExp(title) })).toContainText(
    '75',
  );

  // My Events: the event with the player's score.
  await page.goto('/profile?tab=event');
  const joined = page.getByTestId('my-joined-events');
  await expect(joined.getByRole('link', { name: title })).toBeVisible();
  await expect(joined.getByRole('row', { name: new RegExp(title) })).toContainText('75');
});
