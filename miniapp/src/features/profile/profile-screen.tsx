import { Button, Cell, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { useMyClans } from '@w2e/react/clans/queries';
import { useMyCampaigns } from '@w2e/react/events/queries';
import { useSession } from '@w2e/react/session/queries';
import { useProfile } from '@w2e/react/users/queries';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { Loading } from '../../components/screen-state';
import { LinkCodeSection } from './link-code-section';

// TON Connect (its UI kit and SDK) loads only when the player asks to connect a wallet.
const TonWallet = lazy(() => import('./ton-wallet'));

/**
 * The player's profile: total score over their events, the slots where the wheel's spins and the clans
 * features show their parts, joining a web account, and the TON wallet.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const profile = useProfile();
  const campaigns = useMyCampaigns();
  const clans = useMyClans();
  const [connecting, setConnecting] = useState(false);
  if (loading)
    return (
      <Page>
        <Loading />
      </Page>
    );
  if (!user) {
    return (
      <Page>
        <Placeholder header={t('miniapp:profileTitle')} description={t('miniapp:profileGuest')} />
      </Page>
    );
  }
  const score = campaigns.data?.joined.reduce((sum, event) => sum + event.score.total, 0);
  const tonAddress = profile.data?.ton_wallet_address;
  return (
    <Page>
      <List>
        <Section header={t('miniapp:profileTitle')}>
          <Cell subtitle={user.username ?? undefined}>
            {user.name ?? user.username ?? t('miniapp:welcomeGuest')}
          </Cell>
          <Cell after={<span data-testid="profile-score">{score ?? '…'}</span>}>
            {t('miniapp:profileScore')}
          </Cell>
          {/* Slot of the lucky wheel feature: its spins left. */}
          <Cell after={t('miniapp:comingSoon')} data-testid="profile-spins">
            {t('miniapp:profileSpins')}
          </Cell>
          {/* Slot of the clans feature: the player's clans (GET users/my-clans). */}
          <Cell after={clans.data ? String(clans.data.clans.length) : '…'} data-testid="profile-clans">
            {t('miniapp:profileClans')}
          </Cell>
        </Section>
        <Section header={t('miniapp:tonTitle')}>
          {tonAddress ? (
            <Cell multiline data-testid="ton-linked">
              {t('miniapp:tonLinked', { address: tonAddress })}
            </Cell>
          ) : connecting ? (
            <Suspense fallback={<Loading />}>
              <TonWallet />
            </Suspense>
          ) : (
            <Button size="m" stretched mode="bezeled" onClick={() => setConnecting(true)}>
              {t('miniapp:tonConnect')}
            </Button>
          )}
        </Section>
        <LinkCodeSection />
      </List>
    </Page>
  );
}
