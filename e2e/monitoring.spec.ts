import {
  chatMemberUpdate,
  myChatMemberUpdate,
  type TestChat,
  textUpdate,
} from '../packages/bot/test/bot-api-stand-in';
import { BASE_URL, BOT_API_URL, WEBHOOK_SECRET } from './environment';
import { expect, registerThroughForm, test, uniqueUser } from './fixtures';

/** What Telegram would deliver to the guard bot's webhook, with the secret it was registered with. */
async function deliver(request: import('@playwright/test').APIRequestContext, update: object) {
  const response = await request.post(`${BASE_URL}/api/telegram/webhook/guard`, {
    headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    data: update,
  });
  expect(response.status()).toBe(200);
}

test('an admin adds the guard bot to a group and sees the chat, its captcha settings and its joins in the dashboard', async ({
  page,
  request,
}) => {
  // Two bots, the stand-in and the dashboard's refreshes: on a busy 2-core machine it ran 32 s of 30.
  test.setTimeout(90_000);
  const suffix = Date.now() % 1_000_000;
  const adder = { id: 600_000_000 + suffix, first_name: 'Admin' };
  const chat: TestChat = {
    id: -1_009_000_000_000 - suffix,
    type: 'supergroup',
    title: `E2E Guild ${suffix}`,
  };

  await registerThroughForm(page, uniqueUser());
  await expect(page).not.toHaveURL(/\/auth\/register/);
  await page.goto('/about/service/community-monitoring');
  await page.getByRole('link', { name: 'Open your dashboard: add the bots' }).click();
  await expect(page).toHaveURL(/\/about\/service\/community-monitoring\/dashboard$/);
  const dashboard = page.getByTestId('monitoring-dashboard');
  await expect(dashboard.getByTestId('bot-guard')).toContainText('@w2e_guard_test_bot');
  await expect(
    dashboard.getByTestId('bot-guard').getByRole('link', { name: 'Add to a group' }),
  ).toHaveAttribute(
    'href',
    'https://t.me/w2e_guard_test_bot?startgroup=w2e&admin=restrict_members+delete_messages+invite_users',
  );
  await expect(
    dashboard.getByTestId('bot-guard').getByRole('link', { name: 'Add to a channel' }),
  ).toHaveAttribute(
    'href',
    'https://t.me/w2e_guard_test_bot?startchannel&admin=post_messages+delete_messages+invite_users',
  );
  await expect(dashboard.getByText('No chats yet.', { exact: false })).toBeVisible();

  // Telegram tells the bot it was made an admin of the group; it answers in the group, through the stand-in.
  await deliver(
    request,
    myChatMemberUpdate(chat, adder, {
      from: 'left',
      to: 'administrator',
      rights: { can_invite_users: false },
    }),
  );
  const calls = (await (await request.get(`${BOT_API_URL}/calls`)).json()) as {
    method: string;
    params: { chat_id: number; text: string };
  }[];
  expect(
    calls.some(
      (c) =>
        c.method === 'sendMessage' &&
        c.params.chat_id === chat.id &&
        c.params.text.includes('Invite users via link'),
    ),
  ).toBe(true);

  // The adder's Telegram account is not this portal account: a one-time /connect code ties them.
  await dashboard.getByRole('button', { name: 'Get a /connect code' }).click();
  const code = /\/connect ([A-Z0-9]+)/.exec(
    (await dashboard.getByTestId('connect-code').textContent()) ?? '',
  )?.[1];
  expect(code).toBeTruthy();
  await deliver(request, textUpdate(`/connect ${code}`, adder));
  // Telegram lists the adder among the chat's admins: only they see and change its dashboard.
  await request.post(`${BOT_API_URL}/admins`, { data: { chat_id: chat.id, user_id: adder.id } });

  await page.reload();
  // The chat picker lists the chat; opening it puts the chat and its tab in the address.
  await page
    .getByTestId('chat-picker')
    .getByRole('link', { name: new RegExp(chat.title) })
    .click();
  await expect(page).toHaveURL(/\?chat=[^&]+&tab=overview$/);
  const card = page.getByTestId('monitoring-chat');
  await expect(card.getByRole('heading', { name: chat.title })).toBeVisible();
  await expect(card).toContainText('Supergroup');
  await expect(card).toContainText('Missing rights: Invite users via link');

  // Mantine's segmented controls are labels over hidden radios: press the labels as a person would.
  await card.getByRole('tab', { name: 'Captcha' }).click();
  await expect(page).toHaveURL(/&tab=captcha$/);
  await card.locator('label', { hasText: /^Math$/ }).click();
  await card.locator('label', { hasText: /^Ban$/ }).click();
  await expect(card.getByRole('radio', { name: 'Math' })).toBeChecked();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await deliver(
    request,
    chatMemberUpdate(
      chat,
      { id: 600_100_000 + suffix, first_name: 'Newcomer' },
      { from: 'left', to: 'member', by: { id: 42, first_name: 'Friend' } },
    ),
  );
  await card.getByRole('tab', { name: 'Log' }).click();
  await expect(card.getByTestId('member-events')).toContainText('Newcomer');
  await expect(card.getByTestId('member-events')).toContainText('added by Friend');

  // A reload keeps the chat and tab; the back button returns to the captcha tab, which kept its settings.
  await page.reload();
  await expect(card.getByTestId('member-events')).toContainText('Newcomer');
  await page.goBack();
  await expect(page).toHaveURL(/&tab=captcha$/);
  await expect(card.getByRole('radio', { name: 'Math' })).toBeChecked();
  await card.getByRole('tab', { name: 'Overview' }).click();
  await expect(card).toContainText('Waiting for the captcha: 1');
});
