import { Button, Divider, Stack } from '@mantine/core';
import { loginViaGoogle, loginViaTelegramBot } from '@w2e/core/api/auth';
import type { LoginResult } from '@w2e/core/contracts/session';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useWalletSignIn } from '../../wallet/use-wallet';
import { usePublicConfig } from '../use-public-config';
import { GoogleButton } from './google-button';
import { TelegramLoginButton } from './telegram-login-button';

/** The other ways in: a wallet always; Google and Telegram when this deployment is configured for them. */
export function SignInOptions({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const { signIn, busy } = useWalletSignIn(onSignedIn);

  const finish = async (call: () => Promise<LoginResult>) => {
    try {
      const result = await call();
      toast.success(t('auth:signedIn'));
      await onSignedIn(result);
    } catch {
      // shown by the API client ("Cannot login with google", the Telegram refusal)
    }
  };

  return (
    <Stack gap="sm" align="stretch">
      <Divider label={t('account:orContinueWith')} labelPosition="center" />
      <Button variant="default" onClick={() => void signIn()} loading={busy} fullWidth>
        {t('account:withWallet')}
      </Button>
      {config?.google_client_id && (
        <GoogleButton
          clientId={config.google_client_id}
          onToken={(token) => void finish(() => loginViaGoogle(http, { token }))}
        />
      )}
      {config?.telegram_bot_username && (
        <TelegramLoginButton
          botUsername={config.telegram_bot_username}
          onAuth={(data) => void finish(() => loginViaTelegramBot(http, { login_widget: data }))}
        />
      )}
    </Stack>
  );
}
