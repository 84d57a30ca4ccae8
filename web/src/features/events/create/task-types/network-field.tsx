import { Select } from '@mantine/core';
import type { HoldNetworkKey } from '@w2e/core/tasks/networks';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNetworkOptions } from '../../../../lib/network-options';
import type { FieldError, Values } from './fields';

/** A new on-chain task starts on Ethereum. */
export const networkDefaults = () => ({ network: 'eth' });

/**
 * The networks of spec section 3 (and TON for hold tasks); one this server has no RPC address (or, for TON, no
 * TON API address) for can't be checked, so it can't be picked, and says why (GET /api/config
 * `verify_networks`).
 */
export function NetworkField({
  control,
  fieldError,
  keys,
}: {
  control: Control<Values>;
  fieldError: FieldError;
  keys: readonly HoldNetworkKey[];
}) {
  const { t } = useTranslation();
  const options = useNetworkOptions(keys);
  return (
    <Controller
      control={control}
      name="network"
      render={({ field }) => (
        <Select
          label={t('eventEditor:network')}
          required
          allowDeselect={false}
          value={(field.value as string | undefined) ?? 'eth'}
          onChange={(value) => field.onChange(value ?? 'eth')}
          error={fieldError('network')}
          data={options}
        />
      )}
    />
  );
}
