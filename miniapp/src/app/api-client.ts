import type { HttpClient } from '@w2e/core/api/http';
import type { ApiClient } from '@w2e/react/api-provider';
import { tokenStore } from '@w2e/react/session/token-store';
import type { MiniAppI18n } from '../i18n';

/** Why the silent sign-in did not sign the user in: refused (bad or stale init data), or the server unreachable. */
export type SignInProblem = 'refused' | 'unavailable';

export interface MiniAppApi {
  client: ApiClient;
  /** Set when the start's sign-in failed; read once the session query has settled. */
  signInProblem: () => SignInProblem | null;
}

/**
 * The Mini App's side of the shared data layer (@w2e/react): an HTTP client that answers in the user's
 * Telegram language, the same token store as the portal (they share an origin, so signing in here signs the
 * portal in too), and a silent sign-in at start with the raw init data (POST auth/login-via-telegram-bot).
 * The HTTP client and the sign-in load in chunks of their own, next to the first screen's code, so the first
 * bundle stays small (the bundle budget in docs/miniapp.md); zod and the contracts come only with a screen that
 * fetches more than the sign-in (start-answers.ts).
 * The init data signs in once per launch (the server refuses it a second time): once it has, a later load of the
 * session (a change to the account makes it stale) reads the stored token with GET /users/init instead.
 */
export function createApiClient({
  initData,
  i18n,
  referral,
}: {
  initData: string | undefined;
  i18n: MiniAppI18n;
  referral: string | null;
}): MiniAppApi {
  let http: Promise<HttpClient> | undefined;
  let problem: SignInProblem | null = null;
  let signedIn = false;
  const client: ApiClient = {
    http: () => {
      http ??= import('./http').then((m) => m.createMiniAppHttp(i18n));
      return http;
    },
    tokens: tokenStore,
    startPending: () => Boolean(initData),
    startSession: async () => {
      if (!initData || signedIn) return undefined;
      problem = null;
      const { signInWithTelegram } = await import('./sign-in');
      const outcome = await signInWithTelegram(client, initData, referral);
      problem = outcome.problem;
      signedIn = Boolean(outcome.user);
      return outcome.user;
    },
  };
  return { client, signInProblem: () => problem };
}
