import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  backButtonVisible,
  emulateTelegramDesktop,
  launchFragment,
  pressBackButton,
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
 * bridge stand-in on loopback, a fake wallet app that signs a real ton_proof, and the server's check.
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
  async function launch(page: Page, name: string, { profileFirst = false } = {}) {
    const user = { id: 550_000_000 + Math.floor(Math.random() * 1e8), first_name: name, language_code: 'en' };
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
    // Nothing left the machine except what the test answered for TON Connect's servers and the wallet app.
    const hosts = new Set(net.outside.map((url) => new URL(url).host));
    for (const host of hosts)
      expect(['config.ton.org', 'analytics.ton.org', 'wallet.w2e-test.example']).toContain(host);

    await pressBackButton(page);
    await expect(page.getByText('Welcome, Tuan!')).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(false);
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
});
