import { Badge, Group } from '@mantine/core';
import { CHAINS, isChainKey } from '@w2e/core/wallet/chains';

/** The networks a game runs on, by their names (bsc → BNB Smart Chain). */
export function NetworkBadges({ networks }: { networks: string[] }) {
  if (networks.length === 0) return null;
  return (
    <Group gap={6}>
      {networks.map((key) => (
        <Badge key={key} variant="light" size="sm">
          {isChainKey(key) ? CHAINS[key].name : key}
        </Badge>
      ))}
    </Group>
  );
}
