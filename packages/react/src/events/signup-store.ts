import { EVENT_SIGNUP_STORAGE_KEY } from '@w2e/core/constants';
import { SLUG_MAX, SLUG_PATTERN } from '@w2e/core/validation/slug';

/**
 * The event of a registration link, `/auth/register?event={slug}` (the register task), kept in sessionStorage
 * like the referral code until a sign-in records the sign-up (POST /api/events/{slug}/signups). Something
 * that cannot be a slug is not kept.
 */
export const eventSignupStore = {
  remember(slug: string | null): void {
    const value = slug?.trim().toLowerCase();
    if (!value || value.length > SLUG_MAX || !SLUG_PATTERN.test(value)) return;
    try {
      sessionStorage.setItem(EVENT_SIGNUP_STORAGE_KEY, value);
    } catch {
      // no storage: the sign-up is not recorded, as without the link
    }
  },
  peek(): string | null {
    try {
      return sessionStorage.getItem(EVENT_SIGNUP_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(EVENT_SIGNUP_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  },
};
