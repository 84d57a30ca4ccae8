import { HOLD_NETWORK_KEYS, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';
import { NetworkField, networkDefaults } from './network-field';

/** On TON a token is a jetton, named by its master address and counted in its own smallest unit. */
function HoldTokenFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  const ton = useWatch({ control, name: 'network' }) === TON_NETWORK_KEY;
  const text = (name: string, label: string) => (
    <TextField register={register} name={name} label={label} fieldError={fieldError} />
  );
  return (
    <>
      <NetworkField control={control} fieldError={fieldError} keys={HOLD_NETWORK_KEYS} />
      {text('contract_address', t(ton ? 'eventEditor:jettonMasterAddress' : 'eventEditor:contractAddress'))}
      {text('token_label', t('eventEditor:tokenLabel'))}
      {text('amount_threshold', t(ton ? 'eventEditor:amountThresholdUnits' : 'eventEditor:amountThreshold'))}
    </>
  );
}

export const holdToken: TaskTypeForm = { Fields: HoldTokenFields, defaults: networkDefaults };
