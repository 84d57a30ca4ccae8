import { getInitUser } from '@w2e/core/api/users';
import type { UserInfo } from '@w2e/core/contracts/session';
import type { ApiClient } from '../api-provider';

/**
 * GET /users/init with the stored token; a token the server no longer accepts is dropped. Its own chunk: the
 * API client and the contracts it parses load only when a token exists, so a first-time visitor's first page
 * carries neither.
 */
export async function loadSessionUser(api: Pick<ApiClient, 'http' | 'tokens'>): Promise<UserInfo | null> {
  const user = await getInitUser(await api.http());
  if (!user) api.tokens.clear();
  return user;
}
