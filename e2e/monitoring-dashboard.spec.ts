import { readFile } from 'node:fs/promises';
import { groupMessage, joinUpdate, reactionUpdate } from '../packages/bot/test/bot-api-stand-in';
import { BASE_URL } from './environment';
import { expect, test } from './fixtures';
import { connectedChat, deliver } from './monitoring-setup';

test.setTimeout(120_000);

test('a group admin sees a chat’s charts, contributors, coverage, ratio and inactive members, and exports its members as CSV', async ({
  page,
  request,
}) => {
  // Both bots are made admins; Telegram lists the adder among the chat's admins, who connects their account.
  const { chat, suffix, dashboard } = await connectedChat(page, request, { idBase: 1, title: 'Stats Guild' });
  await expect(dashboard.getByTestId('bot-pulse')).toContainText('@w2e_pulse_test_bot');
  const anh = { id: 611_000_000 + suffix, first_name: 'Anh' };
  const binh = { id: 612_000_000 + suffix, first_name: 'Binh' };

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
