import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { ApiProvider } from '@w2e/react/api-provider';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from '../components/router';
import { I18nProvider, type MiniAppI18n } from '../i18n';
import type { MiniAppApi } from './api-client';
import { routes, withScreenText } from './routes';
import { SessionGate } from './session-gate';

/** Text, data cache, the API client, Telegram's look (light or dark, iOS or the rest) and the screens. */
export function App({
  i18n,
  api,
  appearance,
  platform,
  entries,
}: {
  i18n: MiniAppI18n;
  api: MiniAppApi;
  appearance: 'dark' | 'light';
  platform: 'ios' | 'base';
  /** The first history entries (deep-link.ts): the root, then the screen a deep link names. */
  entries: string[];
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  const [router] = useState(() =>
    createMemoryRouter(withScreenText(routes, i18n), {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    }),
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api.client}>
          <AppRoot appearance={appearance} platform={platform}>
            <SessionGate signInProblem={api.signInProblem}>
              <RouterProvider router={router} />
            </SessionGate>
          </AppRoot>
        </ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
