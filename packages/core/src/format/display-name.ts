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

/**
 * A player's name where anyone can read it (leaderboards): the name, else the username, else the shortened
 * wallet, else the caller's word for "Player". Never an email address.
 */
export function publicName(
  user: { name: string | null; username: string | null; wallet: string | null },
  fallback: string,
): string {
  const name = user.name?.trim();
  if (name) return name;
  if (user.username) return user.username;
  if (user.wallet) return shortenAddress(user.wallet);
  return fallback;
}

/** A clan member as the clan pages and screens show them: the name, else the username, else a dash. */
export function memberName(user: { name: string | null; username: string | null }): string {
  return user.name || user.username || '—';
}
