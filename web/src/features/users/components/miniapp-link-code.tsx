import { Button, Code, Group, Text } from '@mantine/core';
import type { LinkCode } from '@w2e/core/contracts/link-codes';
import { useCreateLinkCode } from '@w2e/react/users/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A one-time code (an hour) for the Telegram Mini App's profile: entered there, it joins the player's
 * Telegram account to this one, so both earn one score (docs/miniapp.md). A new code replaces the last.
 */
export function MiniAppLinkCode() {
  const { t, i18n } = useTranslation();
  const create = useCreateLinkCode();
  const [code, setCode] = useState<LinkCode | null>(null);
  return (
    <Group gap="xs">
      {code ? (
        <Text size="sm" data-testid="miniapp-link-code">
          {t('miniapp:webLinkCode')} <Code fz="md">{code.code}</Code>{' '}
          <Text span c="dimmed" size="xs">
            ({new Date(code.expires_at).toLocaleTimeString(i18n.language)})
          </Text>
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="light"
        loading={create.isPending}
        title={t('miniapp:webLinkHint')}
        onClick={() => create.mutate(undefined, { onSuccess: setCode })}
      >
        {t('miniapp:webLinkGet')}
      </Button>
    </Group>
  );
}
