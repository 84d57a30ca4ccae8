import { Alert, Anchor, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import {
  NOTIFICATIONS_PAGE,
  type Notification,
  notificationMessage,
  notificationPath,
} from '@w2e/core/contracts/notifications';
import { pageCount, pageParam } from '@w2e/core/format/page-count';
import { useMarkNotificationsRead, useNotifications } from '@w2e/react/notifications/queries';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/content-page';
import { paginationControls } from '../../../lib/pagination';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { NotificationSettingsCard } from './notification-settings';
import classes from './notifications-page.module.css';

/**
 * /notifications: the signed-in player's notifications, newest first, `?page=` at a time. Each one links to
 * what it is about and is marked read when followed; "Mark all as read" clears the bell.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const list = useNotifications({ limit: NOTIFICATIONS_PAGE, offset: (page - 1) * NOTIFICATIONS_PAGE });
  const markRead = useMarkNotificationsRead();
  const pages = pageCount(list.data?.total, NOTIFICATIONS_PAGE);
  const unread = list.data?.unread ?? 0;

  return (
    <ContentPage title="notifications:title" description="notifications:pageDescription">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="notifications-unread" aria-live="polite">
          {unread > 0 ? t('notifications:bellUnread', { count: unread }) : t('notifications:readAllDone')}
        </Text>
        <Button
          variant="light"
          size="sm"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notifications-read-all"
        >
          {t('notifications:markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{t('notifications:loadFailed')}</Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="notifications-empty">
          {t('notifications:empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.list} data-testid="notifications">
          {list.data.items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onOpen={() => {
                if (!item.read) markRead.mutate({ ids: [item.id] });
              }}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          getControlProps={paginationControls(t)}
          data-testid="notifications-pages"
        />
      )}
      <NotificationSettingsCard />
    </ContentPage>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { key, params } = notificationMessage(item);
  return (
    <li className={classes.item} data-read={item.read} data-testid="notification" data-kind={item.kind}>
      {!item.read && <span className={classes.dot} role="img" aria-label={t('notifications:unreadBadge')} />}
      <div>
        <Anchor
          component={Link}
          to={notificationPath(item.target)}
          onClick={onOpen}
          fw={item.read ? 400 : 600}
        >
          {t(key, params)}
        </Anchor>
        <Text size="xs" c="dimmed">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </Text>
      </div>
    </li>
  );
}
