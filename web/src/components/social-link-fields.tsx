import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@w2e/core/validation/social';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The networks' own names (brands, the same in every language). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  discord: 'Discord',
  telegram: 'Telegram',
};

/**
 * A link per network (core's `SOCIAL_NETWORKS`, the spec's social link rule), as one group named by `legend`:
 * a project's channels and a game's links. Each field is the form's own (`field(network)`, its `register`
 * under the form's path for that network) with its message (`error(network)`, already translated).
 */
export function SocialLinkFields({
  legend,
  hint,
  field,
  error,
  columns = 1,
}: {
  legend: string;
  hint?: string;
  field: (network: SocialNetwork) => UseFormRegisterReturn;
  error: (network: SocialNetwork) => string | undefined;
  /** Side by side from the small breakpoint up; one column on a phone. */
  columns?: 1 | 2;
}) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      {hint ? (
        <Text size="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="xs">
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_LABELS[network]}
            error={error(network)}
            {...field(network)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
