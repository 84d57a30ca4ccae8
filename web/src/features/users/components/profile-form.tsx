import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type Profile, type ProfileForm, profileFormSchema } from '@w2e/core/contracts/users';
import { errorMap } from '@w2e/core/validation/error-map';
import { useUpdateProfile } from '@w2e/react/users/queries';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** PATCH /users/profile: "Update profile successfully", "Update Username successfully" or "Update profile failed". */
export function ProfileFormCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema, { error: errorMap }),
    values: {
      username: profile.username ?? '',
      full_name: profile.full_name ?? '',
      language: profile.language,
    },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync({
        ...(values.username ? { username: values.username } : {}),
        ...(values.full_name ? { full_name: values.full_name } : {}),
        language: values.language,
      });
      toast.success(result.message);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['username', 'full_name']);
      toast.error(t('account:profileUpdateFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('account:editProfile')}>
      <Stack gap="sm">
        <TextInput
          label={t('profile:username')}
          autoComplete="username"
          error={fieldError('username')}
          {...register('username')}
        />
        <TextInput
          label={t('profile:fullName')}
          autoComplete="name"
          error={fieldError('full_name')}
          {...register('full_name')}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('account:language')}
              data={[
                { value: 'en', label: t('common:english') },
                { value: 'vi', label: t('common:vietnamese') },
              ]}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
