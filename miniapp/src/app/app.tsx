import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { type ApiClient, ApiProvider } from '@w2e/react/api-provider';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

/** Text, data cache, the API client, Telegram's look (light or dark, iOS or the rest) and the screens. */
export function App({
  i18n,
  api,
  appearance,
  platform,
}: {
  i18n: I18n;
  api: ApiClient;
  appearance: 'dark' | 'light';
  platform: 'ios' | 'base';
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  const [router] = useState(() => createMemoryRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <AppRoot appearance={appearance} platform={platform}>
            <RouterProvider router={router} />
          </AppRoot>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
