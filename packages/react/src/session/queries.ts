import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResult, UserInfo } from '@w2e/core/contracts/session';
import { useCallback } from 'react';
import { type ApiClient, useApi } from '../api-provider';

export const sessionKeys = { all: ['session'] as const };

/**
 * The signed-in user, loaded once at start with GET /users/init (spec section 7), or signed in by the app's
 * own start (`startSession`). No token: no request, and the visitor is known to be signed out at once
 * (initialData), so a header's first paint shows Sign In instead of a spinner, in the prerender too.
 */
export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async (): Promise<UserInfo | null> => {
      const started = await api.startSession?.();
      if (started !== undefined) return started;
      if (!api.tokens.get()) return null;
      const { loadSessionUser } = await import('./load-session');
      return loadSessionUser(api);
    },
    initialData: () => (api.tokens.get() || api.startPending?.() ? undefined : null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSession() {
  const query = useQuery(sessionQueryOptions(useApi()));
  return { user: query.data ?? null, loading: query.isPending };
}

/** Stores a sign-in's token and makes its user the session user everywhere at once. */
export function useApplySignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    (result: LoginResult) => {
      api.tokens.set(result.access_tokens.access_token, result.access_tokens.expires_at);
      const user: UserInfo = { ...result, access_tokens: null };
      queryClient.setQueryData(sessionKeys.all, user);
    },
    [api, queryClient],
  );
}

/** Sign-out (spec section 4): the stored token goes, the user is cleared, and no cached private data stays. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(() => {
    api.tokens.clear();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
    queryClient.setQueryData(sessionKeys.all, null);
  }, [api, queryClient]);
}
