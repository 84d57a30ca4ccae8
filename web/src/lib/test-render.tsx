import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { errorToastMessage, type HttpClient, HttpError } from '@w2e/core/api/http';
import type { UserInfo } from '@w2e/core/contracts/session';
import type { Language } from '@w2e/core/i18n/languages';
import { type ApiClient, ApiProvider } from '@w2e/react/api-provider';
import { sessionKeys } from '@w2e/react/session/queries';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n, loadTranslations, setLanguage } from './i18n';
import { toast } from './toast';

/** What a test's server answers: a body, a function of the request, or a failure with its status. */
type Answer = unknown | ((request: { params?: unknown; body?: unknown }) => unknown);

/**
 * A failed call as the API client rejects it (an `HttpError` with the response), so core's `errorBody` and the
 * portal's error handling read it; `errors` are the per-field messages of a 400.
 */
export function httpFailure(
  status: number,
  message: string,
  code = 'errors:requestFailed',
  errors?: { path: string; message: string }[],
) {
  return new HttpError(
    message,
    'ERR_BAD_RESPONSE',
    { method: 'GET', url: '' },
    {
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      data: {
        statusCode: status,
        error: 'Error',
        message,
        code,
        ...(errors ? { errors: errors.map((e) => ({ ...e, code })) } : {}),
      },
    },
  );
}

export interface RecordedCall {
  /** `METHOD path`, as the routes table names it. */
  key: string;
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

/**
 * An HTTP client that answers from a table of `METHOD path` → answer (a thrown `httpFailure` fails the call)
 * and records every call with its query and body: what the page sends, without a server. A failure is also
 * said as the portal's client says it (lib/api.ts): a toast of the server's message, unless the call asked for
 * `skipErrorToast`, so a page that repeats the message shows up in its tests.
 */
export function fakeHttp(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const answer = (method: string, withBody: boolean) => async (url: string, a?: unknown, b?: unknown) => {
    const key = `${method} ${url}`;
    const body = withBody ? a : undefined;
    const config = (withBody ? b : a) as { params?: unknown; skipErrorToast?: boolean } | undefined;
    calls.push({ key, method, url, params: config?.params, body });
    try {
      if (!(key in routes)) throw httpFailure(404, `no route ${key}`);
      const route = routes[key];
      return { data: typeof route === 'function' ? route({ params: config?.params, body }) : route };
    } catch (failure) {
      if (!config?.skipErrorToast) toast.error(errorToastMessage(failure, 'Request failed'));
      throw failure;
    }
  };
  const http = {
    get: answer('GET', false),
    delete: answer('DELETE', false),
    post: answer('POST', true),
    patch: answer('PATCH', true),
    put: answer('PUT', true),
  };
  return { http: http as unknown as HttpClient, calls };
}

export const testUser: UserInfo = {
  id: 'user-1',
  username: 'player',
  email: 'player@example.com',
  email_unverify: null,
  name: 'Player One',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: null,
};

/** Where a test opens the portal, over which HTTP client, signed in as whom, in which language. */
export interface RouteTestOptions {
  path: string;
  http: HttpClient;
  user?: UserInfo | null;
  language?: Language;
}

/**
 * Renders routes at `path` inside the portal's providers (English text unless `language` says, Mantine without transitions, toasts)
 * with the given HTTP client and, optionally, a signed-in user. Returns the router to read the location.
 */
export async function renderRoutes(routes: RouteObject[], options: RouteTestOptions) {
  const { router, queryClient, api } = await testRouter(() => routes, options);
  const view = renderRouter(router, queryClient, api);
  return { ...view, router, queryClient };
}

/**
 * A memory router at `path` over the portal's text in `language`, a query cache holding the session, and an API
 * client over `http`; `routes` may use the cache and client (as `withPageLoading` does). Nothing is rendered yet.
 */
export async function testRouter(
  routes: (client: { queryClient: QueryClient; api: ApiClient }) => RouteObject[],
  { path, http, user = null, language = 'en' }: RouteTestOptions,
) {
  await loadTranslations();
  await setLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.all, user);
  const api: ApiClient = {
    http: async () => http,
    tokens: { get: () => (user ? 'token' : null), set() {}, clear() {} },
  };
  const router = createMemoryRouter(routes({ queryClient, api }), { initialEntries: [path] });
  return { router, queryClient, api };
}

export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient,
  api: ApiClient,
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <MantineProvider env="test">
            <Notifications />
            <RouterProvider router={router} />
          </MantineProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
