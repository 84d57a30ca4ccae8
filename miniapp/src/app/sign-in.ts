import type { UserInfo } from '@w2e/core/contracts/session';
import type { ApiClient } from '@w2e/react/api-provider';
import type { SignInProblem } from './api-client';
import { answered, takeEarlySignIn } from './early-sign-in';
import { readLoginResult, readTelegramLogin } from './start-answers';

export interface SignInOutcome {
  /** The signed-in user; null for a guest; undefined when there was nothing to sign in with. */
  user: UserInfo | null | undefined;
  problem: SignInProblem | null;
}

/**
 * The start's silent sign-in with Telegram's init data. The server refuses data that is forged or older than
 * TELEGRAM_AUTH_MAX_AGE_SECONDS (401/400): the app then says so and offers to reopen, which gives fresh data.
 * Init data signs in once; a reload of the same launch keeps the session that sign-in stored.
 * A referral from a `ref_` deep link is submitted right after (a no-op for a player already referred by
 * that code; any refusal is not the player's problem here, so it is not shown).
 * The requests index.html started for this init data (early-sign-in.ts) are taken over, not made again, and
 * read without zod (start-answers.ts); core's API functions, and zod with them, load only on the paths that
 * need them (no early sign-in, no Telegram sign-in on this server, a referral).
 */
export async function signInWithTelegram(
  api: ApiClient,
  initData: string,
  referral: string | null,
): Promise<SignInOutcome> {
  const early = takeEarlySignIn(initData);
  try {
    const telegramLogin = early
      ? readTelegramLogin(answered(await early.config))
      : (await (await import('@w2e/core/api/config')).getPublicConfig(await api.http())).telegram_login;
    if (!telegramLogin) {
      if (!api.tokens.get()) return { user: null, problem: null };
      const { loadSessionUser } = await import('@w2e/react/session/load-session');
      return { user: await loadSessionUser(api), problem: null };
    }
    const result = early
      ? readLoginResult(answered(await early.login))
      : await (await import('@w2e/core/api/auth')).loginViaTelegramBot(await api.http(), {
          init_data: initData,
        });
    api.tokens.set(result.access_tokens.access_token, result.access_tokens.expires_at);
    if (referral) {
      const { submitReferral } = await import('@w2e/core/api/users');
      await submitReferral(await api.http(), { code: referral }).catch(() => undefined);
    }
    return { user: { ...result, access_tokens: null }, problem: null };
  } catch (error) {
    const response = (error as { response?: { status?: number; data?: { code?: unknown } } } | null)
      ?.response;
    // The same launch reloaded: its init data signed in once already, and that session is still here.
    if (response?.data?.code === 'account:telegramAlreadyUsed' && api.tokens.get()) {
      try {
        const { loadSessionUser } = await import('@w2e/react/session/load-session');
        return { user: await loadSessionUser(api), problem: null };
      } catch {
        // fall through: the stored session is no good either
      }
    }
    const status = response?.status;
    const refused = status !== undefined && status >= 400 && status < 500 && status !== 429;
    return { user: null, problem: refused ? 'refused' : 'unavailable' };
  }
}
