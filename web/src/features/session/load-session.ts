import { getInitUser } from '@w2e/core/api/users';
import type { UserInfo } from '@w2e/core/contracts/user';
import { http } from '../../lib/api';
import { tokenStore } from '../../lib/token-store';

/**
 * GET /users/init with the stored token. Its own chunk: the API client and the contracts it parses with load
 * only when a token exists, so a first-time visitor's home page carries neither.
 */
export async function loadSessionUser(): Promise<UserInfo | null> {
  const user = await getInitUser(http);
  if (!user) tokenStore.clear();
  return user;
}
