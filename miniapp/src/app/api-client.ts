import { loginViaTelegramBot } from '@w2e/core/api/auth';
import { getPublicConfig } from '@w2e/core/api/config';
import { createHttpClient } from '@w2e/core/api/http';
import { API_BASE } from '@w2e/core/constants';
import type { ApiClient } from '@w2e/react/api-provider';
import { loadSessionUser } from '@w2e/react/session/load-session';
import { tokenStore } from '@w2e/react/session/token-store';
import type { i18n as I18n } from 'i18next';

/**
 * The Mini App's side of the shared data layer (@w2e/react): an HTTP client that answers in the user's
 * Telegram language, the same token store as the portal (they share an origin, so signing in here signs the
 * portal in too), and a silent sign-in at start with the raw init data (POST auth/login-via-telegram-bot)
 * when the server is set up for Telegram sign-in. A refused sign-in keeps whoever was signed in, or a guest.
 */
export function createApiClient({ initData, i18n }: { initData: string | undefined; i18n: I18n }): ApiClient {
  const http = createHttpClient({
    baseURL: new URL(API_BASE, window.location.origin).toString(),
    getToken: () => tokenStore.get(),
    getLanguage: () => i18n.language,
    fallbackMessage: () => i18n.t('errors:requestFailed'),
  });
  const client: ApiClient = {
    http: async () => http,
    tokens: tokenStore,
    startPending: () => Boolean(initData),
    startSession: async () => {
      if (!initData) return undefined;
      try {
        if (!(await getPublicConfig(http)).telegram_login) return undefined;
        const result = await loginViaTelegramBot(http, { init_data: initData });
        tokenStore.set(result.access_tokens.access_token, result.access_tokens.expires_at);
        return { ...result, access_tokens: null };
      } catch (error) {
        console.warn('Telegram sign-in failed', error);
        return tokenStore.get() ? loadSessionUser(client) : null;
      }
    },
  };
  return client;
}
