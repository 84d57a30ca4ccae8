import type { APIRequestContext, Page } from '@playwright/test';
import {
  myChatMemberUpdate,
  TEST_PULSE_BOT,
  type TestChat,
  textUpdate,
} from '../packages/bot/test/bot-api-stand-in';
import { BASE_URL, BOT_API_URL, WEBHOOK_SECRET } from './environment';
import { expect, registerThroughForm, uniqueUser } from './fixtures';

/** What Telegram would deliver to a bot's webhook, with the secret it was registered with. */
export async function deliver(request: APIRequestContext, update: object, bot: 'guard' | 'pulse' = 'guard') {
  const response = await request.post(`${BASE_URL}/api/telegram/webhook/${bot}`, {
    headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    data: update,
  });
  expect(response.status()).toBe(200);
}

/**
 * A new portal user with a group in their dashboard, as an admin gets there: signed up, the dashboard open, both
 * bots made admins of the group by a Telegram account that Telegram lists among its admins, and that account
 * linked with `/connect CODE`. Ids and title are unique per run (`idBase` keeps specs apart).
 */
export async function connectedChat(
  page: Page,
  request: APIRequestContext,
  options: { idBase: number; title: string },
) {
  const suffix = Date.now() % 1_000_000;
  const adder = { id: 600_000_000 + options.idBase * 10_000_000 + suffix, first_name: 'Admin' };
  const chat: TestChat = {
    id: -1_009_000_000_000 - options.idBase * 100_000_000 - suffix,
    type: 'supergroup',
    title: `${options.title} ${suffix}`,
  };
  await registerThroughForm(page, uniqueUser());
  await expect(page).not.toHaveURL(/\/auth\/register/);
  await page.goto('/about/service/community-monitoring/dashboard');
  const dashboard = page.getByTestId('monitoring-dashboard');
  await deliver(request, myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator' }));
  await deliver(
    request,
    myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator', bot: TEST_PULSE_BOT }),
    'pulse',
  );
  await request.post(`${BOT_API_URL}/admins`, { data: { chat_id: chat.id, user_id: adder.id } });
  await dashboard.getByRole('button', { name: 'Get a /connect code' }).click();
  const code = /\/connect ([A-Z0-9]+)/.exec(
    (await dashboard.getByTestId('connect-code').textContent()) ?? '',
  )?.[1];
  await deliver(request, textUpdate(`/connect ${code}`, adder));
  return { chat, adder, suffix, dashboard };
}
