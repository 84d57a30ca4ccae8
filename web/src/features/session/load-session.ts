import { loginViaIfo } from '@w2e/core/api/auth';
import { getInitUser } from '@w2e/core/api/users';
import type { UserInfo } from '@w2e/core/contracts/session';
import { http } from '../../lib/api';
import { tokenStore } from '../../lib/token-store';
import { submitStoredReferral } from './submit-stored-referral';

/**
 * GET /users/init with the stored token. Its own chunk: the API client and the contracts it parses with load
 * only when a token exists, so a first-time visitor's home page carries neither.
 */
export async function loadSessionUser(): Promise<UserInfo | null> {
  const user = await getInitUser(http);
  if (!user) tokenStore.clear();
  return user;
}

/**
 * POST auth/ifo/login with the partner's token from the URL. A refused token leaves whoever was signed in
 * (the API client shows why); a good one replaces the session and submits a stored referral code.
 */
export async function signInWithIfo(token: string): Promise<UserInfo | null> {
  try {
    const result = await loginViaIfo(http, { token });
    tokenStore.set(result.access_tokens.access_token, result.access_tokens.expires_at);
    await submitStoredReferral();
    return { ...result, access_tokens: null };
  } catch {
    return tokenStore.get() ? loadSessionUser() : null;
  }
}
