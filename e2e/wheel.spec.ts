import { expect, registerThroughForm, test, uniqueUser } from './fixtures';

/**
 * The lucky wheel against the real server and the demo platform wheel: a new player has the day's free spin,
 * spins (the server decides, the wheel turns to it and the result shows), rotates the seed (the old one is
 * revealed), and the history recomputes the spin in the browser with core's function: "Match".
 */
test('a player spins, sees the result, rotates the seed and verifies the spin in the browser', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  // Signing up, a four-second spin and the refreshes after it: more than a quick page test.
  test.slow();
  await registerThroughForm(page, uniqueUser());
  await expect(page.getByTestId('header-user-name')).toBeVisible({ timeout: 20_000 });

  await page.goto('/lucky-wheel');
  await expect(page.getByRole('heading', { name: 'Lucky wheel', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('wheel-odds')).toContainText('%');
  await expect(page.getByTestId('wheel-balance')).toHaveText('Spins left: 1');
  const hash = (await page.getByTestId('wheel-seed-hash').textContent())?.trim() ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  // The wheel turns for four seconds before the result is told.
  await expect(page.getByTestId('wheel-result')).toContainText('You won:', { timeout: 15_000 });
  const won = (await page.getByTestId('wheel-result').textContent()) ?? '';
  const row = page.getByTestId('wheel-history-row').first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(won.replace('You won: ', '').split(' (')[0]!);
  await expect(row).toContainText('Seed not revealed yet');

  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('wheel-revealed')).toContainText('Previous seed:', { timeout: 20_000 });
  await expect(page.getByTestId('wheel-seed-hash')).not.toHaveText(hash);
  await expect(row.getByTestId('wheel-verdict')).toHaveText('Match', { timeout: 20_000 });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the result shows at once, in Vietnamese', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.slow();
    await registerThroughForm(page, uniqueUser());
    await expect(page.getByTestId('header-user-name')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => localStorage.setItem('lang', 'vi'));
    await page.goto('/lucky-wheel');
    await expect(page.getByRole('heading', { name: 'Vòng quay may mắn', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('wheel-balance')).toHaveText('Lượt quay còn lại: 1');
    await page.getByRole('button', { name: 'Quay', exact: true }).click();
    // No transition to wait for: the result is told as soon as the server's answer is in.
    await expect(page.getByTestId('wheel-result')).toContainText('Bạn trúng:');
  });
});
