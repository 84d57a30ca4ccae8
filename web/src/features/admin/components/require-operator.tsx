import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsOperator } from '../use-operator';

/**
 * Admin pages show themselves to platform operators only. Everyone else, visitors included, is told the area
 * is not for them (visitors get a way to sign in); the server refuses their admin calls anyway.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { operator, loading, signedIn } = useIsOperator();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (operator) return children;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Stack align="flex-start">
      <Alert color="yellow" w="100%">
        {t('admin:notAllowed')}
      </Alert>
      {signedIn ? null : (
        <Button component={Link} to={`${ROUTES.login}?redirect=${redirect}`}>
          {t('nav:signIn')}
        </Button>
      )}
    </Stack>
  );
}
