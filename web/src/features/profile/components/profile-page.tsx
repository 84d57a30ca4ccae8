import { Badge, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { shortenAddress } from '@w2e/core/format/address';
import { PROFILE_TABS, type ProfileTab } from '@w2e/core/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { RequireUser } from '../../session/require-user';
import { useSession } from '../../session/use-session';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="baseline">
      <Text c="dimmed" w={140}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Group>
  );
}

function ProfileDetails() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="sm">
      <Field label={t('profile:username')}>{user.username ?? '-'}</Field>
      <Field label={t('profile:fullName')}>{user.name ?? '-'}</Field>
      <Field label={t('profile:email')}>
        {user.email ?? user.email_unverify ?? '-'}{' '}
        {!user.email && user.email_unverify && (
          <Badge color="yellow" variant="light" ml={6}>
            {t('profile:emailUnverified')}
          </Badge>
        )}
      </Field>
      <Field label={t('profile:wallet')}>
        {user.auth_metamask_wallet ? shortenAddress(user.auth_metamask_wallet) : t('profile:noWallet')}
      </Field>
    </Stack>
  );
}

/** /profile with `?tab=profile|event|clan` (spec section 2). */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageMeta(t('profile:title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(requested as ProfileTab)
    ? (requested as ProfileTab)
    : 'profile';

  return (
    <RequireUser>
      <Container size="md" py="lg">
        <Title order={1} mb="lg">
          {t('profile:title')}
        </Title>
        <Tabs value={tab} onChange={(value) => value && setParams({ tab: value })} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile">{t('profile:tabProfile')}</Tabs.Tab>
            <Tabs.Tab value="event">{t('profile:tabEvents')}</Tabs.Tab>
            <Tabs.Tab value="clan">{t('profile:tabClans')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileDetails />
          </Tabs.Panel>
          <Tabs.Panel value="event">
            <Text c="dimmed">{t('profile:noEvents')}</Text>
          </Tabs.Panel>
          <Tabs.Panel value="clan">
            <Text c="dimmed">{t('profile:noClans')}</Text>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </RequireUser>
  );
}
