import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@w2e/core/contracts/notifications';
import { ROUTES } from '@w2e/core/routes';
import { useUnsubscribe } from '@w2e/react/notifications/queries';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/content-page';

const isKind = (value: string | null): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly (string | null)[]).includes(value);

/**
 * /notifications/unsubscribe?user=&kind=&token=: where a notification mail's link lands. One button stops that
 * kind's mails; it needs no session (the link is signed for that player and kind), and a link opened by a
 * mail scanner changes nothing until someone presses it.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  const user = params.get('user');
  const kind = params.get('kind');
  const token = params.get('token');
  const valid = Boolean(user && token) && isKind(kind);
  return (
    <ContentPage title="notifications:unsubscribeTitle" description="notifications:settingsIntro">
      {!valid ? (
        <Alert color="red" data-testid="unsubscribe-invalid">
          {t('notifications:unsubscribeInvalid')}
        </Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert color="green" data-testid="unsubscribe-done" role="status">
          {unsubscribe.data.message} <Link to={ROUTES.notifications}>{t('notifications:title')}</Link>
        </Alert>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>
            {t('notifications:unsubscribeIntro', {
              kind: t(NOTIFICATION_KIND_LABELS[kind as NotificationKind]),
            })}
          </Text>
          <Button
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ user: user!, kind: kind as NotificationKind, token: token! })}
            data-testid="unsubscribe-button"
          >
            {t('notifications:unsubscribeButton')}
          </Button>
        </Stack>
      )}
    </ContentPage>
  );
}
