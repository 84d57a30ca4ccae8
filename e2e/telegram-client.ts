import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { TELEGRAM_BOT_TOKEN } from './environment';

export interface TelegramLaunch {
  user: { id: number; first_name: string; language_code?: string; username?: string };
  theme?: Record<string, string>;
  platform?: string;
  /** `tgWebAppStartParam`: what `t.me/<bot>?startapp=` carried (`event_<slug>`, `ref_<code>`). */
  startParam?: string;
  /** Seconds since the init data was signed (stale data is refused by the server). */
  ageSeconds?: number;
}

export const DARK_THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
};

/**
 * Launch parameters the way Telegram passes them to a Mini App: in the URL fragment, with init data signed
 * by the bot token the server under test is configured with (or another token, to play a forger).
 */
export function launchFragment({
  user,
  theme = DARK_THEME,
  platform = 'tdesktop',
  botToken = TELEGRAM_BOT_TOKEN,
  startParam,
  ageSeconds = 0,
}: TelegramLaunch & { botToken?: string }): string {
  const initData = new URLSearchParams({
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000) - ageSeconds),
    chat_type: 'sender',
    chat_instance: '1',
    // Telegram signs init data twice: `hash` (HMAC with the bot token) and `signature` (Ed25519, Bot API 8.0).
    signature: 'b'.repeat(86),
  });
  const dataCheckString = [...initData.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  initData.set('hash', createHmac('sha256', secret).update(dataCheckString).digest('hex'));
  return `#${new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(theme),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  }).toString()}`;
}

/**
 * Plays the Telegram Desktop side of the Mini App bridge: the page posts methods through
 * `window.TelegramWebviewProxy.postEvent`, and Telegram answers through `window.Telegram.WebView.receiveEvent`.
 * Every method the app posts is recorded in `window.__telegramMethods`, with its parameters in
 * `window.__telegramCalls`.
 */
export async function emulateTelegramDesktop(page: Page, theme: Record<string, string> = DARK_THEME) {
  await page.addInitScript((themeParams) => {
    const w = window as unknown as {
      __telegramMethods: string[];
      __telegramCalls: [string, unknown][];
      TelegramWebviewProxy: { postEvent(name: string, data: string): void };
      Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
    };
    w.__telegramMethods = [];
    w.__telegramCalls = [];
    const answer = (name: string, payload: unknown) =>
      setTimeout(() => w.Telegram?.WebView?.receiveEvent(name, payload), 0);
    w.TelegramWebviewProxy = {
      postEvent(name: string, data?: string) {
        w.__telegramMethods.push(name);
        w.__telegramCalls.push([name, data ? JSON.parse(data) : null]);
        if (name === 'web_app_request_theme') answer('theme_changed', { theme_params: themeParams });
        if (name === 'web_app_request_viewport') {
          answer('viewport_changed', {
            height: window.innerHeight,
            width: window.innerWidth,
            is_expanded: true,
            is_state_stable: true,
          });
        }
        if (name === 'web_app_request_safe_area')
          answer('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        if (name === 'web_app_request_content_safe_area') {
          answer('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        }
      },
    };
  }, theme);
}

export function telegramMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __telegramMethods: string[] }).__telegramMethods);
}

/** The parameters of every call of one method, oldest first. */
export function telegramCalls(page: Page, method: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      (window as unknown as { __telegramCalls: [string, Record<string, unknown>][] }).__telegramCalls
        .filter(([called]) => called === name)
        .map(([, params]) => params),
    method,
  );
}

/** Telegram tells the app that the user pressed one of its buttons. */
function press(page: Page, event: 'back_button_pressed' | 'main_button_pressed') {
  return page.evaluate(
    (name) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(n: string, p: unknown): void } } }
      ).Telegram.WebView.receiveEvent(name, null),
    event,
  );
}

export const pressBackButton = (page: Page) => press(page, 'back_button_pressed');
export const pressMainButton = (page: Page) => press(page, 'main_button_pressed');

/** Whether the app shows Telegram's BackButton now (its last setup call). */
export async function backButtonVisible(page: Page): Promise<boolean> {
  const calls = await telegramCalls(page, 'web_app_setup_back_button');
  return Boolean(calls.at(-1)?.is_visible);
}

/** The MainButton as the app last set it up: its text and whether it shows. */
export async function mainButton(page: Page): Promise<{ text: string; visible: boolean }> {
  const calls = await telegramCalls(page, 'web_app_setup_main_button');
  const last = calls.at(-1);
  return { text: String(last?.text ?? ''), visible: Boolean(last?.is_visible) };
}
