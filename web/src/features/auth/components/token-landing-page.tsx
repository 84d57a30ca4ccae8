import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ack } from '@w2e/core/contracts/common';
import { ROUTES } from '@w2e/core/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { SESSION_KEY } from '../../session/use-session';
import { AuthCard } from './auth-card';

/**
 * Where a link from a mail lands: reads `?token=`, calls the API once, and says how it went (the spec's
 * "Verify email successfully", "Update email successfully", "Add email for game successfully").
 */
export function TokenLandingPage({
  title,
  verify,
}: {
  title: string;
  verify: (token: string) => Promise<Ack>;
}) {
  const { t } = useTranslation();
  usePageMeta(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: verify,
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  // Once, even in StrictMode: a token works once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate(token);
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
