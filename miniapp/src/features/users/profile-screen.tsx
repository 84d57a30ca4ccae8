import { Button, Cell, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { CLAN_ROLE_LABELS } from '@w2e/core/contracts/clans';
import type { UserInfo } from '@w2e/core/contracts/session';
import { PLATFORM_WHEEL } from '@w2e/core/contracts/wheel';
import { useMyClans } from '@w2e/react/clans/queries';
import { useMyCampaigns } from '@w2e/react/events/queries';
import { useSession } from '@w2e/react/session/queries';
import { useProfile } from '@w2e/react/users/queries';
import { useWheel } from '@w2e/react/wheel/queries';
import { lazy, Suspense, useState } from 'react';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate } from '../../components/router';
import { Loading } from '../../components/screen-state';
import { useTranslation } from '../../i18n';
import { LinkCodeSection } from './link-code-section';

// TON Connect (its UI kit and SDK) loads only when the player asks to connect a wallet.
const TonWallet = lazy(() => import('./ton-wallet'));

/**
 * The player's profile: total score over their events (opening the leaderboards), spins left on the platform
 * wheel (opening it), their clans (each opening its screen), joining a web account, and the TON wallet.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
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
  return <SignedInProfile user={user} />;
}

/**
 * Asks for the player's data only once the start's sign-in has settled: until then the stored token is the
 * previous session's, possibly another Telegram account's on the same device, and its answers would stay
 * cached as this player's.
 */
function SignedInProfile({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const campaigns = useMyCampaigns();
  const clans = useMyClans();
  const wheel = useWheel(PLATFORM_WHEEL);
  const navigate = useNavigate();
  const [connecting, setConnecting] = useState(false);
  const score = campaigns.data?.joined.reduce((sum, event) => sum + event.score.total, 0);
  const tonAddress = profile.data?.ton_wallet_address;
  return (
    <Page>
      <List>
        <Section header={t('miniapp:profileTitle')}>
          <Cell subtitle={user.username ?? undefined}>
            {user.name ?? user.username ?? t('miniapp:welcomeGuest')}
          </Cell>
          <ActionCell
            after={<span data-testid="profile-score">{score ?? '…'}</span>}
            onClick={() => void navigate('/leaderboards')}
          >
            {t('miniapp:profileScore')}
          </ActionCell>
          <ActionCell
            after={
              <span data-testid="profile-spins">
                {wheel.data?.me ? wheel.data.me.spins : wheel.isError ? '—' : '…'}
              </span>
            }
            onClick={() => void navigate('/wheel')}
          >
            {t('miniapp:profileSpins')}
          </ActionCell>
        </Section>
        <Section header={t('miniapp:profileClans')}>
          {clans.isPending ? <Loading /> : null}
          {clans.data?.clans.length === 0 ? (
            <ActionCell data-testid="profile-no-clans" onClick={() => void navigate('/clans')}>
              {t('clans:noMyClans')} · {t('clans:browseClans')}
            </ActionCell>
          ) : null}
          {clans.data?.clans.map((clan) => (
            <ActionCell
              key={clan.id}
              data-testid="profile-clan"
              subtitle={t(CLAN_ROLE_LABELS[clan.role])}
              onClick={() => void navigate(`/clans/${clan.slug}`)}
            >
              {clan.name}
            </ActionCell>
          ))}
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
