import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  addNewProfileEmail,
  getLeaderboards,
  getMyClans,
  getProfile,
  getReferrals,
  linkGoogle,
  resendVerifyEmail,
  resendVerifyNewEmail,
  updateMasterReferral,
  updateProfile,
  updateProfileEmail,
} from '@w2e/core/api/users';
import type { EmailBody, UpdateMasterReferralBody, UpdateProfileBody } from '@w2e/core/contracts/users';
import { REFERRALS_PAGE_SIZE } from '@w2e/core/contracts/users';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { sessionKeys } from '../session/queries';

export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  referrals: (page: number) => [...userKeys.all, 'referrals', page] as const,
  clans: () => [...userKeys.all, 'clans'] as const,
  leaderboards: () => [...userKeys.all, 'leaderboards'] as const,
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

export function useMyClans() {
  const api = useApi();
  return useQuery({ queryKey: userKeys.clans(), queryFn: async () => getMyClans(await api.http()) });
}

/** GET /api/users/leaderboards (spec section 7). */
export function usePlatformLeaderboard() {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.leaderboards(),
    queryFn: async () => getLeaderboards(await api.http()),
    staleTime: 60_000,
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
