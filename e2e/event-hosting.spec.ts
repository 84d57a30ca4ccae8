import type { Page } from '@playwright/test';
import { BASE_URL } from './environment';
import { expect as baseExpect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';

/**
 * Hosting an event end to end, with the portal in Vietnamese: a new host's project is moved to the Premium
 * plan by an operator (bug hunting needs it); the host builds an event through the five steps (a quiz with two
 * questions, a form, a visit-website task pointing at this server's /about page, a form that depends on the
 * visit, and a bug hunting task), publishes it after the confirmation, and it is public. Then a player on a
 * 390 px phone, also in Vietnamese, fails the quiz once and passes it, fills the form, sees the locked task
 * open once the visit (through the server's redirect) is claimed, and reports a bug that the host accepts.
 */

test.use({ timezoneId: 'UTC', allowHttpErrors: [400] });
/** Many saves in a row on a shared machine: each waits longer than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** `datetime-local` text for a moment, in the browser's (UTC) time. */
const localInput = (date: Date) => date.toISOString().slice(0, 16);

async function addTask(
  page: Page,
  type: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Thêm nhiệm vụ' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Lưu nhiệm vụ' }).click();
  await expect(page.getByText('Thêm nhiệm vụ mới thành công').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a host builds an event in Vietnamese and publishes it; a player on a phone does its tasks and the host accepts their bug report', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(540_000);
  const host = uniqueUser();
  const marker = `Otter${Date.now().toString(36)}`;
  const project = `${marker} Studio`;
  const title = `${marker} mùa hè`;

  // The host and their project (projects start on the Basic plan).
  await registerThroughForm(page, host);
  await expect(page).toHaveURL('/welcome');
  await page.goto('/insight/write');
  await page.getByLabel('Project name').fill(project);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('article-quota')).toBeVisible();

  // An operator moves it to Premium.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInThroughForm(operator, 'operator', 'Demo@12345');
  await expect(operator.getByTestId('header-user-name')).toBeVisible();
  await operator.goto('/admin/projects');
  await operator.getByRole('form', { name: 'Project' }).locator('input').fill(marker);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('combobox', { name: `Pricing tier of ${project}` }).click();
  await operator.getByRole('option', { name: 'Premium' }).click();
  await expect(operator.getByRole('combobox', { name: `Pricing tier of ${project}` })).toHaveValue('Premium');
  await operatorContext.close();

  // The host opens the flow from the user menu, in Vietnamese.
  await page.evaluate(() => localStorage.setItem('lang', 'vi'));
  await page.reload();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Tổ chức sự kiện' }).click();
  await expect(page).toHaveURL('/event/create');

  // 1. General: skipping ahead is refused until it is saved.
  await page.getByRole('button', { name: 'Nhiệm vụ' }).click();
  await expect(page.getByText('Vui lòng thêm hoặc lưu thông tin sự kiện').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Tiêu đề/ }).fill(title);
  const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();
  expect(slug).toBe(`${marker.toLowerCase()}-mua-he`);
  const now = Date.now();
  await page.getByLabel(/^Thời gian bắt đầu/).fill(localInput(new Date(now + 2 * 86_400_000)));
  await page.getByLabel(/^Thời gian kết thúc/).fill(localInput(new Date(now)));
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();
  await expect(page.getByText('Thời gian kết thúc phải lớn hơn thời gian bắt đầu')).toBeVisible();
  await page.getByLabel(/^Thời gian bắt đầu/).fill(localInput(new Date(now - 3_600_000)));
  await page.getByLabel(/^Thời gian kết thúc/).fill(localInput(new Date(now + 7 * 86_400_000)));
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();
  await expect(page).toHaveURL(`/event/${slug}/update?step=task`);

  // 2. Tasks, each saved as it is added.
  await addTask(page, 'Câu đố', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).fill('Câu đố về dự án');
    await dialog.getByRole('textbox', { name: 'Câu hỏi 1' }).fill('Dự án ra mắt năm nào?');
    await dialog.getByRole('textbox', { name: 'Lựa chọn 1' }).fill('2024');
    await dialog.getByRole('textbox', { name: 'Lựa chọn 2' }).fill('2025');
    await dialog.getByRole('checkbox', { name: 'Lựa chọn 2: Đúng' }).check();
    await dialog.getByRole('button', { name: 'Thêm câu hỏi' }).click();
    const second = dialog.getByTestId('quiz-question').nth(1);
    await second.getByRole('textbox', { name: 'Câu hỏi 2' }).fill('Token của dự án là gì?');
    await second.getByRole('textbox', { name: 'Lựa chọn 1' }).fill('OTR');
    await second.getByRole('textbox', { name: 'Lựa chọn 2' }).fill('ETH');
    await second.getByRole('checkbox', { name: 'Lựa chọn 1: Đúng' }).check();
  });
  await addTask(page, 'Biểu mẫu', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).fill('Giới thiệu bản thân');
    await dialog.getByRole('textbox', { name: /^Nhãn/ }).fill('Ví của bạn');
  });
  await addTask(page, 'Truy cập trang web', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).fill('Đọc trang giới thiệu');
    await dialog.getByRole('textbox', { name: /^Đường dẫn trang web/ }).fill(`${BASE_URL}/about`);
  });
  await addTask(page, 'Biểu mẫu', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).fill('Cảm nhận sau khi đọc');
    await dialog.getByRole('textbox', { name: /^Nhãn/ }).fill('Bạn thích điều gì nhất?');
    await dialog.getByLabel(/^Nhiệm vụ phụ thuộc/).click();
    await page.getByRole('option', { name: 'Đọc trang giới thiệu' }).click();
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).click();
  });
  await addTask(page, 'Săn lỗi', async (dialog) => {
    await dialog.getByRole('textbox', { name: /^Tên( \*)?$/ }).fill('Tìm lỗi trên trang');
    await dialog.getByRole('textbox', { name: /^Điểm( \*)?$/ }).fill('50');
  });
  await expect(page.getByTestId('task-row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();

  // 3. Score: the defaults.
  await expect(page).toHaveURL(`/event/${slug}/update?step=score`);
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();

  // 4. Leaderboard: at least one config, each order once.
  await expect(page).toHaveURL(`/event/${slug}/update?step=leaderboard`);
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();
  await expect(page.getByText('Sự kiện cần có ít nhất một cấu hình bảng xếp hạng')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm cấu hình bảng xếp hạng' }).click();
  await page.getByRole('combobox', { name: /^Ai thắng/ }).selectOption('top');
  await page.getByRole('textbox', { name: /^Bao nhiêu hạng đầu/ }).fill('10');
  await page.getByRole('textbox', { name: /^Phần thưởng/ }).fill('10 USDT');
  await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();

  // 5. Reward, then publish after the confirmation.
  await expect(page).toHaveURL(`/event/${slug}/update?step=reward`);
  await page.getByRole('textbox', { name: /^Tổng giải thưởng/ }).fill('100 USDT');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Đã lưu sự kiện').first()).toBeVisible();
  await page.getByRole('button', { name: 'Công bố', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Công bố sự kiện này?' });
  await expect(confirm).toContainText('Không thể hoàn tác việc công bố');
  await confirm.getByRole('button', { name: 'Công bố ngay' }).click();
  await expect(page).toHaveURL(`/event/${slug}`);
  await expect(page.getByText('Đã công bố sự kiện').first()).toBeVisible();

  // Published: public to a visitor, with its five tasks in order, and the host's page still edits it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.request.get(`${BASE_URL}/api/events/${slug}`);
  expect(visitor.status()).toBe(200);
  expect(await visitor.json()).toMatchObject({
    title,
    status: 'published',
    task_count: 5,
    prize_pool: '100 USDT',
  });
  const tasks = await (await visitorContext.request.get(`${BASE_URL}/api/events/${slug}/tasks`)).json();
  await visitorContext.close();
  const byName = Object.fromEntries(
    (tasks.items as { name: string; dependent_tasks: { name: string }[] }[]).map((task) => [task.name, task]),
  );
  expect(byName['Cảm nhận sau khi đọc']?.dependent_tasks.map((task) => task.name)).toEqual([
    'Đọc trang giới thiệu',
  ]);
  await page.goto(`/event/${slug}/update`);
  await expect(page.getByText('Sự kiện này đã được công bố.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Công bố', exact: true })).toHaveCount(0);

  // A player on a 390 px phone, in Vietnamese.
  const playerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'UTC',
  });
  const player = await playerContext.newPage();
  await registerThroughForm(player, uniqueUser());
  await expect(player).toHaveURL('/welcome');
  await player.evaluate(() => localStorage.setItem('lang', 'vi'));
  await player.goto(`/event/${slug}`);
  await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = (name: string) => player.getByRole('article', { name });

  // The quiz: a wrong try shows the server's grade, the right answers pass and the dialog closes itself.
  await card('Câu đố về dự án').getByRole('button', { name: 'Làm bài trắc nghiệm' }).click();
  const quiz = player.getByRole('dialog');
  await quiz.getByRole('radio', { name: '2024' }).check();
  await quiz.getByRole('radio', { name: 'OTR' }).check();
  await quiz.getByRole('button', { name: 'Gửi' }).click();
  await expect(quiz.getByTestId('quiz-problem')).toContainText('Đúng 1/2 câu');
  await quiz.getByRole('radio', { name: '2025' }).check();
  await quiz.getByRole('button', { name: 'Gửi' }).click();
  await expect(quiz.getByTestId('quiz-completed')).toBeVisible();
  await expect(player.getByRole('dialog')).toHaveCount(0, { timeout: 6000 });
  await expect(card('Câu đố về dự án').getByTestId('task-status')).toHaveText('Đã xong');

  // The form.
  await card('Giới thiệu bản thân').getByRole('button', { name: 'Điền biểu mẫu' }).click();
  await player
    .getByRole('dialog')
    .getByLabel(/Ví của bạn/)
    .fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await player.getByRole('dialog').getByRole('button', { name: 'Gửi' }).click();
  await expect(player.getByText('Gửi biểu mẫu thành công').first()).toBeVisible();
  await expect(card('Giới thiệu bản thân').getByTestId('task-status')).toHaveText('Đã xong');

  // The task behind the visit is locked until the visit, through the server's redirect, is claimed.
  const after = card('Cảm nhận sau khi đọc');
  await expect(after.getByTestId('task-status')).toHaveText('Đang khóa');
  await expect(after).toContainText('Đọc trang giới thiệu');
  const visit = card('Đọc trang giới thiệu');
  const [site] = await Promise.all([
    player.waitForEvent('popup'),
    visit.getByRole('button', { name: 'Truy cập' }).click(),
  ]);
  await site.waitForURL(`${BASE_URL}/about`);
  await site.close();
  await visit.getByRole('button', { name: 'Nhận' }).click();
  await expect(visit.getByTestId('task-status')).toHaveText('Đã xong');
  await expect(after.getByTestId('task-status')).toHaveText('Có thể làm');

  // A bug report waits for the host.
  const bugs = card('Tìm lỗi trên trang');
  await bugs.getByRole('button', { name: 'Báo lỗi' }).click();
  await player
    .getByRole('dialog')
    .getByLabel(/Bạn đã phát hiện điều gì/)
    .fill('Nút đăng ký không phản hồi khi bấm hai lần liên tiếp trên điện thoại.');
  await player.getByRole('dialog').getByRole('button', { name: 'Gửi' }).click();
  await expect(player.getByText('Báo cáo thành công').first()).toBeVisible();
  await expect(bugs.getByTestId('task-status')).toHaveText('Đang chờ duyệt');
  expect(await player.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const before = (await player.getByTestId('viewer-score').textContent()) ?? '';

  // The host accepts it with the task's score; the player's task is done and their score grows by 50.
  await page.goto(`/event/${slug}/submissions`);
  const report = page.getByTestId('submission').filter({ hasText: 'Nút đăng ký không phản hồi' });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(page.getByText('Đã chấp nhận báo cáo').first()).toBeVisible();
  await player.reload();
  await expect(bugs.getByTestId('task-status')).toHaveText('Đã xong');
  const score = (text: string) => Number(/\d+/.exec(text)?.[0]);
  await expect
    .poll(async () => score((await player.getByTestId('viewer-score').textContent()) ?? ''))
    .toBe(score(before) + 50);
  await playerContext.close();
});
