import { expect, signInThroughForm, test } from './fixtures';
import { waitForMail } from './mailbox';

const OPERATOR = { username: 'operator', password: 'Demo@12345', email: 'operator@w2e.local' };

test.describe('contact form and the operators’ inbox', () => {
  test('a visitor’s message is confirmed, mailed to the operator and read at /admin/messages', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const subject = `Partnership proposal ${Date.now().toString(36)}`;
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Contact us/);

    // Rules first: nothing is sent while the form is incomplete.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    await page.getByLabel('Your name').fill('Lan Pham');
    await page.getByLabel('Email').fill('lan@studio.example');
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Partnership' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('We would like to co-host a launch event for our new farming game.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Submit form successfully')).toBeVisible();
    // The form is ready for another message.
    await expect(page.getByLabel('Subject')).toHaveValue('');

    const mail = await waitForMail(OPERATOR.email, new RegExp(subject));
    expect(mail.subject).toBe(`[W2E Hub] Contact (Partnership): ${subject}`);
    expect(mail.text).toContain('From: Lan Pham <lan@studio.example>');

    await signInThroughForm(page, OPERATOR.username, OPERATOR.password);
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await page.goto('/admin/messages');
    await expect(page).toHaveTitle(/^Contact messages/);
    const card = page.getByTestId('contact-message').filter({ hasText: subject });
    await expect(card).toContainText('lan@studio.example');
    await expect(card).toContainText('Unread');
    await card.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText('Marked as read')).toBeVisible();
    await expect(card).not.toContainText('Unread');
    await expect(card.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    // A read message leaves the unread-only view.
    await page.getByRole('switch', { name: 'Unread only' }).click();
    await expect(page.getByTestId('contact-message').filter({ hasText: subject })).toHaveCount(0);
    await expect(page.getByTestId('contact-message').first()).toContainText('Unread');
  });

  test('for anyone else, the inbox says it is for operators only', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await signInThroughForm(page, 'demo', 'Demo@12345');
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await page.goto('/admin/messages');
    await expect(page.getByTestId('operators-only')).toHaveText('Only platform operators can do this');
    await expect(page.getByTestId('contact-message')).toHaveCount(0);
  });

  test('signed out, the inbox asks to sign in first', async ({ page, consoleErrors }) => {
    void consoleErrors;
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fmessages$/);
  });
});

test('the pricing page shows the four plans, their prices and what each adds', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto('/pricing');
  const plans = [
    ['basic', 'Basic', '$99/mo'],
    ['standard', 'Standard', '$299/mo'],
    ['premium', 'Premium', '$499/mo'],
  ] as const;
  for (const [tier, name, price] of plans) {
    const card = page.getByTestId(`plan-${tier}`);
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card).toContainText(price);
  }
  await expect(page.getByTestId('plan-basic')).toContainText('5 articles per month');
  await expect(page.getByTestId('plan-standard')).toContainText('10 articles per month');
  await expect(page.getByTestId('plan-premium')).toContainText('15 articles per month');
  // The same rule the server enforces: Enterprise publishes without a monthly cap.
  await expect(page.getByTestId('plan-enterprise')).toContainText('Unlimited articles on Insights');
  // Task types come from the registry's tiers: quiz first in Standard, bug hunting in Premium.
  await expect(page.getByTestId('plan-basic')).not.toContainText('Quiz');
  await expect(page.getByTestId('plan-standard')).toContainText('Quiz');
  await expect(page.getByTestId('plan-premium')).toContainText('Bug hunting');
  await expect(page.getByTestId('plan-enterprise')).toContainText('API integration');

  const enterprise = page.getByTestId('plan-enterprise');
  await expect(enterprise.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await enterprise.getByRole('link', { name: 'Contact sales' }).click();
  await expect(page).toHaveURL('/contact?topic=sales');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('Sales');
});

test('the community-monitoring page shows the setup and the six features', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto('/about/service/community-monitoring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telegram community monitoring');
  await expect(page.getByText('Our target: 80% of your members are real humans.')).toBeVisible();
  await expect(page.getByText('Add our two bots to your group or channel as administrators.')).toBeVisible();
  const features = page.getByTestId('monitoring-features').getByRole('heading');
  await expect(features).toHaveText([
    'Finding inactive members',
    'Captcha quiz for newcomers',
    'Contribution statistics',
    'Join/left detection',
    'Minigame',
    'Referral tracking',
  ]);
});

test('switching to Vietnamese shows a content page in Vietnamese', async ({ page, consoleErrors }) => {
  void consoleErrors;
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.getByText('VI', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi thường gặp');
  await expect(page).toHaveTitle(/^Câu hỏi thường gặp/);
  await page.getByRole('button', { name: 'Người chơi có phải trả phí không?' }).click();
  await expect(page.getByText('Người chơi không bao giờ phải trả tiền')).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('content pages fit the screen without sideways scrolling', async ({ page, consoleErrors }) => {
    void consoleErrors;
    for (const path of ['/', '/pricing', '/guide/tasks', '/leaderboard', '/contact', '/about/roadmap']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
