import {
  groupMessage,
  joinUpdate,
  myChatMemberUpdate,
  type TestChat,
  textUpdate,
} from '../packages/bot/test/bot-api-stand-in';
import { BASE_URL, BOT_API_URL, WEBHOOK_SECRET } from './environment';
import { expect, registerThroughForm, test, uniqueUser } from './fixtures';

type Request = import('@playwright/test').APIRequestContext;

/** What Telegram would deliver to a bot's webhook, with the secret it was registered with. */
async function deliver(request: Request, update: object, bot: 'guard' | 'pulse' = 'guard') {
  const response = await request.post(`${BASE_URL}/api/telegram/webhook/${bot}`, {
    headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    data: update,
  });
  expect(response.status()).toBe(200);
}

test.setTimeout(120_000);

test('an admin opens a chat’s moderation, keeps the newcomer link hold, adds a stop word, sees a held message in the log and undoes it', async ({
  page,
  request,
}) => {
  const suffix = Date.now() % 1_000_000;
  const adder = { id: 620_000_000 + suffix, first_name: 'Admin' };
  const chat: TestChat = {
    id: -1_009_200_000_000 - suffix,
    type: 'supergroup',
    title: `Mod Guild ${suffix}`,
  };
  const newcomer = { id: 621_000_000 + suffix, first_name: 'Newbie' };

  await registerThroughForm(page, uniqueUser());
  await expect(page).not.toHaveURL(/\/auth\/register/);
  await page.goto('/about/service/community-monitoring/dashboard');
  const dashboard = page.getByTestId('monitoring-dashboard');
  await deliver(request, myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator' }));
  await request.post(`${BOT_API_URL}/admins`, { data: { chat_id: chat.id, user_id: adder.id } });
  await dashboard.getByRole('button', { name: 'Get a /connect code' }).click();
  const code = /\/connect ([A-Z0-9]+)/.exec(
    (await dashboard.getByTestId('connect-code').textContent()) ?? '',
  )?.[1];
  await deliver(request, textUpdate(`/connect ${code}`, adder));
  await page.reload();

  // The admin picks the chat, then its Moderation tab.
  await page
    .getByTestId('chat-picker')
    .getByRole('link', { name: new RegExp(chat.title) })
    .click();
  const card = page.getByTestId('monitoring-chat');
  await card.getByRole('tab', { name: 'Moderation' }).click();
  const panel = card.getByRole('tabpanel', { name: 'Moderation' });
  await expect(panel.getByLabel('Newcomer hold (hours after joining, 0: off)')).toHaveValue('24');
  await expect(panel.getByRole('checkbox', { name: 'links' })).toBeChecked();
  await panel.getByLabel(/Stop words/).fill('airdrop*');
  await panel.getByRole('button', { name: 'Save moderation' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await deliver(request, joinUpdate(chat, newcomer));
  await deliver(request, groupMessage(chat, newcomer, 'join https://scam.example now'));
  await deliver(request, groupMessage(chat, newcomer, 'free AIRDROPS here'));

  await card.getByRole('tab', { name: 'Log' }).click();
  await page.reload();
  const log = card.getByTestId('moderation-log');
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log).toContainText('Newcomer hold (links)');
  await expect(log).toContainText('Stop word (airdrop*)');
  await log.getByRole('button', { name: 'Undo: Held, Newbie' }).click();
  await expect(log.getByText('Undone')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Undo: Held, Newbie' })).toHaveCount(0);
});
