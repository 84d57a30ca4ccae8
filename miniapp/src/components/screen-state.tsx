import { Button, Placeholder, Spinner, Text } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

/**
 * A line of text in the middle of a screen, as telegram-ui's Placeholder shows a description, without its
 * markup: a description alone is a `<dl>` holding a `<dd>` and no `<dt>`, which a screen reader announces as a
 * broken definition list (axe-core's definition-list). A Placeholder with a header and a description is fine.
 */
export function Notice({
  text,
  children,
  action,
  testId,
}: {
  text: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Placeholder action={action} data-testid={testId}>
      {children}
      <Text style={{ color: 'var(--tgui--hint_color)', textAlign: 'center' }}>{text}</Text>
    </Placeholder>
  );
}

/** A screen still loading its data. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Notice text={t('miniapp:loading')}>
      <Spinner size="l" />
    </Notice>
  );
}

/** A screen whose data could not be loaded: the reason, and a retry when one may help. */
export function Failed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      text={message ?? t('miniapp:loadFailed')}
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
