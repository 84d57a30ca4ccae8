import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  type ChangeOwnPasswordForm,
  changeOwnPasswordFormSchema,
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
  newPasswordFormSchema,
} from '@w2e/core/contracts/auth';
import { ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useChangeOwnPassword, useForgotPassword, useResetPassword } from '@w2e/react/auth/queries';
import { useSession, useSignOut } from '@w2e/react/session/queries';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthCard } from './auth-card';

function ForgotForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema, { error: errorMap }),
    defaultValues: { email: '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      toast.success(message);
      setSent(message);
    } catch {
      // shown by the API client
    }
  });
  return (
    <AuthCard title={t('account:forgotTitle')} subtitle={t('account:forgotText')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('auth:email')}
            type="email"
            autoComplete="email"
            error={fieldError('email')}
            {...register('email')}
          />
          {sent && (
            <Text c="teal" fz="sm" role="status">
              {sent}
            </Text>
          )}
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t('account:sendResetLink')}
          </Button>
          <Anchor component={Link} to={ROUTES.login} fz="sm" ta="center">
            {t('account:backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

type ChangeForm = ChangeOwnPasswordForm;

/** A new password, twice; with `current` also the current one (signed in, account with a password). */
function NewPasswordFields({
  title,
  subtitle,
  current,
  submit,
  busy,
}: {
  title: string;
  subtitle: string;
  current: boolean;
  submit: (values: ChangeForm) => Promise<void>;
  /** The submitting mutation's `isPending`. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeForm>({
    resolver: zodResolver(current ? changeOwnPasswordFormSchema : newPasswordFormSchema, { error: errorMap }),
    defaultValues: { password: '', confirm_password: '', current_password: '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password', 'current_password']);
    }
  });
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {current && (
            <PasswordInput
              label={t('account:currentPassword')}
              autoComplete="current-password"
              error={fieldError('current_password')}
              {...register('current_password')}
            />
          )}
          <PasswordInput
            label={t('account:newPassword')}
            autoComplete="new-password"
            error={fieldError('password')}
            {...register('password')}
          />
          <PasswordInput
            label={t('account:confirmNewPassword')}
            autoComplete="new-password"
            error={fieldError('confirm_password')}
            {...register('confirm_password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('account:savePassword')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * /auth/account-password (spec section 2): with `?token=` from the reset mail, choose a new password; signed
 * in, change it; otherwise ask for the reset mail. "Change password successfully" either way.
 */
export function AccountPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const reset = useResetPassword();
  usePageMeta(token ? t('account:resetTitle') : user ? t('account:changeTitle') : t('account:forgotTitle'));

  if (token) {
    return (
      <NewPasswordFields
        title={t('account:resetTitle')}
        subtitle={t('account:resetText')}
        current={false}
        busy={reset.isPending}
        submit={async ({ password }) => {
          const { message } = await reset.mutateAsync({ token, password });
          toast.success(message);
          // Every session ended with the new password, this browser's too.
          signOut();
          await navigate(ROUTES.login, { replace: true });
        }}
      />
    );
  }
  if (loading) return null;
  if (user) {
    return (
      <ChangeOwnPassword
        onDone={async () => {
          await navigate(`${ROUTES.profile}?tab=profile`);
        }}
      />
    );
  }
  return <ForgotForm />;
}

function ChangeOwnPassword({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  return (
    <NewPasswordFields
      title={t('account:changeTitle')}
      subtitle={t('account:changeText')}
      current
      busy={change.isPending}
      submit={async ({ password, current_password }) => {
        const result = await change.mutateAsync({
          password,
          ...(current_password ? { current_password } : {}),
        });
        toast.success(result.message);
        await onDone();
      }}
    />
  );
}
