import type { Page } from '@playwright/test';
import { DARK_THEME, signedLaunchFragment, telegramDesktopBridge } from '../scripts/telegram-launch.mjs';
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

/**
 * Launch parameters the way Telegram passes them to a Mini App: in the URL fragment, with init data signed
 * by the bot token the server under test is configured with (or another token, to play a forger).
 */
export function launchFragment(launch: TelegramLaunch & { botToken?: string }): string {
  return signedLaunchFragment({ ...launch, botToken: launch.botToken ?? TELEGRAM_BOT_TOKEN });
}

/**
 * Plays the Telegram Desktop side of the Mini App bridge (scripts/telegram-launch.mjs): every method the app
 * posts is recorded, for `telegramMethods` and `telegramCalls` to read.
 */
export async function emulateTelegramDesktop(page: Page, theme: Record<string, string> = DARK_THEME) {
  await page.addInitScript(telegramDesktopBridge, theme);
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
