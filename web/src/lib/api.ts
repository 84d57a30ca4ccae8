import { createHttpClient } from '@w2e/core/api/http';
import { API_BASE } from '@w2e/core/constants';
import { tokenStore } from '@w2e/react/session/token-store';
import { currentLanguage, i18n } from './i18n';
import { toast } from './toast';

/** The portal's one API client: bearer token from storage, answers in the reader's language. */
export const http = createHttpClient({
  baseURL: API_BASE,
  getToken: () => tokenStore.get(),
  getLanguage: currentLanguage,
  notifyError: (message) => toast.error(message),
  fallbackMessage: () => i18n.t('errors:requestFailed'),
});
