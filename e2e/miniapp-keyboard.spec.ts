import type { Locator, Page } from '@playwright/test';
import { operatorToken, publishEvent } from './event-setup';
import { expect, test } from './fixtures';
import {
  backButtonVisible,
  emulateTelegramDesktop,
  launchFragment,
  pressBackButton,
  pressMainButton,
} from './telegram-client';

/**
 * The Mini App's start screen on a 390 px phone with a keyboard alone (an external keyboard, or a screen
 * reader's own keys): each section is a button the Tab key reaches, with a visible ring, that Enter or Space opens.
 */
/** Presses Tab until `target` has the focus (a few presses at most: a screen has a score of controls or fewer). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const LANGUAGES = [
  { language: 'en', events: 'Events', leaderboards: 'Leaderboards', profile: 'Profile' },
  { language: 'vi', events: 'Sự kiện', leaderboards: 'Bảng xếp hạng', profile: 'Hồ sơ' },
] as const;

test.describe('Mini App start screen by keyboard, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const texts of LANGUAGES) {
    test(`every section is reached and opened from the keyboard (${texts.language})`, async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      await emulateTelegramDesktop(page);
      await page.goto(
        `/miniapp/${launchFragment({
          user: { id: 890_000 + (Date.now() % 100_000), first_name: 'Kim', language_code: texts.language },
        })}`,
      );
      const events = page.getByRole('button', { name: texts.events, exact: true });
      await expect(events).toBeVisible();

      // Tab reaches the first section (after the featured quest, when there is one), shown with a focus ring.
      await tabTo(page, events);
      const outline = await events.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).toBe('solid');

      // Enter opens it; Telegram's BackButton brings the start screen back.
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('event-cell').first()).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      await pressBackButton(page);
      await expect(events).toBeVisible();

      // Tab on to the leaderboards and open them with Space.
      await tabTo(page, page.getByRole('button', { name: texts.leaderboards, exact: true }));
      await page.keyboard.press('Space');
      await expect(page.getByTestId('board-tab-global')).toBeVisible();
      await pressBackButton(page);

      // The profile, last of the sections.
      await expect(events).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: texts.profile, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('profile-score')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });
  }

  test('the start screen is a home: the featured quest opens from the keyboard; score and spins are shown', async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    const slug = `home-quest-${id}`;
    await publishEvent(request, `Home quest ${id}`, slug);
    const event = (await (await request.get(`/api/events/${slug}`)).json()) as { id: string };
    const featured = await request.put(`/api/events/${event.id}/featured`, {
      headers: { Authorization: `Bearer ${await operatorToken(request)}` },
      data: { featured: true },
    });
    expect(featured.status()).toBe(200);

    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({ user: { id: 880_000 + (Date.now() % 100_000), first_name: 'Lan', language_code: 'en' } })}`,
    );
    const quest = page.getByRole('button', { name: new RegExp(`Home quest ${id}`) });
    await expect(quest).toBeVisible();
    await expect(quest).toContainText('Featured quest');
    await expect(page.getByTestId('home-score')).toHaveText('0');
    await expect(page.getByTestId('home-spins')).toHaveText(/^\d+$/);

    // The featured quest comes first: the first Tab reaches it, Enter opens its event.
    await page.keyboard.press('Tab');
    await expect(quest).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('event-title')).toHaveText(`Home quest ${id}`);
    await pressBackButton(page);
    await expect(quest).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a quiz and a form are answered from the keyboard, each option showing its focus; the MainButton sends', async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    const slug = `keys-quest-${id}`;
    await publishEvent(request, `Keys quest ${id}`, slug);
    await emulateTelegramDesktop(page);
    await page.goto(
      `/miniapp/${launchFragment({
        user: { id: 870_000 + (Date.now() % 100_000), first_name: 'Tuan', language_code: 'en' },
        startParam: `event_${slug}`,
      })}`,
    );

    // The quiz: its row opens with Enter; Space ticks an option, whose row shows the ring (the input itself is
    // hidden under telegram-ui's icon); Telegram's MainButton sends.
    const quizRow = page.getByTestId('task-cell').filter({ hasText: 'Know the game' });
    await tabTo(page, quizRow);
    await page.keyboard.press('Enter');
    const answers: [string, 'radio' | 'checkbox'][] = [
      ['BSC', 'radio'],
      ['GEM', 'checkbox'],
      ['GOLD', 'checkbox'],
    ];
    for (const [name, role] of answers) {
      const option = page.getByRole(role, { name, exact: true });
      await tabTo(page, option);
      await page.keyboard.press('Space');
      await expect(option).toBeChecked();
      const ring = await option.evaluate(
        (input) => getComputedStyle(input.closest('.quiz-option') as Element).outlineStyle,
      );
      expect(ring).toBe('solid');
    }
    await pressMainButton(page);
    await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
    await pressBackButton(page);

    // The form: its row, then the field, typed into; the MainButton sends.
    const formRow = page.getByTestId('task-cell').filter({ hasText: 'Tell us about you' });
    await tabTo(page, formRow);
    await page.keyboard.press('Enter');
    const email = page.locator('input[type="email"]');
    await tabTo(page, email);
    expect(await email.evaluate((input) => getComputedStyle(input).outlineStyle)).toBe('solid');
    await page.keyboard.type('player@example.com');
    await pressMainButton(page);
    await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
