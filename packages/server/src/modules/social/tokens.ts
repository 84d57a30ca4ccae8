import type { SocialProvider } from '@w2e/core/contracts/social';
import { refreshTokens } from '../../adapters/oauth';
import type { Deps } from '../../deps';
import { type SocialAccountRow, socialRepository } from './repository';

/** Refreshed a minute early, so a token does not expire between this check and the provider's read. */
const EARLY_MS = 60_000;

const live = (row: SocialAccountRow) => !row.expiresAt || row.expiresAt.getTime() > Date.now() + EARLY_MS;

/**
 * The player's linked account with an access token that works now, for the checks that read the provider as
 * the player: an expiring token is refreshed (X's last two hours, Discord's a week) and the new pair stored
 * over the old one only (a conditional UPDATE); 'none' when nothing is linked; 'relink' when the provider
 * refuses the refresh token. The provider being down throws an OutsideFailure ("could not check now").
 */
export async function usableAccount(
  deps: Pick<Deps, 'config' | 'db'>,
  userId: string,
  provider: SocialProvider,
): Promise<SocialAccountRow | 'none' | 'relink'> {
  const repo = socialRepository(deps.db);
  const account = await repo.find(userId, provider);
  if (!account) return 'none';
  if (live(account)) return account;
  if (!account.refreshToken) return 'relink';
  const tokens = await refreshTokens(
    provider,
    deps.config.social[provider],
    deps.config.verify.ratePerSecond,
    account.refreshToken,
  );
  if (tokens) {
    const stored = await repo.replaceTokens(account.id, account.accessToken, {
      ...tokens,
      refreshToken: tokens.refreshToken ?? account.refreshToken,
    });
    if (stored) return stored;
  }
  // Another check refreshed first (refresh tokens are single use at X): its tokens are in the row now.
  const now = await repo.find(userId, provider);
  return now && now.accessToken !== account.accessToken && live(now) ? now : 'relink';
}
