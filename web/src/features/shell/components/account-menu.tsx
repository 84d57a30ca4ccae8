import { Avatar, Group, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UserInfo } from '@w2e/core/contracts/session';
import { displayName } from '@w2e/core/format/display-name';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useSignOut } from '@w2e/react/session/queries';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NotificationBell } from '../../../components/notification-bell';
import { toast } from '../../../lib/toast';

const profileTab = (tab: string) => `${buildPath(ROUTES.profile)}?tab=${tab}`;

/**
 * The signed-in user's name and menu (spec section 2): My Profile, My Events, My Clans, Sign Out; and the
 * group admins' dashboard. Loaded only
 * for signed-in users, so visitors' first load carries no menu code.
 */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = displayName(user, t('common:profile'));
  return (
    <Group gap={4} wrap="nowrap">
      <NotificationBell />
      <Menu position="bottom-end" withArrow shadow="md" width={200}>
        <Menu.Target>
          {/* Named by what it shows, the user's name, then what it opens (a screen reader's "label in name"). */}
          <UnstyledButton data-testid="user-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar size="sm" radius="xl" color="violet" aria-hidden>
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <span
                data-testid="header-user-name"
                style={{
                  fontWeight: 600,
                  // Room for the bell, the language switch and the logo on a 390 px phone.
                  maxWidth: 'min(160px, calc(100vw - 290px))',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {name}
              </span>
              <VisuallyHidden>{t('nav:userMenu')}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={profileTab('profile')}>
            {t('nav:myProfile')}
          </Menu.Item>
          <Menu.Item component={Link} to={profileTab('event')}>
            {t('nav:myEvents')}
          </Menu.Item>
          <Menu.Item component={Link} to={ROUTES.eventCreate} pl="lg" data-testid="host-event-link">
            {t('eventEditor:hostEvent')}
          </Menu.Item>
          <Menu.Item component={Link} to={profileTab('clan')}>
            {t('nav:myClans')}
          </Menu.Item>
          <Menu.Item component={Link} to={ROUTES.prizes} data-testid="my-prizes-link">
            {t('prizes:title')}
          </Menu.Item>
          <Menu.Item component={Link} to={ROUTES.notifications}>
            {t('notifications:title')}
          </Menu.Item>
          <Menu.Item component={Link} to={ROUTES.monitoringDashboard} data-testid="group-dashboard-link">
            {t('nav:groupDashboard')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            onClick={() => {
              signOut();
              toast.success(t('auth:signedOut'));
              void navigate(ROUTES.home);
            }}
          >
            {t('nav:signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
