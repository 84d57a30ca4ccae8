import { readFile } from 'node:fs/promises';
import {
  groupMessage,
  joinUpdate,
  myChatMemberUpdate,
  reactionUpdate,
  TEST_PULSE_BOT,
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

test('a group admin sees a chat’s charts, contributors, coverage, ratio and inactive members, and exports its members as CSV', async ({
  page,
  request,
}) => {
  const suffix = Date.now() % 1_000_000;
  const adder = { id: 610_000_000 + suffix, first_name: 'Admin' };
  const chat: TestChat = {
    id: -1_009_100_000_000 - suffix,
    type: 'supergroup',
    title: `Stats Guild ${suffix}`,
  };
  const anh = { id: 611_000_000 + suffix, first_name: 'Anh' };
  const binh = { id: 612_000_000 + suffix, first_name: 'Binh' };

  await registerThroughForm(page, uniqueUser());
  await expect(page).not.toHaveURL(/\/auth\/register/);
  await page.goto('/about/service/community-monitoring/dashboard');
  const dashboard = page.getByTestId('monitoring-dashboard');
  await expect(dashboard.getByTestId('bot-pulse')).toContainText('@w2e_pulse_test_bot');

  // Both bots are made admins; Telegram lists the adder among the chat's admins.
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

  // A day in the group: two newcomers, messages, a reply with a photo, reactions.
  for (const member of [anh, binh]) await deliver(request, joinUpdate(chat, member));
  for (let i = 0; i < 3; i++) await deliver(request, groupMessage(chat, anh, `hello ${i}`), 'pulse');
  await deliver(
    request,
    groupMessage(chat, binh, '', { photo: [{ file_id: 'p', file_unique_id: 'p', width: 1, height: 1 }] }),
    'pulse',
  );
  await deliver(request, reactionUpdate(chat, binh, { new: ['👍'] }), 'pulse');

  // The server counts in batches, once a second: wait (through the API, as this admin) until the batch has run.
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const api = (path: string) =>
    request.get(`${BASE_URL}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const overview = (await (await api('monitoring')).json()) as { chats: { id: string; chat_id: string }[] };
  const chatRef = overview.chats.find((c) => c.chat_id === String(chat.id))?.id;
  expect(chatRef).toBeTruthy();
  await expect
    .poll(
      async () => ((await (await api(`monitoring/chats/${chatRef}/insights`)).json()).top_7 ?? []).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);

  await page.reload();
  // The statistics are on the chat's Overview tab, opened from the picker.
  const picked = page.getByTestId('chat-picker').getByRole('link', { name: new RegExp(chat.title) });
  await expect(picked).toContainText('Members: 100');
  await picked.click();
  const card = page.getByTestId('monitoring-chat');
  const insights = card.getByTestId('chat-insights');
  // The charts come in their own chunk (recharts), fetched when the statistics open.
  await expect(insights.getByTestId('monitoring-chart')).toHaveCount(3, { timeout: 20_000 });
  await expect(insights.locator('.recharts-surface').first()).toBeVisible();
  await expect(insights.getByTestId('top-contributors').getByRole('row').nth(1)).toContainText('Anh3000');
  await expect(insights.getByTestId('coverage')).toContainText(
    'The bots have seen 2 members (2 still in the chat) of the 100 Telegram counts: 2%.',
  );
  await expect(insights.getByTestId('real-humans')).toContainText('100% real humans (target 80%)');
  await expect(insights.getByTestId('real-humans')).toContainText(
    'of the 2 members seen who are still in the chat, 2 show a sign',
  );
  await expect(insights.getByTestId('seen-members')).toContainText('Binh');
  await expect(insights).toContainText('0 members inactive for 30 days');

  const downloading = page.waitForEvent('download');
  await insights.getByRole('button', { name: 'Export members (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`members-${chat.id}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'user_id,user_name,status,joined_at,last_active_at,captcha_passed,messages,reactions,referrals',
  );
  expect(lines).toHaveLength(3);
  expect(lines.find((l) => l.startsWith(`${anh.id},Anh,member,`))).toMatch(/,3,0,0$/);
  expect(lines.find((l) => l.startsWith(`${binh.id},Binh,member,`))).toMatch(/,1,1,0$/);
});
