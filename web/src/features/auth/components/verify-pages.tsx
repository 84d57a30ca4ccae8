import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { type EmailBody, emailBodySchema } from '@w2e/core/contracts/users';
import { errorMap } from '@w2e/core/validation/error-map';
import { useChangeNewEmail, useOldEmailToken } from '@w2e/react/auth/queries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthCard } from './auth-card';
import { TokenLandingPage } from './token-landing-page';

/** /auth/verify-email?token=: the link after registration, and the new address's link in an email change. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  return <TokenLandingPage title={t('account:verifyEmailTitle')} kind="account" />;
}

/** /auth/verify-email-game?token=: a game account's email. */
export function VerifyGameEmailPage() {
  const { t } = useTranslation();
  return <TokenLandingPage title={t('account:verifyEmailTitle')} kind="game" />;
}

/**
 * /auth/verify-old-email?token=: the link mailed to the old address in an email change. The old address is
 * confirmed; the user checks (or corrects) the new address and sends it its verification link.
 */
export function VerifyOldEmailPage() {
  const { t } = useTranslation();
  usePageMeta(t('account:verifyOldEmailTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [sent, setSent] = useState<string | null>(null);
  const check = useOldEmailToken(token);
  const change = useChangeNewEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailBody>({
    resolver: zodResolver(emailBodySchema, { error: errorMap }),
    values: { email: check.data?.new_email ?? '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await change.mutateAsync({ email, token });
      toast.success(message);
      setSent(message);
    } catch {
      // shown by the API client
    }
  });

  return (
    <AuthCard
      title={t('account:verifyOldEmailTitle')}
      subtitle={check.isSuccess ? t('account:verifyOldEmailText') : ''}
    >
      {check.isPending && (
        <Center>
          <Loader aria-label={t('account:verifyingLink')} />
        </Center>
      )}
      {check.isError && (
        <Alert color="red" role="alert">
          {t('account:linkInvalid')}
        </Alert>
      )}
      {check.isSuccess &&
        (sent ? (
          <Alert color="teal" role="status">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label={t('account:newEmail')}
                type="email"
                error={fieldError('email')}
                {...register('email')}
              />
              <Button type="submit" loading={change.isPending}>
                {t('account:sendVerification')}
              </Button>
            </Stack>
          </form>
        ))}
    </AuthCard>
  );
}
