import { useQuery } from '@tanstack/react-query';
import { authorizeSocial, getSocialAccounts, unlinkSocial } from '@w2e/core/api/social';
import type { SocialProvider } from '@w2e/core/contracts/social';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const socialKeys = {
  all: ['social'] as const,
  accounts: () => [...socialKeys.all, 'accounts'] as const,
};

/** GET /users/social: which providers can be linked here, and the signed-in user's linked accounts. */
export function useSocialAccounts() {
  const api = useApi();
  return useQuery({
    queryKey: socialKeys.accounts(),
    queryFn: async () => getSocialAccounts(await api.http()),
  });
}

/** Starts linking: answers the provider's authorize URL, which the caller sends the browser to. */
export function useAuthorizeSocial() {
  return useApiMutation((http, provider: SocialProvider) => authorizeSocial(http, provider));
}

export function useUnlinkSocial() {
  return useApiMutation((http, provider: SocialProvider) => unlinkSocial(http, provider), {
    invalidates: [socialKeys.accounts()],
  });
}
