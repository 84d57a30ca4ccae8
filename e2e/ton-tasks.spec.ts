import { randomUUID } from 'node:crypto';
import { publishEvent } from './event-setup';
import { expect, test } from './fixtures';
import { emulateTelegramDesktop, launchFragment, mainButton } from './telegram-client';

/**
 * Hold tasks on TON, as the server under test runs them: TON_API_BASE points at the TON API stand-in
 * (packages/server/test/support/ton-api-stand-in-server.ts), so a host may make one (with the collection in
 * user-friendly form), and the Mini App does it in Telegram: a player with no TON wallet linked is led to the
 * profile to connect one rather than offered a check. A player with a linked wallet needs a TON Connect wallet
 * in the browser (the Mini App's own browser test).
 */
const COLLECTION = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';

test('a TON hold-NFT task is done in the Mini App, which leads a player without a TON wallet to connect one', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  const slug = `ton-${Date.now().toString(36)}`;
  await publishEvent(request, 'TON Holders', slug, [
    {
      id: randomUUID(),
      type: 'hold_nft',
      name: 'Hold our NFT',
      score: 40,
      network: 'ton',
      nft_address: COLLECTION,
      required_amount: 1,
    },
  ]);
  await emulateTelegramDesktop(page);
  await page.goto(
    `/miniapp/${launchFragment({
      user: { id: 660_000 + (Date.now() % 100_000), first_name: 'Tuan', language_code: 'en' },
      startParam: `event_${slug}`,
    })}`,
  );
  await page.getByTestId('task-cell').filter({ hasText: 'Hold our NFT' }).click();
  await expect(page.getByTestId('ton-goal')).toHaveText('Hold 1 NFTs of 0:83...f31a8 on TON');
  await expect(
    page.getByText('This task is checked with a TON wallet: connect one in your profile first'),
  ).toBeVisible();
  expect((await mainButton(page)).visible).toBe(false);
  await page.getByRole('button', { name: 'Connect a TON wallet' }).click();
  await expect(page.getByText('TON wallet', { exact: true })).toBeVisible();
});
