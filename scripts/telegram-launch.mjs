// Opening the Mini App the way Telegram does, outside Telegram: launch parameters in the URL fragment with init
// data signed by a bot token, and the Telegram Desktop side of the Mini App bridge as a script run before the
// page's own. Used by the browser tests (e2e/telegram-client.ts) and by `pnpm bench:portal -- --miniapp`.
import { createHmac } from 'node:crypto';

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
 * Launch parameters as Telegram passes them to a Mini App: in the URL fragment, with init data signed by
 * `botToken` (the one the server is configured with, or another, to play a forger).
 * @param {{ user: object, botToken: string, theme?: Record<string, string>, platform?: string,
 *   startParam?: string, ageSeconds?: number }} launch
 * @returns {string} the fragment, `#` included
 */
export function signedLaunchFragment({
  user,
  botToken,
  theme = DARK_THEME,
  platform = 'tdesktop',
  startParam,
  ageSeconds = 0,
}) {
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
 * Runs in the page, before its scripts (Playwright's addInitScript, Puppeteer's evaluateOnNewDocument): plays the
 * Telegram Desktop side of the bridge. The page posts methods through `window.TelegramWebviewProxy.postEvent` and
 * Telegram answers through `window.Telegram.WebView.receiveEvent`. Every method posted is kept in
 * `window.__telegramMethods`, with its parameters in `window.__telegramCalls`.
 * @param {Record<string, string>} themeParams
 */
export function telegramDesktopBridge(themeParams) {
  const w = /** @type {any} */ (window);
  w.__telegramMethods = [];
  w.__telegramCalls = [];
  /** @param {string} name @param {unknown} payload */
  const answer = (name, payload) => setTimeout(() => w.Telegram?.WebView?.receiveEvent(name, payload), 0);
  w.TelegramWebviewProxy = {
    /** @param {string} name @param {string} [data] */
    postEvent(name, data) {
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
}
