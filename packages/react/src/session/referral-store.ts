import { REFERRAL_STORAGE_KEY } from '@w2e/core/constants';
import { optionalReferralCodeSchema } from '@w2e/core/validation/account';

/**
 * A referral code from `/auth/register?referral_code=…`, kept in sessionStorage until a sign-in submits it
 * (spec sections 2 and 7). A malformed code is not kept.
 */
export const referralStore = {
  remember(code: string | null): void {
    if (!code) return;
    const parsed = optionalReferralCodeSchema.safeParse(code);
    if (parsed.success && parsed.data) sessionStorage.setItem(REFERRAL_STORAGE_KEY, parsed.data);
  },
  peek(): string | null {
    try {
      return sessionStorage.getItem(REFERRAL_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  clear(): void {
    sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
  },
};
