import { useQuery } from '@tanstack/react-query';
import {
  changeNewEmail,
  changePassword,
  forgotPassword,
  loginViaGoogle,
  loginViaTelegramBot,
  loginViaUsername,
  registerViaUsername,
  verifyEmailGameToken,
  verifyEmailToken,
  verifyOldEmailToken,
} from '@w2e/core/api/auth';
import { changeOwnPassword } from '@w2e/core/api/users';
import type {
  ChangeNewEmailBody,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginViaTelegramBody,
  LoginViaUsernameBody,
  RegisterViaUsernameBody,
} from '@w2e/core/contracts/auth';
import type { ChangeOwnPasswordBody } from '@w2e/core/contracts/users';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { accountKeys } from '../users/queries';

/**
 * Sign-in, registration and the mailed-link flows. A sign-in mutation only answers with the result; the
 * screen applies it (`useApplySignIn`) when it is ready to move on, after its own steps.
 */
export const authKeys = {
  all: ['auth'] as const,
  oldEmailToken: (token: string) => [...authKeys.all, 'old-email-token', token] as const,
};

export function useLoginViaUsername() {
  return useApiMutation((http, body: LoginViaUsernameBody) => loginViaUsername(http, body));
}

export function useRegister() {
  return useApiMutation((http, body: RegisterViaUsernameBody) => registerViaUsername(http, body));
}

export function useLoginViaGoogle() {
  return useApiMutation((http, token: string) => loginViaGoogle(http, { token }));
}

/** The Login Widget's data on the web; the Mini App's raw init data inside Telegram. */
export function useLoginViaTelegram() {
  return useApiMutation((http, body: LoginViaTelegramBody) => loginViaTelegramBot(http, body));
}

export function useForgotPassword() {
  return useApiMutation((http, body: ForgotPasswordBody) => forgotPassword(http, body));
}

/** A new password with the token from the reset mail; every session ends with it. */
export function useResetPassword() {
  return useApiMutation((http, body: ChangePasswordBody) => changePassword(http, body));
}

/** Signed in: every other session ends, this one goes on with the fresh token the answer carries. */
export function useChangeOwnPassword() {
  const api = useApi();
  return useApiMutation((http, body: ChangeOwnPasswordBody) => changeOwnPassword(http, body), {
    onSuccess: (result) => api.tokens.set(result.access_tokens.access_token, result.access_tokens.expires_at),
  });
}

/** The links mailed to verify an address: the account's, or a game account's. */
export function useVerifyEmailToken(kind: 'account' | 'game') {
  return useApiMutation(
    (http, token: string) =>
      kind === 'account' ? verifyEmailToken(http, { token }) : verifyEmailGameToken(http, { token }),
    { invalidates: accountKeys },
  );
}

/** The link mailed to the old address in an email change: checked once, it names the new address. */
export function useOldEmailToken(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.oldEmailToken(token),
    queryFn: async () => verifyOldEmailToken(await api.http(), { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useChangeNewEmail() {
  return useApiMutation((http, body: ChangeNewEmailBody) => changeNewEmail(http, body), {
    invalidates: accountKeys,
  });
}
