import { Button, Divider, Stack } from '@mantine/core';
import type { LoginResult } from '@w2e/core/contracts/session';
import { useLoginViaGoogle, useLoginViaTelegram } from '@w2e/react/auth/queries';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useTranslation } from 'react-i18next';
import { GoogleButton } from '../../../components/google-button';
import { toast } from '../../../lib/toast';
import { useWalletSignIn } from '../../../lib/wallet/use-wallet';
import { TelegramLoginButton } from './telegram-login-button';

/** The other ways in: a wallet always; Google and Telegram when this deployment is configured for them. */
export function SignInOptions({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const { signIn, busy } = useWalletSignIn(onSignedIn);

  const google = useLoginViaGoogle();
  const telegram = useLoginViaTelegram();
  // A refusal ("Cannot login with google", the Telegram one) is shown by the API client.
  const signedIn = {
    onSuccess: async (result: LoginResult) => {
      toast.success(t('auth:signedIn'));
      await onSignedIn(result);
    },
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
          onToken={(token) => google.mutate(token, signedIn)}
        />
      )}
      {config?.telegram_bot_username && (
        <TelegramLoginButton
          botUsername={config.telegram_bot_username}
          onAuth={(data) => telegram.mutate({ login_widget: data }, signedIn)}
        />
      )}
    </Stack>
  );
}
