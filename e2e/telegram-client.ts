import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { TELEGRAM_BOT_TOKEN } from './environment';

export interface TelegramLaunch {
  user: { id: number; first_name: string; language_code?: string; username?: string };
  theme?: Record<string, string>;
  platform?: string;
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
}: TelegramLaunch & { botToken?: string }): string {
  const initData = new URLSearchParams({
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
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
  }).toString()}`;
}

/**
 * Plays the Telegram Desktop side of the Mini App bridge: the page posts methods through
 * `window.TelegramWebviewProxy.postEvent`, and Telegram answers through `window.Telegram.WebView.receiveEvent`.
 * Every method the app posts is recorded in `window.__telegramMethods`.
 */
export async function emulateTelegramDesktop(page: Page, theme: Record<string, string> = DARK_THEME) {
  await page.addInitScript((themeParams) => {
    const w = window as unknown as {
      __telegramMethods: string[];
      TelegramWebviewProxy: { postEvent(name: string, data: string): void };
      Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
    };
    w.__telegramMethods = [];
    const answer = (name: string, payload: unknown) =>
      setTimeout(() => w.Telegram?.WebView?.receiveEvent(name, payload), 0);
    w.TelegramWebviewProxy = {
      postEvent(name: string) {
        w.__telegramMethods.push(name);
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
