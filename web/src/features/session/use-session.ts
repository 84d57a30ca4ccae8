import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResult, UserInfo } from '@w2e/core/contracts/session';
import { useCallback } from 'react';
import { tokenStore } from '../../lib/token-store';
import { ifoTokenPending, takeIfoToken } from './take-ifo-token';

export const SESSION_KEY = ['session'] as const;

/**
 * The signed-in user, loaded once at start with GET /users/init (spec section 7), or signed in with an IFO
 * token from the URL. No token: no request.
 * A token the server no longer accepts is dropped, so the visitor is simply signed out.
 * A visitor with neither token is known to be signed out at once (initialData), so the header's first paint
 * already shows Sign In / Sign Up instead of a spinner, in the browser and in the build's prerender alike.
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<UserInfo | null> => {
      const ifoToken = takeIfoToken();
      if (ifoToken) return (await import('./load-session')).signInWithIfo(ifoToken);
      if (!tokenStore.get()) return null;
      const { loadSessionUser } = await import('./load-session');
      return loadSessionUser();
    },
    initialData: () => (tokenStore.get() || ifoTokenPending() ? undefined : null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { user: query.data ?? null, loading: query.isPending };
}

/** Stores a sign-in's token and makes its user the session user everywhere at once. */
export function useApplySignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: LoginResult) => {
      tokenStore.set(result.access_tokens.access_token, result.access_tokens.expires_at);
      const user: UserInfo = { ...result, access_tokens: null };
      queryClient.setQueryData(SESSION_KEY, user);
    },
    [queryClient],
  );
}

/** Sign-out (spec section 4): the stored token goes, the user is cleared, and no cached private data stays. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    tokenStore.clear();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    queryClient.setQueryData(SESSION_KEY, null);
  }, [queryClient]);
}
