import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@w2e/core/contracts/session';
import { translateMessage } from '@w2e/core/validation/message';
import { useApplySignIn } from '@w2e/react/session/queries';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast';

type WalletActions = typeof import('./wallet-actions');
const loadActions = () => import('./wallet-actions');

/**
 * Runs a wallet action (loading the wallet chunk on first use) as a mutation, so its busy state is the usual
 * `isPending`, and shows its failure: the spec's wallet messages ("Metamask not installed", the -32002 one)
 * or the wallet's own text. Failures that came from our API were already shown by the API client. Resolves
 * to null on failure, so callers simply stop.
 */
function useWalletTask<T>(task: (actions: WalletActions) => Promise<T>) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: async () => {
      let actions: WalletActions | undefined;
      try {
        actions = await loadActions();
        return await task(actions);
      } catch (error) {
        if ((error as { isHttpError?: boolean } | null)?.isHttpError !== true) {
          toast.error(
            translateMessage(t, actions ? actions.walletErrorMessage(error) : 'errors:requestFailed'),
          );
        }
        return null;
      }
    },
  });
  return { run: mutation.mutateAsync, busy: mutation.isPending };
}

/** Sign in with the wallet; `onSignedIn` decides where to go next. */
export function useWalletSignIn(onSignedIn?: (result: LoginResult) => Promise<void>) {
  const { t } = useTranslation();
  const applySignIn = useApplySignIn();
  const { run, busy } = useWalletTask((actions) => actions.signInWithWallet());
  const signIn = useCallback(async () => {
    const result = await run();
    if (!result) return;
    toast.success(t('auth:signedIn'));
    if (onSignedIn) await onSignedIn(result);
    else {
      applySignIn(result);
      const [referral, signup] = await Promise.all([
        import('../submit-stored-referral'),
        import('../submit-stored-event-signup'),
      ]);
      await Promise.all([referral.submitStoredReferral(), signup.submitStoredEventSignup()]);
    }
  }, [run, t, applySignIn, onSignedIn]);
  return { signIn, busy };
}

/** Link a wallet to the signed-in account ("Address added successfully"). */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  const { run, busy } = useWalletTask((actions) => actions.linkSignedWallet());
  const link = useCallback(async () => {
    const message = await run();
    if (!message) return;
    toast.success(message);
    // Loaded here, not with the module: the wallet button is on every page, and the users API's contracts
    // would cost every page a long task building their schemas, for a link that most visits never make.
    const { accountKeys } = await import('@w2e/react/users/queries');
    await Promise.all(accountKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [run, queryClient]);
  return { link, busy };
}

/** A wallet signature for a game profile's wallet (null when the wallet failed; already shown). */
export function useWalletSignature() {
  const { run, busy } = useWalletTask((actions) => actions.signWithWallet());
  return { sign: run, busy };
}
