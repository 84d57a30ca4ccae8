import { Button, List, Section } from '@telegram-apps/telegram-ui';
import {
  NOTIFICATIONS_PAGE,
  type NotificationTarget,
  notificationMessage,
} from '@w2e/core/contracts/notifications';
import { formatDateTime } from '@w2e/core/format/date';
import { useMarkNotificationsRead, useNotifications } from '@w2e/react/notifications/queries';
import { useState } from 'react';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate } from '../../components/router';
import { Failed, Loading, Notice } from '../../components/screen-state';
import { useTranslation } from '../../i18n';

/** Where a notification leads inside the Mini App. */
export function screenOf(target: NotificationTarget): string {
  switch (target.kind) {
    case 'event':
    // Reviewing is the portal's work: the Mini App shows the event.
    case 'submissions':
      return `/events/${encodeURIComponent(target.slug)}`;
    case 'clan':
      return `/clans/${encodeURIComponent(target.slug)}`;
    case 'wheel':
      return `/wheel/${encodeURIComponent(target.id)}`;
    // Claiming and paying out are the portal's pages for now: the Mini App shows what the prize came from.
    case 'event_prizes':
      return `/events/${encodeURIComponent(target.slug)}`;
    case 'wheel_prizes':
      return `/wheel/${encodeURIComponent(target.id)}`;
    case 'prize':
      return '/profile';
    // Plans and co-host invitations are the portal's: the Mini App opens the profile.
    case 'plan':
    case 'co_host':
      return '/profile';
    // The participants' risk and appeals are the portal's: the Mini App shows the event.
    case 'participants':
      return `/events/${encodeURIComponent(target.slug)}`;
  }
}

/**
 * /notifications: newest first, a page at a time ("Show more" asks for the next). Opening one marks it read
 * and goes to what it is about; "Mark all as read" clears the count on the root screen.
 */
export function NotificationsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(NOTIFICATIONS_PAGE);
  const list = useNotifications({ limit: shown, offset: 0 });
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Page>
      <List>
        <Section
          header={t('notifications:title')}
          footer={unread > 0 ? t('notifications:bellUnread', { count: unread }) : undefined}
        >
          {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
          {list.isPending ? <Loading /> : null}
          {list.data?.items.length === 0 ? (
            <Notice text={t('notifications:empty')} testId="notifications-empty" />
          ) : null}
          {list.data?.items.map((item) => {
            const { key, params } = notificationMessage(item);
            return (
              <ActionCell
                key={item.id}
                data-testid="notification"
                data-read={item.read}
                multiline
                before={
                  item.read ? undefined : (
                    <span role="img" aria-label={t('notifications:unreadBadge')}>
                      ●
                    </span>
                  )
                }
                subtitle={formatDateTime(item.created_at, i18n.language)}
                onClick={() => {
                  if (!item.read) markRead.mutate({ ids: [item.id] });
                  void navigate(screenOf(item.target));
                }}
              >
                {t(key, params)}
              </ActionCell>
            );
          })}
        </Section>
        <Section>
          <ActionCell
            data-testid="notification-settings-link"
            onClick={() => void navigate('/notifications/settings')}
          >
            {t('notifications:settingsMiniAppTitle')}
          </ActionCell>
          {list.data && list.data.total > list.data.items.length ? (
            <Button stretched mode="bezeled" onClick={() => setShown((n) => n + NOTIFICATIONS_PAGE)}>
              {t('notifications:showMore')}
            </Button>
          ) : null}
          {unread > 0 ? (
            <Button
              stretched
              mode="plain"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              data-testid="notifications-read-all"
            >
              {t('notifications:markAllRead')}
            </Button>
          ) : null}
        </Section>
      </List>
    </Page>
  );
}
