import type { UserInfo } from '../contracts/session';
import { shortenAddress } from './address';

type NameFields = Pick<UserInfo, 'name' | 'auth_metamask_wallet' | 'email' | 'email_unverify'>;

/**
 * The header's name for a user (spec section 2): the name, else the wallet, else the email, else the
 * unverified email, else the caller's word for "Profile".
 */
export function displayName(user: NameFields, fallback: string): string {
  const name = user.name?.trim();
  if (name) return name;
  if (user.auth_metamask_wallet) return shortenAddress(user.auth_metamask_wallet);
  return user.email || user.email_unverify || fallback;
}
