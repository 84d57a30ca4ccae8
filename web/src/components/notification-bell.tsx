import { ROUTES } from '@w2e/core/routes';
import { useUnreadNotifications } from '@w2e/react/notifications/unread';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './notification-bell.module.css';

/** Shown above this many: the badge stays one short word on a phone. */
const BADGE_MAX = 99;

/**
 * The bell in the header of a signed-in player: a link to /notifications with the unread count, which it asks
 * for again every minute and whenever the window regains focus. Its name says the count to a screen reader.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <Link
      to={ROUTES.notifications}
      className={classes.bell}
      aria-label={unread > 0 ? t('notifications:bellUnread', { count: unread }) : t('notifications:bell')}
      data-testid="notification-bell"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className={classes.badge} data-testid="notification-count" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}
