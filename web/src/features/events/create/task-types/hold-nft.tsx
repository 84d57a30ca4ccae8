import { HOLD_NETWORK_KEYS, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, type TaskTypeForm, TextField, type TypeFieldsProps } from './fields';
import { NetworkField, networkDefaults } from './network-field';

/** On TON an NFT is named by its collection's address. */
function HoldNftFields({ control, register, fieldError }: TypeFieldsProps) {
  const { t } = useTranslation();
  const ton = useWatch({ control, name: 'network' }) === TON_NETWORK_KEY;
  return (
    <>
      <NetworkField control={control} fieldError={fieldError} keys={HOLD_NETWORK_KEYS} />
      <TextField
        register={register}
        name="nft_address"
        label={t(ton ? 'eventEditor:nftCollectionAddress' : 'eventEditor:nftAddress')}
        fieldError={fieldError}
      />
      <NumberField
        control={control}
        name="required_amount"
        label={t('eventEditor:requiredAmount')}
        fieldError={fieldError}
        required
      />
    </>
  );
}

export const holdNft: TaskTypeForm = { Fields: HoldNftFields, defaults: networkDefaults };
