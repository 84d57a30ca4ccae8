import { createHttpClient } from '@w2e/core/api/http';
import { API_BASE } from '@w2e/core/constants';
import { tokenStore } from '@w2e/react/session/token-store';
import type { MiniAppI18n } from '../i18n';

/** The API's HTTP client in the Mini App: bearer token from the shared store, answers in the user's language. */
export function createMiniAppHttp(i18n: MiniAppI18n) {
  return createHttpClient({
    baseURL: new URL(API_BASE, window.location.origin).toString(),
    getToken: () => tokenStore.get(),
    getLanguage: () => i18n.language,
    fallbackMessage: () => i18n.t('errors:requestFailed'),
  });
}
