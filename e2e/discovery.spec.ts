import type { APIRequestContext, Page } from '@playwright/test';
import { operatorToken, publishEvent } from './event-setup';
import { expect, test } from './fixtures';

/**
 * Finding a quest on a 390 px phone, in English and Vietnamese, against the real server: the operator features
 * an event, the home page shows it in the featured row above the offer with its prize pool and time left; on
 * /event the player sorts, filters until nothing matches (the "filters on" state and the hint say what to do)
 * and clears the filters in one action. Nothing scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function eventId(request: APIRequestContext, slug: string) {
  return ((await (await request.get(`/api/events/${slug}`)).json()) as { id: string }).id;
}

async function feature(request: APIRequestContext, slug: string) {
  const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
  const response = await request.put(`/api/events/${await eventId(request, slug)}/featured`, {
    headers,
    data: { featured: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const TEXT = {
  en: {
    featured: 'Featured',
    live: 'Live quests',
    clan: 'Clan',
    host: 'Host',
    sort: 'Sort by',
    newest: 'Newest',
    onChain: 'On-chain',
    filtersOn: '1 filter on',
    noMatch: 'No event matches these filters',
    clear: 'Clear filters',
    search: 'Search events',
    count: (n: number) => (n === 1 ? '1 event found' : `${n} events found`),
    ongoing: 'Ongoing',
  },
  vi: {
    featured: 'Nổi bật',
    live: 'Nhiệm vụ đang diễn ra',
    clan: 'Bang hội',
    host: 'Đơn vị tổ chức',
    sort: 'Sắp xếp theo',
    newest: 'Mới nhất',
    onChain: 'Trên chuỗi',
    filtersOn: 'Đang bật 1 bộ lọc',
    noMatch: 'Không có sự kiện nào khớp với các bộ lọc này',
    clear: 'Xóa bộ lọc',
    search: 'Tìm sự kiện',
    count: (n: number) => `Tìm thấy ${n} sự kiện`,
    ongoing: 'Đang diễn ra',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`a player finds live quests on the home page and sorts, filters and clears on /event (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    void consoleErrors;
    test.setTimeout(90_000);
    const text = TEXT[language];
    const id = `${language}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    await publishEvent(request, `Found cup ${id}`, `found-cup-${id}`);
    await publishEvent(request, `Other cup ${id}`, `other-cup-${id}`);
    await feature(request, `found-cup-${id}`);

    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: text.live })).toBeVisible();
    const featured = page.getByTestId('featured-quests');
    const card = featured.getByTestId('live-quest').filter({ hasText: `Found cup ${id}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('1,000 USDT');
    await expect(card).toContainText(text.ongoing);
    await noSideways(page);

    // /event: the search narrows to this test's two events; the count agrees in number.
    await page.goto(`/event?q=${id}`);
    const search = page.getByRole('searchbox', { name: text.search });
    await expect(search).toHaveValue(id);
    await expect(page.getByTestId('event-card')).toHaveCount(2);
    await expect(page.getByText(text.count(2))).toBeVisible();
    await expect(page.getByTestId('event-card').first().getByTestId('event-status')).toHaveText(text.ongoing);

    // A native select's choice is not among the early inputs the boot script holds for React (lib/early-input.ts):
    // choose once React listens, or the server's markup takes the choice and nothing follows.
    await page.waitForFunction(() => document.readyState !== 'loading' && !('__w2eEarlyInput' in window));
    await page.getByRole('combobox', { name: text.sort }).selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    await expect(page.getByTestId('event-card').first()).toContainText(`Other cup ${id}`);

    // A filter nothing matches: the state says filters are on, and the empty list says what to do.
    // The chip by keyboard: focus its checkbox and press Space.
    await page.getByRole('checkbox', { name: text.onChain }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/task=on_chain/);
    await expect(page.getByTestId('filters-on')).toContainText(text.filtersOn);
    await expect(page.getByTestId('no-match')).toContainText(text.noMatch);
    await expect(page.getByTestId('event-card')).toHaveCount(0);
    await noSideways(page);

    // One action clears every filter; the search and the sort stay.
    await page.getByTestId('no-match').getByRole('button', { name: text.clear }).click();
    await expect(page.getByTestId('filters-on')).toHaveCount(0);
    await expect(page.getByTestId('event-card')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`\\?q=${id}&sort=newest$`));

    await page.getByRole('combobox', { name: text.host }).selectOption('clan');
    await expect(page.getByTestId('no-match')).toBeVisible();
    await page.getByTestId('filters-on').getByRole('button', { name: text.clear }).click();
    await expect(page.getByTestId('event-card')).toHaveCount(2);
    await noSideways(page);
  });
}
