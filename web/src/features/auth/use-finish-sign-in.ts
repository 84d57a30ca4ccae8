import type { LoginResult } from '@w2e/core/contracts/session';
import { useApplySignIn } from '@w2e/react/session/queries';
import { useNavigate, useSearchParams } from 'react-router';
import { submitStoredEventSignup } from '../../lib/submit-stored-event-signup';
import { submitStoredReferral } from '../../lib/submit-stored-referral';

/** Only same-site paths are followed after sign-in, never an absolute or protocol-relative URL. */
export function safeRedirect(target: string | null, fallback = '/'): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}

/**
 * The steps after every successful sign-in: keep the token, submit a stored referral and an event's sign-up
 * (the register task), go where the user was going.
 */
export function useFinishSignIn() {
  const applySignIn = useApplySignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  /** `landing`: where to go without a `?redirect=` (a new account lands on its first steps). */
  return async (result: LoginResult, landing = '/') => {
    applySignIn(result);
    await Promise.all([submitStoredReferral(), submitStoredEventSignup()]);
    await navigate(safeRedirect(params.get('redirect'), landing), { replace: true });
  };
}
