import type { HttpClient } from '@w2e/core/api/http';
import type { UserInfo } from '@w2e/core/contracts/session';
import { createContext, type ReactNode, useContext } from 'react';
import type { TokenStore } from './session/token-store';

/**
 * What an app injects into the shared data layer. The portal's client shows failed calls as toasts, the Mini
 * App's signs in with Telegram's init data; queries and mutations here do not know which app they run in.
 */
export interface ApiClient {
  /**
   * The app's HTTP client. A loader, not the client itself: the portal's first paint carries neither the client
   * nor the contracts, which load with the first request (a visitor with no token makes none on the home page).
   */
  http: () => Promise<HttpClient>;
  /** Where the session token lives: `tokenStore` (the spec's `jwtToken` in localStorage and a cookie). */
  tokens: TokenStore;
  /**
   * A sign-in the app makes at start instead of reading the stored token: the portal's IFO partner token from
   * the URL, the Mini App's Telegram init data. Resolves to the signed-in user, null when it was refused and
   * nobody is signed in, or undefined when there is nothing to sign in with (the stored token is used).
   */
  startSession?: () => Promise<UserInfo | null | undefined>;
  /** Whether `startSession` has something to sign in with, known without a request (first paint). */
  startPending?: () => boolean;
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The injected client; every hook of this package reads it. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('No ApiProvider');
  return client;
}
