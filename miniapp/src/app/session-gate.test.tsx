import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { UserInfo } from '@w2e/core/contracts/session';
import { type ApiClient, ApiProvider } from '@w2e/react/api-provider';
import { tokenStore } from '@w2e/react/session/token-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player } from '../components/test-harness';
import { createMiniAppI18n, I18nProvider } from '../i18n';
import { SessionGate } from './session-gate';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../components/test-harness')).telegramSdk);

/** A screen whose answer depends on the token its request carried, as a player's task states do. */
function Probe({ api }: { api: ApiClient }) {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: async () => api.tokens.get() ?? 'guest' });
  return <p data-testid="probe">{data ?? 'loading'}</p>;
}

describe('SessionGate', () => {
  afterEach(() => tokenStore.clear());

  it("fetches a screen's data again with the session's token once the sign-in settles", async () => {
    let finish: (user: UserInfo) => void = () => undefined;
    const api = {
      http: async () => ({}),
      tokens: tokenStore,
      startPending: () => true,
      startSession: () =>
        new Promise<UserInfo>((resolve) => {
          finish = resolve;
        }),
    } as unknown as ApiClient;
    const i18n = await createMiniAppI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ApiProvider client={api}>
            <SessionGate signInProblem={() => null}>
              <Probe api={api} />
            </SessionGate>
          </ApiProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    // The screen asked before the sign-in was done: answered for a guest.
    expect(await screen.findByText('guest')).toBeTruthy();
    await act(async () => {
      api.tokens.set('jwt', '2030-01-01T00:00:00.000Z');
      finish(player);
    });
    expect(await screen.findByText('jwt')).toBeTruthy();
  });
});
