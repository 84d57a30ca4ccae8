import { useQueryClient } from '@tanstack/react-query';
import { closeMiniApp } from '@telegram-apps/sdk-react';
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { sessionKeys, useSession } from '@w2e/react/session/queries';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import type { SignInProblem } from './api-client';

/**
 * The silent sign-in's outcome. Refused (init data forged or too old: Telegram's data is fixed when the app
 * opens, so retrying cannot help): say so and offer to close, since reopening from the bot brings fresh data.
 * Server unreachable: offer to try again. Otherwise the screens.
 *
 * The screens render while the sign-in runs (a deep link's screen loads beside it), so a screen's request may
 * leave before the session's token is stored and be answered for a guest, or for the user the device last
 * signed in. When the sign-in settles, every query other than the session's is marked stale and the shown ones
 * fetched again with the session's token (an answer still on its way is dropped for the new one).
 */
export function SessionGate({
  signInProblem,
  children,
}: {
  signInProblem: () => SignInProblem | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, loading } = useSession();
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    }
    wasLoading.current = loading;
  }, [loading, queryClient]);
  const problem = !loading && !user ? signInProblem() : null;
  if (problem === 'refused') {
    return (
      <Placeholder
        data-testid="sign-in-refused"
        header={t('miniapp:signInRefused')}
        description={t('miniapp:signInRefusedHint')}
        action={
          <Button size="l" onClick={() => closeMiniApp.ifAvailable()}>
            {t('miniapp:reopen')}
          </Button>
        }
      />
    );
  }
  if (problem === 'unavailable') {
    return (
      <Placeholder
        data-testid="sign-in-unavailable"
        description={t('miniapp:signInUnavailable')}
        action={
          <Button size="l" onClick={() => void queryClient.resetQueries({ queryKey: sessionKeys.all })}>
            {t('miniapp:retry')}
          </Button>
        }
      />
    );
  }
  return children;
}
