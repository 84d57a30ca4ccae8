import { Placeholder } from '@telegram-apps/telegram-ui';
import { Page } from '../../components/page';
import { useTranslation } from '../../i18n';

/** Where a link to a screen that is not in this build lands (the seam of features still to come). */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <Placeholder header={t('miniapp:comingSoon')} description={t('miniapp:intro')} />
    </Page>
  );
}
