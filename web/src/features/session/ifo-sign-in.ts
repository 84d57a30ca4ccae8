import { loginViaIfo } from '@w2e/core/api/auth';
import type { UserInfo } from '@w2e/core/contracts/session';
import { loadSessionUser } from '@w2e/react/session/load-session';
import { tokenStore } from '@w2e/react/session/token-store';
import { http } from '../../lib/api';
import { submitStoredEventSignup } from '../../lib/submit-stored-event-signup';
import { submitStoredReferral } from '../../lib/submit-stored-referral';

/**
 * POST auth/ifo/login with the partner's token from the URL (spec section 7). A refused token leaves whoever
 * was signed in (the API client shows why); a good one replaces the session and submits a stored referral
 * code and event sign-up. Its own chunk, loaded only when the URL carries a token.
 */
export async function signInWithIfo(token: string): Promise<UserInfo | null> {
  try {
    const result = await loginViaIfo(http, { token });
    tokenStore.set(result.access_tokens.access_token, result.access_tokens.expires_at);
    await Promise.all([submitStoredReferral(), submitStoredEventSignup()]);
    return { ...result, access_tokens: null };
  } catch {
    return tokenStore.get() ? loadSessionUser({ http: async () => http, tokens: tokenStore }) : null;
  }
}
