import { notifications } from '@mantine/notifications';

/** Toasts sit top centre and hide after 5 s (spec section 2); set on the Notifications provider. */
export const toast = {
  error(message: string) {
    notifications.show({ color: 'red', message, withBorder: true });
  },
  success(message: string) {
    notifications.show({ color: 'teal', message, withBorder: true });
  },
};
