import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { readBalance } from '../../verifiers/evm';
import { type UserRow, usersRepository } from './repository';

/**
 * Holders of the platform token (spec section 6; docs/verification.md, "Platform token holders"): the player's
 * linked wallet (stored only after a signature proved it) holds at least PLATFORM_TOKEN_MIN_WEI of the
 * configured ERC-20, read through the verifiers' balance reader at most once an hour per player. Public pages
 * and leaderboards show the stored answer and make no outside call.
 */
export const TOKEN_RECHECK_MS = 3_600_000;
/** A read that failed (node down, over budget) is tried again after this, not after the whole hour. */
export const TOKEN_RETRY_MS = 60_000;

/** What a stored answer was proved for: the token as configured and the wallet; null when there is nothing to check. */
export function tokenKey(config: Config, wallet: string | null): string | null {
  const token = config.platformToken;
  if (!token || !wallet) return null;
  return `${token.network}:${token.address}:${token.minWei}:${wallet.toLowerCase()}`;
}

/** The stored answer, for the token and wallet as they are now (false when the feature is off). */
export function isTokenHolder(
  config: Config,
  row: { walletAddress: string | null; tokenHolderFor: string | null },
): boolean {
  const key = tokenKey(config, row.walletAddress);
  return key !== null && row.tokenHolderFor === key;
}

export type TokenStatus = 'holder' | 'not_holder' | 'no_wallet' | 'off' | 'unavailable';

/**
 * The player's status, read from the chain when the stored one is an hour old (or was proved for another
 * wallet or token). The read is claimed first with a conditional UPDATE on the checked-at time: concurrent
 * requests make one outside call, the others answer with the stored result.
 */
export async function refreshTokenHolder(deps: Deps, user: UserRow): Promise<TokenStatus> {
  const token = deps.config.platformToken;
  if (!token) return 'off';
  const key = tokenKey(deps.config, user.walletAddress);
  if (!key || !user.walletAddress) return 'no_wallet';
  const stored: TokenStatus = isTokenHolder(deps.config, user) ? 'holder' : 'not_holder';
  const repo = usersRepository(deps.db);
  const now = new Date();
  if (!(await repo.claimTokenCheck(user.id, key, now, new Date(now.getTime() - TOKEN_RECHECK_MS))))
    return stored;
  const balance = await readBalance(deps, token.network, token.address, user.walletAddress);
  if (typeof balance !== 'bigint') {
    // Keep what the last read proved, and let a request in a minute try again.
    await repo.finishTokenCheck(user.id, key, now, {
      tokenCheckedAt: new Date(now.getTime() - TOKEN_RECHECK_MS + TOKEN_RETRY_MS),
    });
    return stored === 'holder' ? stored : 'unavailable';
  }
  const holder = balance >= token.minWei;
  await repo.finishTokenCheck(user.id, key, now, { tokenHolderFor: holder ? key : null });
  return holder ? 'holder' : 'not_holder';
}
