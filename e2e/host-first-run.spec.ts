import type { Page } from '@playwright/test';
import { slugify } from '../packages/core/src/validation/slug';
import { operatorToken } from './event-setup';
import { expect as baseExpect, test, uniqueUser } from './fixtures';

/**
 * A new host's first run, in Vietnamese on a 390 px phone: from /pricing (Standard) through sign-up, the first
 * project on its own page (which asks for the chosen plan), an operator's approval, a template, a prize pool typed on the Reward
 * step and published without pressing Save; the event page shows the prize pool and the tiers in words. Every
 * click and every field filled by the new account is counted: the figure is the host's effort to a first event.
 */

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
const expect = baseExpect.configure({ timeout: 20_000 });

test('a new account goes from the Standard plan on /pricing to a published event from a template', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
  const host = uniqueUser();
  const project = `Moon ${host.username.slice(4, 12)}`;
  let interactions = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    interactions++;
    await target.click();
  };
  const fill = async (target: ReturnType<Page['getByRole']>, value: string) => {
    interactions++;
    await target.fill(value);
  };

  // Pricing: the Standard plan's button carries the plan into sign-up.
  await page.goto('/pricing');
  await click(page.locator('a[href*="plan=standard"]'));
  await expect(page).toHaveURL(/\/auth\/register\?plan=standard/);
  await fill(page.getByLabel('Email'), host.email);
  await fill(page.getByLabel('Họ và tên'), host.fullName);
  await fill(page.getByLabel('Tên đăng nhập'), host.username);
  await fill(page.getByLabel('Mật khẩu', { exact: true }), host.password);
  await fill(page.getByLabel('Xác nhận mật khẩu'), host.password);
  await click(page.getByRole('button', { name: 'Tạo tài khoản' }));

  // The first project, made on its own page: the name (its address suggested from it, and free) and a website;
  // it asks for the plan chosen on /pricing, then opens the event flow with the project as the host.
  await expect(page).toHaveURL(/\/project\/new\?plan=standard/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tạo dự án của bạn');
  await expect(page.getByTestId('chosen-plan')).toContainText('Standard');
  await fill(page.getByLabel(/^Tên/), project);
  await expect(page.getByLabel(/^Địa chỉ/)).toHaveValue(slugify(project));
  await expect(page.getByTestId('slug-free')).toBeVisible();
  await fill(page.getByLabel('Trang web'), 'https://moon.example');
  await click(page.getByRole('button', { name: 'Tạo dự án' }));
  await expect(
    page.getByText('Đã yêu cầu gói Standard: một quản trị viên sẽ xác nhận').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/event\/create\?host=project%3A/);

  // The demo operator approves it (the operators' API behind /admin/plan-requests).
  const operator = { Authorization: `Bearer ${await operatorToken(request)}` };
  const waiting = await request.get('/api/admin/plan-requests?status=requested&limit=100&offset=0', {
    headers: operator,
  });
  expect(waiting.status()).toBe(200);
  const asked = (
    (await waiting.json()) as { items: { id: string; tier: string; project: { name: string } }[] }
  ).items.find((item) => item.project.name === project);
  expect(asked?.tier).toBe('standard');
  const decided = await request.post(`/api/admin/plan-requests/${asked!.id}/decision`, {
    headers: operator,
    data: { decision: 'approve' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  expect((await decided.json()).request).toMatchObject({ status: 'approved', project: { tier: 'standard' } });

  // A template makes the draft; the host types a prize pool on the Reward step and publishes without Save.
  await click(page.getByRole('button', { name: 'Dùng mẫu này' }).first());
  await expect(page).toHaveURL(/\/event\/[^/]+\/update/);
  await click(page.getByRole('button', { name: 'Phần thưởng' }));
  const prizePool = page.getByLabel('Tổng giải thưởng');
  await fill(prizePool, '1.000 USDT');
  await click(page.getByRole('button', { name: 'Công bố', exact: true }));
  await click(page.getByRole('dialog').getByRole('button', { name: 'Công bố ngay' }));

  // The event page: the prize pool as typed and the tier in words, never the stored "TOP 100".
  await expect(page).not.toHaveURL(/update/);
  await expect(page.getByText('1.000 USDT')).toBeVisible();
  await expect(page.getByTestId('event-reward-tiers')).toHaveText(
    '100 hạng đầu: 100 người thắng, mỗi người nhận 10 USDT',
  );
  await expect(page.getByTestId('event-reward-tiers')).not.toContainText('TOP');
  // The host's effort from the new account to the published event (goal: at most 15).
  console.log(`host first run: ${interactions} interactions`);
  expect(interactions).toBeLessThanOrEqual(15);
});
