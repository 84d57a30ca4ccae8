import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { cleanup, configure, render } from '@testing-library/react';
import { type HttpClient, HttpError } from '@w2e/core/api/http';
import type { UserInfo } from '@w2e/core/contracts/session';
import { type ApiClient, ApiProvider } from '@w2e/react/api-provider';
import { createMiniAppI18n, I18nProvider, loadScreenText } from '../i18n';
import { createMemoryRouter, type RouteObject, RouterProvider } from './router';

// A screen's first render loads its route's code and the text: more than a second on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Telegram's side of the SDK calls the screens make, recorded: the MainButton as last set up (and its click
 * listeners, to press it), the BackButton, and the haptic feedback given. A test file passes it to `vi.mock`
 * for '@telegram-apps/sdk-react'; everything else (queries, core's API functions and contracts, text) is real.
 */
export const telegram = {
  /** The MainButton as Telegram shows it (the last setup the SDK sent). */
  mainButton: { text: '', visible: false, enabled: true, loading: false },
  mainButtonParams: { text: '', visible: false, enabled: true, loading: false },
  mainListeners: new Set<() => void>(),
  backVisible: null as boolean | null,
  haptics: [] as string[],
  /** Pages opened outside the Mini App (openLink). */
  openedLinks: [] as string[],
  /** How the player answers Telegram's "allow the bot to message you" prompt, and how often it was asked. */
  writeAccess: 'allowed' as 'allowed' | 'cancelled',
  writeAccessAsked: 0,
  reset() {
    this.writeAccess = 'allowed';
    this.writeAccessAsked = 0;
    this.mainButton = { text: '', visible: false, enabled: true, loading: false };
    this.mainButtonParams = { ...this.mainButton };
    this.mainListeners.clear();
    this.backVisible = null;
    this.haptics = [];
    this.openedLinks = [];
  },
  /** The player presses the MainButton (Telegram ignores presses while it is disabled). */
  pressMain() {
    if (!this.mainButton.visible || !this.mainButton.enabled) return;
    for (const listener of this.mainListeners) listener();
  },
};

const available = <A extends unknown[]>(run: (...args: A) => void) =>
  Object.assign(run, { isAvailable: () => true, ifAvailable: run });

export const telegramSdk = {
  showBackButton: available(() => {
    telegram.backVisible = true;
  }),
  hideBackButton: available(() => {
    telegram.backVisible = false;
  }),
  onBackButtonClick: { ifAvailable: () => [false] },
  mountMainButton: available(() => undefined),
  onMainButtonClick: available((listener: () => void) => {
    telegram.mainListeners.add(listener);
  }),
  offMainButtonClick: available((listener: () => void) => {
    telegram.mainListeners.delete(listener);
  }),
  // As the SDK does: the parameters merge, and nothing reaches Telegram while the button has no text.
  setMainButtonParams: available(
    (params: { text?: string; isVisible?: boolean; isEnabled?: boolean; isLoaderVisible?: boolean }) => {
      const merged = {
        text: params.text ?? telegram.mainButtonParams.text,
        visible: params.isVisible ?? telegram.mainButtonParams.visible,
        enabled: params.isEnabled ?? telegram.mainButtonParams.enabled,
        loading: params.isLoaderVisible ?? telegram.mainButtonParams.loading,
      };
      telegram.mainButtonParams = merged;
      if (merged.text) telegram.mainButton = merged;
    },
  ),
  hapticFeedbackNotificationOccurred: available((type: string) => {
    telegram.haptics.push(type);
  }),
  openLink: available((url: string) => {
    telegram.openedLinks.push(url);
  }),
  requestWriteAccess: Object.assign(
    async () => {
      telegram.writeAccessAsked++;
      return telegram.writeAccess;
    },
    { isAvailable: () => true },
  ),
  // The root screen greets the Telegram user of the init data: none here, as in a browser outside Telegram.
  initDataUser: () => undefined,
  useSignal: <T,>(signal: () => T) => signal(),
};

/** The server's answer to `METHOD path`: a body, or a function of the request (which may throw `refusal`). */
type Answer = ((request: { params?: unknown; body?: unknown }) => unknown) | object | string | number | null;

/** A refusal as the API client reports it, with the server's message (already in the player's language). */
export const refusal = (status: number, message: string) =>
  new HttpError(
    message,
    'ERR_BAD_RESPONSE',
    { method: 'GET', url: '' },
    { status, headers: new Headers(), data: { statusCode: status, error: 'Error', message } },
  );

/** An HTTP client answering from a table of `METHOD path`, recording each call with its query and body. */
export function fakeServer(routes: Record<string, Answer>) {
  const calls: { key: string; params?: unknown; body?: unknown }[] = [];
  const answer = (method: string, withBody: boolean) => async (url: string, a?: unknown, b?: unknown) => {
    const key = `${method} ${url}`;
    const body = withBody ? a : undefined;
    const params = ((withBody ? b : a) as { params?: unknown } | undefined)?.params;
    calls.push({ key, params, body });
    if (!(key in routes)) throw refusal(404, `no route ${key}`);
    const route = routes[key];
    return { data: typeof route === 'function' ? await route({ params, body }) : route };
  };
  const http = {
    get: answer('GET', false),
    delete: answer('DELETE', false),
    post: answer('POST', true),
    patch: answer('PATCH', true),
  } as unknown as HttpClient;
  return { http, calls };
}

export const player: UserInfo = {
  id: 'me',
  username: 'minh',
  email: null,
  email_unverify: null,
  name: 'Minh',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: null,
};

/**
 * Renders the Mini App's routes at `path` (above the root, as a deep link does) with its English text, the
 * signed-in `user` and the fake server's HTTP client.
 */
export async function renderScreens(
  routes: RouteObject[],
  path: string,
  http: HttpClient,
  user: UserInfo | null = player,
) {
  // One screen at a time: the previous test's tree goes (vitest runs without globals, so nothing else does).
  cleanup();
  const i18n = await createMiniAppI18n('en');
  await loadScreenText(i18n);
  const api: ApiClient = {
    http: async () => http,
    tokens: { get: () => null, set: () => undefined, clear: () => undefined },
    startSession: async () => user,
    startPending: () => true,
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', children: routes }], {
    initialEntries: ['/', path],
    initialIndex: 1,
  });
  return {
    router,
    ...render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <AppRoot appearance="light" platform="base">
              <RouterProvider router={router} />
            </AppRoot>
          </ApiProvider>
        </QueryClientProvider>
      </I18nProvider>,
    ),
  };
}
