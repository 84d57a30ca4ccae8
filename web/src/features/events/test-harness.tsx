import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { HttpClient } from '@w2e/core/api/http';
import type { Event, EventHostList } from '@w2e/core/contracts/events';
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for late fonts.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

export interface Call {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

/** What a route answers: a body, or a refusal with the API's error body. */
export type Answer = ((body: unknown) => unknown) | Record<string, unknown> | unknown[];

/** An API error as axios reports it, so the portal's helpers read its body. */
export function apiError(statusCode: number, message: string, errors?: { path: string; message: string }[]) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: {
      status: statusCode,
      data: {
        statusCode,
        error: 'Bad Request',
        message,
        code: 'x',
        ...(errors ? { errors: errors.map((e) => ({ ...e, code: 'x' })) } : {}),
      },
    },
  });
}

/**
 * The API by its contract, without a server: `METHOD path` → body (or a function of the request body, which
 * may throw `apiError`). Every call is recorded.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const handle = (method: string) => async (url: string, second?: unknown) => {
    const withBody = method === 'POST' || method === 'PATCH';
    const body = withBody ? second : undefined;
    const params = withBody ? undefined : (second as { params?: unknown } | undefined)?.params;
    calls.push({ method, url, body, params });
    const key = `${method} ${url}`;
    if (!(key in routes)) throw apiError(404, `no route ${key}`);
    const route = routes[key];
    return { data: typeof route === 'function' ? route(body) : route };
  };
  const http = { get: handle('GET'), post: handle('POST'), patch: handle('PATCH'), delete: handle('DELETE') };
  return { http: http as unknown as HttpClient, calls };
}

export const host: UserInfo = {
  id: 'u1',
  username: 'host',
  email: null,
  email_unverify: null,
  name: 'Host',
  auth_metamask_wallet: null,
  access_tokens: null,
};

export const hostsOf = (tier: EventHostList['items'][number]['tier']): EventHostList => ({
  operator: false,
  items: [{ kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null, tier }],
});

/** A saved draft as GET /api/events/{slug} answers it to its host. */
export function draftEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 'e1',
    slug: 'summer-quest',
    title: 'Summer Quest',
    status: 'draft',
    start_time: '2030-07-01T00:00:00.000Z',
    end_time: '2030-07-31T00:00:00.000Z',
    banner: null,
    thumbnail: null,
    prize_pool: null,
    max_participants: null,
    participants_count: 0,
    host: { kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null },
    guideline: null,
    description: null,
    score_label: null,
    metrics: [],
    leaderboards: [],
    reward_by_task: false,
    reward_by_leaderboard: true,
    distribution: 'order',
    published_at: null,
    draft_step: 'general',
    task_count: 0,
    viewer: { can_manage: true, joined: false, score: null },
    ...overrides,
  };
}

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
