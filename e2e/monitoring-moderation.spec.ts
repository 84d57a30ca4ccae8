import { groupMessage, joinUpdate } from '../packages/bot/test/bot-api-stand-in';
import { expect, test } from './fixtures';
import { connectedChat, deliver } from './monitoring-setup';

test.setTimeout(120_000);

test('an admin picks a chat, turns the newcomer link hold on and adds a stop word, sees a held message in the log and undoes it', async ({
  page,
  request,
}) => {
  const { chat, suffix } = await connectedChat(page, request, { idBase: 2, title: 'Mod Guild' });
  const early = { id: 622_000_000 + suffix, first_name: 'Early' };
  const newcomer = { id: 621_000_000 + suffix, first_name: 'Newbie' };
  await page.reload();

  // The admin picks the chat, then its Moderation tab.
  await page
    .getByTestId('chat-picker')
    .getByRole('link', { name: new RegExp(chat.title) })
    .click();
  const card = page.getByTestId('monitoring-chat');
  await card.getByRole('tab', { name: 'Moderation' }).click();
  const panel = card.getByRole('tabpanel', { name: 'Moderation' });
  const hours = panel.getByLabel('Newcomer hold (hours after joining, 0: off)');
  const links = panel.getByRole('checkbox', { name: 'links' });
  const save = panel.getByRole('button', { name: 'Save moderation' });
  await expect(hours).toHaveValue('24');

  // Links are held by default: the admin lets them through first, and a newcomer's link stands.
  await expect(links).toBeChecked();
  await links.uncheck();
  await save.click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await deliver(request, joinUpdate(chat, early));
  await deliver(request, groupMessage(chat, early, 'my portfolio: https://early.example'));

  // Then turns the link hold on explicitly and adds a stop word.
  await page.reload();
  await expect(links).not.toBeChecked();
  await links.check();
  await panel.getByLabel(/Stop words/).fill('airdrop*');
  await save.click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await deliver(request, joinUpdate(chat, newcomer));
  await deliver(request, groupMessage(chat, newcomer, 'join https://scam.example now'));
  await deliver(request, groupMessage(chat, newcomer, 'free AIRDROPS here'));

  await card.getByRole('tab', { name: 'Log' }).click();
  await page.reload();
  const log = card.getByTestId('moderation-log');
  // The heading row, the hold and the stop word; nothing of the newcomer who posted while links were let through.
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log).toContainText('Newcomer hold (links)');
  await expect(log).toContainText('Stop word (airdrop*)');
  await expect(log).not.toContainText('Early');
  await log.getByRole('button', { name: 'Undo: Held, Newbie' }).click();
  await expect(log.getByText('Undone')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Undo: Held, Newbie' })).toHaveCount(0);
});
