import { Box } from '@mantine/core';
import type { TelegramWidgetData } from '@w2e/core/contracts/auth';
import { useEffect, useRef } from 'react';
import { loadScript } from '../../../lib/load-script';

const CALLBACK = '__w2eTelegramAuth';

/**
 * The Telegram Login Widget for the configured bot, loaded only when the server has one. Its data goes to
 * POST auth/login-via-telegram-bot as `login_widget`; the server checks its hash with the bot token.
 */
export function TelegramLoginButton({
  botUsername,
  onAuth,
}: {
  botUsername: string;
  onAuth: (data: TelegramWidgetData) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onAuth);
  callback.current = onAuth;

  useEffect(() => {
    const parent = box.current;
    if (!parent) return;
    (window as unknown as Record<string, unknown>)[CALLBACK] = (data: TelegramWidgetData) =>
      callback.current(data);
    void loadScript(
      'https://telegram.org/js/telegram-widget.js?22',
      {
        'data-telegram-login': botUsername,
        'data-size': 'large',
        'data-request-access': 'write',
        'data-onauth': `${CALLBACK}(user)`,
      },
      parent,
    ).catch(() => {});
    return () => {
      parent.replaceChildren();
      delete (window as unknown as Record<string, unknown>)[CALLBACK];
    };
  }, [botUsername]);

  return <Box ref={box} mih={40} data-testid="telegram-login" />;
}
