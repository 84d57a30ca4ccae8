import type { AccessTokens, UserInfo } from '@w2e/core/contracts/session';
import type { UserRow } from './repository';

/**
 * The spec's user info (section 3) for a row; tokens only on sign-in responses. `tokenHolder`: the platform
 * token status (token-holder.ts), fresh on GET /users/init, as stored on sign-in.
 */
export function toUserInfo<T extends AccessTokens | null>(
  row: UserRow,
  accessTokens: T,
  tokenHolder: boolean,
): Omit<UserInfo, 'access_tokens'> & { access_tokens: T } {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_unverify: row.emailUnverify,
    name: row.fullName,
    auth_metamask_wallet: row.walletAddress,
    token_holder: tokenHolder,
    access_tokens: accessTokens,
  };
}
