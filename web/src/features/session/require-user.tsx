import { Center, Loader } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useSession } from '@w2e/react/session/queries';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * The gate of the signed-in routes (app/routes.tsx): visitors go to sign-in and come back here afterwards.
 * Loaded with the first such page, so its Mantine parts stay out of the first bundle.
 */
export function RequireUser() {
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
  return <Outlet />;
}
