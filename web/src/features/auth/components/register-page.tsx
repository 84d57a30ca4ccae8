import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type RegisterForm, registerFormSchema } from '@w2e/core/contracts/auth';
import { EVENT_QUERY_PARAM, REFERRAL_QUERY_PARAM, ROUTES } from '@w2e/core/routes';
import { errorMap } from '@w2e/core/validation/error-map';
import { useRegister } from '@w2e/react/auth/queries';
import { eventSignupStore } from '@w2e/react/events/signup-store';
import { referralStore } from '@w2e/react/session/referral-store';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { chosenPlan } from '../../../lib/chosen-plan';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useFinishSignIn } from '../use-finish-sign-in';
import { AuthCard } from './auth-card';

const FIELDS = ['email', 'full_name', 'username', 'referral_code', 'password', 'confirm_password'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth:registerTitle'), t('auth:registerSubtitle'));
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const fromLink = params.get(REFERRAL_QUERY_PARAM);

  // Kept in sessionStorage (spec section 2) so it survives a detour through sign-in.
  useEffect(() => referralStore.remember(fromLink), [fromLink]);
  // An event's registration link (the register task): recorded for that event after the sign-up.
  const fromEvent = params.get(EVENT_QUERY_PARAM);
  useEffect(() => eventSignupStore.remember(fromEvent), [fromEvent]);
  // The plan chosen on /pricing: the first project asks for it (lib/chosen-plan.ts).
  const fromPricing = params.get('plan');
  useEffect(() => chosenPlan.remember(fromPricing), [fromPricing]);

  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema, { error: errorMap }),
    defaultValues: {
      email: '',
      full_name: '',
      username: '',
      referral_code: fromLink ?? referralStore.peek() ?? '',
      password: '',
      confirm_password: '',
    },
  });
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      const result = await registration.mutateAsync(body);
      // The code went with the registration; nothing is left to submit afterwards.
      if (body.referral_code) referralStore.clear();
      // No toast over the home page: the new account lands on its first steps, which say it was created.
      await finishSignIn(result, ROUTES.welcome);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard title={t('auth:registerTitle')} subtitle={t('auth:registerSubtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('auth:email')}
            type="email"
            autoComplete="email"
            error={fieldError('email')}
            {...register('email')}
          />
          <TextInput
            label={t('auth:fullName')}
            autoComplete="name"
            error={fieldError('full_name')}
            {...register('full_name')}
          />
          <TextInput
            label={t('auth:username')}
            placeholder={t('auth:usernamePlaceholder')}
            autoComplete="username"
            error={fieldError('username')}
            {...register('username')}
          />
          <PasswordInput
            label={t('auth:password')}
            autoComplete="new-password"
            error={fieldError('password')}
            {...register('password')}
          />
          <PasswordInput
            label={t('auth:confirmPassword')}
            autoComplete="new-password"
            error={fieldError('confirm_password')}
            {...register('confirm_password')}
          />
          <TextInput
            label={t('auth:referralCode')}
            error={fieldError('referral_code')}
            {...register('referral_code')}
          />
          <Button type="submit" loading={registration.isPending} fullWidth>
            {t('auth:submitRegister')}
          </Button>
          <Text fz="sm" ta="center">
            {t('auth:haveAccount')}{' '}
            <Anchor component={Link} to={ROUTES.login}>
              {t('nav:signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
