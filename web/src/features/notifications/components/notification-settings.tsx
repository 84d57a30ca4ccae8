import { Alert, Card, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationSettings,
} from '@w2e/core/contracts/notifications';
import { useNotificationSettings, useSaveNotificationSettings } from '@w2e/react/notifications/queries';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

const CHANNELS = [
  { channel: 'email', label: 'notifications:channelEmail' },
  { channel: 'telegram', label: 'notifications:channelTelegram' },
] as const satisfies readonly { channel: NotificationChannel; label: string }[];

/** Whether a channel can reach the player at all: a verified address; a linked Telegram that allowed the bot. */
const available = (data: NotificationSettings, channel: NotificationChannel) =>
  channel === 'email' ? data.email_available : data.telegram_available;

/**
 * Per kind and channel (email, Telegram), whether a notification is also sent there: saved at each switch. A
 * channel that cannot reach the player shows its switches disabled, with what to do about it.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notification-settings">
      <Title order={2} fz="h4" id="notification-settings">
        {t('notifications:settingsChannelsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications:settingsChannelsIntro')}
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
          {!settings.data.telegram_available && (
            <Alert color="yellow" data-testid="notification-settings-no-telegram">
              {t(
                settings.data.telegram_linked
                  ? 'notifications:settingsTelegramNotAllowed'
                  : 'notifications:settingsTelegramUnlinked',
              )}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications:settingsKind')}</Table.Th>
                  {CHANNELS.map(({ channel, label }) => (
                    <Table.Th key={channel} ta="center">
                      {t(label)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.data.settings.map((setting) => (
                  <Table.Tr key={setting.kind}>
                    <Table.Td>{t(NOTIFICATION_KIND_LABELS[setting.kind])}</Table.Td>
                    {CHANNELS.map(({ channel, label }) => (
                      <Table.Td key={channel}>
                        <Switch
                          style={{ display: 'flex', justifyContent: 'center' }}
                          aria-label={t('notifications:settingsSwitch', {
                            kind: t(NOTIFICATION_KIND_LABELS[setting.kind]),
                            channel: t(label),
                          })}
                          checked={setting[channel]}
                          disabled={!available(settings.data, channel) || save.isPending}
                          onChange={(event) =>
                            save.mutate(
                              { settings: [{ kind: setting.kind, [channel]: event.currentTarget.checked }] },
                              { onSuccess: () => toast.success(t('notifications:settingsSaved')) },
                            )
                          }
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Card>
  );
}
