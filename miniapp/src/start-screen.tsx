import { initDataUser, openLink, useSignal } from '@telegram-apps/sdk-react';
import { Button, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import type { UserInfo } from '@w2e/core/contracts/session';
import { useTranslation } from 'react-i18next';

/** The first screen: a greeting for the Telegram user and a way to the full portal. */
export function StartScreen({ user: account }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const user = useSignal(initDataUser);
  const portal = new URL('/', window.location.href).toString();
  return (
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
  );
}
