import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addNewProfileEmail,
  createLinkCode,
  getProfile,
  getReferrals,
  linkGoogle,
  linkTonWallet,
  redeemLinkCode,
  resendVerifyEmail,
  resendVerifyNewEmail,
  updateMasterReferral,
  updateProfile,
  updateProfileEmail,
} from '@w2e/core/api/users';
import type { RedeemLinkCodeBody } from '@w2e/core/contracts/link-codes';
import type { LinkTonWalletBody } from '@w2e/core/contracts/ton';
import type { EmailBody, UpdateMasterReferralBody, UpdateProfileBody } from '@w2e/core/contracts/users';
import { REFERRALS_PAGE_SIZE } from '@w2e/core/contracts/users';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { sessionKeys, useApplySignIn } from '../session/queries';

export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  referrals: (page: number) => [...userKeys.all, 'referrals', page] as const,
};

/** What a change to the account makes stale: the profile tab and the header's user. */
export const accountKeys = [userKeys.profile(), sessionKeys.all] as const;

/** GET /users/profile for the profile tab. */
export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: userKeys.profile(), queryFn: async () => getProfile(await api.http()) });
}

export function useReferrals(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.referrals(page),
    queryFn: async () =>
      getReferrals(await api.http(), {
        limit: REFERRALS_PAGE_SIZE,
        offset: (page - 1) * REFERRALS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The profile form shows its own failure under the fields, so the client's toast is off. */
export function useUpdateProfile() {
  return useApiMutation(
    (http, body: UpdateProfileBody) => updateProfile(http, body, { skipErrorToast: true }),
    { invalidates: accountKeys },
  );
}

/** Change the verified address (`change`) or add one to an account that has none (`add`). */
export function useSubmitProfileEmail() {
  return useApiMutation(
    (http, { mode, body }: { mode: 'change' | 'add'; body: EmailBody }) =>
      mode === 'change' ? updateProfileEmail(http, body) : addNewProfileEmail(http, body),
    { invalidates: accountKeys },
  );
}

/** Mail the verification link again: to the new address while a change is pending, else to the unverified one. */
export function useResendVerification() {
  return useApiMutation((http, pending: boolean) =>
    pending ? resendVerifyNewEmail(http) : resendVerifyEmail(http),
  );
}

export function useUpdateMasterReferral() {
  return useApiMutation((http, body: UpdateMasterReferralBody) => updateMasterReferral(http, body), {
    invalidates: accountKeys,
  });
}

export function useLinkGoogle() {
  return useApiMutation((http, token: string) => linkGoogle(http, { token }), { invalidates: accountKeys });
}

/** Links a TON wallet with the ton_proof TON Connect returned; the profile then shows it. */
export function useLinkTonWallet() {
  return useApiMutation((http, body: LinkTonWalletBody) => linkTonWallet(http, body), {
    invalidates: accountKeys,
  });
}

/** A one-time code (web profile) that joins a Mini App account to this one. */
export function useCreateLinkCode() {
  return useApiMutation((http) => createLinkCode(http));
}

/**
 * Redeems a link code in the Mini App. The answer signs in as the web account, whose session replaces the
 * Telegram account's (which the server has just ended); nothing cached for the old account stays.
 */
export function useRedeemLinkCode() {
  const applySignIn = useApplySignIn();
  const queryClient = useQueryClient();
  return useApiMutation((http, body: RedeemLinkCodeBody) => redeemLinkCode(http, body), {
    onSuccess: (result) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      applySignIn(result);
    },
  });
}
