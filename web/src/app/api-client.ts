import type { ApiClient } from '@w2e/react/api-provider';
import { tokenStore } from '@w2e/react/session/token-store';
import { ifoTokenPending, takeIfoToken } from '../features/session/take-ifo-token';

/**
 * The portal's side of the shared data layer (@w2e/react): its HTTP client, which shows failed calls as
 * toasts and loads with the first request (lib/api.ts: the client and the contracts stay out of the first
 * paint), the spec's token store, and the IFO partner sign-in from `?ifo_access_token=`.
 */
export const apiClient: ApiClient = {
  http: () => import('../lib/api').then((module) => module.http),
  tokens: tokenStore,
  startSession: async () => {
    const token = takeIfoToken();
    if (!token) return undefined;
    const { signInWithIfo } = await import('../features/session/ifo-sign-in');
    return signInWithIfo(token);
  },
  startPending: ifoTokenPending,
};
