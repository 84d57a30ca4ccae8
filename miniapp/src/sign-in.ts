import { loginViaTelegramBot } from '@w2e/core/api/auth';
import { getPublicConfig } from '@w2e/core/api/config';
import { createHttpClient } from '@w2e/core/api/http';
import { API_BASE, TOKEN_STORAGE_KEY } from '@w2e/core/constants';
import type { UserInfo } from '@w2e/core/contracts/session';

/**
 * Signs the Telegram user in at start with the Mini App's raw init data (POST auth/login-via-telegram-bot),
 * when the server is set up for Telegram sign-in. The token is kept under the portal's key, so the portal on
 * the same origin is signed in too. Null when Telegram sign-in is off or refused.
 */
export async function signInWithTelegram(initData: string | undefined): Promise<UserInfo | null> {
  if (!initData) return null;
  const http = createHttpClient({
    baseURL: new URL(API_BASE, window.location.origin).toString(),
    getToken: () => null,
    getLanguage: () => navigator.language,
    fallbackMessage: () => 'error when send request',
  });
  try {
    if (!(await getPublicConfig(http)).telegram_login) return null;
    const result = await loginViaTelegramBot(http, { init_data: initData });
    localStorage.setItem(TOKEN_STORAGE_KEY, result.access_tokens.access_token);
    return { ...result, access_tokens: null };
  } catch (error) {
    console.warn('Telegram sign-in failed', error);
    return null;
  }
}
