import { ActionIcon, Button, Checkbox, Group, Input, Select, Stack, Text, TextInput } from '@mantine/core';
import { FORM_FIELD_KINDS } from '@w2e/core/tasks/registry';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TaskTypeForm, TypeFieldsProps } from './fields';

const emptyField = () => ({ label: '', kind: 'text', required: true });

function FormFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  const fields = useFieldArray({ control, name: 'fields', keyName: 'key' });
  return (
    <Stack gap="sm">
      <Input.Label>{t('eventEditor:formFields')}</Input.Label>
      {fields.fields.map((item, index) => (
        <Group key={item.key} align="flex-start" wrap="nowrap" data-testid="form-field-row">
          <TextInput
            style={{ flex: 1 }}
            label={t('eventEditor:fieldLabel')}
            required
            error={fieldError(`fields.${index}.label`)}
            {...register(`fields.${index}.label`)}
          />
          <Controller
            control={control}
            name={`fields.${index}.kind`}
            render={({ field }) => (
              <Select
                label={t('eventEditor:fieldKind')}
                allowDeselect={false}
                value={(field.value as string | undefined) ?? 'text'}
                onChange={(value) => field.onChange(value ?? 'text')}
                data={FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`eventEditor:kind_${kind}`) }))}
              />
            )}
          />
          <Controller
            control={control}
            name={`fields.${index}.required`}
            render={({ field }) => (
              <Checkbox
                mt={32}
                label={t('eventEditor:fieldRequired')}
                checked={(field.value as boolean | undefined) ?? true}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
              />
            )}
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={t('eventEditor:removeField')}
            onClick={() => fields.remove(index)}
          >
            <span aria-hidden>×</span>
          </ActionIcon>
        </Group>
      ))}
      {fieldError('fields') ? (
        <Text c="red" size="xs">
          {fieldError('fields')}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" onClick={() => fields.append(emptyField())}>
          {t('eventEditor:addField')}
        </Button>
      </Group>
    </Stack>
  );
}

export const form: TaskTypeForm = { Fields: FormFields, defaults: () => ({ fields: [emptyField()] }) };
