import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getProfile } from '@w2e/core/api/users';
import { useCallback } from 'react';
import { http } from '../../lib/api';
import { SESSION_KEY } from '../session/use-session';

export const PROFILE_KEY = ['profile'] as const;

/** GET /users/profile for the profile tab. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => getProfile(http) });
}

/** After a change: the profile and the header's user are read again. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    ]);
  }, [queryClient]);
}
