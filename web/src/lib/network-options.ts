import { type HoldNetworkKey, networkName, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useTranslation } from 'react-i18next';

/**
 * A network picker's options: one this server has no RPC address (or, for TON, no TON API address) for can't
 * be checked, so it can't be picked, and says why (GET /api/config `verify_networks`). Until the configuration
 * arrives every network is offered.
 */
export function useNetworkOptions(keys: readonly HoldNetworkKey[]) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const usable = (key: HoldNetworkKey) => !config || config.verify_networks.includes(key);
  return keys.map((key) => ({
    value: key,
    label: usable(key)
      ? networkName(key)
      : t(key === TON_NETWORK_KEY ? 'verification:networkNoTonApi' : 'verification:networkNoRpc', {
          network: networkName(key),
        }),
    disabled: !usable(key),
  }));
}
