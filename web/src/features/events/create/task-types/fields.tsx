import { NumberInput, Text, TextInput } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { ComponentType } from 'react';
import { type Control, Controller, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberOrUndefined } from '../draft';

export type Values = FieldValues;
export type FieldError = (name: string) => string | undefined;

/** What a type's own fields get from the task form. */
export interface TypeFieldsProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  fieldError: FieldError;
}

/** A task type as the event editor knows it: its own fields, and what a new task of it starts with. */
export interface TaskTypeForm {
  Fields: ComponentType<TypeFieldsProps>;
  /** The type's own fields a new task already has shaped (one question, one field, a network). */
  defaults?: () => Record<string, unknown>;
}

export function NumberField({
  control,
  name,
  label,
  fieldError,
  required,
  description,
}: {
  control: Control<Values>;
  name: string;
  label: string;
  fieldError: FieldError;
  required?: boolean;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          required={required}
          allowDecimal={false}
          value={(field.value as number | undefined) ?? ''}
          onChange={(value) => field.onChange(numberOrUndefined(value))}
          onBlur={field.onBlur}
          error={fieldError(name)}
        />
      )}
    />
  );
}

export function TextField({
  register,
  name,
  label,
  fieldError,
  required = true,
}: {
  register: UseFormRegister<Values>;
  name: string;
  label: string;
  fieldError: FieldError;
  required?: boolean;
}) {
  return <TextInput label={label} required={required} error={fieldError(name)} {...register(name)} />;
}

/** A type whose only own field is one required text (a link, a username): `name`, labelled `label`. */
export function oneTextField(name: string, label: TranslationKey): TaskTypeForm {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per type when the registry loads, so each type's component is one stable component
  function OneTextField({ register, fieldError }: TypeFieldsProps) {
    const { t } = useTranslation();
    return <TextField register={register} name={name} label={t(label)} fieldError={fieldError} />;
  }
  return { Fields: OneTextField };
}

/** A type the host configures nothing of beyond the common fields. */
export const noOwnFields: TaskTypeForm = {
  Fields: function NoOwnFields() {
    const { t } = useTranslation();
    return (
      <Text size="sm" c="dimmed">
        {t('eventEditor:noConfig')}
      </Text>
    );
  },
};
