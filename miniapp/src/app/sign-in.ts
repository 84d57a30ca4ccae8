import { loginViaTelegramBot } from '@w2e/core/api/auth';
import { getPublicConfig } from '@w2e/core/api/config';
import { submitReferral } from '@w2e/core/api/users';
import { publicConfigSchema } from '@w2e/core/contracts/config';
import { loginResultSchema, type UserInfo } from '@w2e/core/contracts/session';
import type { ApiClient } from '@w2e/react/api-provider';
import { loadSessionUser } from '@w2e/react/session/load-session';
import type { SignInProblem } from './api-client';
import { answered, takeEarlySignIn } from './early-sign-in';

export interface SignInOutcome {
  /** The signed-in user; null for a guest; undefined when there was nothing to sign in with. */
  user: UserInfo | null | undefined;
  problem: SignInProblem | null;
}

/**
 * The start's silent sign-in with Telegram's init data. The server refuses data that is forged or older than
 * TELEGRAM_AUTH_MAX_AGE_SECONDS (401/400): the app then says so and offers to reopen, which gives fresh data.
 * A referral from a `ref_` deep link is submitted right after (a no-op for a player already referred by
 * that code; any refusal is not the player's problem here, so it is not shown).
 * The requests index.html started for this init data (early-sign-in.ts) are taken over, not made again.
 */
export async function signInWithTelegram(
  api: ApiClient,
  initData: string,
  referral: string | null,
): Promise<SignInOutcome> {
  const early = takeEarlySignIn(initData);
  try {
    const config = early
      ? publicConfigSchema.parse(answered(await early.config))
      : await getPublicConfig(await api.http());
    if (!config.telegram_login) {
      return { user: api.tokens.get() ? await loadSessionUser(api) : null, problem: null };
    }
    const result = early
      ? loginResultSchema.parse(answered(await early.login))
      : await loginViaTelegramBot(await api.http(), { init_data: initData });
    api.tokens.set(result.access_tokens.access_token, result.access_tokens.expires_at);
    if (referral) await submitReferral(await api.http(), { code: referral }).catch(() => undefined);
    return { user: { ...result, access_tokens: null }, problem: null };
  } catch (error) {
    const status = (error as { response?: { status?: number } } | null)?.response?.status;
    const refused = status !== undefined && status >= 400 && status < 500 && status !== 429;
    return { user: null, problem: refused ? 'refused' : 'unavailable' };
  }
}
