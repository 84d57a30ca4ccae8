import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { CUSTOM_API_IDENTITIES, CUSTOM_API_IDENTITY_LABELS } from '@w2e/core/tasks/registry';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';

/**
 * The custom API task: the host's https endpoint, and which of the player's identities it receives. Email goes
 * only to hosts the player agrees to share it with, on submitting (docs/verification.md).
 */
function CustomApiFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <div>
        <TextField
          register={register}
          name="endpoint_url"
          label={t('customApi:endpointLabel')}
          fieldError={fieldError}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('customApi:endpointHint')}
        </Text>
      </div>
      <Controller
        control={control}
        name="identities"
        render={({ field }) => (
          <Checkbox.Group
            label={t('customApi:identitiesLabel')}
            description={t('customApi:identitiesHint')}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldError('identities')}
          >
            <Group mt="xs" gap="md">
              {CUSTOM_API_IDENTITIES.map((identity) => (
                <Checkbox key={identity} value={identity} label={t(CUSTOM_API_IDENTITY_LABELS[identity])} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </Stack>
  );
}

export const customApi: TaskTypeForm = {
  Fields: CustomApiFields,
  defaults: () => ({ endpoint_url: '', identities: ['wallet_address'] }),
};
