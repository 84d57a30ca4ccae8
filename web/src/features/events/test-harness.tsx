import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { HttpClient } from '@w2e/core/api/http';
import type { EventHostList } from '@w2e/core/contracts/events';
import type { UserInfo } from '@w2e/core/contracts/session';
import { createI18n } from '@w2e/core/i18n/create-i18n';
import type { Language } from '@w2e/core/i18n/languages';
import { en } from '@w2e/core/i18n/resources-en';
import { vi } from '@w2e/core/i18n/resources-vi';
import { ApiProvider } from '@w2e/react/api-provider';
import { sessionKeys } from '@w2e/react/session/queries';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeHttp, httpFailure } from '../../lib/test-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for late fonts.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

/** What a route answers: a body, or a function of the request body (which may throw `apiError`). */
export type Answer = ((body: unknown) => unknown) | Record<string, unknown> | unknown[];

/** An API refusal as the API client reports it, with per-field messages when given. */
export const apiError = (statusCode: number, message: string, errors?: { path: string; message: string }[]) =>
  httpFailure(statusCode, message, 'x', errors);

/** The portal's fake API client (lib/test-render's `fakeHttp`), with routes answering from the request body. */
export function fakeApi(routes: Record<string, Answer>) {
  return fakeHttp(
    Object.fromEntries(
      Object.entries(routes).map(([key, route]) => [
        key,
        typeof route === 'function' ? ({ body }: { body?: unknown }) => route(body) : route,
      ]),
    ),
  );
}

export const host: UserInfo = {
  id: 'u1',
  username: 'host',
  email: null,
  email_unverify: null,
  name: 'Host',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: null,
};

export const hostsOf = (tier: EventHostList['items'][number]['tier']): EventHostList => ({
  operator: false,
  items: [{ kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null, tier }],
});

/** Renders `routes` at `path` in the portal's providers, in `language`, signed in as the host. */
export function renderAt(
  routes: { path: string; element: ReactElement }[],
  path: string,
  { language = 'en', http }: { language?: Language; http: HttpClient },
) {
  const i18n = createI18n({ language, resources: { en, vi }, modules: [initReactI18next] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.all, host);
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [path],
  });
  const tokens = { get: () => 'token', set: () => undefined, clear: () => undefined };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={{ http: async () => http, tokens }}>
          <MantineProvider env="test">
            <Notifications />
            <RouterProvider router={router} />
          </MantineProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
