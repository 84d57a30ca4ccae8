import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../packages/core/src/constants';
import { publishEvent } from './event-setup';
import { expect, test, uniqueUser } from './fixtures';
import { emulateTelegramDesktop, launchFragment } from './telegram-client';

/**
 * A player's progress and daily streak on a 390 px phone, in English and Vietnamese, on the event page and the
 * Mini App's event screen: the event has a quiz, a register task, a form and a daily form; the player has done
 * the daily one today, so one of four tasks is done, the next open task is named, and the streak is one day
 * with today's window closing at midnight UTC.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  en: {
    done: '1 of 4 tasks done',
    next: /^Next task: /,
    streak: '1-day streak on daily tasks',
    window: 'Today’s window closes',
    miniDone: 'Tasks done: 1 / 4',
    miniNext: /^Next task: /,
    miniStreak: 'Daily streak (days in a row): 1',
    miniWindow: 'Today’s window closes at',
  },
  vi: {
    done: 'Đã xong 1/4 nhiệm vụ',
    next: /^Nhiệm vụ tiếp theo: /,
    streak: 'Chuỗi 1 ngày liên tiếp làm nhiệm vụ hằng ngày',
    window: 'Lượt của hôm nay đóng',
    miniDone: 'Nhiệm vụ đã xong: 1 / 4',
    miniNext: /^Nhiệm vụ tiếp theo: /,
    miniStreak: 'Chuỗi nhiệm vụ hằng ngày (số ngày liên tiếp): 1',
    miniWindow: 'Lượt của hôm nay đóng lúc',
  },
} as const;

/** A running event with a daily form task besides publishEvent's three; answers the daily task's id. */
async function eventWithDailyTask(request: APIRequestContext, slug: string) {
  const daily = randomUUID();
  await publishEvent(request, `Daily quest ${slug}`, slug, [
    {
      id: daily,
      type: 'form',
      name: 'Daily check-in',
      score: 1,
      recurring_type: 'DAILY',
      fields: [{ label: 'Mood', kind: 'text', required: true }],
    },
  ]);
  return daily;
}

async function doTheDailyTask(request: APIRequestContext, token: string, task: string) {
  const sent = await request.post(`/api/tasks/${task}/submissions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { form_answers: ['fine'] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
}

for (const language of ['en', 'vi'] as const) {
  const text = TEXT[language];

  test(`the event page shows the player's progress and streak (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    const slug = `daily-${language}-${randomUUID().slice(0, 8)}`;
    const daily = await eventWithDailyTask(request, slug);
    const user = uniqueUser();
    const registered = await request.post('/api/auth/register-via-username', {
      data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
    });
    expect(registered.status()).toBe(200);
    const token = (await registered.json()).access_tokens.access_token as string;
    await doTheDailyTask(request, token, daily);

    await page.addInitScript(
      ([key, jwt, lang]) => {
        localStorage.setItem(key, jwt);
        localStorage.setItem('lang', lang);
      },
      [TOKEN_STORAGE_KEY, token, language] as const,
    );
    await page.goto(`/event/${slug}`);
    const progress = page.getByTestId('player-progress');
    await expect(progress.getByTestId('progress-count')).toHaveText(text.done, { timeout: 15_000 });
    await expect(progress.getByTestId('progress-next').getByRole('link')).toHaveText(text.next);
    await expect(progress.getByTestId('progress-streak')).toContainText(text.streak);
    await expect(progress.getByTestId('progress-streak')).toContainText(text.window);
    const box = await progress.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await fitsTheScreen(page);
  });

  test(`the Mini App's event screen shows the player's progress and streak (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    const slug = `daily-mini-${language}-${randomUUID().slice(0, 8)}`;
    const daily = await eventWithDailyTask(request, slug);
    const user = { id: 894_000 + (Date.now() % 100_000), first_name: 'Thu', language_code: language };
    // The account the Mini App signs in to does the daily task first, signed in through the API with init data of
    // its own (the server takes each init data once).
    const apiFragment = launchFragment({ user, ageSeconds: 1 });
    const initData = new URLSearchParams(apiFragment.slice(1)).get('tgWebAppData')!;
    const signedIn = await request.post('/api/auth/login-via-telegram-bot', {
      data: { init_data: initData },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await doTheDailyTask(request, (await signedIn.json()).access_tokens.access_token as string, daily);

    await emulateTelegramDesktop(page);
    await page.goto(`/miniapp/${launchFragment({ user, startParam: `event_${slug}` })}`);
    const progress = page.getByTestId('event-progress');
    await expect(progress.getByTestId('progress-count')).toHaveText(text.miniDone, { timeout: 15_000 });
    await expect(progress.getByTestId('progress-next')).toHaveText(text.miniNext);
    await expect(progress.getByTestId('progress-streak')).toContainText(text.miniStreak);
    await expect(progress.getByTestId('progress-streak')).toContainText(text.miniWindow);
    await fitsTheScreen(page);
  });
}
