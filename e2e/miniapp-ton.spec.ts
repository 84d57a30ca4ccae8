import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Address } from '@ton/core';
import { TON_API_URL, VERIFY_RECHECK_SECONDS } from './environment';
import { publishEvent } from './event-setup';
import { expect, test } from './fixtures';
import {
  backButtonVisible,
  emulateTelegramDesktop,
  launchFragment,
  mainButton,
  pressBackButton,
  pressMainButton,
  type TelegramLaunch,
  telegramCalls,
} from './telegram-client';
import {
  approveConnect,
  keepTonConnectOffline,
  newTonWallet,
  startTonBridge,
  TEST_WALLET,
  type TonBridge,
  type TonWallet,
} from './ton-connect';

/**
 * Linking a TON wallet from the Mini App's profile, end to end: TON Connect's real UI and SDK in the page, a
 * bridge stand-in on loopback, a fake wallet app that signs a real ton_proof, and the server's check; then the
 * TON hold tasks checked against that wallet through the TON API stand-in (TON_API_BASE, filled with
 * POST /control/… as the chain would be).
 */
let bridge: TonBridge;
test.beforeAll(async () => {
  bridge = await startTonBridge();
});
test.afterAll(() => bridge.close());

test.describe('Mini App TON wallet on a 390 px phone', () => {
  // The bridge's certificate is made for the run.
  test.use({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });

  /**
   * Opens the Mini App as a new Telegram user, signed in, on the root screen; or, with `profileFirst`, opens the
   * profile while the silent sign-in is still on its way (held by the test), as a quick thumb does.
   */
  async function launch(
    page: Page,
    name: string,
    { profileFirst = false, user: known }: { profileFirst?: boolean; user?: TelegramLaunch['user'] } = {},
  ) {
    const user = known ?? {
      id: 550_000_000 + Math.floor(Math.random() * 1e8),
      first_name: name,
      language_code: 'en',
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (profileFirst) {
      await page.route(
        '**/api/auth/login-via-telegram-bot',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
    } else release();
    // A fresh start each time (a new fragment alone would not reload the page), as when Telegram opens the app.
    await page.goto('about:blank');
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/login-via-telegram-bot'));
    await page.goto(`/miniapp/${launchFragment({ user })}`);
    await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();
    if (profileFirst) {
      await page.getByTestId('nav-profile').click();
      release();
    }
    expect((await signedIn).status()).toBe(200);
    return user;
  }

  /** The profile's TON section: connect, pick the test wallet in TON Connect's modal, let the wallet answer. */
  async function connectWallet(
    page: Page,
    net: Awaited<ReturnType<typeof keepTonConnectOffline>>,
    wallet: TonWallet,
    domain?: string,
  ) {
    if (!(await page.getByTestId('profile-score').isVisible())) await page.getByTestId('nav-profile').click();
    await page.getByRole('button', { name: 'Connect a TON wallet' }).click();
    // TON Connect's own modal, in its phone layout: the wallets that run on phones.
    const modal = page.locator('[data-tc-wallets-modal-universal-mobile]');
    await modal.getByText(TEST_WALLET.name).click();
    // The modal opens the wallet app with the connect request; the wallet signs and answers through the bridge.
    const answer = await approveConnect(await net.nextConnectLink(), wallet, bridge.url, { domain });
    expect(answer.request.items.map((item) => item.name)).toEqual(['ton_addr', 'ton_proof']);
    return answer;
  }

  const profileOf = async (page: Page) => {
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    const response = await page.request.get('/api/users/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { ton_wallet_address: string | null };
  };
  const lastHaptic = async (page: Page) =>
    (await telegramCalls(page, 'web_app_trigger_haptic_feedback')).at(-1);

  test('links a wallet through TON Connect with a signed ton_proof, and goes back to the root', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const net = await keepTonConnectOffline(page.context(), bridge.url);
    await emulateTelegramDesktop(page);
    await launch(page, 'Tuan');
    const wallet = newTonWallet();

    const { request, session } = await connectWallet(page, net, wallet);
    // The proof the server checks carries the payload the server issued for it.
    expect(request.items.find((item) => item.name === 'ton_proof')).toMatchObject({
      payload: expect.stringMatching(/^\S{16,}$/),
    });
    await expect(page.getByTestId('ton-linked')).toHaveText(`Linked: ${wallet.rawAddress}`);
    await expect
      .poll(() => lastHaptic(page))
      .toMatchObject({ type: 'notification', notification_type: 'success' });
    expect((await profileOf(page)).ton_wallet_address).toBe(wallet.rawAddress);
    // The Mini App drops the wallet session once the server has the wallet: it tells the wallet so.
    await expect
      .poll(() => bridge.messages.filter((m) => m.from === session).map((m) => m.topic))
      .toEqual(['disconnect']);
    await pressBackButton(page);
    await expect(page.getByText('Welcome, Tuan!')).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(false);
    // Nothing left the machine except what the test answered for TON Connect's wallet list and the wallet app:
    // no telemetry. The SDK sends its events in batches 2 s after the first, so a batch would be out by now.
    await page.waitForTimeout(2_500);
    const hosts = new Set(net.outside.map((url) => new URL(url).host));
    expect(
      [...hosts].filter((host) => !['config.ton.org', 'wallet.w2e-test.example'].includes(host)),
    ).toEqual([]);
  });

  test.describe('refused by the server', () => {
    test.use({ allowHttpErrors: [401, 409] });

    test('a proof made for another site, and a wallet already linked to another player: the profile says so and links nothing', async ({
      page,
      consoleErrors,
    }) => {
      void consoleErrors;
      test.slow();
      const net = await keepTonConnectOffline(page.context(), bridge.url);
      await emulateTelegramDesktop(page);

      // A wallet fooled by another site signs for that site's domain.
      await launch(page, 'Hoa');
      const wallet = newTonWallet();
      await connectWallet(page, net, wallet, 'w2e-hub.phishing.example');
      await expect(page.getByTestId('ton-problem')).toHaveText('This wallet proof was made for another site');
      await expect
        .poll(() => lastHaptic(page))
        .toMatchObject({ type: 'notification', notification_type: 'error' });
      expect((await profileOf(page)).ton_wallet_address).toBeNull();
      await expect(page.getByTestId('ton-linked')).toHaveCount(0);
      await pressBackButton(page);
      await expect(page.getByText('Welcome, Hoa!')).toBeVisible();

      // Its rightful link, by a first player, then a second Telegram player with the same wallet.
      await launch(page, 'Khoa');
      await connectWallet(page, net, wallet);
      await expect(page.getByTestId('ton-linked')).toHaveText(`Linked: ${wallet.rawAddress}`);
      // The second player opens the profile before their sign-in has answered, with the first player's token
      // still stored (one device, two Telegram accounts): the profile is theirs, with no wallet.
      await launch(page, 'Binh', { profileFirst: true });
      await expect(page.getByRole('button', { name: 'Connect a TON wallet' })).toBeVisible();
      await expect(page.getByTestId('ton-linked')).toHaveCount(0);
      await connectWallet(page, net, wallet);
      await expect(page.getByTestId('ton-problem')).toHaveText(
        'This TON wallet is already linked to another account',
      );
      await expect
        .poll(() => lastHaptic(page))
        .toMatchObject({ type: 'notification', notification_type: 'error' });
      expect((await profileOf(page)).ton_wallet_address).toBeNull();
      await pressBackButton(page);
      await expect(page.getByText('Welcome, Binh!')).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(false);
    });
  });

  test.describe('TON hold tasks checked against the linked wallet', () => {
    // A balance below the threshold is refused with 400.
    test.use({ allowHttpErrors: [400] });

    /** Fills the TON API stand-in's table, as the chain would hold it. */
    const tonApi = async (request: APIRequestContext, what: string, data: Record<string, unknown>) => {
      const response = await request.post(`${TON_API_URL}/control/${what}`, { data });
      expect(response.status()).toBe(200);
    };
    /** A fresh TON account, in the user-friendly form a host pastes. */
    const tonAccount = () => new Address(0, randomBytes(32)).toString({ bounceable: true });

    test('refuses a jetton balance below the threshold with the balance, grants it after a top-up, and grants an NFT of the collection', async ({
      page,
      request,
      consoleErrors,
    }) => {
      void consoleErrors;
      test.slow();
      const jetton = tonAccount();
      const collection = tonAccount();
      await tonApi(request, 'master', { address: jetton, decimals: 9 });
      const slug = `ton-hold-${Date.now().toString(36)}`;
      await publishEvent(request, 'TON Holders Cup', slug, [
        {
          id: randomUUID(),
          type: 'hold_token',
          name: 'Hold 5 JET',
          score: 40,
          network: 'ton',
          contract_address: jetton,
          token_label: 'JET',
          amount_threshold: '5000000000',
        },
        {
          id: randomUUID(),
          type: 'hold_nft',
          name: 'Hold a Cup NFT',
          score: 25,
          network: 'ton',
          nft_address: collection,
          required_amount: 1,
        },
      ]);

      // The player links a wallet from the profile, then opens the event from its deep link.
      const net = await keepTonConnectOffline(page.context(), bridge.url);
      await emulateTelegramDesktop(page);
      const user = await launch(page, 'Lan');
      const wallet = newTonWallet();
      await connectWallet(page, net, wallet);
      await expect(page.getByTestId('ton-linked')).toHaveText(`Linked: ${wallet.rawAddress}`);
      await page.goto('about:blank');
      await page.goto(`/miniapp/${launchFragment({ user, startParam: `event_${slug}` })}`);
      await expect(page.getByTestId('event-title')).toHaveText('TON Holders Cup');

      // 2 JET of the 5 the task asks for: refused, with the balance in whole jettons.
      await tonApi(request, 'balance', { owner: wallet.rawAddress, master: jetton, balance: '2000000000' });
      const jettonCell = page.getByTestId('task-cell').filter({ hasText: 'Hold 5 JET' });
      await jettonCell.click();
      await expect(page.getByTestId('task-name')).toHaveText('Hold 5 JET');
      await expect(page.getByTestId('ton-wallet')).toContainText('Checked with your linked TON wallet');
      await expect.poll(async () => (await mainButton(page)).text).toBe('Verify');
      await pressMainButton(page);
      await expect(page.getByTestId('task-outcome')).toHaveText('Balance 2 of 5 JET');
      await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'false');
      await expect(page.getByTestId('task-status')).toHaveAttribute('data-status', 'available');
      await expect
        .poll(() => lastHaptic(page))
        .toMatchObject({ type: 'notification', notification_type: 'error' });

      // The player tops up; the server checks a task again once its re-check window has passed.
      await tonApi(request, 'balance', { owner: wallet.rawAddress, master: jetton, balance: '5000000000' });
      await page.waitForTimeout(VERIFY_RECHECK_SECONDS * 1000);
      await pressMainButton(page);
      await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('task-status')).toHaveAttribute('data-status', 'done');
      await expect.poll(async () => (await mainButton(page)).visible).toBe(false);
      await expect
        .poll(() => lastHaptic(page))
        .toMatchObject({ type: 'notification', notification_type: 'success' });
      await pressBackButton(page);
      await expect(jettonCell).toHaveAttribute('data-status', 'done');
      await expect(page.getByTestId('event-score')).toContainText('40 XP');

      // An NFT of the collection in the wallet: the hold-NFT task is granted at the first check.
      await tonApi(request, 'items', { owner: wallet.rawAddress, collection, count: 1 });
      const nftCell = page.getByTestId('task-cell').filter({ hasText: 'Hold a Cup NFT' });
      await nftCell.click();
      await expect(page.getByTestId('ton-goal')).toContainText('Hold 1 NFTs of');
      await expect.poll(async () => (await mainButton(page)).text).toBe('Verify');
      await pressMainButton(page);
      await expect(page.getByTestId('task-outcome')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('task-status')).toHaveAttribute('data-status', 'done');
      await pressBackButton(page);
      await expect(nftCell).toHaveAttribute('data-status', 'done');
      await expect(page.getByTestId('event-score')).toContainText('65 XP');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });
  });
});
