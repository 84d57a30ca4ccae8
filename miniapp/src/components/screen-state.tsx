import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { useTranslation } from '../i18n';

/** A screen still loading its data. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Placeholder description={t('miniapp:loading')}>
      <Spinner size="l" />
    </Placeholder>
  );
}

/** A screen whose data could not be loaded: the reason, and a retry when one may help. */
export function Failed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Placeholder
      description={message ?? t('miniapp:loadFailed')}
      action={
        onRetry ? (
          <Button size="m" onClick={onRetry}>
            {t('miniapp:retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
