import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@w2e/core/contracts/users';
import { shortenAddress } from '@w2e/core/format/address';
import { ROUTES } from '@w2e/core/routes';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useLinkGoogle } from '@w2e/react/users/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoogleButton } from '../../../components/google-button';
import { toast } from '../../../lib/toast';
import { useLinkWallet } from '../../../lib/wallet/use-wallet';
import { MiniAppLinkCode } from './miniapp-link-code';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text c="dimmed" w={120}>
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

const linkedBadge = (linked: boolean, text: { on: string; off: string }) => (
  <Badge color={linked ? 'teal' : 'gray'} variant="light">
    {linked ? text.on : text.off}
  </Badge>
);

/** Password, wallet, Google and Telegram: which are set, and a way to add the missing ones. */
export function SignInMethods({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const { link, busy } = useLinkWallet();
  const linkGoogle = useLinkGoogle();
  const badgeText = { on: t('account:linked'), off: t('account:notLinked') };

  return (
    <Stack gap="sm">
      <Row label={t('auth:password')}>
        <Anchor component={Link} to={ROUTES.accountPassword}>
          {profile.has_password ? t('account:changeTitle') : t('account:setPassword')}
        </Anchor>
      </Row>
      <Row label={t('account:walletLinked')}>
        {profile.wallet_address ? (
          <Text ff="monospace" data-testid="profile-wallet">
            {shortenAddress(profile.wallet_address)}
          </Text>
        ) : (
          <Button size="xs" variant="light" loading={busy} onClick={() => void link()}>
            {t('account:linkWallet')}
          </Button>
        )}
      </Row>
      <Row label={t('account:googleLinked')}>
        {linkedBadge(profile.google_linked, badgeText)}
        {!profile.google_linked && config?.google_client_id && (
          <GoogleButton
            clientId={config.google_client_id}
            onToken={(token) =>
              linkGoogle.mutate(token, { onSuccess: ({ message }) => toast.success(message) })
            }
          />
        )}
      </Row>
      <Row label={t('account:telegramLinked')}>
        {linkedBadge(profile.telegram_linked, badgeText)}
        {!profile.telegram_linked && <MiniAppLinkCode />}
      </Row>
    </Stack>
  );
}
