import { initDataUser, openLink, useSignal } from '@telegram-apps/sdk-react';
import { Button, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { useSession } from '@w2e/react/session/queries';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';

/** The root screen: a greeting for the Telegram user, whether they are signed in, and a way to the full portal. */
export function StartScreen() {
  const { t } = useTranslation();
  const { user: account } = useSession();
  const user = useSignal(initDataUser);
  const portal = new URL('/', window.location.href).toString();
  return (
    <Page back={false}>
      <List>
        <Section>
          <Placeholder
            header={user ? t('miniapp:welcome', { name: user.first_name }) : t('miniapp:welcomeGuest')}
            description={account ? t('account:miniappSignedIn') : t('miniapp:intro')}
          >
            <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width={96} height={96} />
          </Placeholder>
        </Section>
        <Section>
          <Button
            stretched
            size="l"
            onClick={() => (openLink.isAvailable() ? openLink(portal) : window.open(portal, '_blank'))}
          >
            {t('miniapp:openPortal')}
          </Button>
        </Section>
      </List>
    </Page>
  );
}
