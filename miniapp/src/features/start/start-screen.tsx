import { initDataUser, useSignal } from '@telegram-apps/sdk-react';
import { Badge, Button, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { useUnreadNotifications } from '@w2e/react/notifications/unread';
import { useSession } from '@w2e/react/session/queries';
import { lazy, Suspense } from 'react';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate } from '../../components/router';
import { openExternal } from '../../components/telegram';
import { useTranslation } from '../../i18n';
// Under Vite's inline limit: a data URI in the script, so the start screen asks for no image.
import logo from '../../logo.svg?inline';
import { ROOT_LINKS } from './root-links';

// The featured quest, score and spins: their own chunk, after the first screen (the Mini App's budget).
const StartHome = lazy(() => import('./start-home'));

/**
 * The root screen as the player's home: a greeting, the featured quest, their score and spins, the Mini App's
 * sections (each a button: focusable, announced, opened with Enter or Space) and a way to the full portal.
 */
export function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: account } = useSession();
  const user = useSignal(initDataUser);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const portal = new URL('/', window.location.href).toString();
  return (
    <Page back={false}>
      <List>
        <Section>
          <Placeholder
            header={user ? t('miniapp:welcome', { name: user.first_name }) : t('miniapp:welcomeGuest')}
            description={account ? t('account:miniappSignedIn') : t('miniapp:intro')}
          >
            <img src={logo} alt="" width={96} height={96} />
          </Placeholder>
        </Section>
        <Suspense fallback={null}>
          <StartHome />
        </Suspense>
        <Section>
          {ROOT_LINKS.map((link) => (
            <ActionCell
              key={link.to}
              data-testid={link.testId}
              onClick={() => void navigate(link.to)}
              after={
                link.to === '/notifications' && unread > 0 ? (
                  <Badge type="number" data-testid="notification-count">
                    {unread}
                  </Badge>
                ) : undefined
              }
            >
              {t(link.label)}
            </ActionCell>
          ))}
        </Section>
        <Section>
          <Button stretched size="l" mode="bezeled" onClick={() => openExternal(portal)}>
            {t('miniapp:openPortal')}
          </Button>
        </Section>
      </List>
    </Page>
  );
}
