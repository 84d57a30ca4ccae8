import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createWalletClient, http, parseEther, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { ANVIL_URL } from './environment';
import { operatorToken } from './event-setup';
import { expect, test, uniqueUser } from './fixtures';

/**
 * A prize from the draw to the winner's wallet, against the real server, its end-of-event job and a real EVM
 * node: a Premium host's event pays its one winner 0.5 of the network's coin (a random draw decides) and has a
 * wheel of items; the player completes the task (one spin), spins a hoodie, and the event ends. The player sees
 * the bell, finds both prizes on /prizes, claims the coin with a wallet address and the hoodie with a contact;
 * the host pays on anvil and records the delivery with the transaction's hash, which the server checks on-chain;
 * the player sees the transaction and confirms.
 */

test.use({ allowHttpErrors: [400] });

const HOUR = 3_600_000;
// Many steps, the end-of-event job and a chain: three times the usual time on a shared two-core machine.
test.slow();

/**
 * anvil's second default account (a well-known test key, funded at every start): the first one deploys for the
 * verification tests, which may run beside this one, and one account's nonces are not to be shared.
 */
const PAYER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const chain = createWalletClient({ account: PAYER, chain: foundry, transport: http(ANVIL_URL) }).extend(
  publicActions,
);

async function registered(request: APIRequestContext) {
  const user = uniqueUser();
  const response = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = (await response.json()).access_tokens.access_token as string;
  return { ...user, token, headers: { Authorization: `Bearer ${token}` } };
}

test('a player wins a draw and a wheel prize, claims both, the host pays on-chain and the player confirms', async ({
  page,
  request,
}) => {
  const id = randomUUID().slice(0, 8);
  const title = `Payout cup ${id}`;
  const slug = `payout-cup-${id}`;

  // The host: a Premium project (an operator sets the plan), its event and the event's wheel.
  const host = await registered(request);
  const project = await request.post('/api/projects', {
    headers: host.headers,
    data: { name: `Payouts ${id}` },
  });
  expect(project.status(), await project.text()).toBe(200);
  const projectId = (await project.json()).project.id as string;
  const tier = await request.patch(`/api/admin/projects/${projectId}/tier`, {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { tier: 'premium' },
  });
  expect(tier.status(), await tier.text()).toBe(200);
  const created = await request.post('/api/events', {
    headers: host.headers,
    data: {
      host: { kind: 'project', id: projectId },
      title,
      slug,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      distribution: 'random',
      leaderboards: [
        {
          order: 1,
          rank: 'TOP 10',
          winners: 1,
          reward: '0.5 BNB',
          payout: { kind: 'token', network: 'bsc', token: 'native', amount: '0.5' },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = (await created.json()).event.id as string;
  const taskId = randomUUID();
  const task = await request.post(`/api/events/${eventId}/tasks`, {
    headers: host.headers,
    data: {
      id: taskId,
      type: 'form',
      name: 'Say hello',
      score: 10,
      spins: 1,
      fields: [{ label: 'Greeting', kind: 'text', required: true }],
    },
  });
  expect(task.status(), await task.text()).toBe(200);
  const wheel = await request.post('/api/wheels', {
    headers: host.headers,
    data: {
      name: `Wheel ${id}`,
      event_id: eventId,
      segments: [
        { label: 'Hoodie', prize_kind: 'manual', weight: 1, payout: { kind: 'item' } },
        { label: 'Hoodie', prize_kind: 'manual', weight: 1 },
      ],
    },
  });
  expect(wheel.status(), await wheel.text()).toBe(200);
  const wheelId = (await wheel.json()).id as string;
  expect((await request.post(`/api/events/${eventId}/publish`, { headers: host.headers })).status()).toBe(
    200,
  );

  // The player: the task (score and a spin), a spin that wins a hoodie.
  const player = await registered(request);
  const sent = await request.post(`/api/tasks/${taskId}/submissions`, {
    headers: player.headers,
    data: { form_answers: ['hi'] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const spun = await request.post(`/api/wheels/${wheelId}/spins`, { headers: player.headers });
  expect(spun.status(), await spun.text()).toBe(200);

  // The event ends; the job draws the one eligible player.
  const ended = await request.patch(`/api/events/${eventId}`, {
    headers: host.headers,
    data: { end_time: new Date(Date.now() - 1000).toISOString() },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  // The bell tells the player (the draw's prize and the wheel's, both through the outbox).
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), player.token);
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByTestId('notifications').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('notifications')).toContainText(title);

  // Both prizes on /prizes: the coin claimed with a wallet address, the hoodie with a contact.
  const wallet = privateKeyToAccount(generatePrivateKey()).address;
  await page.goto('/prizes');
  const prizes = page.getByTestId('my-prize');
  await expect(prizes).toHaveCount(2, { timeout: 20_000 });
  const coin = prizes.filter({ hasText: '0.5 BNB' });
  const hoodie = prizes.filter({ hasText: 'Hoodie' });
  await expect(coin).toContainText('0.5 BNB on BNB Smart Chain');
  await coin.getByLabel('Wallet address on BNB Smart Chain').fill('0x1234');
  await coin.getByRole('button', { name: 'Send claim' }).click();
  await expect(coin).toContainText('0x and 40 hexadecimal digits');
  await coin.getByLabel('Wallet address on BNB Smart Chain').fill(wallet);
  await coin.getByRole('button', { name: 'Send claim' }).click();
  await expect(coin.getByTestId('prize-status')).toHaveText('Claimed');
  await hoodie.getByLabel(/How to reach you/).fill('@hoodie_winner on Telegram');
  await hoodie.getByRole('button', { name: 'Send claim' }).click();
  await expect(hoodie.getByTestId('prize-status')).toHaveText('Claimed');

  // The host pays on anvil and records the delivery on the payout page: a transaction paying too little is
  // refused with what it did not do, the right one accepted.
  const short = await chain.sendTransaction({ to: wallet, value: parseEther('0.1') });
  await chain.waitForTransactionReceipt({ hash: short });
  const paid = await chain.sendTransaction({ to: wallet, value: parseEther('0.5') });
  await chain.waitForTransactionReceipt({ hash: paid });
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), host.token);
  await page.goto(`/event/${slug}/prizes`);
  const payouts = page.getByTestId('payout-prize');
  await expect(payouts).toHaveCount(2, { timeout: 20_000 });
  const owed = payouts.filter({ hasText: '0.5 BNB' });
  await expect(owed).toContainText(wallet);
  await expect(payouts.filter({ hasText: 'Hoodie' })).toContainText('@hoodie_winner on Telegram');
  await owed.getByLabel('Transaction hash').fill(short);
  await owed.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'less than 0.5' })).toBeVisible();
  await expect(owed.getByTestId('prize-status')).toHaveText('Claimed');
  await owed.getByLabel('Transaction hash').fill(paid);
  await owed.getByRole('button', { name: 'Save delivery' }).click();
  await expect(owed.getByTestId('prize-status')).toHaveText('Delivered');

  // The player sees the transaction and confirms.
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), player.token);
  await page.goto('/prizes');
  await expect(coin.getByTestId('prize-status')).toHaveText('Delivered', { timeout: 20_000 });
  await expect(coin.getByTestId('prize-delivery')).toContainText(paid.slice(0, 6));
  await coin.getByRole('button', { name: 'It arrived' }).click();
  await expect(coin.getByTestId('prize-status')).toHaveText('Confirmed');
});
