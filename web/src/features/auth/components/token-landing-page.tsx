import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useVerifyEmailToken } from '@w2e/react/auth/queries';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthCard } from './auth-card';

/**
 * Where a link from a mail lands: reads `?token=`, calls the API once, and says how it went (the spec's
 * "Verify email successfully", "Update email successfully", "Add email for game successfully").
 */
export function TokenLandingPage({ title, kind }: { title: string; kind: 'account' | 'game' }) {
  const { t } = useTranslation();
  usePageMeta(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useVerifyEmailToken(kind);
  // Once, even in StrictMode: a token works once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate(token, { onSuccess: ({ message }) => toast.success(message) });
  }, [mutation, token]);

  return (
    <AuthCard title={title} subtitle={mutation.isPending ? t('account:verifyingLink') : ''}>
      <Stack>
        {mutation.isPending && (
          <Center>
            <Loader aria-label={t('account:verifyingLink')} />
          </Center>
        )}
        {mutation.isSuccess && (
          <Alert color="teal" role="status">
            {mutation.data.message}
          </Alert>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert">
            {t('account:linkInvalid')}
          </Alert>
        )}
        {!mutation.isPending && (
          <Button component={Link} to={`${ROUTES.profile}?tab=profile`}>
            {t('account:goToProfile')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
