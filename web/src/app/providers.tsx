import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@w2e/react/api-provider';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../features/shell/components/toasts';
import { i18n } from '../lib/i18n';
import { apiClient } from './api-client';
import { theme } from './theme';

/** What every page renders inside: text, data cache, the API client, theme and toasts. Shared by the browser and the prerender. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={apiClient}>
          <MantineProvider theme={theme} defaultColorScheme="dark">
            <Toasts />
            {children}
          </MantineProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
