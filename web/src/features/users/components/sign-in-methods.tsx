import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { Profile } from '@w2e/core/contracts/users';
import { shortenAddress } from '@w2e/core/format/address';
import { ROUTES } from '@w2e/core/routes';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useLinkGoogle } from '@w2e/react/users/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoogleButton } from '../../../components/google-button';
import { toast } from '../../../lib/toast';
import { useLinkWallet } from '../../../lib/wallet/use-wallet';
import { MethodRow } from './method-row';
import { MiniAppLinkCode } from './miniapp-link-code';
import { SocialAccounts } from './social-accounts';

const linkedBadge = (linked: boolean, text: { on: string; off: string }) => (
  <Badge color={linked ? 'teal' : 'gray'} variant="light">
    {linked ? text.on : text.off}
  </Badge>
);

/** Password, wallet, Google, Telegram, Discord and X: which are set, and a way to add the missing ones. */
export function SignInMethods({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const { link, busy } = useLinkWallet();
  const linkGoogle = useLinkGoogle();
  const badgeText = { on: t('account:linked'), off: t('account:notLinked') };

  return (
    <Stack gap="sm">
      <MethodRow label={t('auth:password')}>
        <Anchor component={Link} to={ROUTES.accountPassword}>
          {profile.has_password ? t('account:changeTitle') : t('account:setPassword')}
        </Anchor>
      </MethodRow>
      <MethodRow label={t('account:walletLinked')}>
        {profile.wallet_address ? (
          <Text ff="monospace" data-testid="profile-wallet">
            {shortenAddress(profile.wallet_address)}
          </Text>
        ) : (
          <Button size="xs" variant="light" loading={busy} onClick={() => void link()}>
            {t('account:linkWallet')}
          </Button>
        )}
      </MethodRow>
      <MethodRow label={t('account:googleLinked')}>
        {linkedBadge(profile.google_linked, badgeText)}
        {!profile.google_linked && config?.google_client_id && (
          <GoogleButton
            clientId={config.google_client_id}
            onToken={(token) =>
              linkGoogle.mutate(token, { onSuccess: ({ message }) => toast.success(message) })
            }
          />
        )}
      </MethodRow>
      <MethodRow label={t('account:telegramLinked')}>
        {linkedBadge(profile.telegram_linked, badgeText)}
        {!profile.telegram_linked && <MiniAppLinkCode />}
      </MethodRow>
      <SocialAccounts />
    </Stack>
  );
}
