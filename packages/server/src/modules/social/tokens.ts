import type { SocialProvider } from '@w2e/core/contracts/social';
import { eq, sql } from 'drizzle-orm';
import { type OAuthTokens, refreshTokens } from '../../adapters/oauth';
import { socialAccounts } from '../../db/schema/social';
import type { Deps } from '../../deps';
import type { Sealer } from '../../lib/sealed-text';
import { type SocialAccountRow, socialRepository } from './repository';

/**
 * The tokens are stored sealed (lib/sealed-text.ts), bound to their account: the provider and the outside id,
 * which a link never changes.
 */
const tokenContext = (provider: SocialProvider, outsideId: string) => `social:${provider}:${outsideId}`;

/** Tokens as they are stored for the account. */
export function sealTokens<T extends Pick<OAuthTokens, 'accessToken' | 'refreshToken'>>(
  sealer: Sealer,
  provider: SocialProvider,
  outsideId: string,
  tokens: T,
): T {
  const context = tokenContext(provider, outsideId);
  return {
    ...tokens,
    accessToken: sealer.seal(tokens.accessToken, context),
    refreshToken: tokens.refreshToken === null ? null : sealer.seal(tokens.refreshToken, context),
  };
}

/** The stored row with its tokens opened; null when they do not open (another key): the player relinks. */
function openRow(sealer: Sealer, row: SocialAccountRow): SocialAccountRow | null {
  const context = tokenContext(row.provider, row.outsideId);
  const accessToken = sealer.open(row.accessToken, context);
  const refreshToken = row.refreshToken === null ? null : sealer.open(row.refreshToken, context);
  if (accessToken === null || (row.refreshToken !== null && refreshToken === null)) return null;
  return { ...row, accessToken, refreshToken };
}

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
  deps: Pick<Deps, 'config' | 'db' | 'sealer'>,
  userId: string,
  provider: SocialProvider,
): Promise<SocialAccountRow | 'none' | 'relink'> {
  const found = await socialRepository(deps.db).find(userId, provider);
  if (!found) return 'none';
  const account = openRow(deps.sealer, found);
  if (!account) return 'relink';
  if (live(account)) return account;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id))
      .for('update');
    if (!locked) return 'none';
    const row = openRow(deps.sealer, locked);
    if (!row) return 'relink';
    if (live(row)) return row;
    if (!row.refreshToken) return 'relink';
    const tokens = await refreshTokens(
      provider,
      deps.config.social[provider],
      deps.config.verify.ratePerSecond,
      row.refreshToken,
    );
    if (!tokens) return 'relink';
    const fresh = { ...tokens, refreshToken: tokens.refreshToken ?? row.refreshToken };
    const [stored] = await tx
      .update(socialAccounts)
      .set({ ...sealTokens(deps.sealer, provider, row.outsideId, fresh), updatedAt: sql`now()` })
      .where(eq(socialAccounts.id, row.id))
      .returning();
    return stored ? { ...stored, ...fresh } : 'relink';
  });
}
