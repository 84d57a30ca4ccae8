import { en } from '../packages/core/src/i18n/resources-en';
import { SAME_WORDS, words } from '../packages/core/src/i18n/same-words';
import { expect, test } from './fixtures';

/**
 * Vietnamese pages show no English word of the English texts (the locale test's rule, on what a reader sees):
 * each page is opened in Vietnamese at 390 px and the words of its visible text are checked against the words of
 * the English texts, except those the same in both (core's i18n/same-words.ts). These pages show no content
 * typed by users, so every word on them comes from the texts.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/ifo',
  '/about',
  '/pricing',
  '/about/service',
  '/guide/tasks',
  '/faq',
  '/about/roadmap',
  '/contact',
];

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) strings(inner, out);
  return out;
}
const english = new Set(strings(en).flatMap((text) => words(text).map((word) => word.toLowerCase())));

for (const path of PAGES) {
  test(`${path} in Vietnamese shows no English word`, async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees (hidden text and scripts left out)
    const text = await page.locator('body').innerText();
    const found = words(text).filter(
      (word) => english.has(word.toLowerCase()) && !SAME_WORDS.has(word.toLowerCase()),
    );
    expect([...new Set(found)]).toEqual([]);
  });
}

test('the demo event’s in-game goal is worded in Vietnamese', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
  await page.goto('/event/star-raiders-season-1');
  await expect(page.getByTestId('task-card').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Đạt 20 matches');
});
