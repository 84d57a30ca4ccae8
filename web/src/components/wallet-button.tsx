import { Button } from '@mantine/core';
import { shortenAddress } from '@w2e/core/format/address';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useSession } from '@w2e/react/session/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinkWallet, useWalletSignIn } from '../lib/wallet/use-wallet';

/**
 * The header's wallet button. Visitors sign in with their wallet; signed-in users without one link it; with
 * one, it shows the address and leads to the profile. No wallet code loads until it is pressed.
 */
export function WalletButton() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const { signIn, busy: signingIn } = useWalletSignIn();
  const { link, busy: linking } = useLinkWallet();
  if (loading) return null;
  if (user?.auth_metamask_wallet) {
    return (
      <Button
        component={Link}
        to={`${buildPath(ROUTES.profile)}?tab=profile`}
        variant="light"
        size="sm"
        visibleFrom="sm"
        data-testid="wallet-address"
      >
        {shortenAddress(user.auth_metamask_wallet)}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      size="sm"
      visibleFrom="sm"
      loading={signingIn || linking}
      onClick={() => void (user ? link() : signIn())}
    >
      {user ? t('account:linkWallet') : t('account:connectWallet')}
    </Button>
  );
}
