import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type HttpClient, HttpError } from '@w2e/core/api/http';
import type { ReactNode } from 'react';
import { type ApiClient, ApiProvider } from './api-provider';
import type { TokenStore } from './session/token-store';

/** A token store in memory, so tests do not share the page's storage. */
export function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
    clear() {
      this.value = null;
    },
  };
}

/**
 * An HTTP client that answers from a table of `METHOD path` → body, and records every call: what the
 * layer sends, without a server. Only the client's methods core's API functions use are there; a missing route
 * is refused with 404 as the client refuses it.
 */
export function fakeHttp(routes: Record<string, unknown | ((body: unknown) => unknown)>) {
  const calls: string[] = [];
  const answer = (method: string) => async (url: string, body?: unknown) => {
    const key = `${method} ${url}`;
    calls.push(key);
    if (!(key in routes)) {
      const response = {
        status: 404,
        headers: new Headers(),
        data: { statusCode: 404, message: `no route ${key}` },
      };
      throw new HttpError(`no route ${key}`, 'ERR_BAD_RESPONSE', { method, url }, response);
    }
    const route = routes[key];
    return { data: typeof route === 'function' ? route(body) : route };
  };
  const http = { get: answer('GET'), post: answer('POST'), patch: answer('PATCH'), delete: answer('DELETE') };
  return { http: http as unknown as HttpClient, calls };
}

export function wrapper(
  client: Partial<ApiClient> & Pick<ApiClient, 'http'>,
  queryClient = new QueryClient(),
) {
  const api: ApiClient = { tokens: memoryTokens(), ...client };
  return {
    api,
    queryClient,
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own provider tree, made once per test on purpose
    Wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>{children}</ApiProvider>
      </QueryClientProvider>
    ),
  };
}
