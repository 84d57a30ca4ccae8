import type { LoginResult } from '@w2e/core/contracts/session';
import { useApplySignIn } from '@w2e/react/session/queries';
import { useNavigate, useSearchParams } from 'react-router';
import { submitStoredEventSignup } from '../../lib/submit-stored-event-signup';
import { submitStoredReferral } from '../../lib/submit-stored-referral';

/** Only same-site paths are followed after sign-in, never an absolute or protocol-relative URL. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

/**
 * The steps after every successful sign-in: keep the token, submit a stored referral and an event's sign-up
 * (the register task), go where the user was going.
 */
export function useFinishSignIn() {
  const applySignIn = useApplySignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (result: LoginResult) => {
    applySignIn(result);
    await Promise.all([submitStoredReferral(), submitStoredEventSignup()]);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
