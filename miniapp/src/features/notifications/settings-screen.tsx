import { Button, Cell, List, Section, Switch } from '@telegram-apps/telegram-ui';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationSettings,
} from '@w2e/core/contracts/notifications';
import {
  useAllowTelegramMessages,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '@w2e/react/notifications/queries';
import { useState } from 'react';
import { Page } from '../../components/page';
import { Failed, Loading, Notice } from '../../components/screen-state';
import { askWriteAccess } from '../../components/telegram';
import { useTranslation } from '../../i18n';

/**
 * /notifications/settings: per kind, whether the bot also sends it in this chat (Telegram) and whether it is
 * mailed. The Telegram switches wait for the bot's permission: "Allow" asks Telegram's own prompt, and once the
 * player allows it the server is told.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const allow = useAllowTelegramMessages();
  const [asking, setAsking] = useState(false);
  const data = settings.data;

  const channel = (
    name: NotificationChannel,
    header: string,
    enabled: boolean,
    data: NotificationSettings,
    footer?: string,
  ) => (
    <Section header={header} footer={footer}>
      {data.settings.map((setting) => (
        <Cell
          key={setting.kind}
          Component="label"
          multiline
          data-testid={`setting-${name}-${setting.kind}`}
          after={
            <Switch
              checked={setting[name]}
              disabled={!enabled || save.isPending}
              onChange={(event) =>
                save.mutate({ settings: [{ kind: setting.kind, [name]: event.currentTarget.checked }] })
              }
            />
          }
        >
          {t(NOTIFICATION_KIND_LABELS[setting.kind])}
        </Cell>
      ))}
    </Section>
  );

  return (
    <Page>
      <List>
        <Section
          header={t('notifications:settingsMiniAppTitle')}
          footer={t('notifications:settingsMiniAppIntro')}
        >
          {settings.isError ? <Failed onRetry={() => void settings.refetch()} /> : null}
          {settings.isPending ? <Loading /> : null}
          {data && !data.telegram_linked ? (
            <Notice text={t('notifications:settingsMiniAppUnlinked')} />
          ) : null}
          {data?.telegram_linked ? (
            <Cell multiline data-testid="telegram-permission">
              {t(
                data.telegram_available
                  ? 'notifications:settingsMiniAppAllowed'
                  : 'notifications:settingsMiniAppNotAllowed',
              )}
            </Cell>
          ) : null}
          {data?.telegram_linked && !data.telegram_available ? (
            <Button
              stretched
              mode="bezeled"
              loading={asking || allow.isPending}
              data-testid="telegram-allow"
              onClick={() => {
                setAsking(true);
                void askWriteAccess()
                  .then((allowed) => {
                    if (allowed) allow.mutate();
                  })
                  .finally(() => setAsking(false));
              }}
            >
              {t('notifications:settingsMiniAppAllow')}
            </Button>
          ) : null}
        </Section>
        {data ? channel('telegram', t('notifications:channelTelegram'), data.telegram_available, data) : null}
        {data
          ? channel(
              'email',
              t('notifications:channelEmail'),
              data.email_available,
              data,
              data.email_available ? undefined : t('notifications:settingsNoEmail'),
            )
          : null}
      </List>
    </Page>
  );
}
