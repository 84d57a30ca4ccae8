import type { NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';

/**
 * Mantine's notifications, loaded with the first toast: the package (its store, container and animations, ~10
 * KB gzip with what it brings) is then not among the modules every page that can raise a toast preloads. The
 * container itself mounts once the browser is idle (features/shell/components/toasts.tsx); a toast raised
 * before either is in waits for them and shows, in order.
 */
let loaded: Promise<typeof import('@mantine/notifications')> | undefined;
function show(data: NotificationData) {
  loaded ??= import('@mantine/notifications');
  loaded.then(
    // The close button's name: Mantine's has none, and a screen reader would read "button".
    (m) =>
      m.notifications.show({ closeButtonProps: { 'aria-label': i18n.t('common:dismissToast') }, ...data }),
    () => {
      // Its code could not load (offline): this toast is lost; the next one tries again.
      loaded = undefined;
    },
  );
}

/**
 * Toasts sit top centre and hide after 5 s (spec section 2); set on the Notifications provider. A toast given
 * an `id` shows once however often it is raised, and `hide(id)` takes it away when what it said is fixed.
 */
export const toast = {
  error(message: string, id?: string) {
    show({ color: 'red', message, withBorder: true, ...(id ? { id } : {}) });
  },
  success(message: string, id?: string) {
    show({ color: 'teal', message, withBorder: true, ...(id ? { id } : {}) });
  },
  hide(id: string) {
    loaded?.then(
      (m) => m.notifications.hide(id),
      () => undefined,
    );
  },
};
