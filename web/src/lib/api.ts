import { createHttpClient } from '@w2e/core/api/http';
import { API_BASE } from '@w2e/core/constants';
import { tokenStore } from '@w2e/react/session/token-store';
import { hydrated } from './hydration';
import { currentLanguage, i18n } from './i18n';
import { toast } from './toast';

/**
 * The portal's one API client: bearer token from storage, answers in the reader's language. An answer (or a failure)
 * that arrives while the server's markup hydrates is held until it has (lib/hydration.ts).
 */
export const http = createHttpClient({
  transport: (url, init) => fetch(url, init).finally(hydrated),
  baseURL: API_BASE,
  getToken: () => tokenStore.get(),
  getLanguage: currentLanguage,
  notifyError: (message) => toast.error(message),
  fallbackMessage: () => i18n.t('errors:requestFailed'),
});
