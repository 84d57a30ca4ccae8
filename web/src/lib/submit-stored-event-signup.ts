import { recordEventSignup } from '@w2e/core/api/events';
import { eventSignupStore } from '@w2e/react/events/signup-store';
import { http } from './api';

/**
 * After any sign-in, the event of a registration link (`/auth/register?event={slug}`) records the sign-up
 * with POST /api/events/{slug}/signups and is cleared either way, so it does not follow the visitor around.
 * The server alone decides whether it counts (an account made through the link while the event runs); a
 * refusal is not the visitor's business at this point, so it shows nothing.
 */
export async function submitStoredEventSignup(): Promise<void> {
  const slug = eventSignupStore.peek();
  if (!slug) return;
  eventSignupStore.clear();
  try {
    await recordEventSignup(http, slug);
  } catch {
    // not counted; the register task's verify button says why
  }
}
