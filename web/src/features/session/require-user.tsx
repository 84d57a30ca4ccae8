import { Center, Loader } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useSession } from '@w2e/react/session/queries';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Pages for signed-in users: visitors go to sign-in and come back here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${ROUTES.login}?redirect=${redirect}`} replace />;
  }
  return children;
}
