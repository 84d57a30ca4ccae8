import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type LoginViaUsernameBody, loginViaUsernameBodySchema } from '@w2e/core/contracts/auth';
import type { LoginResult } from '@w2e/core/contracts/session';
import { ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useLoginViaUsername } from '@w2e/react/auth/queries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { isStepUpRequired, solveSignInStepUp } from '../step-up';
import { useFinishSignIn } from '../use-finish-sign-in';
import { AuthCard } from './auth-card';
import { SignInOptions } from './sign-in-options';

export function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth:loginTitle'), t('auth:loginSubtitle'));
  const finishSignIn = useFinishSignIn();
  const login = useLoginViaUsername();
  const { search } = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginViaUsernameBody>({
    resolver: zodResolver(loginViaUsernameBodySchema, { error: errorMap }),
    defaultValues: { username: '', password: '' },
  });
  const fieldError = useFieldError(errors);

  const [checkingHuman, setCheckingHuman] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      let result: LoginResult;
      try {
        result = await login.mutateAsync(values);
      } catch (error) {
        if (!isStepUpRequired(error)) throw error;
        // Many failed sign-ins to this account from elsewhere: prove a person is here, then the same sign-in.
        setCheckingHuman(true);
        const stepUp = await solveSignInStepUp().finally(() => setCheckingHuman(false));
        result = await login.mutateAsync({ ...values, step_up: stepUp });
      }
      toast.success(t('auth:signedIn'));
      await finishSignIn(result);
    } catch {
      // the API client has shown the server's message
    }
  });

  return (
    <AuthCard title={t('auth:loginTitle')} subtitle={t('auth:loginSubtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('auth:username')}
            placeholder={t('auth:usernamePlaceholder')}
            autoComplete="username"
            error={fieldError('username')}
            {...register('username')}
          />
          <PasswordInput
            label={t('auth:password')}
            autoComplete="current-password"
            error={fieldError('password')}
            {...register('password')}
          />
          <Anchor component={Link} to={ROUTES.accountPassword} fz="sm" ta="right">
            {t('account:forgotPassword')}
          </Anchor>
          {checkingHuman && (
            <Group gap="xs" justify="center" role="status">
              <Loader size="xs" />
              <Text fz="sm">{t('auth:checkingHuman')}</Text>
            </Group>
          )}
          <Button type="submit" loading={login.isPending || checkingHuman} fullWidth>
            {t('auth:submitLogin')}
          </Button>
          <SignInOptions onSignedIn={finishSignIn} />
          <Text fz="sm" ta="center">
            {t('auth:noAccount')}{' '}
            <Anchor component={Link} to={`${ROUTES.register}${search}`}>
              {t('nav:signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
