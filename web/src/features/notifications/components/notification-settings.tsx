import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTIFICATION_KIND_LABELS } from '@w2e/core/contracts/notifications';
import { useNotificationSettings, useSaveNotificationSettings } from '@w2e/react/notifications/queries';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Per kind, whether a notification is also mailed: saved at each switch. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notification-settings">
      <Title order={2} fz="h4" id="notification-settings">
        {t('notifications:settingsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications:settingsIntro')}
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : settings.isError ? (
        <Alert color="red">{t('notifications:loadFailed')}</Alert>
      ) : (
        <Stack gap="sm" data-testid="notification-settings">
          {!settings.data.email_available && (
            <Alert color="yellow" data-testid="notification-settings-no-email">
              {t('notifications:settingsNoEmail')}
            </Alert>
          )}
          {settings.data.settings.map((setting) => (
            <Switch
              key={setting.kind}
              label={t(NOTIFICATION_KIND_LABELS[setting.kind])}
              checked={setting.email}
              disabled={!settings.data.email_available || save.isPending}
              onChange={(event) =>
                save.mutate(
                  { settings: [{ kind: setting.kind, email: event.currentTarget.checked }] },
                  { onSuccess: () => toast.success(t('notifications:settingsSaved')) },
                )
              }
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
