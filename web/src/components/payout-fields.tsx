import { Group, Select, TextInput } from '@mantine/core';
import { NATIVE_TOKEN, type PayoutInput } from '@w2e/core/contracts/prizes';
import { HOLD_NETWORK_KEYS, type HoldNetworkKey } from '@w2e/core/tasks/networks';
import { useTranslation } from 'react-i18next';
import { useNetworkOptions } from '../lib/network-options';

type TokenPayout = Extract<PayoutInput, { kind: 'token' }>;
const EMPTY_TOKEN: TokenPayout = { kind: 'token', network: 'bsc', token: NATIVE_TOKEN, amount: '' };

/**
 * How a prize is paid (docs/prizes.md), for a leaderboard tier, a task's prize or a manual wheel segment: an
 * item handed over by contact (no payout: the default), or an amount of a token on a network, which the
 * server checks on-chain when the host records its delivery. Only networks this server can read are offered.
 */
export function PayoutFields({
  value,
  onChange,
  errorOf,
}: {
  value: PayoutInput | undefined;
  onChange: (value: PayoutInput | undefined) => void;
  /** The message of a field of the payout (`kind`, `network`, `token`, `amount`), if any. */
  errorOf: (field: 'kind' | 'network' | 'token' | 'amount') => string | undefined;
}) {
  const { t } = useTranslation();
  const networks = useNetworkOptions(HOLD_NETWORK_KEYS);
  const token = value?.kind === 'token' ? value : null;
  const set = (change: Partial<TokenPayout>) => onChange({ ...(token ?? EMPTY_TOKEN), ...change });

  return (
    <Group align="flex-start" grow wrap="wrap" data-testid="payout-fields">
      <Select
        label={t('prizes:payoutKind')}
        allowDeselect={false}
        value={token ? 'token' : 'item'}
        onChange={(kind) => onChange(kind === 'token' ? EMPTY_TOKEN : undefined)}
        data={[
          { value: 'item', label: t('prizes:payoutKindItem') },
          { value: 'token', label: t('prizes:payoutKindToken') },
        ]}
        error={errorOf('kind')}
        miw={200}
      />
      {token ? (
        <>
          <Select
            label={t('prizes:payoutNetwork')}
            allowDeselect={false}
            value={token.network}
            onChange={(network) => set({ network: (network ?? 'bsc') as HoldNetworkKey })}
            data={networks}
            error={errorOf('network')}
            miw={160}
          />
          <TextInput
            label={t('prizes:payoutTokenField')}
            value={token.token}
            onChange={(change) => set({ token: change.currentTarget.value })}
            error={errorOf('token')}
            spellCheck={false}
            autoComplete="off"
            miw={200}
          />
          <TextInput
            label={t('prizes:payoutAmount')}
            value={token.amount}
            onChange={(change) => set({ amount: change.currentTarget.value })}
            error={errorOf('amount')}
            inputMode="decimal"
            miw={100}
          />
        </>
      ) : null}
    </Group>
  );
}
