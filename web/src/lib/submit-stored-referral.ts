import { submitReferral } from '@w2e/core/api/users';
import { referralStore } from '@w2e/react/session/referral-store';
import { http } from './api';
import { toast } from './toast';

/**
 * After any sign-in, a referral code kept from `/auth/register?referral_code=` is submitted with
 * POST users/referral and then cleared (spec section 7). Errors show as the usual toast; the code is
 * cleared either way, so a bad code does not follow the visitor around.
 */
export async function submitStoredReferral(): Promise<void> {
  const code = referralStore.peek();
  if (!code) return;
  referralStore.clear();
  try {
    const { message } = await submitReferral(http, { code });
    toast.success(message);
  } catch {
    // already shown by the API client
  }
}
