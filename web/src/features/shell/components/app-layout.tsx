import { Anchor, AppShell, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRODUCT_VERSION } from '@w2e/core/constants';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { WalletButton } from '../../wallet/components/wallet-button';
import { NAV_ITEMS } from '../nav-items';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** Where the left navigation's help link goes: the community chat. */
export const COMMUNITY_CHAT_URL = 'https://t.me/w2ehub_community';

/**
 * The shell every page sits in (spec section 2): header, left navigation marking the current page (hidden on
 * small screens, where the burger opens it), and footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav:openMenu')}
            />
            <Logo />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <WalletButton />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav:mainNavigation')}>
        <Stack gap={4} style={{ flex: 1 }}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              end={item.end}
              label={t(item.label)}
              active={item.end ? pathname === item.to : pathname.startsWith(item.to)}
              aria-current={
                (item.end ? pathname === item.to : pathname.startsWith(item.to)) ? 'page' : undefined
              }
              onClick={close}
            />
          ))}
        </Stack>
        <NavLink
          component="a"
          href={COMMUNITY_CHAT_URL}
          target="_blank"
          rel="noopener noreferrer"
          label={t('nav:help')}
        />
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
        <Group
          component="footer"
          justify="space-between"
          mt="xl"
          pt="md"
          c="dimmed"
          fz="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fz="sm" c="dimmed">
            {t('common:brand')} v{PRODUCT_VERSION}
          </Text>
          <Anchor component={Link} to="/" fz="sm" c="dimmed">
            {t('nav:home')}
          </Anchor>
        </Group>
      </AppShell.Main>
    </AppShell>
  );
}
