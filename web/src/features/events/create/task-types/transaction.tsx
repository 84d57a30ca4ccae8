import { Select } from '@mantine/core';
import { NETWORK_KEYS } from '@w2e/core/tasks/networks';
import { TRANSACTION_MATCHES } from '@w2e/core/tasks/registry';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';
import { NetworkField, networkDefaults } from './network-field';

function TransactionFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  const match = useWatch({ control, name: 'match' }) as string | undefined;
  return (
    <>
      <NetworkField control={control} fieldError={fieldError} keys={NETWORK_KEYS} />
      <TextField
        register={register}
        name="contract_address"
        label={t('verification:contractLabel')}
        fieldError={fieldError}
      />
      <Controller
        control={control}
        name="match"
        render={({ field }) => (
          <Select
            label={t('verification:transactionMatchLabel')}
            allowDeselect={false}
            value={(field.value as string | undefined) ?? 'sent'}
            onChange={(value) => field.onChange(value ?? 'sent')}
            data={TRANSACTION_MATCHES.map((value) => ({
              value,
              label: t(
                value === 'sent' ? 'verification:transactionMatchSent' : 'verification:transactionMatchEvent',
              ),
            }))}
          />
        )}
      />
      {match === 'event' ? (
        <TextField
          register={register}
          name="event_signature"
          label={t('verification:transactionEventLabel')}
          fieldError={fieldError}
        />
      ) : null}
    </>
  );
}

export const transaction: TaskTypeForm = {
  Fields: TransactionFields,
  defaults: () => ({ ...networkDefaults(), match: 'sent' }),
};
