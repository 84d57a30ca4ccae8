import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createWalletClient, http, parseEther, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { tokenAbi, tokenBytecode } from '../packages/server/test/support/evm-contracts';
import { ANVIL_URL, VERIFY_RECHECK_SECONDS } from './environment';
import { operatorProjectId } from './event-setup';
import { expect, test } from './fixtures';
import { injectWallet } from './wallet-provider';

/**
 * Task verification against a real chain: a player signed in with a wallet fails a
 * hold-token task with the reason shown ("Balance 0 of 1 TKN"), gets the tokens through an anvil transfer,
 * re-checks after the 30 s limit and gets the score.
 */
test.use({ allowHttpErrors: [400, 429] });

const HOUR = 3_600_000;
/** anvil's first default account: a well-known test key, funded on every anvil start. */
const DEPLOYER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const chain = createWalletClient({ account: DEPLOYER, chain: foundry, transport: http(ANVIL_URL) }).extend(
  publicActions,
);

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function operatorHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login-via-username', {
    data: { username: 'operator', password: 'Demo@12345' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_tokens: { access_token: string } };
  return { Authorization: `Bearer ${body.access_tokens.access_token}` };
}

/** A running event of the operator's project with one hold-token task on the token `address`. */
async function holdTokenEvent(request: APIRequestContext, slug: string, address: string) {
  const headers = await operatorHeaders(request);
  const project = { id: await operatorProjectId(request, headers, `Studio ${slug}`) };
  const created = await request.post('/api/events', {
    headers,
    data: {
      host: { kind: 'project', id: project.id },
      title: `Holders ${slug}`,
      slug,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      score_label: 'XP',
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '100 USDT' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = ((await created.json()) as { event: { id: string } }).event;
  const added = await request.post(`/api/events/${event.id}/tasks`, {
    headers,
    data: {
      id: randomUUID(),
      type: 'hold_token',
      name: 'Hold 1 TKN',
      score: 40,
      network: 'bsc',
      contract_address: address,
      token_label: 'TKN',
      amount_threshold: parseEther('1').toString(),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const published = await request.post(`/api/events/${event.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
}

test('a hold-token task refuses with the balance, then passes after an anvil transfer', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(120_000);
  const hash = await chain.deployContract({
    abi: tokenAbi,
    bytecode: tokenBytecode,
    args: [parseEther('100')],
  });
  const token = (await chain.waitForTransactionReceipt({ hash })).contractAddress!;
  const slug = `holders-${Date.now().toString(36)}`;
  await holdTokenEvent(request, slug, token);

  // Signed in with a wallet: the signature proves it, so it is the player's linked wallet.
  const player = privateKeyToAccount(generatePrivateKey());
  await injectWallet(page, player);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(toast(page, 'Signed in successfully')).toBeVisible();

  await page.goto(`/event/${slug}`);
  const task = page.getByRole('article', { name: 'Hold 1 TKN' });
  await expect(task.getByTestId('task-check')).toHaveText('On-chain: checked on the blockchain');
  await task.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Balance 0 of 1 TKN')).toBeVisible();

  const sent = await chain.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [player.address, parseEther('1')],
  });
  await chain.waitForTransactionReceipt({ hash: sent });

  // One outside check per task and player per window (30 s in production, VERIFY_RECHECK_SECONDS here): the
  // next check waits for it, then passes.
  await page.waitForTimeout(VERIFY_RECHECK_SECONDS * 1000 + 500);
  await task.getByRole('button', { name: 'Verify' }).click();
  await expect(task.getByTestId('task-status')).toHaveText('Done');
  await expect(page.getByTestId('viewer-score')).toContainText('40 XP');
});
