/**
 * Spec section 7: `?ifo_access_token=` on any page signs in through the IFO partner, and the parameter
 * leaves the address bar. This module is imported first by main.tsx, so the token is taken out of the URL
 * before the router reads it (the router never sees it, and it never lands in history or analytics);
 * the session query then spends it (use-session.ts).
 */
export const IFO_TOKEN_PARAM = 'ifo_access_token';

let pending: string | null = null;

try {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(IFO_TOKEN_PARAM);
  if (token) {
    pending = token;
    url.searchParams.delete(IFO_TOKEN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
} catch {
  // no window (tests): nothing to take
}

/** The IFO token taken from the URL, once. */
export function takeIfoToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}

/** Whether an IFO token is waiting to be spent, without taking it. */
export function ifoTokenPending(): boolean {
  return pending !== null;
}
