import { Placeholder } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';

/** Where a link to a screen that is not in this build lands (the seam of features still to come). */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <Placeholder header={t('miniapp:comingSoon')} description={t('miniapp:intro')} />
    </Page>
  );
}
