import { useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@w2e/core/contracts/session';
import { translateMessage } from '@w2e/core/validation/message';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { SESSION_KEY, useApplySignIn } from '../session/use-session';

const loadActions = () => import('./wallet-actions');

/**
 * Runs a wallet action (loading the wallet chunk on first use) and shows its failure: the spec's wallet
 * messages ("Metamask not installed", the -32002 one) or the wallet's own text. Failures that came from our
 * API were already shown by the API client.
 */
function useWalletTask() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(task: (actions: Awaited<ReturnType<typeof loadActions>>) => Promise<T>): Promise<T | null> => {
      setBusy(true);
      let actions: Awaited<ReturnType<typeof loadActions>> | undefined;
      try {
        actions = await loadActions();
        return await task(actions);
      } catch (error) {
        // Our API's failures were shown by the API client already.
        if ((error as { isAxiosError?: boolean } | null)?.isAxiosError !== true) {
          toast.error(
            translateMessage(t, actions ? actions.walletErrorMessage(error) : 'errors:requestFailed'),
          );
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { run, busy };
}

/** Sign in with the wallet; `onSignedIn` decides where to go next. */
export function useWalletSignIn(onSignedIn?: (result: LoginResult) => Promise<void>) {
  const { t } = useTranslation();
  const applySignIn = useApplySignIn();
  const { run, busy } = useWalletTask();
  const signIn = useCallback(async () => {
    const result = await run((actions) => actions.signInWithWallet());
    if (!result) return;
    toast.success(t('auth:signedIn'));
    if (onSignedIn) await onSignedIn(result);
    else {
      applySignIn(result);
      await (await import('../session/submit-stored-referral')).submitStoredReferral();
    }
  }, [run, t, applySignIn, onSignedIn]);
  return { signIn, busy };
}

/** Link a wallet to the signed-in account ("Address added successfully"). */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  const { run, busy } = useWalletTask();
  const link = useCallback(async () => {
    const message = await run((actions) => actions.linkSignedWallet());
    if (!message) return;
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
  }, [run, queryClient]);
  return { link, busy };
}

/** A wallet signature for a game profile's wallet (null when the wallet failed; already shown). */
export function useWalletSignature() {
  const { run, busy } = useWalletTask();
  const sign = useCallback(() => run((actions) => actions.signWithWallet()), [run]);
  return { sign, busy };
}
