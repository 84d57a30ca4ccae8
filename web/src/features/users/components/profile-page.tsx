import { Card, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { PROFILE_TABS, type ProfileTab } from '@w2e/core/routes';
import { useProfile } from '@w2e/react/users/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TokenHolderBadge } from '../../../components/token-holder-badge';
import { usePageMeta } from '../../../lib/use-page-meta';
import { EmailSection } from './email-section';
import { GameProfilesSection } from './game-profiles-section';
import { MyClansTab } from './my-clans-tab';
import { MyEventsTab } from './my-events-tab';
import { PrizesSection } from './prizes-section';
import { ProfileFormCard } from './profile-form';
import { ReferralSection } from './referral-section';
import { SignInMethods } from './sign-in-methods';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ProfileTabPanel() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  if (!profile) return <Loader />;
  return (
    <Stack gap="lg">
      <Section title={t('account:editProfile')}>
        <ProfileFormCard profile={profile} />
      </Section>
      <Section title={t('profile:email')}>
        <EmailSection profile={profile} />
      </Section>
      <Section title={t('account:signInMethods')}>
        <SignInMethods profile={profile} />
      </Section>
      <Section title={t('account:referrals')}>
        <ReferralSection profile={profile} />
      </Section>
      <Section title={t('gameProfiles:title')}>
        <GameProfilesSection />
      </Section>
    </Stack>
  );
}

/** /profile with `?tab=profile|event|clan` (spec section 2). */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageMeta(t('profile:title'));
  const { data: profile } = useProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(requested as ProfileTab)
    ? (requested as ProfileTab)
    : 'profile';

  return (
    <Container size="md" py="lg">
      <Title order={1} mb="lg">
        {t('profile:title')}
        {profile?.token_holder ? <TokenHolderBadge size="md" /> : null}
      </Title>
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t('profile:tabProfile')}</Tabs.Tab>
          <Tabs.Tab value="event">{t('profile:tabEvents')}</Tabs.Tab>
          <Tabs.Tab value="clan">{t('profile:tabClans')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTabPanel />
        </Tabs.Panel>
        <Tabs.Panel value="event">
          <PrizesSection />
          <MyEventsTab />
        </Tabs.Panel>
        <Tabs.Panel value="clan">
          <MyClansTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
