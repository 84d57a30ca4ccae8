import type { SocialProvider } from '@w2e/core/contracts/social';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../adapters/oauth';
import { socialAccounts } from '../../db/schema/social';
import type { Deps } from '../../deps';
import { type SocialAccountRow, socialRepository } from './repository';

/** Refreshed a minute early, so a token does not expire between this check and the provider's read. */
const EARLY_MS = 60_000;

const live = (row: SocialAccountRow) => !row.expiresAt || row.expiresAt.getTime() > Date.now() + EARLY_MS;

/**
 * The player's linked account with an access token that works now, for the checks that read the provider as
 * the player: 'none' when nothing is linked; an expiring token refreshed first (X's last two hours, Discord's
 * a week); 'relink' when the provider refuses the refresh token. The provider being down throws an
 * OutsideFailure ("could not check now").
 *
 * A refresh holds the account row's lock: refresh tokens work once (X rotates them), so two checks refreshing
 * with the same one would leave the loser with a refusal. The second waits, then finds the fresh token. The
 * lock covers only this account's row (not the player's event row), and only while a refresh is due.
 */
export async function usableAccount(
  deps: Pick<Deps, 'config' | 'db'>,
  userId: string,
  provider: SocialProvider,
): Promise<SocialAccountRow | 'none' | 'relink'> {
  const account = await socialRepository(deps.db).find(userId, provider);
  if (!account) return 'none';
  if (live(account)) return account;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id))
      .for('update');
    if (!row) return 'none';
    if (live(row)) return row;
    if (!row.refreshToken) return 'relink';
    const tokens = await refreshTokens(
      provider,
      deps.config.social[provider],
      deps.config.verify.ratePerSecond,
      row.refreshToken,
    );
    if (!tokens) return 'relink';
    const [stored] = await tx
      .update(socialAccounts)
      .set({ ...tokens, refreshToken: tokens.refreshToken ?? row.refreshToken, updatedAt: sql`now()` })
      .where(eq(socialAccounts.id, row.id))
      .returning();
    return stored ?? 'relink';
  });
}
