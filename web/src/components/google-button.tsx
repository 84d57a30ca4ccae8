import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from '../lib/load-script';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/**
 * Google Identity Services' own button, loaded only when the server has a Google client id; it hands back an
 * ID token for POST auth/login-via-google (or /users/link-google).
 */
export function GoogleButton({ clientId, onToken }: { clientId: string; onToken: (token: string) => void }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  callback.current = onToken;

  useEffect(() => {
    let cancelled = false;
    void loadScript('https://accounts.google.com/gsi/client').then(
      () => {
        const google = (window as unknown as { google?: GoogleIdentity }).google;
        if (cancelled || !google || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => callback.current(credential),
        });
        google.accounts.id.renderButton(box.current, {
          theme: 'outline',
          size: 'large',
          width: 300,
          locale: i18n.language,
        });
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.language]);

  return <Box ref={box} mih={44} data-testid="google-button" />;
}
